import { describe, expect, it } from 'vitest';
import { systemPrompt } from '@company/contract/chat';
import { cannedReplies } from '@company/contract/chatReplies';
import { faqCategoriesOf } from '../content/faq';
import { readCollection } from '../content/read';
import { contentSchemas, faqSchema, serviceSchema } from '../content/schemas';
import { serviceDetailsOf } from '../content/services';
import { formatPrice } from '@company/contract/format';
import {
  allPrices,
  lowestServicePrice,
  priceWithPeriod,
  servicePlanPrices,
  websitePlanPrices,
} from '@company/contract/prices';
import { pricingPlans } from './pricing';
import { getServiceDetail } from './serviceDetails';
import { services } from './services';

const serviceDetails = serviceDetailsOf(await readCollection('services', serviceSchema));
const faqCategories = faqCategoriesOf(await readCollection('faq', faqSchema));
/** Every file of the collections as written: a price typed in one is as wrong as in a module. */
const collectionSources = (
  await Promise.all(Object.entries(contentSchemas).map(([collection, schema]) => readCollection(collection, schema)))
)
  .flat()
  .map(({ id, source }) => ({ path: `src/content/…/${id}.md`, text: source }));

// Every content module but the pricing one, as loaded and as written.
const modules = import.meta.glob<unknown>(['./**/*.ts', '!./**/*.test.ts', '!./pricing.ts'], { eager: true });
const sources = import.meta.glob<string>(['./**/*.ts', '!./**/*.test.ts', '!./pricing.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

function stringsIn(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((item) => stringsIn(item, seen));
}

/** « 299 € », « 1 499 € », « 12,50 euros »: anything written as an amount of money. */
const pricePattern = /\d[\d\u202f\u00a0 ]*(?:,\d+)?[\u00a0 ]?(?:€|euros?\b|EUR\b)/gi;
const pricesQuoted = (text: string) => text.match(pricePattern) ?? [];

/** The only price texts allowed anywhere: the pricing module's amounts, formatted. */
const allowed = new Set(allPrices.map(({ amount }) => formatPrice(amount)));

const everyText = [
  ...Object.entries(modules).flatMap(([path, module]) => stringsIn(module).map((text) => ({ path, text }))),
  // Built on demand, so not in the modules' values.
  ...services.flatMap((service) =>
    stringsIn(getServiceDetail(service, serviceDetails)).map((text) => ({ path: `service ${service.id}`, text })),
  ),
  { path: 'contract chat.ts (the model’s context)', text: systemPrompt },
  ...stringsIn(faqCategories).map((text) => ({ path: 'src/content/faq', text })),
  ...collectionSources,
];

describe('one price list', () => {
  it('finds prices to check, so the scan itself works', () => {
    const found = everyText.flatMap(({ text }) => pricesQuoted(text));
    expect(found.length).toBeGreaterThan(20);
    expect(pricesQuoted('Comptez 2 500 € ou 12,50 euros, pas 5 pages.')).toEqual(['2 500 €', '12,50 euros']);
  });

  it('quotes, outside the pricing module, no price but the module’s', () => {
    const strays = everyText.flatMap(({ path, text }) =>
      pricesQuoted(text)
        .filter((price) => !allowed.has(price.trim()))
        .map((price) => `${path}: « ${price} » in « ${text.slice(0, 80)}… »`),
    );
    expect(strays).toEqual([]);
  });

  it('writes no amount into a price outside the pricing module', () => {
    const hardCoded = Object.entries(sources).flatMap(([path, source]) =>
      [...source.matchAll(/formatPrice(?:Range)?\(\s*[\d{]/g)].map((match) => `${path}: ${match[0]}`),
    );
    expect(hardCoded).toEqual([]);
  });

  it('sells the website plans at the same price and with the same content on /pricing and the web service page', () => {
    const web = services.find(({ id }) => id === 4);
    if (!web) throw new Error('The web-development service is missing.');
    const { starter, professional, enterprise } = getServiceDetail(web, serviceDetails).pricing;
    const [basic, pro, entreprise] = pricingPlans;
    expect([starter, professional, enterprise].map(({ name, price, period }) => ({ name, price, period }))).toEqual(
      [basic, pro, entreprise].map((plan) => ({ name: plan?.name, price: plan?.price, period: plan?.period })),
    );
    expect(starter.features).toEqual(basic?.features);
    expect(professional.features).toEqual(pro?.features);
    expect(servicePlanPrices[4]).toEqual({ starter: websitePlanPrices.basic, professional: websitePlanPrices.pro });
  });

  it('gives the lowest starting price where the FAQ and the chat say « à partir de »', () => {
    const starters = Object.values(servicePlanPrices).map(({ starter }) => starter.amount);
    expect(lowestServicePrice.price.amount).toBe(Math.min(...starters));
    expect(priceWithPeriod(lowestServicePrice.price)).toBe('79\u00a0€ / projet');

    const pricingAnswer = faqCategories
      .find(({ id }) => id === 'pricing')
      ?.items.find(({ question }) => question.startsWith('Comment sont calculés'))?.answer;
    expect(pricingAnswer).toContain('à partir de 79\u00a0€ / projet (PAO et design graphique)');
    expect(pricingAnswer).toContain('299\u00a0€ / mois (Essentiel)');
    expect(pricingAnswer).not.toMatch(/démarrent à 299/);
    const chatPricing = cannedReplies.find(({ topic }) => topic === 'pricing')?.reply;
    expect(chatPricing).toContain('à partir de 79\u00a0€ / projet');
  });

  it('keeps the decided prices: Essentiel 299 €/mois, Professionnel 1 499 €/mois, labelling 99 € / lot', () => {
    expect(websitePlanPrices).toEqual({
      basic: { amount: 299, period: 'mois' },
      pro: { amount: 1499, period: 'mois' },
    });
    expect(servicePlanPrices[5]?.starter).toEqual({ amount: 99, period: 'lot' });
  });
});
