// The visitor's stored cookie choice, read and checked without any framework: the consent store
// (consentStore.ts) builds on it, and so does a static page's audience measurement.
import { allCookieCategories, type CookiePreferencesValue } from '@company/ui';
import { isIsoTimestamp, isRecord, readStoredJson, removeStoredItem } from './browserStorage';

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

export const withEssential = (choice: CookiePreferencesValue): CookiePreferences => ({
  essential: true,
  analytics: choice.analytics,
  marketing: choice.marketing,
  functional: choice.functional,
});

const defaultPreferences = withEssential(allCookieCategories(false));

export const noConsent = { hasConsented: false, consentDate: null, preferences: defaultPreferences } as const;

/** A choice as stored: whether the visitor chose, when, and what. */
export interface StoredChoice {
  hasConsented: boolean;
  /** ISO 8601 date of the choice. */
  consentDate: string | null;
  preferences: CookiePreferences;
}

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

export function forget() {
  removeStoredItem(CONSENT_STORAGE_KEY);
  removeStoredItem(PREFERENCES_STORAGE_KEY);
}

/** Drops an unusable stored choice: one warning, then the banner asks again (spec §8). */
function discard(reason: string): StoredChoice {
  forget();
  console.warn(`[consent] The saved cookie choice was unreadable (${reason}); the banner will ask again.`);
  return noConsent;
}

export function readChoice(now: Date): StoredChoice {
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
