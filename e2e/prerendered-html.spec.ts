import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { baseFolder, pageFile, pagePath, publishDir } from '../site/scripts/layout.mjs';
import { services } from '../site/src/data/services';
import { faqCategories, legalPages, type LegalPageId } from './support/content';
import { publicRoutes } from './support/publicRoutes';

// These tests read the files of the build, as a crawler receives them, before any script runs.
const dist = publishDir('dist');
const origin = 'https://www.company.example';

const fileOf = (path: string) => join(dist, pageFile(path));

/** The JSON-LD blocks of a document, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  const blocks = html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g);
  return [...blocks].map((match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>);
}

const types = (html: string) => jsonLd(html).map((node) => node['@type']);

for (const route of publicRoutes) {
  test(`${route.path} is prerendered with its head and structured data`, () => {
    const html = readFileSync(fileOf(route.path), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const url = `${origin}${route.path === '/fr/' ? '/fr/' : route.path}`;
    expect(head).toContain(`<title>${route.title} | Company</title>`);
    expect(head).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(head).toContain(`<link rel="canonical" href="${url}"`);
    expect(head).toContain('<meta property="og:locale" content="fr_MG"');
    expect(head).toContain(`<meta property="og:url" content="${url}"`);
    expect(head).toContain(`<meta property="og:title" content="${route.title} | Company"`);
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image"');
    const organization = jsonLd(html).find((node) => node['@type'] === 'LocalBusiness');
    expect(organization).toMatchObject({
      name: 'Company',
      address: { addressLocality: 'Toamasina', addressCountry: 'MG' },
    });
    expect(html).toContain(`>${route.heading}</h1>`);
  });
}

test('each public page has its own description', () => {
  const descriptions = publicRoutes.map((route) => {
    const html = readFileSync(fileOf(route.path), 'utf8');
    return /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  });
  expect(new Set(descriptions).size).toBe(publicRoutes.length);
});

test('service pages describe the service and its breadcrumb trail', () => {
  for (const service of services) {
    const html = readFileSync(fileOf(`/fr/services/${service.slug}`), 'utf8');
    const nodes = jsonLd(html);
    expect(nodes.find((node) => node['@type'] === 'Service')).toMatchObject({
      name: service.name,
      url: `${origin}/fr/services/${service.slug}`,
    });
    const trail = nodes.find((node) => node['@type'] === 'BreadcrumbList');
    expect(trail?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${origin}/fr/` },
      { '@type': 'ListItem', position: 2, name: 'Services', item: `${origin}/fr/services` },
      { '@type': 'ListItem', position: 3, name: service.name, item: `${origin}/fr/services/${service.slug}` },
    ]);
  }
});

/** A text as React writes it into HTML. */
const escaped = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

test('the FAQ page lists its twelve questions as a FAQPage, and holds every answer', () => {
  const html = readFileSync(fileOf('/fr/faq'), 'utf8');
  const faq = jsonLd(html).find((node) => node['@type'] === 'FAQPage');
  expect(faq?.mainEntity).toHaveLength(12);
  // Closed answers are in the page, hidden until found: what the FAQPage describes, crawlers read.
  const answers = faqCategories.flatMap((category) => category.items.map((item) => item.answer));
  expect(answers).toHaveLength(12);
  expect(answers.filter((answer) => !html.includes(escaped(answer)))).toEqual([]);
});

test('each legal page holds every one of its sections, open or not', () => {
  const paths: Record<LegalPageId, string> = {
    legal: '/fr/legal',
    privacy: '/fr/privacy',
    terms: '/fr/terms',
    cookies: '/fr/cookies',
  };
  for (const [id, page] of Object.entries(legalPages) as [LegalPageId, (typeof legalPages)[LegalPageId]][]) {
    const html = readFileSync(fileOf(paths[id]), 'utf8');
    const missing = page.sections.flatMap((section) =>
      section.content.filter((paragraph) => !html.includes(escaped(paragraph))).map(() => `${id}: ${section.title}`),
    );
    expect(missing, paths[id]).toEqual([]);
  }
});

test('only pages with breadcrumbs carry a BreadcrumbList', () => {
  for (const route of publicRoutes) {
    const html = readFileSync(fileOf(route.path), 'utf8');
    expect(types(html).includes('BreadcrumbList'), route.path).toBe(html.includes('aria-label="Fil d’Ariane"'));
  }
});

test('notices and placeholders stay out of search indexes', () => {
  for (const path of ['/fr/careers', '/fr/blog', '/fr/login', '/fr/register', '/fr/app/admin', '/fr/app/user']) {
    const html = readFileSync(fileOf(path), 'utf8');
    expect(html, path).toContain('<meta name="robots" content="noindex"');
    expect(html, path).not.toContain('rel="canonical"');
  }
});

test('every page of the account area says noindex and stays out of the sitemap', () => {
  const accountPages = readdirSync(join(dist, baseFolder, 'app'), { recursive: true, encoding: 'utf8' })
    .map((file) => pagePath(join(baseFolder, 'app', file)))
    .filter((path): path is string => path !== null);
  expect(accountPages.length).toBeGreaterThan(10);
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  for (const path of accountPages) {
    expect(readFileSync(fileOf(path), 'utf8'), path).toContain('<meta name="robots" content="noindex"');
    expect(sitemap, path).not.toContain(`<loc>${origin}${path}</loc>`);
  }
});

test('the sitemap lists every public page and nothing else; robots.txt points to it and lets crawlers in', () => {
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
  expect(locations.sort()).toEqual(publicRoutes.map((route) => `${origin}${route.path}`).sort());
  const robots = readFileSync(join(dist, 'robots.txt'), 'utf8');
  // The sitemap sits beside robots.txt, at the root of the host.
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  // Crawlers may fetch every page, the account area included, where they read its `noindex`.
  expect(robots).not.toMatch(/^Disallow:\s*\S/m);
});
