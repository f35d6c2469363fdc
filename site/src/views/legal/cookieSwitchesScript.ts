import { cookieCategoryIds } from '@company/ui';
import { CONSENT_CHOICE_EVENT, CONSENT_CONTAINER_ID } from '../../features/consent/consentIds';
import { PREFERENCES_STORAGE_KEY } from '../../stores/consentChoice';

/**
 * Head script of the cookie policy page, after the consent head script (the CSP allows it by its
 * hash): it moves the prerendered switches of the policy to the stored choice as the parser
 * inserts them, so that a visitor who accepted everything never sees them off until their
 * island's code has run. A script placed after the switches would come too late: the browser may
 * paint a page it has only partly parsed. A mutation observer's callback runs before the next
 * frame is painted; it stops once the page is parsed. The script trusts the consent head script,
 * which has checked the stored choice and set `<html data-consent="given">` only for a valid one.
 * It moves them again when a choice is stored (the banner's « Tout accepter » on this page), until
 * their island has hydrated: React keeps a checkbox's state while hydrating, and the island then
 * renders the same choice from the store.
 */
export const cookieSwitchesScript =
  `(function(d){var h=d.documentElement,K=${JSON.stringify(cookieCategoryIds)};` +
  // Without an event, only a choice the consent head script found valid.
  `function a(e){if(!e&&h.dataset.consent!=="given")return;var p=null;` +
  `try{p=JSON.parse(localStorage.getItem(${JSON.stringify(PREFERENCES_STORAGE_KEY)}))}catch(x){}if(!p)return;` +
  `K.forEach(function(k){[].forEach.call(d.querySelectorAll("astro-island[ssr] [data-category="+k+"] input"),function(c){` +
  `if(!c.closest("#${CONSENT_CONTAINER_ID}")&&typeof p[k]==="boolean")c.checked=p[k]})})}` +
  `var o=new MutationObserver(function(){a()});o.observe(h,{childList:true,subtree:true});` +
  `d.addEventListener("DOMContentLoaded",function(){o.disconnect();a()});` +
  `addEventListener(${JSON.stringify(CONSENT_CHOICE_EVENT)},a)})(document)`;
