/**
 * The company's facts that the site shows and the server writes (its mails, its pages, the chat's
 * context): a rebrand or a move changes this file only. The values are honest placeholders until
 * the real ones are known (`placeholderFacts`). The address is the one the pages give, « 501
 * Toamasina »: no street is known yet, so none is written anywhere.
 */
export const company = {
  brand: 'Company',
  legalForm: 'SARLU',
  foundedOn: '2025-01-10',
  phone: '+261 20 00 000 00',
  email: 'contact@company.example',
  address: {
    locality: 'Toamasina',
    postalCode: '501',
    country: 'Madagascar',
    countryCode: 'MG',
  },
  /** Public origin of the site; canonical URLs, the sitemap and the server's allowed origin are built on it. */
  origin: 'https://www.company.example',
  basePath: '/fr',
} as const;

/** A fact of `company` that can still be a placeholder. */
export type PlaceholderFact = 'brand' | 'phone' | 'email' | 'origin';

/**
 * The facts of `company` that still hold a placeholder: shown as they are (the pages need a
 * name, a number, an address), but never given to a crawler as the company's contact point
 * (structured data), and listed by `npm run check:launch` until the company fills them. Take a
 * fact out of this list in the same change that gives its real value.
 */
export const placeholderFacts: readonly PlaceholderFact[] = ['brand', 'phone', 'email', 'origin'];

/** Whether `fact` still holds a placeholder. */
export const isPlaceholder = (fact: PlaceholderFact) => placeholderFacts.includes(fact);

/** Postal address on one line: « 501 Toamasina, Madagascar ». */
export const postalAddress = `${company.address.postalCode} ${company.address.locality}, ${company.address.country}`;

/** `tel:` URI of the company phone number (no spaces). */
export const phoneHref = `tel:${company.phone.replace(/\s+/g, '')}`;

/** Page title in the house format: « {Page} | {brand} ». */
export const pageTitle = (page: string) => `${page} | ${company.brand}`;

export interface OpeningHoursLine {
  days: string;
  hours: string;
}

/** Opening hours, shared by the contact and support pages and the chat's context. */
export const openingHours: OpeningHoursLine[] = [
  { days: 'Du lundi au vendredi', hours: '9\u00a0h – 18\u00a0h' },
  { days: 'Samedi et dimanche', hours: 'Fermé' },
];

export const timeZoneNote = 'Heure de Madagascar (UTC+3)';
