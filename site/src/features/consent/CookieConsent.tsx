import { CookieBanner } from '@company/ui';
import { Link } from 'react-router-dom';
import { useConsentStore, useNeedsConsent } from '../../stores/consentStore';

/** The banner's buttons disappear with it; the main region takes the focus so keyboard users keep their place. */
function returnFocusToPage() {
  document.getElementById('main-content')?.focus({ preventScroll: true });
}

/** The cookie banner, shown until the visitor has chosen (and again once the choice is 6 months old). */
export function CookieConsent() {
  const needsConsent = useNeedsConsent();
  const acceptAll = useConsentStore((state) => state.acceptAll);
  const rejectAll = useConsentStore((state) => state.rejectAll);
  const acceptSelection = useConsentStore((state) => state.acceptSelection);

  if (!needsConsent) return null;
  return (
    <CookieBanner
      policyLink={<Link to="/cookies">En savoir plus sur notre politique de cookies</Link>}
      onAcceptAll={() => {
        acceptAll();
        returnFocusToPage();
      }}
      onRejectAll={() => {
        rejectAll();
        returnFocusToPage();
      }}
      onAcceptSelection={(preferences) => {
        acceptSelection(preferences);
        returnFocusToPage();
      }}
    />
  );
}
