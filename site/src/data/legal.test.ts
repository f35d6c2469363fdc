import { describe, expect, it } from 'vitest';
import { site } from '../config/site';
import { legalPage, legalPaths } from '../content/legal';
import { readCollection } from '../content/read';
import { legalSchema } from '../content/schemas';
import { paragraphsOf } from '../content/sections';
import { cookieCategories } from './legal';

const pages = Object.fromEntries(
  (await readCollection('legal', legalSchema)).map(({ id, data, html }) => [id, legalPage(id, data, html)]),
);
const text = (id: string) =>
  (pages[id]?.sections ?? []).map((section) => [section.title, ...paragraphsOf(section.html)].join('\n')).join('\n');

describe('legal pages', () => {
  it('has one text per legal route', () => {
    expect(Object.keys(pages).sort()).toEqual(Object.keys(legalPaths).sort());
  });

  it('has twelve articles, article-1 to article-12', () => {
    const terms = pages.terms?.sections ?? [];
    expect(terms.map((article) => article.id)).toEqual(
      Array.from({ length: 12 }, (_, index) => `article-${index + 1}`),
    );
    expect(terms[0]?.title).toBe('Article 1 – Objet');
  });

  it('has seven cookie sections, section-1 to section-7', () => {
    expect(pages.cookies?.sections.map((section) => section.id)).toEqual(
      Array.from({ length: 7 }, (_, index) => `section-${index + 1}`),
    );
  });

  it('opens the first section of every page, as before', () => {
    expect(Object.fromEntries(Object.entries(pages).map(([id, page]) => [id, page.sections[0]?.id]))).toEqual({
      legal: 'company-info',
      privacy: 'introduction',
      terms: 'article-1',
      cookies: 'section-1',
    });
  });

  it('has unique section ids and no empty section', () => {
    for (const { sections } of Object.values(pages)) {
      expect(new Set(sections.map((section) => section.id)).size).toBe(sections.length);
      for (const section of sections) {
        expect(paragraphsOf(section.html).length).toBeGreaterThan(0);
      }
    }
  });

  it('states the company facts from the site config and Malagasy law', () => {
    const notice = text('legal');
    expect(notice).toContain(site.brand);
    expect(notice).toContain(site.legalForm);
    expect(notice).toContain(site.registry);
    expect(notice).toContain('1\u202f000\u202f000 MGA');
    expect(notice).toContain('10 janvier 2025');
    expect(notice).toContain(site.address.locality);
    expect(notice).toContain('droit malgache');
    expect(notice).not.toMatch(/Dakar|Sénégal|\{\w+\}/);
    expect(pages.legal?.description).toContain(site.brand);
    expect(pages.legal?.updatedLabel).toBe('Dernière mise à jour\u00a0: 1er juillet 2025');
  });

  it('states the retention durations, 2FA and the one-month answer', () => {
    const privacy = text('privacy');
    expect(privacy).toContain('3 ans');
    expect(privacy).toContain('10 ans');
    expect(privacy).toContain('Journaux de connexion\u00a0: 1 an');
    expect(privacy).toContain('13 mois');
    expect(privacy).toContain('authentification à deux facteurs pour les comptes administrateurs');
    expect(privacy).toContain('dans un délai d’un mois');
  });

  it('lists the four cookie categories, only essential always on, each in the cookie policy', () => {
    expect(cookieCategories.map((category) => category.id)).toEqual([
      'essential',
      'analytics',
      'functional',
      'marketing',
    ]);
    expect(cookieCategories.filter((category) => category.alwaysOn).map((category) => category.id)).toEqual([
      'essential',
    ]);
    const cookies = text('cookies');
    for (const category of cookieCategories)
      expect(cookies).toContain(`${category.label}\u00a0: ${category.description}`);
    expect(cookies).toContain('26 mois');
    expect(cookies).toContain('fermeture de votre navigateur');
  });
});
