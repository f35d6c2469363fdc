import { describe, expect, it } from 'vitest';
import { featuredServiceIds, featuredServices, findServiceBySlug, services, slugify } from './services';

describe('slugify', () => {
  it('lowercases, strips accents and punctuation, and hyphenates spaces', () => {
    expect(slugify('Télésecrétariat médical')).toBe('telesecretariat-medical');
    expect(slugify('  Ça  --  marche !  ')).toBe('ca-marche');
    expect(slugify('Annotation de données pour l’IA')).toBe('annotation-de-donnees-pour-lia');
  });
});

describe('services', () => {
  it('lists the eight services in order, with the exact slugs', () => {
    expect(services.map(({ id, slug }) => [id, slug])).toEqual([
      [1, 'centre-de-relation-client-247'],
      [2, 'externalisation-des-processus-metier-bpo'],
      [3, 'marketing-digital-et-seo'],
      [4, 'developpement-web-et-mobile'],
      [5, 'annotation-de-donnees-pour-lia'],
      [6, 'telesecretariat-medical'],
      [7, 'pao-et-design-graphique'],
      [8, 'assistance-virtuelle'],
    ]);
  });

  it('uses the expected icons', () => {
    expect(services.map((service) => service.icon)).toEqual([
      'Headphones',
      'Settings',
      'TrendingUp',
      'Code',
      'Tag',
      'Activity',
      'Palette',
      'Users',
    ]);
  });

  it('has unique ids and slugs, and every slug is its name slugified', () => {
    expect(new Set(services.map((service) => service.slug)).size).toBe(services.length);
    expect(new Set(services.map((service) => service.id)).size).toBe(services.length);
    for (const service of services) {
      expect(service.slug).toBe(slugify(service.name));
    }
  });

  it('gives every service a description and four or five features', () => {
    for (const service of services) {
      expect(service.description.length).toBeGreaterThan(40);
      expect(service.features.length).toBeGreaterThanOrEqual(4);
      expect(service.features.length).toBeLessThanOrEqual(5);
      expect(service.is_active).toBe(true);
      expect(Number.isNaN(Date.parse(service.created_at))).toBe(false);
    }
  });
});

describe('findServiceBySlug', () => {
  it('finds a service by its slug', () => {
    expect(findServiceBySlug('developpement-web-et-mobile')?.id).toBe(4);
  });

  it('returns undefined for an unknown slug', () => {
    expect(findServiceBySlug('inconnu')).toBeUndefined();
    expect(findServiceBySlug('')).toBeUndefined();
  });
});

describe('featured services', () => {
  it('are relation client, BPO, web development and graphic design', () => {
    expect(featuredServiceIds).toEqual([1, 2, 4, 7]);
    expect(featuredServices.map((service) => service.id)).toEqual([1, 2, 4, 7]);
  });
});
