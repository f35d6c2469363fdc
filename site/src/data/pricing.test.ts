import { describe, expect, it } from 'vitest';
import {
  additionalServices,
  costReductionClaim,
  pricingClosingCta,
  pricingMeta,
  pricingPlans,
  pricingSections,
} from './pricing';

describe('pricing', () => {
  it('offers Essentiel, Professionnel and Entreprise at the decided prices', () => {
    expect(pricingPlans.map(({ id, name, price, period }) => ({ id, name, price, period }))).toEqual([
      { id: 'basic', name: 'Essentiel', price: '299\u00a0€', period: 'mois' },
      { id: 'pro', name: 'Professionnel', price: '1\u202f499\u00a0€', period: 'mois' },
      { id: 'enterprise', name: 'Entreprise', price: 'Sur devis', period: '' },
    ]);
  });

  it('highlights only the Professionnel plan, as the most popular', () => {
    const highlighted = pricingPlans.filter((plan) => plan.highlighted);
    expect(highlighted.map((plan) => plan.id)).toEqual(['pro']);
    expect(highlighted[0]?.badge).toBe('Le plus populaire');
  });

  it('sends every plan to the contact form with the plan chosen, Entreprise with « Nous contacter »', () => {
    expect(pricingPlans.map((plan) => plan.cta)).toEqual([
      { label: 'Commencer maintenant', href: '/contact?formule=site-web-essentiel' },
      { label: 'Commencer maintenant', href: '/contact?formule=site-web-professionnel' },
      { label: 'Nous contacter', href: '/contact?formule=site-web-entreprise' },
    ]);
  });

  it('lists maintenance from 399 € a month and training from 599 € a day, both through the contact page', () => {
    expect(additionalServices.map(({ title, price }) => ({ title, price }))).toEqual([
      { title: 'Maintenance et support', price: 'à partir de 399\u00a0€ / mois' },
      { title: 'Formation et accompagnement', price: 'à partir de 599\u00a0€ / jour' },
    ]);
    for (const service of additionalServices) expect(service.cta.href).toBe('/contact');
    expect(new Set(additionalServices.map((service) => service.cta.label)).size).toBe(2);
  });

  it('claims up to 40 % lower costs and links to the about page', () => {
    expect(costReductionClaim).toBe('jusqu’à 40\u202f% de réduction des coûts');
    expect(pricingSections.savings.title).toContain('40\u202f%');
    expect(pricingClosingCta.secondaryCta.href).toBe('/about');
  });

  it('has a page description of a useful length', () => {
    expect(pricingMeta.description.length).toBeGreaterThanOrEqual(120);
    expect(pricingMeta.description.length).toBeLessThanOrEqual(160);
  });
});
