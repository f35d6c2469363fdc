// Renders every route of the SSR build into the client build's HTML template, and writes the
// publish folder's host files (see scripts/layout.mjs for the layout): dist/fr/index.html for `/fr/`,
// dist/fr/<path>.html per route, dist/404.html for unknown paths. SITE_DIST_DIR names another
// publish folder of site/ (the client build must have been written to its fr/), for a variant of
// the site such as the end-to-end build with a stubbed chat endpoint.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseFolder, pageFile, publishDir } from './layout.mjs';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const publishRoot = publishDir();
const publishName = relative(siteDir, publishRoot);
// The client build, written by `vite build --outDir <publish folder>/fr`.
const distDir = join(publishRoot, baseFolder);
const serverEntry = join(siteDir, 'dist-server', 'entry-server.js');

const { render, paths, basename, origin, securityHeaders, headScripts, renderConsentBanner, PAGE_MODULES_ID } =
  await import(serverEntry);
if (basename !== `/${baseFolder}`) throw new Error(`The router's base ${basename} is not /${baseFolder}`);
const builtTemplate = await readFile(join(distDir, 'index.html'), 'utf8');
const manifestFile = join(distDir, '.vite', 'manifest.json');
const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
const assetBase = `${basename}/`;

/**
 * Nothing but the HTML, with its stylesheet inside, on the path of the first paint: the page is complete
 * without script, so the HTML names no script for the browser to fetch. Vite's entry script and
 * module preloads leave the template; each page lists them, with the chunks of the page modules it
 * shows, in a data block that the boot script (site/src/boot/bootScript.ts) loads once the page
 * has painted. The web fonts wait for the paint too: the boot script sets text in their
 * metric-matched fallbacks until then (site/src/boot/webFonts.ts).
 */
const entryScript = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/;
const templatePreload = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;
const entry = builtTemplate.match(entryScript)?.[1];
if (!entry) throw new Error('index.html has no module entry script');
const sharedPreloads = [...builtTemplate.matchAll(templatePreload)].map(([, href]) => href);

/**
 * The stylesheet is written into each page: the first paint then needs the HTML alone, one round
 * trip fewer on a slow link than HTML then CSS. It is one file for the whole site (the build does
 * not split CSS) and about 13 KiB compressed; navigation after the first page happens in the
 * browser, so no later page downloads it again. Its font URLs are absolute (`/fr/assets/…`), so
 * they resolve the same from any page.
 */
