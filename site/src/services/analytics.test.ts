import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MEASUREMENT_ID_PLACEHOLDER, measurementIdFrom } from '../config/analytics';
import { startAudienceMeasurement } from '../features/consent/audienceMeasurement';
import { CONSENT_STORAGE_KEY, PREFERENCES_STORAGE_KEY, useConsentStore } from '../stores/consentStore';
import { disableAnalytics, enableAnalytics, syncAnalytics, trackPageView } from './analytics';

const id = 'G-TEST12345';

const gtagScripts = () => document.querySelectorAll('script[src*="googletagmanager.com/gtag/js"]');

function resetPage() {
  document.head.innerHTML = '';
  delete window.dataLayer;
  delete window.gtag;
  delete window[`ga-disable-${id}`];
  document.cookie = '_ga=; Max-Age=0; path=/';
  localStorage.clear();
  useConsentStore.setState(useConsentStore.getInitialState(), true);
}

beforeEach(resetPage);
afterEach(() => {
  cleanup();
  resetPage();
});

describe('syncAnalytics', () => {
  it('adds no script without consent', () => {
    syncAnalytics(false, id);
    expect(gtagScripts()).toHaveLength(0);
  });

  it('adds no script without a measurement id, even with consent', () => {
    syncAnalytics(true, null);
    expect(gtagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads the tag once with consent and an id', () => {
    syncAnalytics(true, id);
    syncAnalytics(true, id);
    const scripts = gtagScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe(`https://www.googletagmanager.com/gtag/js?id=${id}`);
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    expect(window[`ga-disable-${id}`]).toBe(false);
    expect(window.dataLayer?.length).toBeGreaterThan(0);
  });

  it('removes the tag, sets the opt-out flag and expires the cookies when consent is withdrawn', () => {
    syncAnalytics(true, id);
    document.cookie = '_ga=GA1.1.123.456; path=/';
    syncAnalytics(false, id);
    expect(gtagScripts()).toHaveLength(0);
    expect(window[`ga-disable-${id}`]).toBe(true);
    expect(document.cookie).not.toContain('_ga=');
  });

  it('loads again when consent is given back', () => {
    enableAnalytics(id);
    disableAnalytics(id);
    enableAnalytics(id);
    expect(gtagScripts()).toHaveLength(1);
    expect(window[`ga-disable-${id}`]).toBe(false);
  });
});

describe('trackPageView', () => {
  it('sends a page view only while measurement is on', () => {
    enableAnalytics(id);
    const queued = window.dataLayer?.length ?? 0;
    trackPageView(id);
    expect(window.dataLayer).toHaveLength(queued + 1);

    disableAnalytics(id);
    trackPageView(id);
    expect(window.dataLayer).toHaveLength(queued + 1);
  });
});

describe('measurementIdFrom', () => {
  it('takes a GA4 id, trimmed and in capitals', () => {
    expect(measurementIdFrom(' g-abc12345 ')).toBe('G-ABC12345');
  });

  it.each([undefined, '', '   ', MEASUREMENT_ID_PLACEHOLDER, 'UA-12345-1', 'G-12"><script>'])(
    'treats %j as not configured',
    (value) => {
      expect(measurementIdFrom(value)).toBeNull();
    },
  );
});

describe('startAudienceMeasurement', () => {
  let stop: (() => void) | undefined;
  const start = (measurementId: string | null) => {
    stop = startAudienceMeasurement(measurementId);
  };
  afterEach(() => stop?.());

  const storeChoice = (analytics: boolean) => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ hasConsented: true, consentDate: new Date().toISOString() }),
    );
    localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({ essential: true, analytics, marketing: false, functional: false }),
    );
  };

  it('loads nothing before the visitor has chosen', () => {
    start(id);
    expect(gtagScripts()).toHaveLength(0);
  });

  it('loads nothing when analytics was refused', () => {
    storeChoice(false);
    start(id);
    expect(gtagScripts()).toHaveLength(0);
  });

  it('loads the tag for a visitor who accepted analytics, and removes it when they withdraw', () => {
    storeChoice(true);
    start(id);
    expect(gtagScripts()).toHaveLength(1);

    useConsentStore.getState().updatePreferences({ analytics: false });
    expect(gtagScripts()).toHaveLength(0);
    expect(window[`ga-disable-${id}`]).toBe(true);
  });

  it('loads nothing without a measurement id, even with consent', () => {
    storeChoice(true);
    start(null);
    expect(gtagScripts()).toHaveLength(0);
  });

  it('starts as soon as the banner’s « Tout accepter » is chosen', () => {
    start(id);
    useConsentStore.getState().acceptAll();
    expect(gtagScripts()).toHaveLength(1);
  });
});
