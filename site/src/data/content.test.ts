/**
 * Checks that hold for every content module and every file of the content collections
 * (src/content): French typography in every string, icon names that exist in lucide, internal
 * links to real routes, and company facts taken from the site config.
 */
import * as lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { site } from '../config/site';
import { readCollection } from '../content/read';
import { contentSchemas } from '../content/schemas';
import { textsOf } from '../content/sections';
import { frenchTypographyRules } from '../testing/frenchTypography';
import { restrictedDescription } from './restricted';
import { getServiceDetail } from './serviceDetails';

const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });
const sources = import.meta.glob<string>(['./*.ts', '!./*.test.ts'], { eager: true, query: '?raw', import: 'default' });

/** Every file of every collection, by its path; its texts keep their `{fact}` names. */
const entries = (
  await Promise.all(
    Object.entries(contentSchemas).map(async ([collection, schema]) =>
      (await readCollection(collection, schema)).map((entry) => ({
        ...entry,
        file: `src/content/${collection}/${entry.id}.md`,
      })),
    ),
  )
).flat();

interface Found {
  path: string;
  value: string;
}

function collectStrings(value: unknown, path: string, out: Found[]): Found[] {
  if (typeof value === 'string') {
    out.push({ path, value });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collectStrings(item, `${path}[${index}]`, out));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      collectStrings(item, `${path}.${key}`, out);
    }
  }
  return out;
}

function collectKey(value: unknown, keys: string[], out: string[] = []): string[] {
  if (Array.isArray(value)) {
    value.forEach((item) => collectKey(item, keys, out));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (keys.includes(key) && typeof item === 'string') out.push(item);
      else collectKey(item, keys, out);
    }
  }
  return out;
}

const fallbackDetail = getServiceDetail(
  {
    id: 0,
    name: 'Service de test',
    slug: 'service-de-test',
    description: 'Description.',
    icon: 'Settings',
    features: ['Un', 'Deux', 'Trois'],
    is_active: true,
    created_at: '2025-01-10T08:00:00.000Z',
    updated_at: '2025-01-10T08:00:00.000Z',
  },
  {},
);

const strings = [
  ...Object.entries(modules).flatMap(([file, exports]) => collectStrings(exports, file, [])),
  ...collectStrings(fallbackDetail, 'getServiceDetail(fallback)', []),
  { path: 'restrictedDescription', value: restrictedDescription('Blog') },
  ...entries.flatMap(({ file, data, html }) => [
    ...collectStrings(data, file, []),
    ...textsOf(html).map((value) => ({ path: file, value })),
  ]),
];

describe('content modules', () => {
  it('exports content from every module', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(14);
    expect(strings.length).toBeGreaterThan(500);
  });

  it.each(frenchTypographyRules)('has no %s', (_rule, pattern) => {
    const offending = strings
      .filter(({ value }) => pattern.test(value.replaceAll(site.phone, 'TÉLÉPHONE')))
      .map(({ path, value }) => `${path}: ${value}`);
    expect(offending).toEqual([]);
  });

  it('places the company in Toamasina, Madagascar only', () => {
    const offending = strings.filter(({ value }) => /Dakar|S[ée]n[ée]gal|fr_SN/i.test(value));
    expect(offending).toEqual([]);
  });

  it('takes the brand, phone, e-mail and legal facts from the site config', () => {
    const facts = [site.brand, site.phone, site.email, site.legalForm, site.shareCapital, site.registry];
    for (const { file, source } of entries) {
      for (const fact of facts) expect(source.includes(fact), `${file} hard-codes « ${fact} »`).toBe(false);
    }
    for (const [file, source] of Object.entries(sources)) {
      const literals = source.match(/(['"`])(?:\\.|(?!\1)[^\\])*\1/g) ?? [];
      for (const literal of literals) {
        for (const fact of facts) {
          expect(literal.includes(fact), `${file} hard-codes « ${fact} » in ${literal}`).toBe(false);
        }
      }
    }
  });

  it('names only icons that lucide exports', () => {
    const icons = Object.values(modules).flatMap((exports) => collectKey(exports, ['icon']));
    expect(icons.length).toBeGreaterThan(20);
    const known = new Set(Object.keys(lucide));
    expect(icons.filter((icon) => !known.has(icon))).toEqual([]);
  });

  it('links only to routes of the site', () => {
    const routes = new Set([
      '/',
      '/about',
      '/services',
      '/solutions',
      '/blog',
      '/pricing',
      '/careers',
      '/contact',
      '/docs',
      '/faq',
      '/support',
      '/legal',
      '/privacy',
      '/terms',
      '/cookies',
      '/security-status',
      '/community',
      '/webinars',
    ]);
    const hrefs = [...Object.values(modules), ...entries.map(({ data }) => data)].flatMap((exports) =>
      collectKey(exports, ['href', 'returnHref', 'homeHref', 'callHref']),
    );
    const internal = hrefs.filter((href) => href.startsWith('/'));
    expect(internal.length).toBeGreaterThan(20);
    // A query (the plan a contact link chooses) leaves the route as it is.
    expect(internal.filter((href) => !routes.has(href.split('?')[0] ?? href))).toEqual([]);
    const external = hrefs.filter((href) => !href.startsWith('/'));
    expect(external.filter((href) => !/^(tel:|mailto:|https:\/\/)/.test(href))).toEqual([]);
  });
});
