/** Window event that opens the chat panel from anywhere on the page (the support page's « start chat »). */
export const openChatEvent = 'company:open-chat';

/** Opens the chat panel and moves focus to its message field. */
export function requestOpenChat(): void {
  window.dispatchEvent(new Event(openChatEvent));
}

/** Marks a button that opens the chat; the page script answers it before any React has loaded. */
export const opensChatAttribute = 'data-opens-chat';

/** Id of the element around the chat island, whose launcher the page script clicks. */
export const CHAT_CONTAINER_ID = 'chat';
