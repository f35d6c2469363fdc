// What a built page loads, read from its HTML: the part of the size budgets that size-limit cannot
// do. size-limit measures a list of files; which files a page loads (its scripts and the modules
// they import, its islands, its styles, the code written into it) and which page is the heaviest
// are ours. .size-limit.mjs turns these lists into size-limit entries; `npm run bench` prints the
// first-load figures. Build first (`npm run build`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { baseFolder, fileAt, pagePath, publishDir } from '../site/scripts/layout.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));
/** The site's publish folder, as `npm run build` writes it and a host serves it. */
export const siteDist = publishDir('dist');

/**
 * A piece of what a page loads: a file of the publish folder, or code written into the page
 * (`text`, with the extension a file holding it would have).
 * @typedef {{ file: string } | { text: string, ext: 'js' | 'css' }} Part
 */

/**
 * The gzip size of parts, each compressed on its own at level 9, as size-limit's `gzip: true` does.
 * @param {Part[]} parts
 */
export const gzipSize = (parts) =>
  parts.reduce(
    (sum, part) => sum + gzipSync('file' in part ? readFileSync(part.file) : part.text, { level: 9 }).length,
    0,
  );

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

const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/** Island directives that hydrate without waiting for the visitor (`client:interaction` and `client:stored` wait). */
const eagerDirectives = new Set(['load', 'idle', 'visible', 'media', 'only']);

/** The islands of a page: `{ name, client, hrefs }`, `hrefs` its component module and the React renderer. */
function islandsOf(html) {
  return [...html.matchAll(/<astro-island\b[^>]*>/g)].map(([tag]) => ({
    name: (attribute(tag, 'component-url') ?? '').replace(/^.*\/|\.[\w-]+\.js$/g, ''),
    client: attribute(tag, 'client') ?? '',
    hrefs: [attribute(tag, 'component-url'), attribute(tag, 'renderer-url')].filter(Boolean),
  }));
}

/** The files of JavaScript modules with every module they import statically, each file once. */
function moduleGraph(distDir, hrefs) {
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    // Static imports only (`import … from "./x.js"`, `import "./x.js"`); `import("./x.js")` is lazy.
    for (const [, dep] of readFileSync(file, 'utf8').matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)) {
      visit(join(file, '..', dep));
    }
  };
  for (const href of hrefs) visit(fileAt(distDir, href));
  return files;
}

/** Parts for files, each file once. */
const fileParts = (files) => [...new Set(files)].map((file) => ({ file }));

/** The inline scripts of a page, data blocks (JSON-LD) left out. */
const inlineScripts = (html) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, text]) => ({ text, ext: 'js' }),
  );

/**
 * What a page runs before the visitor touches anything (`scripts`): its inline scripts, its module
 * scripts and the islands that hydrate on their own (`client:load`, `idle`, `visible`, `media`,
 * `only`), with every module they import statically; and its styles, linked or written into the
 * page (`styles`). The islands that wait for the visitor (`client:interaction`, `client:stored`)
 * are left out: `islands` has them. `js` and `css` are the gzip sizes of the two lists.
 */
export function firstLoad(htmlFile, distDir = siteDist) {
  const html = readFileSync(htmlFile, 'utf8');
  const modules = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map(([, src]) => src);
  const eager = islandsOf(html).filter(({ client }) => eagerDirectives.has(client));
  const scripts = [
    ...inlineScripts(html),
    ...fileParts(moduleGraph(distDir, [...modules, ...eager.flatMap(({ hrefs }) => hrefs)])),
  ];
  const styles = [
    ...[...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*\shref="([^"]+)"/g)].map(([, href]) => ({
      file: fileAt(distDir, href),
    })),
    ...[...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, text]) => ({ text, ext: 'css' })),
  ];
  return {
    eagerIslands: eager.map(({ name }) => name),
    scripts,
    styles,
    js: gzipSize(scripts),
    css: gzipSize(styles),
  };
}

/**
 * The islands of a page, each with the JavaScript it loads (React included), and `all`, what the
 * page loads once every island is touched (shared modules once).
 */
export function islands(htmlFile, distDir = siteDist) {
  const found = islandsOf(readFileSync(htmlFile, 'utf8')).map(({ name, hrefs }) => {
    const files = fileParts(moduleGraph(distDir, hrefs));
    return { name, files, js: gzipSize(files) };
  });
  const all = fileParts(found.flatMap(({ files }) => files.map(({ file }) => file)));
  return { islands: found, all, js: gzipSize(all) };
}

/**
 * What a page asks for before its first paint: its HTML, its stylesheets, and every resource its
 * HTML names that the browser fetches at more than low priority (preloads, module preloads and
 * scripts without `fetchpriority="low"`, which Chrome schedules alongside the stylesheet).
 */
export function beforeFirstPaint(htmlFile, distDir = siteDist) {
  const html = readFileSync(htmlFile, 'utf8');
  const files = [htmlFile];
  for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*>/g)) {
    const rel = attribute(tag, 'rel');
    const href = attribute(tag, 'href') ?? attribute(tag, 'src');
    if (!href || !href.startsWith(`/${baseFolder}/`)) continue;
    const competing =
      rel === 'stylesheet' ||
      ((['preload', 'modulepreload'].includes(rel) || tag.startsWith('<script')) &&
        attribute(tag, 'fetchpriority') !== 'low');
    if (competing) files.push(fileAt(distDir, href));
  }
  const parts = fileParts(files);
  return { files: parts, bytes: gzipSize(parts) };
}

export const kib = (bytes) => bytes / 1024;
export const formatKiB = (bytes) => `${kib(bytes).toFixed(1)} KiB`;
