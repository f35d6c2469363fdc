import { describe, expect, it } from 'vitest';
import { docItemsOf } from '../content/docs';
import { readCollection } from '../content/read';
import { docSchema } from '../content/schemas';
import { docCategories, docCategoryLabel, docResources, filterDocs, groupDocsByCategory, type DocItem } from './docs';

const docItems = docItemsOf(await readCollection('docs', docSchema));

const sample: DocItem[] = [
  {
    id: 'a',
    title: 'Créer votre compte',
    description: 'Premiers pas sur l’espace client.',
    category: 'getting-started',
    readTime: '5\u00a0min',
    difficulty: 'beginner',
    featured: true,
  },
  {
    id: 'b',
    title: 'Authentification à l’API',
    description: 'Clés et jetons d’accès.',
    category: 'api',
    readTime: '10\u00a0min',
    difficulty: 'intermediate',
    featured: false,
  },
  {
    id: 'c',
    title: 'Webhooks',
    description: 'Recevoir les événements de facturation.',
    category: 'api',
    readTime: '12\u00a0min',
    difficulty: 'advanced',
    featured: false,
  },
];

const ids = (items: DocItem[]) => items.map((item) => item.id);

describe('filterDocs', () => {
  it('returns everything for « all » and a blank query', () => {
    expect(ids(filterDocs(sample, 'all', ''))).toEqual(['a', 'b', 'c']);
    expect(ids(filterDocs(sample, 'all', '   '))).toEqual(['a', 'b', 'c']);
  });

  it('keeps only the chosen category', () => {
    expect(ids(filterDocs(sample, 'api', ''))).toEqual(['b', 'c']);
    expect(ids(filterDocs(sample, 'sdk', ''))).toEqual([]);
  });

  it('searches title and description, ignoring case and accents', () => {
    expect(ids(filterDocs(sample, 'all', 'CREER'))).toEqual(['a']);
    expect(ids(filterDocs(sample, 'all', 'evenements'))).toEqual(['c']);
    expect(ids(filterDocs(sample, 'all', 'Événements'))).toEqual(['c']);
  });

  it('requires every word and combines with the category', () => {
    expect(ids(filterDocs(sample, 'all', 'jetons clés'))).toEqual(['b']);
    expect(ids(filterDocs(sample, 'all', 'jetons webhooks'))).toEqual([]);
    expect(ids(filterDocs(sample, 'getting-started', 'api'))).toEqual([]);
  });

  it('does not mutate its input', () => {
    const copy = [...sample];
    filterDocs(sample, 'api', 'webhooks');
    expect(sample).toEqual(copy);
  });
});

describe('docs content', () => {
  it('has 12 to 15 documents, three featured, each in a real category', () => {
    expect(docItems.length).toBeGreaterThanOrEqual(12);
    expect(docItems.length).toBeLessThanOrEqual(15);
    expect(docItems.filter((item) => item.featured)).toHaveLength(3);
    expect(new Set(docItems.map((item) => item.id)).size).toBe(docItems.length);
    const categories = docCategories.map((category) => category.value).filter((value) => value !== 'all');
    for (const item of docItems) {
      expect(categories).toContain(item.category);
      expect(item.readTime).toMatch(/^\d+\u00a0min$/);
    }
  });

  it('labels the six tabs in French', () => {
    expect(docCategories.map((category) => category.label)).toEqual([
      'Tous',
      'Premiers pas',
      'API',
      'Guides',
      'Tutoriels',
      'SDK',
    ]);
    expect(docCategoryLabel('tutorials')).toBe('Tutoriels');
  });

  it('groups documents by category in tab order', () => {
    const groups = groupDocsByCategory(docItems);
    expect(groups.map((group) => group.category)).toEqual(['getting-started', 'api', 'guides', 'tutorials', 'sdk']);
    expect(groups.reduce((total, group) => total + group.items.length, 0)).toBe(docItems.length);
    expect(groupDocsByCategory(sample).map((group) => group.label)).toEqual(['Premiers pas', 'API']);
  });

  it('has three or four resource cards', () => {
    expect(docResources.length).toBeGreaterThanOrEqual(3);
    expect(docResources.length).toBeLessThanOrEqual(4);
  });
});
