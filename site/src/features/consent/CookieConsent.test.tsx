import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SiteLocale } from '../../components/SiteLocale';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConsentStore } from '../../stores/consentStore';
import { CHAT_OFFSET_TOKEN } from './consentIds';
import { CookieConsent } from './CookieConsent';

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
  render(<CookieConsent />, { wrapper: SiteLocale });
}

beforeEach(() => {
  localStorage.clear();
  useConsentStore.setState(useConsentStore.getInitialState(), true);
  FakeResizeObserver.instances = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});

afterEach(() => {
  cleanup();
  delete document.documentElement.dataset.consent;
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
