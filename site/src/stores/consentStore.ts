import { allCookieCategories, type CookiePreferencesValue } from '@company/ui';
import { useEffect } from 'react';
import { create } from 'zustand';
import { isIsoTimestamp, isRecord, readStoredJson, removeStoredItem, writeStoredItem } from './browserStorage';

/** Storage key of the consent itself: `{ hasConsented, consentDate }`. */
export const CONSENT_STORAGE_KEY = 'cookie-consent';
/** Storage key of the choice per category: `{ essential, analytics, marketing, functional }`. */
export const PREFERENCES_STORAGE_KEY = 'cookie-preferences';
/** A consent older than this is asked again (CNIL good practice, decisions.md). */
export const CONSENT_MAX_AGE_MONTHS = 6;

/** The visitor's choice per category; essential cookies cannot be refused. */
export interface CookiePreferences extends CookiePreferencesValue {
  essential: true;
}

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

const withEssential = (choice: CookiePreferencesValue): CookiePreferences => ({
  essential: true,
  analytics: choice.analytics,
  marketing: choice.marketing,
  functional: choice.functional,
});

const defaultPreferences = withEssential(allCookieCategories(false));

const noConsent = { hasConsented: false, consentDate: null, preferences: defaultPreferences } as const;

type StoredChoice = Pick<ConsentState, 'hasConsented' | 'consentDate' | 'preferences'>;

// The same browser writes and reads the date; a day of slack absorbs a clock set back a little.
const CLOCK_SLACK_MS = 24 * 60 * 60 * 1000;

/** Whether a consent given on `consentDate` has outlived {@link CONSENT_MAX_AGE_MONTHS} at `now`. */
export function isConsentExpired(consentDate: string, now: Date): boolean {
  const expiry = new Date(consentDate);
  expiry.setMonth(expiry.getMonth() + CONSENT_MAX_AGE_MONTHS);
  return now.getTime() >= expiry.getTime();
}

function isStoredConsent(value: unknown, now: Date): value is { hasConsented: boolean; consentDate: string | null } {
  if (!isRecord(value) || typeof value.hasConsented !== 'boolean') return false;
  if (!value.hasConsented) return value.consentDate === undefined || value.consentDate === null;
  return isIsoTimestamp(value.consentDate) && Date.parse(value.consentDate) <= now.getTime() + CLOCK_SLACK_MS;
}

function isStoredPreferences(value: unknown): value is CookiePreferencesValue {
  return (
    isRecord(value) &&
    (value.essential === undefined || typeof value.essential === 'boolean') &&
    typeof value.analytics === 'boolean' &&
    typeof value.marketing === 'boolean' &&
    typeof value.functional === 'boolean'
  );
}

function forget() {
  removeStoredItem(CONSENT_STORAGE_KEY);
  removeStoredItem(PREFERENCES_STORAGE_KEY);
}

/** Drops an unusable stored choice: one warning, then the banner asks again (spec §8). */
function discard(reason: string): StoredChoice {
  forget();
  console.warn(`[consent] The saved cookie choice was unreadable (${reason}); the banner will ask again.`);
  return noConsent;
}

function readChoice(now: Date): StoredChoice {
  const consent = readStoredJson(CONSENT_STORAGE_KEY);
  if (consent.status === 'missing') {
    // Preferences without a consent are left over from an interrupted save: they grant nothing.
    removeStoredItem(PREFERENCES_STORAGE_KEY);
    return noConsent;
  }
  if (consent.status === 'unreadable') return discard(`${CONSENT_STORAGE_KEY} is not valid JSON`);
  if (!isStoredConsent(consent.value, now)) return discard(`${CONSENT_STORAGE_KEY} does not hold a dated consent`);
  const { hasConsented, consentDate } = consent.value;
  if (!hasConsented || consentDate === null) return noConsent;

  const preferences = readStoredJson(PREFERENCES_STORAGE_KEY);
  if (preferences.status === 'missing') return discard(`${PREFERENCES_STORAGE_KEY} is missing`);
  if (preferences.status === 'unreadable') return discard(`${PREFERENCES_STORAGE_KEY} is not valid JSON`);
  if (!isStoredPreferences(preferences.value)) {
    return discard(`${PREFERENCES_STORAGE_KEY} does not hold a choice per category`);
  }
  if (isConsentExpired(consentDate, now)) {
    forget();
    return noConsent;
  }
  return { hasConsented: true, consentDate, preferences: withEssential(preferences.value) };
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
    },
  };
});

/** Reads the stored choice once, after mount, so the render that hydrates matches the server's. */
function useLoadedConsent() {
  useEffect(() => {
    const { loaded, load } = useConsentStore.getState();
    if (!loaded) load();
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
