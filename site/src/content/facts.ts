import { quoteDelay, replyDelay } from '@company/contract/figures';
import { formatDate, groupDigits } from '@company/contract/format';
import { lowestServicePrice, priceWithPeriod, websitePlanPrices } from '@company/contract/prices';
import { postalAddress, site } from '../config/site';
import { services } from '../data/services';

/**
 * The facts a text names as `{name}`: filled in when a page is built, so a text never copies a
 * company fact, a price or a delay and cannot go stale when the contract changes.
 */
export const facts = {
  brand: site.brand,
  legalForm: site.legalForm,
  shareCapital: groupDigits(site.shareCapital),
  registry: site.registry,
  foundedOn: formatDate(site.foundedOn),
  phone: site.phone,
  email: site.email,
  postalAddress,
  locality: site.address.locality,
  country: site.address.country,
  /** « 299 € / mois »: the Essentiel website plan. */
  websiteBasicPrice: priceWithPeriod(websitePlanPrices.basic),
  /** « 1 499 € / mois »: the Professionnel website plan. */
  websiteProPrice: priceWithPeriod(websitePlanPrices.pro),
  /** The cheapest starter plan of all the services, and the service it belongs to. */
  lowestPrice: priceWithPeriod(lowestServicePrice.price),
  lowestPriceService: services.find((service) => service.id === lowestServicePrice.serviceId)?.name ?? '',
  replyDelay,
  quoteDelay,
} as const;

export type FactName = keyof typeof facts;

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => escapes[char] ?? char);

/**
 * `text` with each `{name}` replaced by its value; `html` escapes the values for rendered
 * Markdown. A name that is no fact throws, which fails the build on a typo.
 */
export function fillFacts(
  text: string,
  { html = false, values = facts }: { html?: boolean; values?: Readonly<Record<string, string>> } = {},
): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined)
      throw new Error(`Unknown fact {${name}}: known facts are ${Object.keys(values).join(', ')}`);
    return html ? escapeHtml(value) : value;
  });
}
