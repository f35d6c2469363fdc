import { describe, expect, it } from 'vitest';
import { faqCategoriesOf } from '../content/faq';
import { readCollection } from '../content/read';
import { faqSchema } from '../content/schemas';
import { faqLinks, faqMeta } from './faq';

const faqCategories = faqCategoriesOf(await readCollection('faq', faqSchema));

describe('faq', () => {
  it('has four categories of three questions each', () => {
    expect(faqCategories.map((category) => category.title)).toEqual([
      'Services',
      'Tarifs et paiement',
      'Délais et livraison',
      'Sécurité et confidentialité',
    ]);
    for (const category of faqCategories) {
      expect(category.items).toHaveLength(3);
      for (const item of category.items) {
        expect(item.question).toMatch(/\u00a0\?$/);
        expect(item.answer.length).toBeGreaterThan(40);
        expect(item.answer).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it('asks each question once', () => {
    const questions = faqCategories.flatMap((category) => category.items.map((item) => item.question));
    expect(new Set(questions).size).toBe(12);
  });

  it('links to services, pricing, contact and about', () => {
    expect(faqLinks.map((link) => link.href)).toEqual(['/services', '/pricing', '/contact', '/about']);
  });

  it('has a page description of a useful length', () => {
    expect(faqMeta.description.length).toBeGreaterThanOrEqual(120);
    expect(faqMeta.description.length).toBeLessThanOrEqual(160);
  });
});
