import { formatPrice } from './format';

/** Unit a price is charged per: shown « /mois », read « par mois »; empty for a one-off price. */
export type PricePeriod = 'mois' | 'jour' | 'projet' | 'lot' | '';

/** An amount in euros, excluding tax, and the unit it is charged per. */
export interface Price {
  amount: number;
  period: PricePeriod;
}

const perMonth = (amount: number): Price => ({ amount, period: 'mois' });

/**
 * The website plans of /pricing (decided: Essentiel 299 €/mois, Professionnel 1 499 €/mois,
 * Entreprise on quote). The web-development service sells the same plans at the same prices.
 */
export const websitePlanPrices = { basic: perMonth(299), pro: perMonth(1499) } as const;

/**
 * The starter and professional plans of each service page, by service id; every enterprise plan
 * is on quote. Service 4 (web and mobile development) is the website plans themselves.
 */
export const servicePlanPrices: Record<number, { starter: Price; professional: Price }> = {
  1: { starter: perMonth(599), professional: perMonth(1499) },
  2: { starter: perMonth(299), professional: perMonth(599) },
  3: { starter: perMonth(199), professional: perMonth(399) },
  4: { starter: websitePlanPrices.basic, professional: websitePlanPrices.pro },
  5: { starter: { amount: 99, period: 'lot' }, professional: { amount: 299, period: 'lot' } },
  6: { starter: perMonth(599), professional: perMonth(899) },
  7: { starter: { amount: 79, period: 'projet' }, professional: { amount: 299, period: 'projet' } },
  8: { starter: perMonth(299), professional: perMonth(599) },
};

/** The additional services of /pricing, « à partir de ». */
export const additionalServicePrices = {
  maintenance: perMonth(399),
  training: { amount: 599, period: 'jour' } satisfies Price,
} as const;

/** Every price above: the only amounts a page or a chat reply may quote. */
export const allPrices: readonly Price[] = [
  ...Object.values(websitePlanPrices),
  ...Object.values(servicePlanPrices).flatMap(({ starter, professional }) => [starter, professional]),
  ...Object.values(additionalServicePrices),
];

/** « 299 € / mois », « 79 € / projet », « 599 € »: a price with its unit, in running text. */
export function priceWithPeriod({ amount, period }: Price): string {
  return period ? `${formatPrice(amount)} / ${period}` : formatPrice(amount);
}

/** The lowest price of the service pages, and the id of the service that charges it. */
export const lowestServicePrice: { serviceId: number; price: Price } = Object.entries(servicePlanPrices)
  .map(([id, { starter }]) => ({ serviceId: Number(id), price: starter }))
  .reduce((lowest, candidate) => (candidate.price.amount < lowest.price.amount ? candidate : lowest));
