import { describe, expect, it } from 'vitest';
import { site } from '../config/site';
import {
  cookieCategories,
  cookiePolicy,
  initiallyOpen,
  legalNotice,
  legalPages,
  privacyPolicy,
  termsOfService,
  type LegalPageId,
} from './legal';

const text = (sections: { title: string; content: string[] }[]) =>
  sections.map((section) => [section.title, ...section.content].join('\n')).join('\n');

describe('legal pages', () => {
  it('has twelve articles, article-1 to article-12', () => {
    expect(termsOfService.map((article) => article.id)).toEqual(
      Array.from({ length: 12 }, (_, index) => `article-${index + 1}`),
    );
    expect(termsOfService[0]?.title).toBe('Article 1 – Objet');
  });

  it('has seven cookie sections, section-1 to section-7', () => {
    expect(cookiePolicy.map((section) => section.id)).toEqual(
      Array.from({ length: 7 }, (_, index) => `section-${index + 1}`),
    );
  });

  it('opens an existing section first on every page', () => {
    for (const [page, id] of Object.entries(initiallyOpen) as [LegalPageId, string][]) {
      expect(legalPages[page].sections[0]?.id).toBe(id);
    }
    expect(initiallyOpen).toEqual({
      legal: 'company-info',
      privacy: 'introduction',
      terms: 'article-1',
      cookies: 'section-1',
    });
  });

  it('has unique section ids and no empty section', () => {
    for (const { sections } of Object.values(legalPages)) {
      expect(new Set(sections.map((section) => section.id)).size).toBe(sections.length);
      for (const section of sections) {
        expect(section.content.length).toBeGreaterThan(0);
      }
    }
  });

  it('states the company facts from the site config and Malagasy law', () => {
    const notice = text(legalNotice);
    expect(notice).toContain(site.brand);
    expect(notice).toContain(site.legalForm);
    expect(notice).toContain(site.registry);
    expect(notice).toContain('1\u202f000\u202f000 MGA');
    expect(notice).toContain('10 janvier 2025');
    expect(notice).toContain(site.address.locality);
    expect(notice).toContain('droit malgache');
    expect(notice).not.toMatch(/Dakar|Sénégal/);
  });

  it('states the retention durations, 2FA and the one-month answer', () => {
    const privacy = text(privacyPolicy);
    expect(privacy).toContain('3 ans');
    expect(privacy).toContain('10 ans');
    expect(privacy).toContain('Journaux de connexion\u00a0: 1 an');
    expect(privacy).toContain('13 mois');
    expect(privacy).toContain('authentification à deux facteurs pour les comptes administrateurs');
    expect(privacy).toContain('dans un délai d’un mois');
  });

  it('lists the four cookie categories, only essential always on', () => {
    expect(cookieCategories.map((category) => category.id)).toEqual([
      'essential',
      'analytics',
      'functional',
      'marketing',
    ]);
    expect(cookieCategories.filter((category) => category.alwaysOn).map((category) => category.id)).toEqual([
      'essential',
    ]);
    const cookies = text(cookiePolicy);
    expect(cookies).toContain('26 mois');
    expect(cookies).toContain('fermeture de votre navigateur');
  });
});
