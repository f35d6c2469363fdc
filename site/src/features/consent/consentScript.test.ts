import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY, PREFERENCES_STORAGE_KEY } from '../../stores/consentStore';
import { consentScript } from './consentScript';

/** Runs the head script as the page does, and says what it decided. */
function runHeadScript(): string | undefined {
  // The shipped text itself, the one the CSP hash names, run as the page's inline script runs it.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function(consentScript)();
  return document.documentElement.dataset.consent;
}

const validPreferences = '{"essential":true,"analytics":false,"marketing":false,"functional":true}';

function store(consentDate: Date | string, hasConsented = true, preferences = validPreferences) {
  localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ hasConsented, consentDate }));
  if (preferences) localStorage.setItem(PREFERENCES_STORAGE_KEY, preferences);
}

const monthsAgo = (months: number) => {
  const date = new Date();
  date.setMonth(date.getMonth() - months);
  return date;
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  delete document.documentElement.dataset.consent;
});

describe('the consent head script', () => {
  it('asks on a first visit', () => {
    expect(runHeadScript()).toBe('ask');
  });

  it('keeps the banner hidden for a choice made this month', () => {
    store(new Date());
    expect(runHeadScript()).toBe('given');
  });

  it('asks again once the choice is six months old', () => {
    store(monthsAgo(6));
    expect(runHeadScript()).toBe('ask');
    localStorage.clear();
    store(monthsAgo(5));
    expect(runHeadScript()).toBe('given');
  });

  it('asks when the stored choice is unreadable, incomplete or not a consent', () => {
    store(new Date(), true, 'garbage');
    expect(runHeadScript()).toBe('ask');
    localStorage.clear();
    store(new Date(), true, '{"essential":true,"analytics":"yes"}');
    expect(runHeadScript()).toBe('ask');
    localStorage.clear();
    localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(runHeadScript()).toBe('ask');
    localStorage.clear();
    store(new Date(), true, '');
    expect(runHeadScript()).toBe('ask');
    localStorage.clear();
    store(new Date(), false);
    expect(runHeadScript()).toBe('ask');
    localStorage.clear();
    const nextYear = new Date();
    nextYear.setFullYear(nextYear.getFullYear() + 1);
    store(nextYear);
    expect(runHeadScript()).toBe('ask');
    localStorage.clear();
    store('hier');
    expect(runHeadScript()).toBe('ask');
  });

  it('removes a stored choice that does not hold, and keeps one that does', () => {
    store(monthsAgo(7));
    expect(runHeadScript()).toBe('ask');
    expect([localStorage.getItem(CONSENT_STORAGE_KEY), localStorage.getItem(PREFERENCES_STORAGE_KEY)]).toEqual([
      null,
      null,
    ]);
    localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    runHeadScript();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    store(monthsAgo(5));
    expect(runHeadScript()).toBe('given');
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).not.toBeNull();
  });

  describe('with one broken key, the other valid', () => {
    const consent = { hasConsented: true, consentDate: new Date().toISOString() };
    const consentJson = JSON.stringify(consent);
    const preferences = { essential: true, analytics: false, marketing: false, functional: false };
    const preferencesJson = JSON.stringify(preferences);

    it.each([
      [CONSENT_STORAGE_KEY, 'garbage text', 'accepté'],
      [CONSENT_STORAGE_KEY, 'truncated JSON', consentJson.slice(0, -10)],
      [
        CONSENT_STORAGE_KEY,
        'fields of the wrong types',
        JSON.stringify({ hasConsented: 'true', consentDate: Date.now() }),
      ],
      [CONSENT_STORAGE_KEY, 'JSON null', 'null'],
      [
        CONSENT_STORAGE_KEY,
        'a state saved by a persisted store (version 0)',
        JSON.stringify({ state: consent, version: 0 }),
      ],
      [CONSENT_STORAGE_KEY, 'an empty string', ''],
      [PREFERENCES_STORAGE_KEY, 'garbage text', 'analytics=1'],
      [PREFERENCES_STORAGE_KEY, 'truncated JSON', preferencesJson.slice(0, -8)],
      [
        PREFERENCES_STORAGE_KEY,
        'fields of the wrong types',
        JSON.stringify({ essential: true, analytics: 'false', marketing: 0, functional: null }),
      ],
      [PREFERENCES_STORAGE_KEY, 'an array', '[true,false,false,false]'],
      [
        PREFERENCES_STORAGE_KEY,
        'a state saved by a persisted store (version 0)',
        JSON.stringify({ state: preferences, version: 0 }),
      ],
      [PREFERENCES_STORAGE_KEY, 'an empty string', ''],
    ])('%s holding %s: asks again and removes both keys', (key, _name, value) => {
      store(consent.consentDate, true, preferencesJson);
      localStorage.setItem(key, value);
      expect(runHeadScript()).toBe('ask');
      expect([localStorage.getItem(CONSENT_STORAGE_KEY), localStorage.getItem(PREFERENCES_STORAGE_KEY)]).toEqual([
        null,
        null,
      ]);
    });
  });

  it('asks when storage cannot be read at all', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      expect(runHeadScript()).toBe('ask');
    } finally {
      getItem.mockRestore();
    }
  });
});

describe('the banner before its code', () => {
  /** The banner as a static page carries it: server markup inside an island that has not hydrated. */
  function drawBanner(hydrated = false) {
    document.body.innerHTML =
      `<main id="main-content" tabindex="-1"></main><div id="cookie-consent"><astro-island ${hydrated ? '' : 'ssr'}>` +
      '<section><button type="button">Tout accepter</button><button type="button">Tout refuser</button>' +
      '<button type="button">Personnaliser</button></section></astro-island></div>';
    return (label: string) => [...document.querySelectorAll('button')].find((button) => button.textContent === label)!;
  }
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('stores « Tout refuser » at once, hides the banner, focuses the page and tells the page', () => {
    runHeadScript();
    const button = drawBanner();
    const told = vi.fn();
    window.addEventListener('company:consent', told);
    button('Tout refuser').click();
    window.removeEventListener('company:consent', told);

    expect(document.documentElement.dataset.consent).toBe('given');
    expect(JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY)!)).toEqual({
      essential: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({ hasConsented: true });
    expect(document.activeElement).toBe(document.getElementById('main-content'));
    expect(told).toHaveBeenCalledOnce();
    // The next page keeps the banner hidden.
    expect(runHeadScript()).toBe('given');
  });

  it('stores « Tout accepter » with every category on', () => {
    runHeadScript();
    drawBanner()('Tout accepter').click();
    expect(JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY)!)).toMatchObject({
      analytics: true,
      marketing: true,
    });
  });

  it('hides the banner when the choice is saved elsewhere on the page', () => {
    runHeadScript();
    drawBanner();
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ hasConsented: true, consentDate: new Date().toISOString() }),
    );
    localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      '{"essential":true,"analytics":true,"marketing":false,"functional":false}',
    );
    window.dispatchEvent(new Event('company:consent'));
    expect(document.documentElement.dataset.consent).toBe('given');
  });

  it('leaves « Personnaliser » to the banner code, and a hydrated banner alone', () => {
    runHeadScript();
    const personalise = vi.fn();
    const button = drawBanner();
    button('Personnaliser').addEventListener('click', personalise);
    button('Personnaliser').click();
    expect(personalise).toHaveBeenCalledOnce();
    expect(document.documentElement.dataset.consent).toBe('ask');

    drawBanner(true)('Tout refuser').click();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.dataset.consent).toBe('ask');
  });
});
