/** The optional cookie categories, in the order they are shown. Essential cookies are always on, so they have no entry. */
export const cookieCategoryIds = ['analytics', 'marketing', 'functional'] as const;

export type CookieCategoryId = (typeof cookieCategoryIds)[number];

/** The visitor's choice for each optional category: `true` when accepted. */
export type CookiePreferencesValue = Record<CookieCategoryId, boolean>;

/** Texts of one category. */
export interface CookieCategoryText {
  /** Name of the category, the label of its switch. */
  label: string;
  /** What the category's cookies do, read as the switch's description. */
  description: string;
}

/** Texts of every category, the always-on essential one included. */
export type CookieCategoryTexts = Record<'essential' | CookieCategoryId, CookieCategoryText>;

/** Texts a caller may override, category by category and field by field. */
export type CookieCategoryTextsInput = Partial<{ [K in keyof CookieCategoryTexts]: Partial<CookieCategoryText> }>;

/** Every optional category set to the same choice; `false` is the starting point until the visitor chooses. */
export const allCookieCategories = (accepted: boolean): CookiePreferencesValue => ({
  analytics: accepted,
  marketing: accepted,
  functional: accepted,
});

/** The catalogue's texts with the caller's overrides laid over them. */
export const mergeCookieCategories = (
  defaults: CookieCategoryTexts,
  overrides: CookieCategoryTextsInput = {},
): CookieCategoryTexts => ({
  essential: { ...defaults.essential, ...overrides.essential },
  analytics: { ...defaults.analytics, ...overrides.analytics },
  marketing: { ...defaults.marketing, ...overrides.marketing },
  functional: { ...defaults.functional, ...overrides.functional },
});
