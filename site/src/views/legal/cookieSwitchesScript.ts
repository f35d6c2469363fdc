import { cookieCategoryIds } from '@company/ui';
import { CONSENT_CHOICE_EVENT } from '../../features/consent/consentIds';
import { PREFERENCES_STORAGE_KEY } from '../../stores/consentChoice';

/**
 * Inline script placed right after the cookie policy's settings island (the CSP allows it by its
 * hash): it moves the prerendered switches to the stored choice before the first paint, so that
 * a visitor who accepted everything does not see every switch off until the island's code has
 * run. It trusts the consent head script, which has already checked the stored choice and set
 * `<html data-consent="given">` only for a valid one; it moves them again when a choice is stored
 * (the banner's « Tout accepter » on this page), until the island has hydrated. The island
 * hydrates over the switches as they are (React keeps a checkbox's state while hydrating) and then
 * renders the same choice.
 */
export const cookieSwitchesScript =
  `(function(i){function a(e){if(!i||!i.hasAttribute("ssr")||!e&&document.documentElement.dataset.consent!=="given")return;` +
  `var p;try{p=JSON.parse(localStorage.getItem(${JSON.stringify(PREFERENCES_STORAGE_KEY)}))}catch(x){return}` +
  `${JSON.stringify(cookieCategoryIds)}.forEach(function(k){var c=i.querySelector("[data-category="+k+"] input");` +
  `if(c&&p&&typeof p[k]==="boolean")c.checked=p[k]})}a();addEventListener(${JSON.stringify(CONSENT_CHOICE_EVENT)},a)})` +
  `(document.currentScript.previousElementSibling)`;
