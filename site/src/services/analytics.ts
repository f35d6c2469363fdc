import { analyticsConfig } from '../config/analytics';

declare global {
  interface Window {
    /** Command queue read by gtag.js. */
    dataLayer?: unknown[];
    /** Google's tag function, defined before its library loads. */
    gtag?: (...args: unknown[]) => void;
    /** Google's documented opt-out switch, one per measurement id. */
    [disableFlag: `ga-disable-${string}`]: boolean | undefined;
  }
}

const scriptId = (measurementId: string) => `gtag-${measurementId}`;

const disableFlag = (measurementId: string) => `ga-disable-${measurementId}` as const;

/** Whether the tag library of `measurementId` is in the page. */
export const isAnalyticsLoaded = (measurementId: string) => document.getElementById(scriptId(measurementId)) !== null;

/**
 * Starts audience measurement: only call it once the visitor has accepted the analytics category.
 * Page views are sent by {@link trackPageView}, since the site changes pages without reloading.
 */
export function enableAnalytics(measurementId: string, scriptUrl: string = analyticsConfig.scriptUrl): void {
  window[disableFlag(measurementId)] = false;
  if (isAnalyticsLoaded(measurementId)) return;

  const dataLayer = (window.dataLayer ??= []);
  // gtag.js only reads `arguments` objects from the queue (an array is another command format),
  // which is why this is not a rest parameter.
  window.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId, { send_page_view: false });

  const script = document.createElement('script');
  script.id = scriptId(measurementId);
  script.async = true;
  script.src = `${scriptUrl}?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}

/** Stops audience measurement after consent is withdrawn: opt-out flag, script and cookies removed. */
export function disableAnalytics(measurementId: string): void {
  window[disableFlag(measurementId)] = true;
  document.getElementById(scriptId(measurementId))?.remove();
  expireAnalyticsCookies();
}

/** Records a page view of the current address, unless measurement is off. */
export function trackPageView(measurementId: string): void {
  if (window[disableFlag(measurementId)] !== false) return;
  window.gtag?.('event', 'page_view', {
    send_to: measurementId,
    page_location: window.location.href,
    page_title: document.title,
  });
}

/** Turns measurement on or off to match the visitor's choice; nothing happens without an id. */
export function syncAnalytics(consented: boolean, measurementId: string | null): void {
  if (!measurementId) return;
  if (consented) enableAnalytics(measurementId);
  else disableAnalytics(measurementId);
}

// Google sets `_ga`, `_ga_<id>` (and on older tags `_gid`, `_gat`) on the widest domain it can.
const analyticsCookie = /^(?:_ga(?:_.*)?|_gid|_gat.*)$/;

function expireAnalyticsCookies() {
  const names = document.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]?.trim() ?? '')
    .filter((name) => analyticsCookie.test(name));
  if (names.length === 0) return;
  const labels = window.location.hostname.split('.');
  const domains = labels.map((_, index) => labels.slice(index).join('.')).filter((domain) => domain.includes('.'));
  for (const name of names) {
    document.cookie = `${name}=; Max-Age=0; path=/`;
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/; domain=${domain}`;
  }
}
