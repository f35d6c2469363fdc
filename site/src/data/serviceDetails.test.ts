import { describe, expect, it } from 'vitest';
import { formatPrice, quoteLabel } from '@company/contract/format';
import { readCollection } from '../content/read';
import { serviceSchema } from '../content/schemas';
import { serviceDetailsOf } from '../content/services';
import { getServiceDetail, servicePlanTiers } from './serviceDetails';
import { services, type Service } from './services';

/** The service pages' texts (src/content/services), by service id. */
const serviceDetails = serviceDetailsOf(await readCollection('services', serviceSchema));
const detailOf = (service: Service) => getServiceDetail(service, serviceDetails);

const expectedPrices: Record<number, [number, number]> = {
  1: [599, 1499],
  2: [299, 599],
  3: [199, 399],
  // The website plans of /pricing.
  4: [299, 1499],
  5: [99, 299],
  6: [599, 899],
  7: [79, 299],
  8: [299, 599],
};

describe('service details', () => {
  it.each(services)('service $id has three plans with the prices of spec §9', (service) => {
    const detail = detailOf(service);
    const [starter, professional] = expectedPrices[service.id] ?? [];
    expect(Object.keys(detail.pricing).sort()).toEqual([...servicePlanTiers].sort());
    expect(detail.pricing.starter.price).toBe(formatPrice(starter ?? NaN));
    expect(detail.pricing.professional.price).toBe(formatPrice(professional ?? NaN));
    expect(detail.pricing.enterprise.price).toBe(quoteLabel);
    for (const tier of servicePlanTiers) {
      expect(detail.pricing[tier].scope).not.toBe('');
      expect(detail.pricing[tier].features.length).toBeGreaterThanOrEqual(4);
    }
  });

  it.each(services)('service $id has complete content', (service) => {
    const detail = serviceDetails[service.id];
    expect(detail).toBeDefined();
    if (!detail) return;
    expect(detail.keyFeatures.length).toBeGreaterThanOrEqual(4);
    expect(detail.keyFeatures.length).toBeLessThanOrEqual(6);
    expect(detail.benefits.length).toBeGreaterThanOrEqual(4);
    expect(detail.benefits.length).toBeLessThanOrEqual(6);
    expect(detail.process).toHaveLength(4);
    expect(detail.caseStudies).toHaveLength(2);
    expect(detail.faq.length).toBeGreaterThanOrEqual(3);
    expect(detail.faq.length).toBeLessThanOrEqual(4);
    expect(detail.testimonials).toHaveLength(2);
    for (const testimonial of detail.testimonials) {
      expect(testimonial.rating).toBeGreaterThanOrEqual(1);
      expect(testimonial.rating).toBeLessThanOrEqual(5);
    }
  });

  it('charges each plan per a unit of the spec, or once, and says what it covers', () => {
    const [customerRelations, , , web, labelling, , design, assistant] = services.map(detailOf);
    expect(customerRelations?.pricing.starter).toMatchObject({ period: 'mois', scope: 'Jusqu’à 500 appels par mois' });
    expect(customerRelations?.pricing.professional.scope).toBe('Jusqu’à 2\u202f000 appels par mois');
    expect(web?.pricing.starter).toMatchObject({ period: 'mois', scope: 'Site vitrine de 5 pages' });
    expect(labelling?.pricing.starter).toMatchObject({ period: 'lot', scope: 'Jusqu’à 1\u202f000 images par lot' });
    expect(design?.pricing.starter.period).toBe('projet');
    expect(design?.pricing.enterprise.scope).toBe('Révisions illimitées');
    expect(assistant?.pricing.enterprise.scope).toBe('Assistant à temps plein');
  });

  it('prices data labelling per batch, « 99 € / lot » for up to 1 000 images, and never per image', () => {
    const labelling = services.find(({ slug }) => slug === 'annotation-de-donnees-pour-lia');
    if (!labelling) throw new Error('The data-labelling service is missing from the catalogue.');
    const { starter, professional } = detailOf(labelling).pricing;
    expect(starter).toMatchObject({ price: '99\u00a0€', period: 'lot', scope: 'Jusqu’à 1\u202f000 images par lot' });
    expect(professional).toMatchObject({
      price: '299\u00a0€',
      period: 'lot',
      scope: 'Jusqu’à 10\u202f000 images par lot',
    });
    // Nor anywhere else on the site: the pricing page, the FAQ, the chat's replies.
    const everyText = JSON.stringify([
      ...Object.values(import.meta.glob(['./*.ts', '!./*.test.ts'], { eager: true })),
      serviceDetails,
    ]);
    expect(everyText).toContain('images par lot');
    expect(everyText).not.toMatch(/par image|€\s*\/\s*image/i);
  });

  it.each(services)('service $id quotes its enterprise plan without a unit', (service) => {
    const { enterprise } = detailOf(service).pricing;
    expect(enterprise.period).toBe('');
    expect(enterprise.scope).not.toBe('');
  });

  it('builds a fallback from the service itself for an unknown id', () => {
    const unknown: Service = {
      id: 99,
      name: 'Conseil informatique',
      slug: 'conseil-informatique',
      description: 'Audit et conseil en systèmes d’information.',
      icon: 'Settings',
      features: ['Audit', 'Schéma directeur', 'Choix des outils'],
      is_active: true,
      created_at: '2025-01-10T08:00:00.000Z',
      updated_at: '2025-01-10T08:00:00.000Z',
    };
    const detail = detailOf(unknown);
    expect(detail.fullDescription).toBe(unknown.description);
    expect(detail.benefits).toEqual(unknown.features);
    expect(detail.keyFeatures).toEqual([]);
    expect(detail.process).toEqual([]);
    expect(detail.testimonials).toEqual([]);
    expect(detail.caseStudies).toEqual([]);
    expect(detail.faq.length).toBeGreaterThan(0);
    expect(detail.faq[0]?.question).toContain(unknown.name);
    for (const tier of servicePlanTiers) {
      expect(detail.pricing[tier].price).toBe(quoteLabel);
    }
  });
});
