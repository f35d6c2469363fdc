export { CookiePreferences } from './CookiePreferences';
export type { CookiePreferencesProps } from './CookiePreferences';
