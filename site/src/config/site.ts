import { company } from '@company/contract/company';

/** One of the company's pages on a social network; `href` is `null` until the company has one. */
export interface SocialPage {
  network: string;
  href: string | null;
}

/**
 * The networks the spec asks for. No page on them belongs to the company yet: an address is
 * linked and given to crawlers only once the company owns the page (`npm run check:launch`).
 */
const socialPages: readonly SocialPage[] = [
  { network: 'Facebook', href: null },
  { network: 'LinkedIn', href: null },
];

/**
 * Every company fact the site shows: the company's own (the contract, which the server writes too)
 * and those only the site's pages use. A rebrand or a move changes one of these two files.
 */
export const site = {
  ...company,
  shareCapital: '1 000 000 MGA',
  registry: 'RCS Toamasina',
  /**
   * What the contact page's map shows: the town the pages name, to two decimals (about a
   * kilometre), at a zoom that shows the town. The office's own position, like its street, is not
   * known yet: no map, link or structured data pins a place the company is not.
   */
  mapArea: { latitude: -18.15, longitude: 49.4, zoom: 14 },
  social: socialPages,
  credit: 'Site conçu et maintenu par le département Systèmes d’information',
  /** Description used in link previews and structured data when a page has none of its own. */
  tagline:
    'Services informatiques et externalisation à Toamasina, Madagascar\u00a0: relation client, BPO, développement web et mobile, marketing digital et design.',
  locale: 'fr_MG',
  language: 'fr',
} as const;

export { isPlaceholder, pageTitle, phoneHref, postalAddress } from '@company/contract/company';

/** The company's pages on social networks that it owns: the only ones linked or given to crawlers. */
export const ownedSocialPages = site.social.flatMap(({ network, href }) => (href === null ? [] : [{ network, href }]));

/** Absolute URL of a route path (`/services` → `https://…/fr/services`); the home page ends in `/`. */
export const absoluteUrl = (path: string) =>
  `${site.origin}${site.basePath}${path === '/' ? '/' : path.replace(/\/$/, '')}`;
