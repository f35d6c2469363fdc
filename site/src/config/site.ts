/**
 * Every company fact the site shows, in one place: a rebrand or a move changes this file only.
 * The values are honest placeholders until the real ones are known.
 */
export const site = {
  brand: 'Company',
  legalForm: 'SARLU',
  shareCapital: '1 000 000 MGA',
  foundedOn: '2025-01-10',
  registry: 'RCS Toamasina',
  phone: '+261 20 00 000 00',
  email: 'contact@company.example',
  address: {
    street: 'Lot II A 12, Boulevard Joffre',
    locality: 'Toamasina',
    postalCode: '501',
    country: 'Madagascar',
    countryCode: 'MG',
  },
  /** Map location of the office, to 5 decimals (about a metre): what structured data expects. */
  geo: { latitude: -18.14918, longitude: 49.40226 },
  social: [
    { network: 'Facebook', href: 'https://www.facebook.com/company.example' },
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/company-example' },
  ],
  credit: 'Site conçu et maintenu par le département Systèmes d’information',
  /** Public origin of the site; canonical URLs, the sitemap and structured data are built on it. */
  origin: 'https://www.company.example',
  /** Description used in link previews and structured data when a page has none of its own. */
  tagline:
    'Services informatiques et externalisation à Toamasina, Madagascar\u00a0: relation client, BPO, développement web et mobile, marketing digital et design.',
  locale: 'fr_MG',
  language: 'fr',
  basePath: '/fr',
} as const;

/** `tel:` URI of the company phone number (no spaces). */
/** Postal address on one line: « 501 Toamasina, Madagascar ». */
export const postalAddress = `${site.address.postalCode} ${site.address.locality}, ${site.address.country}`;

export const phoneHref = `tel:${site.phone.replace(/\s+/g, '')}`;

/** Page title in the house format: « {Page} | {brand} ». */
export const pageTitle = (page: string) => `${page} | ${site.brand}`;

/** Absolute URL of a route path (`/services` → `https://…/fr/services`); the home page ends in `/`. */
export const absoluteUrl = (path: string) =>
  `${site.origin}${site.basePath}${path === '/' ? '/' : path.replace(/\/$/, '')}`;
