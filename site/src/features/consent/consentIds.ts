/** Id of the element that holds the cookie banner, right after the skip links of every page. */
export const CONSENT_CONTAINER_ID = 'cookie-consent';

/** The ChatPanel component token that sets the chat widget's distance from the bottom of the viewport. */
export const CHAT_OFFSET_TOKEN = '--chatPanel-offset-bottom';

/** Window event sent whenever the visitor's cookie choice is stored (the audience measurement listens). */
export const CONSENT_CHOICE_EVENT = 'company:consent';
