// Deterministic size figures of the built site and package, in gzip bytes: what `npm test` checks
// against budgets.json and what `npm run bench` prints. Build first (`npm run build`).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { baseFolder, fileAt, pagePath, publishDir } from '../site/scripts/layout.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));
/** The site's publish folder, as `npm run build` writes it and a host serves it. */
export const siteDist = publishDir('dist');
const uiDir = join(root, 'packages', 'ui');

const gzipBytes = (content) => gzipSync(content, { level: 9 }).length;

/**
 * Every prerendered page of a publish folder, `{ path: '/fr/about', file }`, sorted by path.
 * @returns {Array<{ path: string, file: string }>}
 */
export function prerenderedPages(distDir = siteDist) {
  const site = join(distDir, baseFolder);
  if (!existsSync(site)) return [];
  return readdirSync(site, { recursive: true, encoding: 'utf8' })
    .map((name) => ({ path: pagePath(join(baseFolder, name)), file: join(site, name) }))
    .filter((page) => page.path !== null)
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** Island directives that hydrate without waiting for the visitor (`client:interaction` and `client:stored` wait). */
const eagerDirectives = new Set(['load', 'idle', 'visible', 'media', 'only']);

/** The islands of a page: `{ name, client, files }`, `files` its component module and the React renderer. */
function islandsOf(html) {
  const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  return [...html.matchAll(/<astro-island\b[^>]*>/g)].map(([tag]) => ({
    name: (attribute(tag, 'component-url') ?? '').replace(/^.*\/|\.[\w-]+\.js$/g, ''),
    client: attribute(tag, 'client') ?? '',
    files: [attribute(tag, 'component-url'), attribute(tag, 'renderer-url')].filter(Boolean),
  }));
}

/** The gzip size of JavaScript files with every module they import statically, each file counted once. */
function moduleGraph(distDir) {
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    const code = readFileSync(file, 'utf8');
    // Static imports only (`import … from "./x.js"`, `import "./x.js"`); `import("./x.js")` is lazy.
    for (const [, dep] of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)) {
      visit(join(file, '..', dep));
    }
  };
  return {
    add: (href) => visit(fileAt(distDir, href)),
    files,
    gzip: () => [...files].reduce((sum, file) => sum + gzipBytes(readFileSync(file)), 0),
  };
}

/** The inline scripts of a page, data blocks (JSON-LD) left out. */
const inlineScripts = (html) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => code,
  );

/**
 * What a page runs before the visitor touches anything: its inline scripts, its module scripts and
 * the islands that hydrate on their own (`client:load`, `idle`, `visible`, `media`, `only`), with
 * every module they import statically; and its styles (linked or written into the page). The
 * islands that wait for the visitor (`client:interaction`, `client:stored`) are not counted:
 * `islandsTotal` has them.
 */
export function firstLoad(htmlFile, distDir = siteDist) {
  const html = readFileSync(htmlFile, 'utf8');
  const graph = moduleGraph(distDir);
  for (const [, src] of html.matchAll(/<script type="module" src="([^"]+)"/g)) graph.add(src);
  const eager = islandsOf(html).filter(({ client }) => eagerDirectives.has(client));
  for (const { files } of eager) files.forEach(graph.add);
  const inline = inlineScripts(html).reduce((sum, code) => sum + gzipBytes(code), 0);
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*\shref="([^"]+)"/g)].reduce(
    (sum, [, href]) => sum + gzipBytes(readFileSync(fileAt(distDir, href))),
    0,
  );
  // Styles written into the page count as CSS too (they also travel inside its HTML).
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].reduce(
    (sum, [, text]) => sum + gzipBytes(text),
    0,
  );
  return {
    js: graph.gzip() + inline,
    jsFiles: graph.files.size,
    eagerIslands: eager.map(({ name }) => name),
    css: css + inlineCss,
  };
}

/** Every island of a page, each with the gzip size of the JavaScript it loads (React included). */
export function islandsTotal(htmlFile, distDir = siteDist) {
  const html = readFileSync(htmlFile, 'utf8');
  const all = moduleGraph(distDir);
  const islands = islandsOf(html).map(({ name, client, files }) => {
    const own = moduleGraph(distDir);
    files.forEach(own.add);
    files.forEach(all.add);
    return { name, client, gzip: own.gzip() };
  });
  return { islands, js: all.gzip() };
}

/**
 * What a page asks for before its first paint: its HTML, its stylesheets, and every resource its
 * HTML names that the browser fetches at more than low priority (preloads, module preloads and
 * scripts without `fetchpriority="low"`, which Chrome schedules alongside the stylesheet). Gzip
 * bytes; fonts count as they are (already compressed). `items` lists each resource.
 */
export function beforeFirstPaint(htmlFile, distDir = siteDist) {
  const html = readFileSync(htmlFile, 'utf8');
  const assetPath = (href) => fileAt(distDir, href);
  const items = [{ what: 'HTML', bytes: gzipBytes(html) }];
  const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*>/g)) {
    const rel = attribute(tag, 'rel');
    const href = attribute(tag, 'href') ?? attribute(tag, 'src');
    if (!href || !href.startsWith('/fr/')) continue;
    const competing =
      rel === 'stylesheet' ||
      ((['preload', 'modulepreload'].includes(rel) || tag.startsWith('<script')) &&
        attribute(tag, 'fetchpriority') !== 'low');
    if (!competing) continue;
    const content = readFileSync(assetPath(href));
    items.push({ what: href, bytes: href.endsWith('.woff2') ? content.length : gzipBytes(content) });
  }
  return { bytes: items.reduce((sum, item) => sum + item.bytes, 0), items };
}

/**
 * The link-preview images (`social/*.jpg`) and the logo of the site build, largest first. Raw
 * bytes: the files are compressed already and travel as they are.
 */
export function shareImages(distDir = siteDist) {
  const site = join(distDir, baseFolder);
  const social = join(site, 'social');
  const files = existsSync(social) ? readdirSync(social).map((name) => `social/${name}`) : [];
  return [...files, 'logo.png']
    .filter((name) => existsSync(join(site, name)))
    .map((name) => ({ name, bytes: statSync(join(site, name)).size }))
    .sort((a, b) => b.bytes - a.bytes);
}

/** Minified, gzipped size of what an app bundles for `source`, React and ReactDOM left out. */
async function bundledSize(source) {
  const result = await build({
    stdin: { contents: source, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return gzipBytes(result.outputFiles[0].contents);
}

/**
 * The package as a consumer's bundler sees it (its `dist`): the whole JS, the JS of an app
 * that imports `Button` alone, and the one stylesheet.
 */
export async function packageSizes() {
  const css = join(uiDir, 'dist', 'styles.css');
  if (!existsSync(css)) throw new Error('packages/ui/dist is missing: run `npm run build` first');
  return {
    js: await bundledSize("import * as ui from '@company/ui'; console.log(ui);"),
    buttonOnlyJs: await bundledSize("import { Button } from '@company/ui'; console.log(Button);"),
    css: gzipBytes(readFileSync(css)),
  };
}

export const kib = (bytes) => bytes / 1024;
export const formatKiB = (bytes) => `${kib(bytes).toFixed(1)} KiB`;
