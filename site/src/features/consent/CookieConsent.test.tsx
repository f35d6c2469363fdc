import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SiteLocale } from '../../components/SiteLocale';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConsentStore } from '../../stores/consentStore';
import { CONSENT_CONTAINER_ID } from './consentScript';
import { CHAT_OFFSET_TOKEN, CookieConsent } from './CookieConsent';

/** jsdom lays nothing out: the test gives the banner its size and reports its changes. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  observed: Element[] = [];
  constructor(readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  unobserve() {}
  disconnect() {
    this.observed = [];
  }
  resize() {
    this.callback([], this);
  }
}

const banner = () => screen.getByRole('region', { name: 'Nous respectons votre vie privée' });
const token = () => document.documentElement.style.getPropertyValue(CHAT_OFFSET_TOKEN);

function setBannerBox(element: HTMLElement, height: number, bottom: string) {
  Object.defineProperty(element, 'offsetHeight', { configurable: true, value: height });
  element.style.bottom = bottom;
}

function renderConsent() {
  render(
    <MemoryRouter>
      <CookieConsent />
    </MemoryRouter>,
    { wrapper: SiteLocale },
  );
}

beforeEach(() => {
  localStorage.clear();
  useConsentStore.setState(useConsentStore.getInitialState(), true);
  FakeResizeObserver.instances = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});

afterEach(() => {
  cleanup();
  document.getElementById(CONSENT_CONTAINER_ID)?.remove();
  delete document.documentElement.dataset.consent;
  delete window.__consentClick;
  vi.unstubAllGlobals();
  document.documentElement.style.removeProperty(CHAT_OFFSET_TOKEN);
});

describe('CookieConsent and the chat widget', () => {
  it('lifts the chat above the banner by its height plus its gap to the edge, following its size', () => {
    renderConsent();
    const observer = FakeResizeObserver.instances[0];
    expect(observer?.observed).toEqual([banner()]);

    setBannerBox(banner(), 400, '12px');
    act(() => observer?.resize());
    expect(token()).toBe('424px');

    // « Personnaliser » opens the panel: the banner grows, the chat follows.
    setBannerBox(banner(), 640, '12px');
    act(() => observer?.resize());
    expect(token()).toBe('664px');
  });

  it('puts the chat back in its place once the banner closes', () => {
    renderConsent();
    setBannerBox(banner(), 217, '24px');
    act(() => FakeResizeObserver.instances[0]?.resize());
    expect(token()).toBe('265px');

    fireEvent.click(screen.getByRole('button', { name: 'Tout refuser' }));
    expect(screen.queryByRole('region', { name: 'Nous respectons votre vie privée' })).toBeNull();
    expect(token()).toBe('');
    expect(FakeResizeObserver.instances[0]?.observed).toEqual([]);
  });

  it('leaves the chat alone when a choice is already stored', () => {
    useConsentStore.getState().acceptAll();
    renderConsent();
    expect(screen.queryByRole('region', { name: 'Nous respectons votre vie privée' })).toBeNull();
    expect(token()).toBe('');
  });
});

/** The banner as the prerender draws it: the live banner's markup, with no handlers behind it. */
function drawPrerenderedBanner() {
  const container = document.createElement('div');
  container.id = CONSENT_CONTAINER_ID;
  container.innerHTML =
    '<div data-prerendered=""><section aria-label="dessin"><button type="button">Tout accepter</button>' +
    '<button type="button">Tout refuser</button><button type="button">Personnaliser</button></section></div>';
  document.body.append(container);
  return container;
}

describe('CookieConsent taking over from the banner drawn in the HTML', () => {
  it('replaces the drawn banner, in its container, keeping the keyboard focus on the same button', () => {
    const container = drawPrerenderedBanner();
    container.querySelectorAll('button')[1]?.focus();
    renderConsent();
    expect(container.querySelector('[data-prerendered]')).toBeNull();
    expect(container.contains(banner())).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Tout refuser' }));
    expect(document.documentElement.dataset.consent).toBe('ask');
  });

  it('carries out a choice clicked on the drawn banner while its code was loading', () => {
    drawPrerenderedBanner();
    window.__consentClick = 'Tout accepter';
    renderConsent();
    expect(screen.queryByRole('region', { name: 'Nous respectons votre vie privée' })).toBeNull();
    expect(useConsentStore.getState()).toMatchObject({ hasConsented: true, preferences: { analytics: true } });
    expect(window.__consentClick).toBeUndefined();
  });

  it('drops the drawn banner unseen, and says so on <html>, when a choice is already stored', () => {
    useConsentStore.getState().acceptAll();
    useConsentStore.setState({ loaded: false });
    const container = drawPrerenderedBanner();
    renderConsent();
    expect(container.querySelector('[data-prerendered]')).toBeNull();
    expect(document.documentElement.dataset.consent).toBe('given');
  });
});
