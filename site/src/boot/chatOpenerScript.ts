import { CHAT_CONTAINER_ID, opensChatAttribute } from '../features/chat/events';

/**
 * The pages' head script for « start chat » buttons (the support page's), which stay static HTML:
 * a tap on one clicks the chat's launcher, which opens the panel, or, with the panel already open,
 * moves the focus to its message field. Before the chat's code has run, the launcher's panel opens
 * from the HTML (site/src/boot/pageBehaviours.ts) and this script moves the focus to its field, as
 * the chat does once hydrated: the visitor can type at once.
 */
export const chatOpenerScript =
  `document.addEventListener("click",function(v){var c=document.getElementById(${JSON.stringify(CHAT_CONTAINER_ID)}),` +
  `l=c&&c.querySelector("button[aria-expanded]"),t=c&&c.querySelector("textarea"),o=l&&l.getAttribute("aria-expanded")==="true";` +
  `if(!l||!v.target.closest)return;` +
  `if(v.target.closest("[${opensChatAttribute}]")){if(!o)l.click();else if(t)t.focus();return}` +
  `if(o&&t&&v.target.closest("button")===l&&l.closest("astro-island[ssr]"))t.focus()})`;
