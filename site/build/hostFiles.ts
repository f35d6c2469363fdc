// The publish folder's host files, written once Astro has built the site into its `fr/`: what a
// static host (Netlify, Cloudflare Pages, `npm run preview`) reads besides the pages themselves.
import { createHash } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/**
 * The file the endpoint src/pages/security-headers.json.ts renders into the site's folder: the
 * security headers with the chat and analytics settings the pages were built with, and a slot for
 * the script hashes that only the finished pages tell. It is read here, then deleted.
 */
export const securityHeadersFile = 'security-headers.json';

/** What src/pages/security-headers.json.ts renders. */
export interface SecurityHeadersRender {
  /** The CSP source standing for the hashes of the pages' inline scripts. */
  scriptHashesSlot: string;
  /** `siteSecurityHeaders([scriptHashesSlot])`. */
  headers: Array<[name: string, value: string]>;
}

/** Where writeHostFiles finds the build and writes its files. */
export interface HostFilesOptions {
  /** Astro's outDir: the site's folder of the publish folder (`site/dist/fr`). */
  outDir: string;
  /** Astro's `base` (`/fr`): the path the site is served under, which names outDir's folder. */
  base: string;
  /** Public origin of the site (`https://www.company.example`), on which the sitemap is built. */
  origin: string;
  /** The hand-written redirects and rewrites (site/host/_redirects), copied as they are. */
  redirectsFile: string;
  /** The project's folder (site/): the publish folder must lie inside it. */
  projectRoot: string;
  /** Folders the publish folder must stay clear of, as its root is emptied (src, public, host). */
  sourceDirs: string[];
  /** Where progress is told (Astro's integration logger). */
  logger?: { info(message: string): void; warn(message: string): void };
}

/** What writeHostFiles found in the build. */
export interface HostFilesSummary {
  /** Paths of the pages (`/fr/`, `/fr/about`), sorted; the 404 page is none of them. */
  pages: string[];
  /** The pages the sitemap lists: those without a `noindex` robots meta. */
  indexable: string[];
  /** CSP sources of the inline scripts of every page, the 404 page included, first seen first. */
  scriptHashes: string[];
}

