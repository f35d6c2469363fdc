import { fr } from '@company/ui';
import { CONSENT_MAX_AGE_MONTHS, CONSENT_STORAGE_KEY, PREFERENCES_STORAGE_KEY } from '../../stores/consentChoice';
import { CHAT_OFFSET_TOKEN, CONSENT_CHOICE_EVENT, CONSENT_CONTAINER_ID } from './consentIds';

export { CHAT_OFFSET_TOKEN, CONSENT_CHOICE_EVENT, CONSENT_CONTAINER_ID };

const choices = JSON.stringify({
  [fr.cookieBanner.acceptAllLabel]: true,
  [fr.cookieBanner.rejectAllLabel]: false,
});

/**
 * The consent head script, run in `<head>` before anything paints (the CSP allows it by its hash).
 *
 * - It sets `<html data-consent="ask">` when no valid choice is stored, which shows the banner in
 *   the HTML, or `"given"`, which keeps it hidden: a first visit sees the banner with the page's
 *   first paint, a returning visitor never sees it flash. Without JavaScript the attribute is never
 *   set and the banner, whose buttons need script, stays hidden. A stored choice that does not
 *   hold (expired, unreadable, incomplete) is removed: it grants nothing.
 * - It answers « Tout accepter » and « Tout refuser » itself, the moment they are tapped: it stores
 *   the choice as the consent store does (categories, then the dated consent), hides the banner,
 *   gives the focus to the main region and sends {@link CONSENT_CHOICE_EVENT}. Once the banner's
 *   own code runs (its island has hydrated, or the page hydrates it whole), the script leaves the
 *   banner to it; the store's full check of the stored choice has the last word.
 * - A choice stored elsewhere on the page (the cookie policy's settings) hides the banner too, as
 *   long as the banner's own code has not taken over.
 * - While the banner shows, it lifts the chat launcher above it, as the banner's code does
 *   (`useChatAboveBanner`): both are fixed to the bottom of the screen.
 * - Any other click (« Personnaliser ») goes on to the banner's island, which keeps it while its
 *   code loads and then replays it.
 */
export const consentScript =
  `(function(){var d=document,h=d.documentElement,C=${JSON.stringify(CONSENT_STORAGE_KEY)},P=${JSON.stringify(PREFERENCES_STORAGE_KEY)};` +
  `function valid(){try{var c=JSON.parse(localStorage.getItem(C)),e=new Date(c.consentDate);e.setMonth(e.getMonth()+${CONSENT_MAX_AGE_MONTHS});` +
  `var p=JSON.parse(localStorage.getItem(P)),n=new Date();return c.hasConsented===true&&e>n&&` +
  // A choice dated ahead of the clock (beyond a day's slack) is not one the visitor made.
  `Date.parse(c.consentDate)<=n.getTime()+864e5&&!!p&&` +
  `["analytics","marketing","functional"].every(function(k){return typeof p[k]==="boolean"})}catch(x){return false}}` +
  `var s=valid()?"given":"ask";` +
  `try{if(s==="ask"&&(localStorage.getItem(C)!==null||localStorage.getItem(P)!==null)){localStorage.removeItem(C);localStorage.removeItem(P)}}catch(x){}` +
  `h.dataset.consent=s;var k=${choices},O=${JSON.stringify(CHAT_OFFSET_TOKEN)},E=${JSON.stringify(CONSENT_CHOICE_EVENT)};` +
  `function lift(){var b=d.querySelector("#${CONSENT_CONTAINER_ID} astro-island[ssr] section");if(!b)return;` +
  `if(h.dataset.consent!=="ask"){h.style.removeProperty(O);return}` +
  `h.style.setProperty(O,Math.ceil(b.offsetHeight+2*(parseFloat(getComputedStyle(b).bottom)||0))+"px")}` +
  `d.addEventListener("DOMContentLoaded",function(){var b=d.querySelector("#${CONSENT_CONTAINER_ID} section");lift();` +
  `if(b&&window.ResizeObserver)new ResizeObserver(lift).observe(b);addEventListener("resize",lift)});` +
  `addEventListener(E,function(){if(d.querySelector("#${CONSENT_CONTAINER_ID} astro-island[ssr]")){h.dataset.consent=valid()?"given":"ask";lift()}});` +
  `function choice(v){var b=v.target.closest&&v.target.closest("#${CONSENT_CONTAINER_ID} button");` +
  `return b&&b.closest("astro-island[ssr]")&&b.textContent.trim() in k?b:null}` +
  // Touching a button this script answers does not start loading the banner's code.
  `["pointerdown","touchstart"].forEach(function(t){d.addEventListener(t,function(v){if(choice(v))v.stopPropagation()},true)});` +
  `d.addEventListener("click",function(v){var b=choice(v);if(!b)return;var t=b.textContent.trim();` +
  `v.preventDefault();v.stopImmediatePropagation();` +
  `var a=k[t];try{localStorage.setItem(P,JSON.stringify({essential:true,analytics:a,marketing:a,functional:a}));` +
  `localStorage.setItem(C,JSON.stringify({hasConsented:true,consentDate:new Date().toISOString()}))}catch(x){}` +
  `dispatchEvent(new Event(E));h.dataset.consent="given";lift();var m=d.getElementById("main-content");if(m)m.focus({preventScroll:true})` +
  `},true)})()`;
