import { allCookieCategories, type CookiePreferencesValue } from '@company/ui';
import { useEffect } from 'react';
import { create } from 'zustand';
import { CONSENT_CHOICE_EVENT } from '../features/consent/consentIds';
import { writeStoredItem } from './browserStorage';
import {
  CONSENT_STORAGE_KEY,
  forget,
  noConsent,
  PREFERENCES_STORAGE_KEY,
  readChoice,
  withEssential,
  type CookiePreferences,
} from './consentChoice';

export {
  CONSENT_MAX_AGE_MONTHS,
  CONSENT_STORAGE_KEY,
  isConsentExpired,
  PREFERENCES_STORAGE_KEY,
  type CookiePreferences,
} from './consentChoice';

export interface ConsentState {
  /** Whether the stored choice has been read; server and first client renders have not read it. */
  loaded: boolean;
  /** Whether a valid, unexpired choice exists. */
  hasConsented: boolean;
  /** ISO 8601 date of the choice. */
  consentDate: string | null;
  preferences: CookiePreferences;
  /** Reads the stored choice; an unreadable or expired one counts as none. */
  load: () => void;
  /** Accepts every category. */
  acceptAll: () => void;
  /** Keeps essential cookies only. */
  rejectAll: () => void;
  /** Saves the banner's switches as the choice. */
  acceptSelection: (preferences: CookiePreferencesValue) => void;
  /** Changes some categories of the current choice and saves it, as the cookie policy page does. */
  updatePreferences: (changes: Partial<CookiePreferencesValue>) => void;
  /** Forgets the choice, so the banner asks again. */
  reset: () => void;
}
export const useConsentStore = create<ConsentState>()((set, get) => {
  const save = (choice: CookiePreferencesValue) => {
    const consentDate = new Date().toISOString();
    const preferences = withEssential(choice);
    const saved =
      writeStoredItem(PREFERENCES_STORAGE_KEY, JSON.stringify(preferences)) &&
      writeStoredItem(CONSENT_STORAGE_KEY, JSON.stringify({ hasConsented: true, consentDate }));
    if (!saved) {
      console.warn('[consent] The browser refused to store the cookie choice; it applies to this visit only.');
    }
    set({ loaded: true, hasConsented: true, consentDate, preferences });
    announceChoice();
  };

  return {
    loaded: false,
    ...noConsent,
    load: () => set({ loaded: true, ...readChoice(new Date()) }),
    acceptAll: () => save(allCookieCategories(true)),
    rejectAll: () => save(allCookieCategories(false)),
    acceptSelection: (preferences) => save(preferences),
    updatePreferences: (changes) => {
      // The categories left out keep the stored choice, so it must be read first.
      if (!get().loaded) get().load();
      save({ ...get().preferences, ...changes });
    },
    reset: () => {
      forget();
      set({ loaded: true, ...noConsent });
      announceChoice();
    },
  };
});

// Set while the store announces its own choice, which it holds already (stored or not).
let announcing = false;

function announceChoice() {
  announcing = true;
  try {
    window.dispatchEvent(new Event(CONSENT_CHOICE_EVENT));
  } finally {
    announcing = false;
  }
}

let following = false;

/**
 * Reads the stored choice once, after mount, so the render that hydrates matches the server's;
 * then reads it again whenever another part of the page stores one (the consent head script
 * answers « Tout accepter » and « Tout refuser » while the banner's code is not loaded), so that
 * the cookie policy's switches show the choice just made.
 */
function useLoadedConsent() {
  useEffect(() => {
    const { loaded, load } = useConsentStore.getState();
    if (!loaded) load();
    if (following) return;
    following = true;
    window.addEventListener(CONSENT_CHOICE_EVENT, () => {
      if (!announcing) useConsentStore.getState().load();
    });
  }, []);
}

/**
 * Whether the banner must ask: `false` on the server and during hydration, then `true` when no
 * valid choice is stored (none, expired or unreadable).
 */
export function useNeedsConsent(): boolean {
  useLoadedConsent();
  return useConsentStore((state) => state.loaded && !state.hasConsented);
}

/** The current choice per category (every optional one off until the stored choice is read). */
export function useCookiePreferences(): CookiePreferences {
  useLoadedConsent();
  return useConsentStore((state) => state.preferences);
}

/** Whether the visitor has accepted audience measurement; `null` until the stored choice is read. */
export function useAnalyticsConsent(): boolean | null {
  useLoadedConsent();
  return useConsentStore((state) => (state.loaded ? state.hasConsented && state.preferences.analytics : null));
}
