import { act, cleanup, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_STORAGE_KEY,
  PREFERENCES_STORAGE_KEY,
  isConsentExpired,
  useConsentStore,
  useCookiePreferences,
  useNeedsConsent,
} from './consentStore';
import { CONSENT_CHOICE_EVENT } from '../features/consent/consentIds';

const now = new Date('2025-03-14T09:30:00.000Z');

const state = () => useConsentStore.getState();

const stored = (key: string): unknown => {
  const raw = localStorage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
};

function saveChoice(
  consentDate: string,
  preferences: object = { essential: true, analytics: true, marketing: false, functional: true },
) {
  localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ hasConsented: true, consentDate }));
  localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(preferences));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(now);
  localStorage.clear();
  useConsentStore.setState(useConsentStore.getInitialState(), true);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('choices', () => {
  it('acceptAll saves every category and the date under the two keys', () => {
    state().acceptAll();
    expect(state()).toMatchObject({ hasConsented: true, consentDate: now.toISOString() });
    expect(stored(CONSENT_STORAGE_KEY)).toEqual({ hasConsented: true, consentDate: now.toISOString() });
    expect(stored(PREFERENCES_STORAGE_KEY)).toEqual({
      essential: true,
      analytics: true,
      marketing: true,
      functional: true,
    });
  });

  it('rejectAll keeps essential cookies only', () => {
    state().rejectAll();
    expect(state().hasConsented).toBe(true);
    expect(stored(PREFERENCES_STORAGE_KEY)).toEqual({
      essential: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
  });

  it('acceptSelection saves the chosen categories', () => {
    state().acceptSelection({ analytics: true, marketing: false, functional: true });
    expect(state().preferences).toEqual({ essential: true, analytics: true, marketing: false, functional: true });
    expect(stored(PREFERENCES_STORAGE_KEY)).toEqual(state().preferences);
  });

  it('updatePreferences changes the named categories and keeps the stored others', () => {
    saveChoice('2025-03-01T08:00:00.000Z', { essential: true, analytics: true, marketing: false, functional: true });
    state().updatePreferences({ marketing: true });
    expect(state().preferences).toEqual({ essential: true, analytics: true, marketing: true, functional: true });
    expect(stored(CONSENT_STORAGE_KEY)).toEqual({ hasConsented: true, consentDate: now.toISOString() });
  });

  it('reset forgets the choice, so the banner asks again', () => {
    state().acceptAll();
    state().reset();
    expect(state()).toMatchObject({ hasConsented: false, consentDate: null });
    expect(state().preferences).toEqual({ essential: true, analytics: false, marketing: false, functional: false });
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(PREFERENCES_STORAGE_KEY)).toBeNull();
  });

  it('keeps the choice for the visit when the browser refuses to store it, with a warning', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    state().rejectAll();
    expect(state().hasConsented).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('load', () => {
  it('restores a stored choice', () => {
    saveChoice('2025-03-01T08:00:00.000Z');
    state().load();
    expect(state()).toMatchObject({ loaded: true, hasConsented: true, consentDate: '2025-03-01T08:00:00.000Z' });
    expect(state().preferences).toEqual({ essential: true, analytics: true, marketing: false, functional: true });
  });

  it('keeps essential cookies on even when the stored value says otherwise', () => {
    saveChoice('2025-03-01T08:00:00.000Z', { essential: false, analytics: false, marketing: false, functional: false });
    state().load();
    expect(state().preferences.essential).toBe(true);
  });

  it('asks again once the choice is 6 months old, without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    saveChoice('2024-09-14T09:30:00.000Z');
    state().load();
    expect(state()).toMatchObject({ hasConsented: false, consentDate: null });
    expect(state().preferences.analytics).toBe(false);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps a choice one day short of 6 months', () => {
    saveChoice('2024-09-15T09:30:00.000Z');
    state().load();
    expect(state().hasConsented).toBe(true);
  });

  const consent = { hasConsented: true, consentDate: now.toISOString() };
  const consentJson = JSON.stringify(consent);
  const preferences = { essential: true, analytics: false, marketing: false, functional: false };
  const preferencesJson = JSON.stringify(preferences);
  /** A valid choice whose `key` then holds `value`: the one broken key is the one read. */
  const breakOneKey = (key: string, value: string) => () => {
    saveChoice(now.toISOString(), preferences);
    localStorage.setItem(key, value);
  };

  it.each([
    ['cookie-consent holding garbage text', breakOneKey(CONSENT_STORAGE_KEY, 'accepté')],
    ['cookie-consent holding truncated JSON', breakOneKey(CONSENT_STORAGE_KEY, consentJson.slice(0, -10))],
    [
      'cookie-consent holding fields of the wrong types',
      breakOneKey(CONSENT_STORAGE_KEY, JSON.stringify({ hasConsented: 'true', consentDate: now.getTime() })),
    ],
    ['cookie-consent holding JSON null', breakOneKey(CONSENT_STORAGE_KEY, 'null')],
    [
      'cookie-consent holding a state saved by a persisted store (version 0)',
      breakOneKey(CONSENT_STORAGE_KEY, JSON.stringify({ state: consent, version: 0 })),
    ],
    ['cookie-consent holding an empty string', breakOneKey(CONSENT_STORAGE_KEY, '')],
    ['cookie-preferences holding truncated JSON', breakOneKey(PREFERENCES_STORAGE_KEY, preferencesJson.slice(0, -8))],
    ['cookie-preferences holding an array', breakOneKey(PREFERENCES_STORAGE_KEY, '[true,false,false,false]')],
    [
      'cookie-preferences holding a state saved by a persisted store (version 0)',
      breakOneKey(PREFERENCES_STORAGE_KEY, JSON.stringify({ state: preferences, version: 0 })),
    ],
    ['cookie-preferences holding an empty string', breakOneKey(PREFERENCES_STORAGE_KEY, '')],
    ['consent that is not JSON', () => localStorage.setItem(CONSENT_STORAGE_KEY, '{oops')],
    ['consent without a date', () => localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ hasConsented: true }))],
    [
      'consent with an impossible date',
      () => saveChoice('le 14 mars', { essential: true, analytics: true, marketing: true, functional: true }),
    ],
    ['consent dated in the future', () => saveChoice('2030-01-01T00:00:00.000Z')],
    [
      'preferences that are not JSON',
      () => {
        saveChoice('2025-03-01T08:00:00.000Z');
        localStorage.setItem(PREFERENCES_STORAGE_KEY, 'analytics=true');
      },
    ],
    [
      'preferences of the wrong shape',
      () => saveChoice('2025-03-01T08:00:00.000Z', { analytics: 'oui', marketing: false, functional: false }),
    ],
    [
      'a consent whose preferences are missing',
      () =>
        localStorage.setItem(
          CONSENT_STORAGE_KEY,
          JSON.stringify({ hasConsented: true, consentDate: now.toISOString() }),
        ),
    ],
    [
      'both keys unreadable',
      () => {
        localStorage.setItem(CONSENT_STORAGE_KEY, 'null]');
        localStorage.setItem(PREFERENCES_STORAGE_KEY, '[[');
      },
    ],
  ])('%s: no consent, keys removed, one warning', (_case, damage) => {
    damage();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    state().load();
    expect(state()).toMatchObject({ loaded: true, hasConsented: false });
    expect(state().preferences.analytics).toBe(false);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(PREFERENCES_STORAGE_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('grants nothing from preferences left without a consent', () => {
    localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({ essential: true, analytics: true, marketing: true, functional: true }),
    );
    state().load();
    expect(state().hasConsented).toBe(false);
    expect(state().preferences.analytics).toBe(false);
  });
});

describe('isConsentExpired', () => {
  it('expires on the same day 6 months later', () => {
    expect(isConsentExpired('2025-01-10T12:00:00.000Z', new Date('2025-07-10T11:59:59.000Z'))).toBe(false);
    expect(isConsentExpired('2025-01-10T12:00:00.000Z', new Date('2025-07-10T12:00:00.000Z'))).toBe(true);
  });
});

describe('useNeedsConsent', () => {
  function Banner() {
    return useNeedsConsent() ? 'bannière' : 'rien';
  }

  it('is false on the server, whatever the browser holds', () => {
    expect(renderToString(<Banner />)).toBe('rien');
  });

  it('is false for the render that hydrates, then true without a stored choice', () => {
    const seen: boolean[] = [];
    renderHook(() => {
      const needs = useNeedsConsent();
      seen.push(needs);
      return needs;
    });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('stays false when a valid choice is stored', () => {
    saveChoice('2025-03-01T08:00:00.000Z');
    const { result } = renderHook(() => useNeedsConsent());
    expect(result.current).toBe(false);
    expect(state().loaded).toBe(true);
  });

  it('is true after mount when the stored choice is unreadable', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(CONSENT_STORAGE_KEY, 'garbage');
    const { result } = renderHook(() => useNeedsConsent());
    expect(result.current).toBe(true);
  });
});

describe('a choice stored by another part of the page', () => {
  it('shows at once: the consent head script answered « Tout accepter » after the switches had read the store', () => {
    const { result } = renderHook(() => useCookiePreferences());
    expect(result.current.analytics).toBe(false);
    saveChoice(now.toISOString(), { essential: true, analytics: true, marketing: true, functional: true });
    act(() => {
      window.dispatchEvent(new Event(CONSENT_CHOICE_EVENT));
    });
    expect(result.current).toMatchObject({ analytics: true, marketing: true, functional: true });
  });

  it('does not undo the store’s own choice, kept for the visit when the browser refuses to store it', () => {
    const { result } = renderHook(() => useCookiePreferences());
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    act(() => state().acceptAll());
    expect(result.current.analytics).toBe(true);
    expect(state().hasConsented).toBe(true);
  });
});
