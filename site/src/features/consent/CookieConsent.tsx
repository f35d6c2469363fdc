import { CookieBanner, type CookieBannerProps } from '@company/ui';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { useConsentStore, useNeedsConsent } from '../../stores/consentStore';
import { CONSENT_CONTAINER_ID } from './consentScript';

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

type BannerHandlers = Pick<CookieBannerProps, 'onAcceptAll' | 'onRejectAll' | 'onAcceptSelection' | 'ref'>;

/** The banner as the site shows it; the prerender draws it without handlers, the client with them. */
export function ConsentBanner(props: BannerHandlers) {
  return (
    <CookieBanner policyLink={<Link to="/cookies">En savoir plus sur notre politique de cookies</Link>} {...props} />
  );
}

/** The container after the app's root that the prerendered HTML fills; created if absent (dev server). */
function consentContainer(): HTMLElement {
  const existing = document.getElementById(CONSENT_CONTAINER_ID);
  if (existing) return existing;
  const container = document.createElement('div');
  container.id = CONSENT_CONTAINER_ID;
  document.body.append(container);
  return container;
}

/**
 * Takes over from the banner drawn in the HTML, in the same frame (before the browser paints), so
 * the visitor sees one banner throughout: the keyboard focus moves to the same button of the live
 * banner, and a click made on the drawn one while the code was loading is replayed.
 */
function useTakeOverPrerendered(container: HTMLElement, bannerRef: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const prerendered = container.querySelector<HTMLElement>(':scope > [data-prerendered]');
    const live = bannerRef.current;
    if (!prerendered || !live) return;
    const buttons = (root: Element) => [...root.querySelectorAll('button')];
    const focused = buttons(prerendered).indexOf(document.activeElement as HTMLButtonElement);
    prerendered.remove();
    if (focused >= 0) buttons(live)[focused]?.focus();
    const pending = window.__consentClick;
    delete window.__consentClick;
    if (pending)
      buttons(live)
        .find((button) => button.textContent === pending)
        ?.click();
  }, [container, bannerRef]);
}

function VisibleCookieBanner({ container }: { container: HTMLElement }) {
  const acceptAll = useConsentStore((state) => state.acceptAll);
  const rejectAll = useConsentStore((state) => state.rejectAll);
  const acceptSelection = useConsentStore((state) => state.acceptSelection);
  const bannerRef = useRef<HTMLElement>(null);
  useChatAboveBanner(bannerRef);
  useTakeOverPrerendered(container, bannerRef);

  return (
    <ConsentBanner
      ref={bannerRef}
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

/**
 * The cookie banner, shown until the visitor has chosen (and again once the choice is 6 months old),
 * in the container the prerendered HTML already fills. Once the stored choice is read, this decides
 * `<html data-consent>`, which the head script had guessed from a quicker check.
 */
export function CookieConsent() {
  const needsConsent = useNeedsConsent();
  const loaded = useConsentStore((state) => state.loaded);
  const [container] = useState(consentContainer);

  useLayoutEffect(() => {
    if (!loaded) return;
    document.documentElement.dataset.consent = needsConsent ? 'ask' : 'given';
    // A choice made on an earlier visit: the drawn banner was never shown and goes unused.
    if (!needsConsent) container.querySelector(':scope > [data-prerendered]')?.remove();
  }, [loaded, needsConsent, container]);

  return needsConsent ? createPortal(<VisibleCookieBanner container={container} />, container) : null;
}