const scriptElement = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const attribute = (name: string) =>
  new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+)))?(?=\\s|/|$)`, 'i');
const typeAttribute = attribute('type');
const srcAttribute = attribute('src');
// The JavaScript MIME types of the HTML standard: a script of any of these types runs as a classic script.
const javaScriptTypes = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);
// Besides scripts, the CSP's script-src governs import maps and speculation rules; any other type
// (JSON-LD, `application/json`) is a data block, which the browser never runs.
const policedTypes = new Set(['', 'module', 'importmap', 'speculationrules', ...javaScriptTypes]);

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts of a page, in document order: the hash of
 * each script's text as it stands in the HTML, which is what the browser hashes. Scripts loaded
 * from a file (`src`) are allowed by `'self'` and need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(scriptElement)) {
    if (srcAttribute.test(attributes)) continue;
    const type = typeAttribute.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
    if (!policedTypes.has(typeValue)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

const noindexMeta = /<meta\b(?=[^>]*\sname=["']?robots["'\s/>])(?=[^>]*\scontent=["'][^"']*\bnoindex\b)[^>]*>/i;

/** Whether search engines may index the page: it has no `<meta name="robots" content="noindex">`. */
export const isIndexable = (html: string) => !noindexMeta.test(html);

/** The path a page file of the site's folder is served at: `index.html` → `/fr/`, `a/b.html` → `/fr/a/b`. */
export function pagePath(file: string, base: string): string {
  const rest = file
    .split(sep)
    .join('/')
    .replace(/\.html$/, '');
  if (rest === 'index') return `${base}/`;
  return rest.endsWith('/index') ? `${base}/${rest.slice(0, -'index'.length)}` : `${base}/${rest}`;
}

/**
 * Cache-Control by kind of file. Assets carry a hash of their content in their name: cached for
 * good. Pages, robots.txt and the sitemap are checked again on every visit, so that a deploy shows
 * at once. A URL matches one of these rules at most, by a pattern per folder of pages
 * (`/fr/:page`, `/fr/services/:page`, …): where two matching rules set the same header, Cloudflare
 * Pages joins the values and Netlify keeps one, and the site would depend on its host.
 */
export function cachingRules(
  pages: string[],
  redirects: string,
  base: string,
): Array<[pattern: string, value: string]> {
  // A rewrite (`/fr/blog/* /fr/blog 200`) serves a page under its folder too.
  const rewrittenFolders = [...redirects.matchAll(/^(\S+)\/\*\s+\S+\s+200\s*$/gm)].map(([, folder = '']) => folder);
  const pagePatterns = new Set([
    ...pages.map((page) => (page.endsWith('/') ? page : `${page.slice(0, page.lastIndexOf('/'))}/:page`)),
    ...rewrittenFolders.map((folder) => `${folder}/:page`),
  ]);
  const assetPattern = `${base}/assets/:file`;
  if (pagePatterns.has(`${base}/assets/:page`))
    throw new Error(`A page lives under ${base}/assets/, whose files are cached for good`);
  return [
    [assetPattern, 'public, max-age=31536000, immutable'],
    ...[...pagePatterns, '/robots.txt', '/sitemap.xml'].map((pattern): [string, string] => [pattern, 'no-cache']),
  ];
}

/** The security headers with the hashes of the pages' inline scripts in place of the slot. */
export function withScriptHashes(
  { scriptHashesSlot, headers }: SecurityHeadersRender,
  scriptHashes: string[],
): Array<[name: string, value: string]> {
  // The slot is one source of a directive: spaces around it, or the `;` that ends the directive.
  const slot = new RegExp(`(^|\\s)${scriptHashesSlot.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=;|\\s|$)`, 'g');
  const slots = headers.reduce((count, [, value]) => count + (value.match(slot)?.length ?? 0), 0);
  if (slots !== 1)
    throw new Error(`${securityHeadersFile} names the script hashes' slot ${slots} times instead of once`);
  // Without hashes, the slot goes with the space before it.
  return headers.map(([name, value]) => [
    name,
    value.replace(slot, (_, space: string) => (scriptHashes.length ? `${space}${scriptHashes.join(' ')}` : '')),
  ]);
}

function parseSecurityHeaders(json: string): SecurityHeadersRender {
  const rendered = JSON.parse(json) as Partial<SecurityHeadersRender>;
  const isPair = (header: unknown) =>
    Array.isArray(header) && header.length === 2 && header.every((part) => typeof part === 'string' && part !== '');
  if (
    typeof rendered.scriptHashesSlot !== 'string' ||
    !Array.isArray(rendered.headers) ||
    !rendered.headers.every(isPair)
  ) {
    throw new Error(`${securityHeadersFile} is not { scriptHashesSlot, headers: [name, value][] }`);
  }
  return rendered as SecurityHeadersRender;
}

