// The no-JavaScript floor of a page: its prerendered HTML without anything that only serves scripts,
// served from the same origin, by the same server, with the same styles, fonts and images. How far
// the built page is from it is what its JavaScript costs before and around the first paint.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { baseFolder } from '../../site/scripts/layout.mjs';

/**
 * The floor copies live under this folder of the site (dist/fr/), so the server answers
 * `/fr/__floor__/about` from `dist/fr/__floor__/about.html` as it answers `/fr/about` from
 * `dist/fr/about.html`, with the same security headers. (Their caching rule differs, which
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

/** The elements of `html` that run or fetch script. */
export function scriptOnlyElements(html) {
  return [
    ...[...html.matchAll(scriptElements)].map(([element]) => element).filter((element) => !isDataBlock(element)),
    ...[...html.matchAll(linkElements)].map(([tag]) => tag).filter(isScriptLink),
  ];
}

/** `html` without its script-only elements, and how many went. */
export function floorHtml(html) {
  let removed = 0;
  const drop = (element, keep) => {
    if (keep) return element;
    removed += 1;
    return '';
  };
  const floor = html
    .replace(scriptElements, (element) => drop(element, isDataBlock(element)))
    .replace(linkElements, (tag) => drop(tag, !isScriptLink(tag)))
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
  return { html: floor, removed };
}

/** Writes the floor copy of every page into the publish folder `distDir` and returns the pages with its route. */
export function writeFloorPages(distDir, pages) {
  const site = join(distDir, baseFolder);
  return pages.map((page) => {
    const file = join(site, floorFolder, relative(site, page.file));
    const { html, removed } = floorHtml(readFileSync(page.file, 'utf8'));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    return { ...page, floor: { path: floorRoute(page.path), removedElements: removed } };
  });
}

/**
 * What the page asked for before its first paint: the transfer size of every request the renderer
 * started before FCP. With simulated throttling, the report has per-request timings only for the
 * real, unthrottled load (the simulation publishes none of its own), so both the request times and
 * the FCP here are the observed ones of that load, not the throttled figures of the table.
 * `network-requests` gives times in ms from its earliest request (`debugData.networkStartTimeTs`, µs
 * on the trace clock) and the metrics audit the observed FCP as a trace timestamp in µs.
 * `rendererStartTime` (the page asked) rather than `networkRequestTime` (the request went out): the
 * local server speaks HTTP/1.1, where Chrome holds low-priority requests back for a free connection
 * (module preloads wait there 100-300 ms), which an HTTP/2 host does not; both are recorded.
 */
export function bytesBeforeFirstPaint(lhr) {
  const fcpTs = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaintTs;
  const network = lhr.audits['network-requests']?.details;
  const startTs = network?.debugData?.networkStartTimeTs;
  if (!Number.isFinite(fcpTs) || !Number.isFinite(startTs) || !Array.isArray(network.items)) return undefined;
  const fcpMs = (fcpTs - startTs) / 1000;
  // A time is missing when the request never started (it stays out).
  const startedBefore = (key) => network.items.filter((item) => (item[key] ?? Infinity) < fcpMs);
  const sum = (items) => items.reduce((total, item) => total + (item.transferSize ?? 0), 0);
  const requested = startedBefore('rendererStartTime');
  return {
    bytes: sum(requested),
    scriptBytes: sum(requested.filter((item) => item.resourceType === 'Script')),
    requests: requested.length,
    sentBytes: sum(startedBefore('networkRequestTime')),
  };
}
