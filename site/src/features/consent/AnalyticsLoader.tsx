import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { analyticsConfig } from '../../config/analytics';
import { syncAnalytics, trackPageView } from '../../services/analytics';
import { useAnalyticsConsent } from '../../stores/consentStore';

/**
 * Loads audience measurement once the visitor accepts it and stops it when they withdraw; renders
 * nothing. Without a configured measurement id it never touches the page.
 */
export function AnalyticsLoader({ measurementId = analyticsConfig.measurementId }: { measurementId?: string | null }) {
  const consented = useAnalyticsConsent();
  const { pathname } = useLocation();

  useEffect(() => {
    // Until the stored choice is read, doing nothing keeps a returning visitor's cookies intact.
    if (consented === null) return;
    syncAnalytics(consented, measurementId);
  }, [consented, measurementId]);

  useEffect(() => {
    if (consented && measurementId) trackPageView(measurementId);
  }, [consented, measurementId, pathname]);

  return null;
}
