import type { Page } from '@playwright/test';
import { mockUsers } from '../../site/src/data/mockUsers';

/** Storage keys the site reads (site/src/stores/authStore.ts and consentStore.ts). */
export const storageKeys = {
  session: 'auth-storage',
  token: 'auth_token',
  consent: 'cookie-consent',
  preferences: 'cookie-preferences',
} as const;

/**
 * Writes `entries` into localStorage before the site's scripts run, as a returning visitor's
 * browser holds them. Only on the tab's first page load: a reload or a later visit in the test
 * then sees what the site itself kept or removed.
 */
export async function seedLocalStorage(page: Page, entries: Record<string, string>): Promise<void> {
  // One flag per call, so several seeds of one page each run once.
  const flag = `e2e-seeded:${Object.keys(entries).join(',')}`;
  await page.addInitScript(
    ({ values, seededFlag }) => {
      // Init scripts also run in frames (the contact page's map), whose storage is not the site's.
      if (window !== window.top) return;
      if (window.sessionStorage.getItem(seededFlag)) return;
      window.sessionStorage.setItem(seededFlag, '1');
      for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
    },
    { values: entries, seededFlag: flag },
  );
}

/** Empties localStorage of the page's origin and writes `entries`, for the page's next load. */
export async function replaceLocalStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.evaluate((values) => {
    window.localStorage.clear();
    for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
  }, entries);
}

/** Reads the given localStorage keys of the page's origin. */
export function readLocalStorage(page: Page, keys: readonly string[]): Promise<(string | null)[]> {
  return page.evaluate((names) => names.map((name) => window.localStorage.getItem(name)), [...keys]);
}

const [admin] = mockUsers;
if (!admin) throw new Error('site/src/data/mockUsers.ts lost its administrator');

/** The administrator of the built-in accounts: the user a stored token always restores (spec §4). */
export const storedUser = admin;

/** A session as the site saves it after signing in: `auth-storage` and the bare `auth_token`. */
export function signedInStorage(token = 'mock-token-1-1741942800000'): Record<string, string> {
  return {
    [storageKeys.session]: JSON.stringify({
      state: { user: storedUser, token, isAuthenticated: true },
      version: 1,
    }),
    [storageKeys.token]: token,
  };
}

/** A cookie choice made on `date` (every optional category refused unless told otherwise). */
export function cookieChoiceStorage(
  date: Date,
  preferences: { analytics: boolean; marketing: boolean; functional: boolean } = {
    analytics: false,
    marketing: false,
    functional: false,
  },
): Record<string, string> {
  return {
    [storageKeys.consent]: JSON.stringify({ hasConsented: true, consentDate: date.toISOString() }),
    [storageKeys.preferences]: JSON.stringify({ essential: true, ...preferences }),
  };
}

/**
 * A visitor who already answered the cookie banner, so it does not cover the page. `now` is the
 * page's clock when the test installs a fake one (a choice dated in the future counts as none).
 */
export function rememberCookieChoice(page: Page, now = new Date()): Promise<void> {
  return seedLocalStorage(page, cookieChoiceStorage(now));
}
