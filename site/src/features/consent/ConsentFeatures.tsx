import { AnalyticsLoader } from './AnalyticsLoader';
import { CookieConsent } from './CookieConsent';

/** What the visitor's consent drives on every page: the cookie banner and audience measurement. */
export function ConsentFeatures() {
  return (
    <>
      <CookieConsent />
      <AnalyticsLoader />
    </>
  );
}
