import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { site as siteConfig } from '../site/src/config/site';
import { baseFolder, pagePath, publishDir } from '../site/scripts/layout.mjs';
import { site } from './support/servers';

// A link crawler, as a search engine or a link checker sees the site: the HTML of every page as the
// server sends it, no script run. Every URL a page points to must be the final one: a redirect on
// the way costs a visitor a round trip and a crawler its patience, and a 404 is a dead end.

/** One response, taken as it comes: redirects are reported, never followed. */
interface Answer {
  status: number;
  location: string | null;
  html: string | null;
}

/** A URL of the site that a page points to, and how: `a` (a link), an asset, or its canonical URL. */
interface Reference {
  from: string;
  to: string;
  kind: 'link' | 'asset' | 'canonical';
}

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<');

/** The attribute `name` of each tag matching `tag` in `html`. */
const attributes = (html: string, tag: RegExp, name: string) =>
  [...html.matchAll(tag)].flatMap(([element]) => {
    const value = new RegExp(`\\s${name}="([^"]*)"`).exec(element)?.[1];
    return value === undefined ? [] : [decode(value)];
  });

/** Every URL the HTML of the page at `from` refers to, each with its kind. */
function referencesOf(from: string, html: string): Reference[] {
  const of = (kind: Reference['kind'], urls: string[]) => urls.map((to) => ({ from, to, kind }));
  const links = of('link', attributes(html, /<a\b[^>]*>/g, 'href'));
  const canonical = of('canonical', [
    ...attributes(html, /<link\b[^>]*rel="canonical"[^>]*>/g, 'href'),
    ...attributes(html, /<meta\b[^>]*property="og:url"[^>]*>/g, 'content'),
  ]);
  const srcsets = attributes(html, /<(?:img|source)\b[^>]*>/g, 'srcset').flatMap((srcset) =>
    srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
  );
  // The code of each island, and the renderer that hydrates it, loaded when the island needs them.
  const modules = [
    ...attributes(html, /<astro-island\b[^>]*>/g, 'component-url'),
    ...attributes(html, /<astro-island\b[^>]*>/g, 'renderer-url'),
  ];
  const assets = of('asset', [
    ...attributes(html, /<link\b(?![^>]*rel="canonical")[^>]*>/g, 'href'),
    ...attributes(html, /<(?:script|img|source|iframe)\b[^>]*>/g, 'src'),
    ...srcsets,
    ...attributes(html, /<meta\b[^>]*(?:property="og:image"|name="twitter:image")[^>]*>/g, 'content'),
    // The stylesheet is written into each page: its fonts.
    ...[...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].flatMap(([, css]) =>
      [...(css ?? '').matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map(([, url]) => url ?? ''),
    ),
    ...modules,
  ]);
  return [...links, ...canonical, ...assets];
}

/**
 * The path and query of `url` on this server when it names the site (a path, or an absolute URL on
 * the served origin or on the public origin the pages are written for), else null.
 */
function internalPath(url: string, base: string): string | null {
  if (/^(?:mailto|tel|data|javascript):/i.test(url) || url.startsWith('#')) return null;
  const resolved = new URL(url, `${site.baseURL}${base}`);
  const origins: string[] = [site.baseURL, siteConfig.origin];
  if (!origins.includes(resolved.origin)) return null;
  return `${resolved.pathname}${resolved.search}`;
}

const answers = new Map<string, Promise<Answer>>();

/** The server's answer for `path`, fetched once per run. */
function answerFor(path: string): Promise<Answer> {
  let answer = answers.get(path);
  if (!answer) {
    answer = fetch(`${site.baseURL}${path}`, { redirect: 'manual' }).then(async (response) => ({
      status: response.status,
      location: response.headers.get('location'),
      html: response.headers.get('content-type')?.startsWith('text/html') ? await response.text() : null,
    }));
    answers.set(path, answer);
  }
  return answer;
}

/** The prerendered pages of the publish folder, by the path each is served at. */
const prerenderedPaths = () =>
  readdirSync(join(publishDir('dist'), baseFolder), { recursive: true, encoding: 'utf8' })
    .map((file) => pagePath(join(baseFolder, file)))
    .filter((path): path is string => path !== null);

/** A path no route claims: the 404 page's links count too. */
const unknownPath = '/fr/page-que-le-robot-ne-trouve-pas';

/**
 * Crawls from /fr/, every prerendered page and the 404 page, following every internal link to any
 * page it reaches; returns every reference met on the way, resolved to a path of this server.
 */
async function crawl(): Promise<Array<Reference & { path: string }>> {
  const queue = ['/fr/', ...prerenderedPaths(), unknownPath];
  const seen = new Set(queue);
  const references: Array<Reference & { path: string }> = [];
  while (queue.length > 0) {
    const batch = queue.splice(0, 8);
    const pages = await Promise.all(batch.map(async (from) => ({ from, answer: await answerFor(from) })));
    for (const { from, answer } of pages) {
      if (answer.html === null) continue;
      for (const reference of referencesOf(from, answer.html)) {
        const path = internalPath(reference.to, from);
        if (path === null) continue;
        references.push({ ...reference, path });
        if (reference.kind === 'link' && !seen.has(path)) {
          seen.add(path);
          queue.push(path);
        }
      }
    }
  }
  return references;
}

let crawled: ReturnType<typeof crawl> | undefined;
const references = () => (crawled ??= crawl());

/** Each reference of `kind` whose target does not answer 200 straight away, as a readable line. */
async function failing(kind: Reference['kind']) {
  const wrong: string[] = [];
  const ofKind = (await references()).filter((reference) => reference.kind === kind);
  for (const { from, to, path } of ofKind) {
    const { status, location } = await answerFor(path);
    if (status !== 200) wrong.push(`${from} → ${to}: ${status}${location ? ` to ${location}` : ''}`);
  }
  return { checked: ofKind, wrong: [...new Set(wrong)] };
}

// One crawl for the whole file: its tests run in order, in one worker.
test.describe.configure({ mode: 'default' });

test('every prerendered page answers 200 at its own URL, and an unknown one 404', async () => {
  const paths = prerenderedPaths();
  expect(paths.length).toBeGreaterThan(40);
  const wrong = [];
  for (const path of paths) {
    const { status, location, html } = await answerFor(path);
    if (status !== 200 || html === null) wrong.push(`${path}: ${status}${location ? ` to ${location}` : ''}`);
  }
  expect(wrong).toEqual([]);
  expect((await answerFor(unknownPath)).status).toBe(404);
});

test('every internal link of every page answers 200 without a redirect', async () => {
  const { checked, wrong } = await failing('link');
  // Each page has its header, footer and breadcrumbs: far more links than pages.
  expect(checked.length).toBeGreaterThan(1000);
  expect(new Set(checked.map(({ path }) => path)).size).toBeGreaterThan(20);
  expect(wrong).toEqual([]);
});

test('every asset the pages name (styles, fonts, scripts, images) answers 200', async () => {
  const { checked, wrong } = await failing('asset');
  expect(checked.some(({ path }) => path.endsWith('.woff2'))).toBe(true);
  expect(checked.some(({ path }) => path.endsWith('.js'))).toBe(true);
  expect(wrong).toEqual([]);
});

test('each page’s canonical URL, and every URL of the sitemap, answer 200 without a redirect', async () => {
  const { checked, wrong } = await failing('canonical');
  expect(checked.length).toBeGreaterThan(20);
  expect(wrong).toEqual([]);

  const sitemap = await fetch(`${site.baseURL}/sitemap.xml`);
  expect(sitemap.status).toBe(200);
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc ?? '');
  expect(locations.length).toBeGreaterThan(20);
  const wrongInSitemap = [];
  for (const location of locations) {
    const path = internalPath(location, '/');
    const answer = path === null ? null : await answerFor(path);
    if (answer?.status !== 200) wrongInSitemap.push(`${location}: ${answer?.status ?? 'not on this site'}`);
  }
  expect(wrongInSitemap).toEqual([]);
});
