import { CONSENT_MAX_AGE_MONTHS, CONSENT_STORAGE_KEY, PREFERENCES_STORAGE_KEY } from '../../stores/consentStore';

/** Id of the element that holds the cookie banner, after the app's root in every page. */
export const CONSENT_CONTAINER_ID = 'cookie-consent';

/**
 * The one inline script of the pages, run in `<head>` before anything paints (the CSP allows it by
 * its hash). It sets `<html data-consent="ask">` when no valid choice is stored, which shows the
 * banner prerendered in the HTML, or `"given"`, which keeps it hidden: a first visit sees the
 * banner with the page's first paint, a returning visitor never sees it flash. Without JavaScript
 * the attribute is never set and the banner, whose buttons would need script, stays hidden. A
 * click on the banner before its code has arrived is kept (its button's text) and replayed then.
 * The full check of the stored choice runs once the banner's code has loaded, and has the last word.
 */
export const consentScript =
  `(function(){var s="ask",d=document;try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})),` +
  `e=new Date(c.consentDate);e.setMonth(e.getMonth()+${CONSENT_MAX_AGE_MONTHS});` +
  `if(c.hasConsented===true&&e>new Date()&&localStorage.getItem(${JSON.stringify(PREFERENCES_STORAGE_KEY)}))s="given"}catch(x){}` +
  `d.documentElement.dataset.consent=s;d.addEventListener("click",function(v){var b=v.target.closest&&v.target.closest(` +
  `"#${CONSENT_CONTAINER_ID} [data-prerendered] button");if(b)window.__consentClick=b.textContent},true)})()`;
