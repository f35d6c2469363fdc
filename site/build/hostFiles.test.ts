// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { APIContext } from 'astro';
import { afterEach, describe, expect, it } from 'vitest';
import { GET } from '../src/pages/security-headers.json.ts';
import { inlineScriptHashes, securityHeadersFile, writeHostFiles } from './hostFiles.ts';

// SHA-256 digests of the scripts' texts, computed apart (`printf '%s' 'consent()' | openssl dgst -sha256 -binary | base64`).
const consentHash = "'sha256-dh8cJPkYfdQ03W1D5KGHOqbUDOpnXgBMRwFaDg7fI38='";
const islandHash = "'sha256-8tDvXD/sIEXHFqsGSCsw0blcNHXR9zj5YGUZ7AvXZgg='";
const notFoundHash = "'sha256-InOliS2WSlIFmtMj0NQsMgr0P1HcBNkBH7GqNkT4fcU='";

const redirects = ['/fr  /fr/  301', '/fr/blog/*  /fr/blog  200', ''].join('\n');
const page = (head: string, body = '') =>
  `<!doctype html><html lang="fr"><head>${head}</head><body>${body}</body></html>`;
const noindex = '<meta name="robots" content="noindex"/>';

let project: string;

/** A project (site/) whose publish folder `dist/` holds what Astro leaves, with leftovers of an older build at its root. */
async function builtProject(files: Record<string, string> = {}): Promise<string> {
  project = await mkdtemp(join(tmpdir(), 'host-files-'));
  const response = await GET({} as APIContext);
  const all: Record<string, string> = {
    'host/_redirects': redirects,
    'src/pages/index.astro': '',
    'public/favicon.svg': '<svg/>',
    'dist/stale.txt': 'from an older layout',
    'dist/server/entry.mjs': '',
    'dist/404.html': 'an older 404 page',
    'dist/fr/index.html': page(
      '<script>consent()</script><script type="application/ld+json">{"@type":"Organization"}</script>',
    ),
    'dist/fr/about.html': page(
      '<script>consent()</script>',
      '<script type="module" data-label="a > b">island()</script><script type="module" src="/fr/assets/about.js"></script>',
    ),
    'dist/fr/blog.html': page('<script>consent()</script>'),
    'dist/fr/services/web.html': page('<script type="text/javascript">consent()</script>'),
    'dist/fr/app/admin.html': page(noindex),
    'dist/fr/404.html': page(`<script>notFound()</script>${noindex}`, '<h1>Page introuvable</h1>'),
    'dist/fr/assets/about.js': 'island()',
    [`dist/fr/${securityHeadersFile}`]: await response.text(),
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    await mkdir(dirname(join(project, file)), { recursive: true });
    await writeFile(join(project, file), text);
  }
  return project;
}

const hostFiles = (root: string, outDir = join(root, 'dist', 'fr')) =>
  writeHostFiles({
    outDir,
    base: '/fr',
    origin: 'https://www.company.example',
    redirectsFile: join(root, 'host', '_redirects'),
    projectRoot: root,
    sourceDirs: ['src', 'public', 'host'].map((dir) => join(root, dir)),
  });

const read = (file: string) => readFile(join(project, 'dist', file), 'utf8');

/** The `_headers` rules: pattern → header lines. */
async function headerRules(): Promise<Map<string, string[]>> {
  const rules = new Map<string, string[]>();
  let pattern = '';
  for (const line of (await read('_headers')).split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('  ')) rules.get(pattern)?.push(line.trim());
    else rules.set((pattern = line), []);
  }
  return rules;
}

afterEach(async () => {
  await rm(project, { recursive: true, force: true });
});

