import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect, test } from '@playwright/test';
import { pagePath, publishDir } from '../site/scripts/layout.mjs';
import { site } from './support/servers';

// The publish folder's _headers and _redirects are the whole of the host's rules: the tests serve
// the folder by them (site/scripts/serve.mjs), and so does the host it is deployed to. Each rule
// written there must show in what the server sends, so that a rule the host would ignore (a syntax
// it does not read) fails here rather than in production.

const dist = publishDir('dist');

interface HeaderRule {
  pattern: string;
  headers: Array<[name: string, value: string]>;
}

/** The `_headers` file: a path pattern on its own line, then its indented `Name: value` lines. */
function headerRules(): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of readFileSync(join(dist, '_headers'), 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const separator = line.indexOf(':');
    rules.at(-1)?.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

/** The `_redirects` file: `from to status` per line. */
const redirectRules = () =>
  readFileSync(join(dist, '_redirects'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = ''] = line.split(/\s+/);
      return { from, to, status: Number(status) };
    });

/** A path pattern as both hosts read it: `*` any rest, `:name` one segment. */
const matcher = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split(/(\*|:[A-Za-z]\w*)/)
      .map((part) =>
        part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.?+^$()[\]{}|\\]/g, '\\$&'),
      )
      .join('')}$`,
  );

/** The URL of every file the host serves as it is: pages at their path, other files at theirs. */
const servedUrls = () =>
  readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dist, join(entry.parentPath, entry.name)))
    // The host reads these files and never serves them; the 404 page answers unknown paths.
    .filter((file) => !['_headers', '_redirects', '404.html'].includes(file))
    .map((file) => pagePath(file) ?? `/${file.split(sep).join('/')}`);

/** A path under each rewritten folder (`/fr/blog/*`): served too, though no file lies there. */
const sample = (from: string) => from.replace(/\*$/, 'une-page-quelconque');
const rewrittenUrls = () =>
  redirectRules()
    .filter(({ from, status }) => status === 200 && from.endsWith('*'))
    .map(({ from }) => sample(from));

const headersOf = async (path: string) => (await fetch(`${site.baseURL}${path}`, { redirect: 'manual' })).headers;

test('every rule of _headers is on each response it matches, and no two rules set one header of a URL', async () => {
  const rules = headerRules();
  const urls = [...servedUrls(), ...rewrittenUrls()];
  expect(rules.length).toBeGreaterThan(5);
  // Each URL asked once, a few at a time: the build serves hundreds of files (every island's code).
  const answers = new Map<string, Headers>();
  for (let start = 0; start < urls.length; start += 8) {
    const batch = urls.slice(start, start + 8);
    const headers = await Promise.all(batch.map(headersOf));
    batch.forEach((url, index) => answers.set(url, headers[index] ?? new Headers()));
  }
  const wrong: string[] = [];
  for (const rule of rules) {
    const matching = urls.filter((url) => matcher(rule.pattern).test(url));
    // A rule that matches no file of the build is out of date.
    if (matching.length === 0) wrong.push(`${rule.pattern} matches nothing the host serves`);
    for (const url of matching) {
      const headers = answers.get(url) ?? new Headers();
      for (const [name, value] of rule.headers) {
        if (headers.get(name) !== value)
          wrong.push(`${url}: ${name} is ${headers.get(name)}, ${rule.pattern} says ${value}`);
      }
    }
  }
  expect(wrong).toEqual([]);

  // Where two matching rules set the same header, Cloudflare Pages joins the values and Netlify
  // keeps one: the site would then depend on its host.
  const twice = urls.flatMap((url) => {
    const names = rules
      .filter((rule) => matcher(rule.pattern).test(url))
      .flatMap((rule) => rule.headers.map(([name]) => name.toLowerCase()));
    return names.filter((name, index) => names.indexOf(name) !== index).map((name) => `${url}: ${name}`);
  });
  expect(twice).toEqual([]);
});

test('pages are checked again on every visit, hashed assets cached for good', async () => {
  expect((await headersOf('/fr/about')).get('cache-control')).toBe('no-cache');
  const asset = servedUrls().find((url) => /^\/fr\/assets\/.+[.-][\w-]{8}\.js$/.test(url));
  expect(asset).toBeDefined();
  expect((await headersOf(asset ?? '')).get('cache-control')).toBe('public, max-age=31536000, immutable');
});

test('every rule of _redirects is followed: redirects answer with their target, rewrites serve it', async () => {
  const rules = redirectRules();
  expect(rules.map(({ from }) => from)).toEqual(expect.arrayContaining(['/', '/fr']));
  for (const { from, to, status } of rules) {
    const path = sample(from);
    const response = await fetch(`${site.baseURL}${path}`, { redirect: 'manual' });
    expect(response.status, `${path} (${from} ${to} ${status})`).toBe(status);
    if (status === 200) {
      const target = await fetch(`${site.baseURL}${to}`, { redirect: 'manual' });
      expect(target.status, to).toBe(200);
      expect(await response.text(), `${path} serves ${to}`).toBe(await target.text());
    } else {
      expect(response.headers.get('location'), path).toBe(to);
    }
  }
});

test('the 404 page answers unknown paths with status 404 and the security headers', async () => {
  const response = await fetch(`${site.baseURL}/fr/chemin/inconnu`, { redirect: 'manual' });
  expect(response.status).toBe(404);
  expect(await response.text()).toContain('Page introuvable');
  const securityRule = headerRules().find(({ pattern }) => pattern === '/*');
  expect(securityRule?.headers.length).toBeGreaterThan(5);
  for (const [name, value] of securityRule?.headers ?? []) expect(response.headers.get(name), name).toBe(value);
});
