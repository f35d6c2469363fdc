import { CookieBanner, type CookieBannerProps } from '@company/ui';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { RouterLink } from '../../components/RouterLink';
import { useConsentStore, useNeedsConsent } from '../../stores/consentStore';
import { CHAT_OFFSET_TOKEN } from './consentIds';

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

type BannerHandlers = Pick<
  CookieBannerProps,
  'onAcceptAll' | 'onRejectAll' | 'onAcceptSelection' | 'ref' | 'expanded' | 'onExpandedChange' | 'onBlur'
>;

/** The banner as the site shows it. */
function ConsentBanner(props: BannerHandlers) {
  return (
    <CookieBanner
      policyLink={<RouterLink href="/cookies">En savoir plus sur notre politique de cookies</RouterLink>}
      {...props}
    />
  );
}

/**
 * The cookie banner, in every page's HTML and shown by the head script while no valid choice is
 * stored (`<html data-consent="ask">`, see consentScript.ts). « Tout accepter » and « Tout
 * refuser » are answered by that script alone; this code loads when the visitor reaches for
 * « Personnaliser » and its switches (the page's island), and from then on decides `data-consent`
 * from the full check of the stored choice.
 */
export function CookieConsent() {
  const needsConsent = useNeedsConsent();
  const loaded = useConsentStore((state) => state.loaded);

  useLayoutEffect(() => {
    if (loaded) document.documentElement.dataset.consent = needsConsent ? 'ask' : 'given';
  }, [loaded, needsConsent]);

  // The server's banner stays until the stored choice is read: the hydrating render matches it.
  return loaded && !needsConsent ? null : <ShownBanner />;
}

/** The banner while it shows, with the chat lifted above it. */
function ShownBanner() {
  const acceptAll = useConsentStore((state) => state.acceptAll);
  const rejectAll = useConsentStore((state) => state.rejectAll);
  const acceptSelection = useConsentStore((state) => state.acceptSelection);
  const bannerRef = useRef<HTMLElement>(null);
  const [expanded, setExpanded] = useState(false);
  useChatAboveBanner(bannerRef);
  const choose = (save: () => void) => {
    save();
    returnFocusToPage();
  };
  return (
    <ConsentBanner
      ref={bannerRef}
      onAcceptAll={() => choose(acceptAll)}
      onRejectAll={() => choose(rejectAll)}
      onAcceptSelection={(preferences) => choose(() => acceptSelection(preferences))}
      expanded={expanded}
      onExpandedChange={setExpanded}
      // The focus moving on to the page closes « Personnaliser »'s panel, as it closes the header's
      // menu: open, the banner covers most of a phone's screen, and the focus would go on under it
      // (WCAG 2.4.11). The switches keep their positions for when the panel opens again.
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) setExpanded(false);
      }}
    />
  );
}