describe('writeHostFiles', () => {
  it('leaves the site and the host files alone at the publish root, the 404 page where hosts look', async () => {
    await hostFiles(await builtProject());
    expect((await readdir(join(project, 'dist'))).sort()).toEqual([
      '404.html',
      '_headers',
      '_redirects',
      'fr',
      'robots.txt',
      'sitemap.xml',
    ]);
    expect(await read('404.html')).toContain('<h1>Page introuvable</h1>');
    expect((await readdir(join(project, 'dist', 'fr'))).sort()).toEqual([
      'about.html',
      'app',
      'assets',
      'blog.html',
      'index.html',
      'services',
    ]);
    expect(await read('_redirects')).toBe(redirects);
  });

  it('lists the indexable pages in the sitemap, without .html, and points crawlers to it', async () => {
    await hostFiles(await builtProject());
    expect(await read('sitemap.xml')).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://www.company.example/fr/</loc></url>',
        '  <url><loc>https://www.company.example/fr/about</loc></url>',
        '  <url><loc>https://www.company.example/fr/blog</loc></url>',
        '  <url><loc>https://www.company.example/fr/services/web</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
    expect(await read('robots.txt')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.company.example/sitemap.xml\n',
    );
  });

  it('lets every inline script of every page run under the CSP, and no data block', async () => {
    const { scriptHashes } = await hostFiles(await builtProject());
    expect(scriptHashes).toEqual([notFoundHash, consentHash, islandHash]);
    const [policy = ''] = (await headerRules()).get('/*') ?? [];
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    expect(scriptSources?.slice(0, 4)).toEqual(["'self'", notFoundHash, consentHash, islandHash]);
    expect(policy).not.toContain('inline-script-hashes');
    expect(policy).toMatch(/^Content-Security-Policy: default-src 'self';.* object-src 'none'$/);
  });

  it('caches hashed assets for good and has pages checked on every visit, one rule per URL', async () => {
    await hostFiles(await builtProject());
    const rules = await headerRules();
    expect(rules.get('/*')?.map((line) => line.split(':')[0])).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'X-Frame-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
    ]);
    const caching = [...rules].filter(([pattern]) => pattern !== '/*');
    expect(caching).toEqual([
      ['/fr/assets/:file', ['Cache-Control: public, max-age=31536000, immutable']],
      ['/fr/', ['Cache-Control: no-cache']],
      ['/fr/:page', ['Cache-Control: no-cache']],
      ['/fr/app/:page', ['Cache-Control: no-cache']],
      ['/fr/services/:page', ['Cache-Control: no-cache']],
      ['/fr/blog/:page', ['Cache-Control: no-cache']],
      ['/robots.txt', ['Cache-Control: no-cache']],
      ['/sitemap.xml', ['Cache-Control: no-cache']],
    ]);
  });

  it('fails the build when a page would be cached for good under assets/', async () => {
    const root = await builtProject({ 'dist/fr/assets/page.html': page('') });
    await expect(hostFiles(root)).rejects.toThrow('A page lives under /fr/assets/');
  });

  it('fails the build without the rendered security headers, or without their slot for the hashes', async () => {
    const root = await builtProject();
    await writeFile(
      join(root, 'dist', 'fr', securityHeadersFile),
      JSON.stringify({ scriptHashesSlot: "'x'", headers: [['A', 'b']] }),
    );
    await expect(hostFiles(root)).rejects.toThrow("names the script hashes' slot 0 times");
    await rm(join(root, 'dist', 'fr', securityHeadersFile));
    await expect(hostFiles(root)).rejects.toThrow(`${securityHeadersFile} was not rendered`);
  });

  it('fails the build without a 404 page', async () => {
    const root = await builtProject();
    await rm(join(root, 'dist', 'fr', '404.html'));
    await expect(hostFiles(root)).rejects.toThrow('has no 404.html');
  });

  it('refuses to empty a publish folder that holds the project or its sources', async () => {
    const root = await builtProject({ 'src/fr/index.html': page(''), 'src/fr/404.html': page('') });
    await expect(hostFiles(root, join(root, 'fr'))).rejects.toThrow('must be a folder inside');
    await expect(hostFiles(root, join(root, 'src', 'fr'))).rejects.toThrow('overlaps');
    expect(await readdir(join(root, 'src', 'pages'))).toEqual(['index.astro']);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes classic and module scripts as written, not JSON, JSON-LD or scripts loaded from a file', () => {
    const html = [
      '<script>consent()</script>',
      '<script type="application/ld+json">{}</script>',
      '<script type="application/json" id="data">{}</script>',
      "<script type='module' src='/fr/assets/x.js'></script>",
      '<SCRIPT TYPE="MODULE">island()</SCRIPT >',
      '<script data-type="application/json">notFound()</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([consentHash, islandHash, notFoundHash]);
  });
});