const stylesheetLink = /<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/;
const stylesheetHref = builtTemplate.match(stylesheetLink)?.[1];
if (!stylesheetHref) throw new Error('index.html links no stylesheet');
const stylesheet = (await readFile(join(distDir, stylesheetHref.slice(assetBase.length)), 'utf8')).trim();
if (/<\/style/i.test(stylesheet)) throw new Error(`${stylesheetHref} contains "</style" and cannot be inlined`);
if (/url\((?!["']?(?:\/|data:))/.test(stylesheet)) throw new Error(`${stylesheetHref} has a relative url()`);

const template = builtTemplate
  .replace(entryScript, '')
  .replace(templatePreload, '')
  .replace(stylesheetLink, () => `<style>${stylesheet}</style>`);

/** The page's modules: the entry, then the chunks of the page modules it shows and their imports. */
function pageModules(pages) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is missing from the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  pages.forEach(visit);
  const preload = [...new Set([...sharedPreloads, ...[...files].map((file) => `${assetBase}${file}`)])];
  // `<` escaped: the list sits inside a script element.
  const json = JSON.stringify({ entry, preload }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_MODULES_ID}">${json}</script>`;
}

// Hoistable elements React 19 emits ahead of the markup when it does not render <html> itself.
const leadingHoistables = /^(?:<title>[\s\S]*?<\/title>|<(?:meta|link|base)\b[^>]*>)*/;

// The cookie banner is drawn into every page, and the consent head script decides before the first
// paint whether it shows (site/src/features/consent/consentScript.ts); the boot script follows it.
const consentBanner = renderConsentBanner();
const inlineHeadScripts = headScripts.map((script) => `<script>${script}</script>`).join('');

function toDocument(rendered, rootAttributes, modules) {
  const [head] = rendered.match(leadingHoistables);
  const body = rendered.slice(head.length);
  if (!head.includes('<title>')) throw new Error('A page rendered without a <title>');
  for (const marker of ['<!--app-head-->', '<!--app-html-->', '<!--app-consent-->', '<meta charset="UTF-8" />']) {
    if (!template.includes(marker)) throw new Error(`index.html lost its ${marker}`);
  }
  return (
    template
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace('<!--app-head-->', head + modules)
      .replace('<div id="root">', `<div id="root"${rootAttributes}>`)
      .replace('<!--app-html-->', body)
      .replace('<!--app-consent-->', consentBanner)
      // First in <head>, before the styles.
      .replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />${inlineHeadScripts}`)
  );
}

/** Writes one page; tells whether search engines may index it (no `noindex` robots meta). */
async function prerender(url, file, rootAttributes = '') {
  const { html, pages } = await render(url);
  const target = join(publishRoot, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, toDocument(html, rootAttributes, pageModules(pages)));
  console.log(`  ${url} -> ${publishName}/${file}`);
  return !/<meta name="robots" content="noindex"/.test(html);
}

// The publish folder's root holds only what this script writes: nothing left from an older build
// or layout may be deployed with it.
for (const entry of await readdir(publishRoot)) {
  if (entry !== baseFolder) await rm(join(publishRoot, entry), { recursive: true, force: true });
}

console.log('Prerendering:');
const pageUrls = [];
const indexable = [];
for (const path of paths()) {
  const url = `${basename}${path === '/' ? '/' : path}`;
  pageUrls.push(url);
  if (await prerender(url, pageFile(url))) indexable.push(url);
}
// Any path no route claims renders the catch-all route: the French 404 page, at the root, where
// static hosts look for it.
// The marker tells the client that this markup may belong to another path than the one shown.
await prerender(`${basename}/__page-introuvable__`, '404.html', ' data-prerendered="not-found"');

// Every indexable page, and where crawlers find the list, at the root of the host. Crawling is
// allowed everywhere: the account pages (/fr/app/…) say `noindex` themselves, which a crawler only
// reads if robots.txt lets it fetch them.
const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...indexable.map((url) => `  <url><loc>${escapeXml(`${origin}${url}`)}</loc></url>`),
  '</urlset>',
  '',
].join('\n');
await writeFile(join(publishRoot, 'sitemap.xml'), sitemap);
await writeFile(
  join(publishRoot, 'robots.txt'),
  ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n'),
);
console.log(`  sitemap.xml: ${indexable.length} pages; robots.txt`);

/**
 * Cache-Control by kind of file. Assets carry a hash of their content in their name: cached for
 * good. Pages, robots.txt and the sitemap are checked again on every visit, so that a deploy shows
 * at once. A URL matches one of these rules at most, by a pattern per folder of pages
 * (`/fr/:page`, `/fr/services/:page`, …): where two matching rules set the same header, Cloudflare
 * Pages joins the values and Netlify keeps one, and the site would depend on its host.
 */
const redirects = await readFile(join(siteDir, 'host', '_redirects'), 'utf8');
// A rewrite (`/fr/blog/* /fr/blog 200`) serves a page under its folder too.
const rewrittenFolders = [...redirects.matchAll(/^(\S+)\/\*\s+\S+\s+200\s*$/gm)].map(([, folder]) => folder);
const pagePatterns = new Set([
  ...pageUrls.map((url) => (url === `${basename}/` ? url : `${url.slice(0, url.lastIndexOf('/'))}/:page`)),
  ...rewrittenFolders.map((folder) => `${folder}/:page`),
]);
const assetPattern = `${basename}/assets/:file`;
if (pagePatterns.has(assetPattern.replace(':file', ':page'))) throw new Error(`A page lives under ${basename}/assets/`);
const caching = [
  [assetPattern, 'public, max-age=31536000, immutable'],
  ...[...pagePatterns, '/robots.txt', '/sitemap.xml'].map((pattern) => [pattern, 'no-cache']),
];

// The host's rules in the `_headers` format of Netlify and Cloudflare Pages, which `npm run preview`
// serves by too: the security headers (CSP, HSTS, …) on every response, then caching.
await writeFile(
  join(publishRoot, '_headers'),
  [
    '# Written by the build (site/scripts/prerender.mjs), the security headers from',
    '# site/src/config/security.ts: edit those files, not this one.',
    '/*',
    ...securityHeaders.map(([name, value]) => `  ${name}: ${value}`),
    ...caching.flatMap(([pattern, value]) => [pattern, `  Cache-Control: ${value}`]),
    '',
  ].join('\n'),
);
console.log(
  `  _headers: ${securityHeaders.map(([name]) => name).join(', ')}; Cache-Control on ${caching.length} patterns`,
);
// Redirects and rewrites, written by hand.
await writeFile(join(publishRoot, '_redirects'), redirects);
console.log('  _redirects');

// The SSR bundle and the manifest only exist to produce the HTML above.
await rm(join(siteDir, 'dist-server'), { recursive: true, force: true });
await rm(join(distDir, '.vite'), { recursive: true, force: true });
