/** Window event that opens the chat panel from anywhere on the page (the support page's « start chat »). */
export const openChatEvent = 'company:open-chat';

/** Opens the chat panel and moves focus to its message field. */
export function requestOpenChat(): void {
  window.dispatchEvent(new Event(openChatEvent));
}