/** Whether `inner` is `outer` or lies inside it. */
function isWithin(inner: string, outer: string): boolean {
  const path = relative(outer, inner);
  return path === '' || (!path.startsWith('..') && !isAbsolute(path));
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * Completes the publish folder, the parent of Astro's outDir: its root then holds the site's folder
 * (`fr/`) and only what this writes, so that nothing left from an older build or layout is deployed
 * with it. It moves Astro's `fr/404.html` to the root, where static hosts look for it, and writes
 * sitemap.xml and robots.txt, `_headers` (the security headers of site/src/config/security.ts,
 * with the hash of every inline script of the pages, then caching) and `_redirects` (copied from
 * site/host/_redirects). Throws on a build it cannot describe truthfully.
 */
export async function writeHostFiles(options: HostFilesOptions): Promise<HostFilesSummary> {
  const { origin, redirectsFile, logger } = options;
  const [outDir, projectRoot] = [resolve(options.outDir), resolve(options.projectRoot)];
  const base = options.base.replace(/\/$/, '');
  const publishRoot = dirname(outDir);
  const siteFolder = basename(outDir);
  if (base !== `/${siteFolder}`)
    throw new Error(`Astro's base ${options.base} does not name its outDir's folder ${siteFolder}`);
  if (publishRoot === projectRoot || !isWithin(publishRoot, projectRoot)) {
    throw new Error(`The publish folder ${publishRoot} must be a folder inside ${projectRoot}, as its root is emptied`);
  }
  for (const dir of options.sourceDirs.map((sourceDir) => resolve(sourceDir))) {
    if (isWithin(dir, publishRoot) || isWithin(publishRoot, dir)) {
      throw new Error(`The publish folder ${publishRoot} overlaps ${dir}, and its root is emptied`);
    }
  }

  const htmlFiles = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html')).sort();
  if (!htmlFiles.includes('404.html')) throw new Error(`${outDir} has no 404.html (src/pages/404.astro)`);
  if (!htmlFiles.includes('index.html')) throw new Error(`${outDir} has no home page, index.html`);
  const scriptHashes = new Set<string>();
  const pages: string[] = [];
  const indexable: string[] = [];
  for (const file of htmlFiles) {
    const html = await readFile(join(outDir, file), 'utf8');
    inlineScriptHashes(html).forEach((hash) => scriptHashes.add(hash));
    if (file === '404.html') continue;
    const page = pagePath(file, base);
    pages.push(page);
    if (isIndexable(html)) indexable.push(page);
  }
  pages.sort();
  indexable.sort();

  const renderedHeaders = join(outDir, securityHeadersFile);
  const securityHeaders = withScriptHashes(
    parseSecurityHeaders(
      await readFile(renderedHeaders, 'utf8').catch((error: unknown) => {
        throw new Error(`${securityHeadersFile} was not rendered (src/pages/security-headers.json.ts)`, {
          cause: error,
        });
      }),
    ),
    [...scriptHashes],
  );
  const redirects = await readFile(redirectsFile, 'utf8');
  const caching = cachingRules(pages, redirects, base);
  for (const [, target = ''] of redirects.matchAll(/^(?!#)\S+\s+(\S+)\s+200\s*$/gm)) {
    if (!pages.includes(target))
      logger?.warn(`_redirects rewrites to ${target}, which no page answers: the host serves the 404 page`);
  }

  // Build-only files: the headers' render, and Vite's manifest if one was asked for.
  await rm(renderedHeaders);
  await rm(join(outDir, '.vite'), { recursive: true, force: true });
  for (const entry of await readdir(publishRoot)) {
    if (entry !== siteFolder) await rm(join(publishRoot, entry), { recursive: true, force: true });
  }
  await rename(join(outDir, '404.html'), join(publishRoot, '404.html'));

  // Every indexable page, and where crawlers find the list, at the root of the host. Crawling is
  // allowed everywhere: the account pages (/fr/app/…) say `noindex` themselves, which a crawler only
  // reads if robots.txt lets it fetch them.
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...indexable.map((page) => `  <url><loc>${escapeXml(`${origin}${page}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  await writeFile(join(publishRoot, 'sitemap.xml'), sitemap);
  await writeFile(
    join(publishRoot, 'robots.txt'),
    ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n'),
  );
  // The `_headers` format of Netlify and Cloudflare Pages, which `npm run preview` serves by too:
  // the security headers (CSP, HSTS, …) on every response, then caching.
  await writeFile(
    join(publishRoot, '_headers'),
    [
      '# Written by the build (site/build/hostFiles.ts), the security headers from',
      '# site/src/config/security.ts: edit those files, not this one.',
      '/*',
      ...securityHeaders.map(([name, value]) => `  ${name}: ${value}`),
      ...caching.flatMap(([pattern, value]) => [pattern, `  Cache-Control: ${value}`]),
      '',
    ].join('\n'),
  );
  await writeFile(join(publishRoot, '_redirects'), redirects);
  logger?.info(
    `404.html, sitemap.xml (${indexable.length} of ${pages.length} pages), robots.txt, ` +
      `_headers (${scriptHashes.size} script hashes, Cache-Control on ${caching.length} patterns), _redirects`,
  );
  return { pages, indexable, scriptHashes: [...scriptHashes] };
}
