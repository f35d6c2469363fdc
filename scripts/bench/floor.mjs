// The no-JavaScript floor of a page: its prerendered HTML without anything that only serves scripts,
// served from the same origin, by the same server, with the same styles, fonts and images. How far
// the built page is from it is what its JavaScript costs before and around the first paint.
// `node scripts/bench/floor.mjs` (lighthouserc.cjs runs it before the server) copies site/dist to
// test-reports/bench-site with the floor of every page beside it: a build started during the bench
// cannot change what is measured, and site/dist stays as the host receives it.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertBuilt, baseFolder } from '../../site/scripts/layout.mjs';
import { prerenderedPages, siteDist } from '../sizes.mjs';

/** The publish folder the bench serves. */
export const benchSite = fileURLToPath(new URL('../../test-reports/bench-site', import.meta.url));

/**
 * The floor copies live under this folder of the site (fr/), so the server answers
 * `/fr/__floor__/about` from `fr/__floor__/about.html` as it answers `/fr/about` from
 * `fr/about.html`, with the same security headers. (Their caching rule differs, which
 * Lighthouse does not see: it clears the cache before each run.)
 */
const floorFolder = '__floor__';

/** `/fr/` → `/fr/__floor__/`, `/fr/about` → `/fr/__floor__/about`. */
export const floorRoute = (path) => `/fr/${floorFolder}/${path.slice('/fr/'.length)}`;

const attribute = (tag, name) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((value) => value !== undefined)
    ?.toLowerCase();

// The closing tag cannot occur inside a script's text (the HTML parser would end the script there),
// so the shortest match is the whole element.
const scriptElements = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const linkElements = /<link\b[^>]*>/gi;

/** JSON-LD is data for crawlers, never run: it stays. */
const isDataBlock = (element) => attribute(/^<script\b[^>]*>/i.exec(element)[0], 'type') === 'application/ld+json';
const isScriptLink = (tag) => {
  const rel = attribute(tag, 'rel')?.split(/\s+/) ?? [];
  return rel.includes('modulepreload') || (rel.includes('preload') && attribute(tag, 'as') === 'script');
};

/** `html` without the elements that run or fetch script. */
export function floorHtml(html) {
  const floor = html
    .replace(scriptElements, (element) => (isDataBlock(element) ? element : ''))
    .replace(linkElements, (tag) => (isScriptLink(tag) ? '' : tag))
    // What the consent head script decides for a first visit, written down: the floor paints the
    // cookie banner as the built page does for a visitor who has not chosen yet.
    .replace(/<html\b([^>]*)>/i, '<html$1 data-consent="ask">');
  // Linked stylesheets and styles written into the page.
  const styles = (text) =>
    [...text.matchAll(linkElements)].filter(([tag]) => attribute(tag, 'rel') === 'stylesheet').length +
    (text.match(/<style\b/gi)?.length ?? 0);
  // A `<script` inside an attribute value would make the regular expressions eat real content.
  if (styles(floor) !== styles(html) || !/<\/body>/i.test(floor)) {
    throw new Error('removing the scripts from a page also removed some of its content');
  }
  return floor;
}

/**
 * What the page asked for before its first paint: the transfer size of every request the renderer
 * started before FCP. With simulated throttling, the report has per-request timings only for the
 * real, unthrottled load (the simulation publishes none of its own), so both the request times and
 * the FCP here are the observed ones of that load, not the throttled figures of the table.
 * `network-requests` times are in ms from its earliest request (`networkStartTimeTs`, µs on the
 * trace clock, as is the observed FCP). `rendererStartTime` (the page asked), not `networkRequestTime`:
 * over the local server's HTTP/1.1 Chrome holds low-priority requests back, which an HTTP/2 host does not.
 */
export function bytesBeforeFirstPaint(lhr) {
  const fcpTs = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaintTs;
  const network = lhr.audits['network-requests']?.details;
  const startTs = network?.debugData?.networkStartTimeTs;
  if (!Number.isFinite(fcpTs) || !Number.isFinite(startTs) || !Array.isArray(network.items)) return undefined;
  const fcpMs = (fcpTs - startTs) / 1000;
  // A request that never started has no time and stays out.
  return network.items
    .filter((item) => (item.rendererStartTime ?? Infinity) < fcpMs)
    .reduce((total, item) => total + (item.transferSize ?? 0), 0);
}

if (import.meta.main) {
  assertBuilt(siteDist);
  rmSync(benchSite, { recursive: true, force: true });
  cpSync(siteDist, benchSite, { recursive: true });
  const site = join(benchSite, baseFolder);
  for (const { file } of prerenderedPages(benchSite)) {
    const floor = join(site, floorFolder, relative(site, file));
    mkdirSync(dirname(floor), { recursive: true });
    writeFileSync(floor, floorHtml(readFileSync(file, 'utf8')));
  }
}
