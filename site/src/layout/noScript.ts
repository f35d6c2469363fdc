import { CHAT_CONTAINER_ID, opensChatAttribute } from '../features/chat/events';

// Without JavaScript the page shows no control that would do nothing (decisions.md, HTML first):
// the head's `<noscript>` style hides what these marks point at, and the content stays readable.

/** Marks an element that only works with JavaScript: without it, the element and all it holds are not shown. */
export const requiresScript = { 'data-requires-script': '' } as const;

/**
 * Marks a region whose controls need JavaScript while its content does not (the docs' search box
 * and tabs over the whole list, the map's « Afficher la carte » beside the link to the map's site):
 * without JavaScript its buttons, search box and tab list are not shown; the content is.
 */
export const scriptControls = { 'data-script-controls': '' } as const;

/** The style of every page's head `<noscript>`: what is shown, and what is not, without JavaScript. */
export const noScriptStyles = [
  // Closed accordion sections are hidden until found; the page script opens them on a tap.
  'cui-accordion-panel[hidden]{content-visibility:visible!important}',
  // The chat, its launcher and the buttons that open it are the chat island's.
  `[data-requires-script],#${CHAT_CONTAINER_ID},[${opensChatAttribute}],` +
    '[data-script-controls] :is(button,[role=search],[role=tablist]){display:none!important}',
].join('');
