import { CookieBanner } from '@company/ui';
import { useEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { useConsentStore, useNeedsConsent } from '../../stores/consentStore';

/** The ChatPanel component token that sets the chat widget's distance from the bottom of the viewport. */
export const CHAT_OFFSET_TOKEN = '--chatPanel-offset-bottom';

/** The banner's buttons disappear with it; the main region takes the focus so keyboard users keep their place. */
function returnFocusToPage() {
  document.getElementById('main-content')?.focus({ preventScroll: true });
}

/**
 * Lifts the chat launcher and panel above the banner while it shows: both are fixed to the bottom
 * right, and the banner, drawn over them, would hide the launcher and a keyboard focus on it
 * (WCAG 2.4.11). The chat keeps the banner's own gap to the screen edge as its gap above the banner,
 * and follows its height (the « Personnaliser » panel, a narrower screen).
 */
function useChatAboveBanner(bannerRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const banner = bannerRef.current;
    if (!banner) return;
    const rootStyle = document.documentElement.style;
    const update = () => {
      const gap = Number.parseFloat(getComputedStyle(banner).bottom) || 0;
      rootStyle.setProperty(CHAT_OFFSET_TOKEN, `${Math.ceil(banner.offsetHeight + 2 * gap)}px`);
    };
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(banner, { box: 'border-box' });
    // The banner's gap to the edge changes with the breakpoints, not always with its size.
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      rootStyle.removeProperty(CHAT_OFFSET_TOKEN);
    };
  }, [bannerRef]);
}

function VisibleCookieBanner() {
  const acceptAll = useConsentStore((state) => state.acceptAll);
  const rejectAll = useConsentStore((state) => state.rejectAll);
  const acceptSelection = useConsentStore((state) => state.acceptSelection);
  const bannerRef = useRef<HTMLElement>(null);
  useChatAboveBanner(bannerRef);

  return (
    <CookieBanner
      ref={bannerRef}
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

/** The cookie banner, shown until the visitor has chosen (and again once the choice is 6 months old). */
export function CookieConsent() {
  const needsConsent = useNeedsConsent();
  return needsConsent ? <VisibleCookieBanner /> : null;
}
