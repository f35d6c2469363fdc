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

export const defaultCookieCategories: CookieCategoryTexts = {
  essential: {
    label: 'Cookies essentiels',
    description:
      'Nécessaires au fonctionnement du site\u00a0: sécurité, navigation et mémorisation de vos choix. Ils ne peuvent pas être désactivés.',
  },
  analytics: {
    label: 'Mesure d’audience',
    description:
      'Nous aident à comprendre comment le site est utilisé (pages consultées, durée des visites) afin de l’améliorer.',
  },
  marketing: {
    label: 'Marketing',
    description: 'Permettent de mesurer l’efficacité de nos campagnes et de vous proposer des contenus adaptés.',
  },
  functional: {
    label: 'Fonctionnels',
    description: 'Activent des services complémentaires, comme la carte interactive, et mémorisent vos réglages.',
  },
};

/** Every optional category set to the same choice; `false` is the starting point until the visitor chooses. */
export const allCookieCategories = (accepted: boolean): CookiePreferencesValue => ({
  analytics: accepted,
  marketing: accepted,
  functional: accepted,
});

/** The default texts with the caller's overrides laid over them. */
export const mergeCookieCategories = (overrides: CookieCategoryTextsInput = {}): CookieCategoryTexts => ({
  essential: { ...defaultCookieCategories.essential, ...overrides.essential },
  analytics: { ...defaultCookieCategories.analytics, ...overrides.analytics },
  marketing: { ...defaultCookieCategories.marketing, ...overrides.marketing },
  functional: { ...defaultCookieCategories.functional, ...overrides.functional },
});
