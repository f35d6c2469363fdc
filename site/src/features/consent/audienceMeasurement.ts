import { analyticsConfig } from '../../config/analytics';
import { syncAnalytics, trackPageView } from '../../services/analytics';
import { readChoice } from '../../stores/consentChoice';
import { CONSENT_CHOICE_EVENT } from './consentIds';

/**
 * Audience measurement on a page, with no framework: it loads once the visitor has accepted it
 * (a stored choice, or one made on this page, announced by {@link CONSENT_CHOICE_EVENT}), counts
 * the page once, and stops when they withdraw. Without a configured measurement id it never
 * touches the page. Returns what stops it listening.
 */
export function startAudienceMeasurement(measurementId: string | null = analyticsConfig.measurementId): () => void {
  if (!measurementId) return () => {};
  let counted = false;
  const sync = () => {
    const choice = readChoice(new Date());
    const consented = choice.hasConsented && choice.preferences.analytics;
    syncAnalytics(consented, measurementId);
    if (consented && !counted) {
      counted = true;
      trackPageView(measurementId);
    }
  };
  sync();
  window.addEventListener(CONSENT_CHOICE_EVENT, sync);
  return () => window.removeEventListener(CONSENT_CHOICE_EVENT, sync);
}
