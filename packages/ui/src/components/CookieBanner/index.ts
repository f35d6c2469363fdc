export { CookieBanner } from './CookieBanner';
export type { CookieBannerProps } from './CookieBanner';
export { allCookieCategories, cookieCategoryIds } from './cookieCategories';
export type {
  CookieCategoryId,
  CookieCategoryText,
  CookieCategoryTexts,
  CookieCategoryTextsInput,
  CookiePreferencesValue,
} from './cookieCategories';
