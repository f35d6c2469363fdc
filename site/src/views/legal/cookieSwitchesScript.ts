import { cookieCategoryIds } from '@company/ui';
import { PREFERENCES_STORAGE_KEY } from '../../stores/consentChoice';

/**
 * Inline script placed right after the cookie policy's settings island (the CSP allows it by its
 * hash): it moves the prerendered switches to the stored choice before the first paint, so that
 * a visitor who accepted everything does not see every switch off until the island's code has
 * run. It trusts the consent head script, which has already checked the stored choice and set
 * `<html data-consent="given">` only for a valid one. The island hydrates over the switches as
 * they are (React keeps a checkbox's state while hydrating) and then renders the same choice.
 */
export const cookieSwitchesScript =
  `(function(i){if(document.documentElement.dataset.consent!=="given"||!i)return;` +
  `var p;try{p=JSON.parse(localStorage.getItem(${JSON.stringify(PREFERENCES_STORAGE_KEY)}))}catch(x){return}` +
  `${JSON.stringify(cookieCategoryIds)}.forEach(function(k){var c=i.querySelector("[data-category="+k+"] input");` +
  `if(c&&p&&typeof p[k]==="boolean")c.checked=p[k]})})(document.currentScript.previousElementSibling)`;
