import { company } from '@company/contract/company';

/**
 * Every company fact the site shows: the company's own (the contract, which the server writes too)
 * and those only the site's pages use. A rebrand or a move changes one of these two files.
 */
export const site = {
  ...company,
  shareCapital: '1 000 000 MGA',
  registry: 'RCS Toamasina',
  /** Map location of the office, to 5 decimals (about a metre): what structured data expects. */
  geo: { latitude: -18.14918, longitude: 49.40226 },
  social: [
    { network: 'Facebook', href: 'https://www.facebook.com/company.example' },
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/company-example' },
  ],
  credit: 'Site conçu et maintenu par le département Systèmes d’information',
  /** Description used in link previews and structured data when a page has none of its own. */
  tagline:
    'Services informatiques et externalisation à Toamasina, Madagascar\u00a0: relation client, BPO, développement web et mobile, marketing digital et design.',
  locale: 'fr_MG',
  language: 'fr',
} as const;

export { pageTitle, phoneHref, postalAddress } from '@company/contract/company';

/** Absolute URL of a route path (`/services` → `https://…/fr/services`); the home page ends in `/`. */
export const absoluteUrl = (path: string) =>
  `${site.origin}${site.basePath}${path === '/' ? '/' : path.replace(/\/$/, '')}`;
