/**
 * The company's facts that the site shows and the server writes (its mails, its pages, the chat's
 * context): a rebrand or a move changes this file only. The values are honest placeholders until
 * the real ones are known.
 */
export const company = {
  brand: 'Company',
  legalForm: 'SARLU',
  foundedOn: '2025-01-10',
  phone: '+261 20 00 000 00',
  email: 'contact@company.example',
  address: {
    street: 'Lot II A 12, Boulevard Joffre',
    locality: 'Toamasina',
    postalCode: '501',
    country: 'Madagascar',
    countryCode: 'MG',
  },
  /** Public origin of the site; canonical URLs, the sitemap and the server's allowed origin are built on it. */
  origin: 'https://www.company.example',
  basePath: '/fr',
} as const;

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
