import { slugify } from './services';

/**
 * The contact page's query parameter that names the plan a visitor chose (`/contact?formule=…`):
 * the page fills the subject from it. A key, not the text itself, so that a link can only name
 * one of our plans, and the address stays short and readable.
 */
export const planParameter = 'formule';

/** A plan as a visitor chose it: the offer it belongs to and what its card says. */
export interface ChosenPlan {
  /** « Site web », or the service's name. */
  offer: string;
  /** Slug of the offer: `site-web`, or the service's slug. */
  offerSlug: string;
  /** « Professionnel ». */
  name: string;
  /** « 1 499 € », or « Sur devis ». */
  price: string;
  /** « mois », or empty for a one-off price or a quote. */
  period: string;
}

/** The key of a plan in the contact page's address: `site-web-professionnel`. */
export const planKey = ({ offerSlug, name }: Pick<ChosenPlan, 'offerSlug' | 'name'>) => `${offerSlug}-${slugify(name)}`;

/** The address of the contact form with this plan chosen, relative to the site's base. */
export const planContactHref = (plan: Pick<ChosenPlan, 'offerSlug' | 'name'>) =>
  `/contact?${planParameter}=${planKey(plan)}`;

/** The subject the contact form starts with: « Site web : formule Professionnel, 1 499 € par mois ». */
export function planSubject({ offer, name, price, period }: ChosenPlan): string {
  const cost = period ? `${price} par ${period}` : price.toLowerCase();
  return `${offer}\u00a0: formule ${name}, ${cost}`;
}

/** The offer of the plans of /pricing. */
export const websiteOffer = { offer: 'Site web', offerSlug: 'site-web' } as const;
