/**
 * `localStorage` access that never throws. Browsers refuse storage in some private modes and
 * when the quota is full, and the server has none: each case behaves like an empty storage.
 */
function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Reading `window.localStorage` itself throws a SecurityError when storage is blocked.
    return null;
  }
}

/** The stored text under `key`, or `null` when there is none or storage is unavailable. */
export function readStoredItem(key: string): string | null {
  try {
    return localStorageOrNull()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; `false` when the browser refused it. */
export function writeStoredItem(key: string, value: string): boolean {
  const storage = localStorageOrNull();
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes `key`; nothing happens when storage is unavailable. */
export function removeStoredItem(key: string): void {
  try {
    localStorageOrNull()?.removeItem(key);
  } catch {
    // Nothing stored can be read back either, so there is nothing left to clean.
  }
}

/** The JSON stored under `key`: `missing` when absent, `unreadable` when it does not parse. */
export function readStoredJson(
  key: string,
): { status: 'missing' } | { status: 'unreadable' } | { status: 'ok'; value: unknown } {
  const text = readStoredItem(key);
  if (text === null) return { status: 'missing' };
  try {
    return { status: 'ok', value: JSON.parse(text) as unknown };
  } catch {
    return { status: 'unreadable' };
  }
}

/** Whether `value` is a plain object (not `null`, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Date and time with a zone, as `toISOString()` and most APIs write them; `Date.parse` alone would
// also take loose text such as « le 14 mars ».
const isoTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Whether `value` is an ISO 8601 timestamp of a real date. */
export const isIsoTimestamp = (value: unknown): value is string =>
  typeof value === 'string' && isoTimestamp.test(value) && !Number.isNaN(Date.parse(value));
