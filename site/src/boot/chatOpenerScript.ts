import { CHAT_CONTAINER_ID, opensChatAttribute } from '../features/chat/events';

/**
 * The pages' head script for « start chat » buttons (the support page's), which stay static HTML:
 * a tap on one clicks the chat's launcher, which opens the panel (before the chat's code has
 * arrived, the launcher's island keeps that click and replays it), or, with the panel already
 * open, moves the focus to its message field.
 */
export const chatOpenerScript =
  `document.addEventListener("click",function(v){var b=v.target.closest&&v.target.closest("[${opensChatAttribute}]");` +
  `if(!b)return;var c=document.getElementById(${JSON.stringify(CHAT_CONTAINER_ID)}),l=c&&c.querySelector("button[aria-expanded]");` +
  `if(!l)return;if(l.getAttribute("aria-expanded")==="true"){var t=c.querySelector("textarea");if(t)t.focus()}else l.click()})`;
