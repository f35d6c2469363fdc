// Right to left in the Vite app of fixtures/vite-app, after its own minifier: Vite 8 minifies CSS
// with Lightning CSS, which rewrote the package's `:dir(rtl)` as `:lang(ar, he, …)` for browsers
// without `:dir()`, so the mirroring followed the page's language instead of its direction.
//   1. the CSS direction.html loads has direction selectors (`[dir=rtl]`) and no `:lang(`
//   2. in Chromium, the chevrons of Breadcrumbs, Pager and DataTable's page buttons are mirrored in
//      a French page with dir="rtl", and not in a part of it with dir="ltr" and lang="ar"
//      (fixtures/vite-app/src/direction.jsx)
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pageProblems } from './page-problems.mjs';

/** The two sections of direction.html, and how their chevrons must be drawn. */
const SECTIONS = {
  'rtl-french': { what: 'dir="rtl" lang="fr"', transform: 'matrix(-1, 0, 0, 1, 0, 0)' },
  'ltr-arabic': { what: 'dir="ltr" lang="ar"', transform: 'none' },
};
/** Breadcrumbs' two separators, Pager's two links, DataTable's two page buttons. */
const CHEVRONS_PER_SECTION = 6;

/**
 * @param {{ dist: string, origin: string }} options the Vite app's `dist` and the origin serving it
 * @returns {Promise<Array<{ ok: boolean, label: string, details?: string }>>}
 */
export async function checkDirection({ dist, origin }) {
  const results = [];
  const result = (ok, label, details) => results.push(ok ? { ok, label } : { ok, label, details });

  const html = await readFile(join(dist, 'direction.html'), 'utf8');
  const hrefs = Array.from(html.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+)"/g), ([, href]) => href);
  const css = (await Promise.all(hrefs.map((href) => readFile(join(dist, href), 'utf8')))).join('\n');
  const directionSelectors = css.match(/\[dir=["']?rtl["']?\]/g)?.length ?? 0;
  const languageSelectors = [...new Set(css.match(/:lang\([^)]*\)/g) ?? [])];
  result(
    hrefs.length > 0 && directionSelectors > 0 && languageSelectors.length === 0,
    `scratch app: the minified CSS keeps the package's direction selectors (${directionSelectors} [dir=rtl]) and turns none into :lang()`,
    [
      hrefs.length ? '' : 'direction.html links no stylesheet',
      directionSelectors ? '' : 'no [dir=rtl] selector in the CSS',
      ...languageSelectors.map((selector) => `${selector} in the CSS: a direction that follows the language`),
    ]
      .filter(Boolean)
      .join('\n'),
  );

  const { chromium } = await import('playwright');
  const { chromiumArgs, testChromium } = await import('../browser.mjs');
  const browser = await chromium.launch({ executablePath: testChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    const problems = pageProblems(page);
    await page.goto(`${origin}/direction.html`, { waitUntil: 'networkidle' });
    await page.locator('#ltr-arabic table').waitFor({ timeout: 10_000 });
    const seen = await page.evaluate((ids) => {
      const drawn = {};
      for (const id of ids)
        drawn[id] = [...document.querySelectorAll(`#${id} svg:is(.lucide-chevron-left, .lucide-chevron-right)`)].map(
          (svg) => getComputedStyle(svg).transform,
        );
      return drawn;
    }, Object.keys(SECTIONS));
    const wrong = Object.entries(SECTIONS).flatMap(([id, { what, transform }]) => {
      const transforms = seen[id];
      if (transforms.length !== CHEVRONS_PER_SECTION)
        return [`${what}: ${transforms.length} chevrons found, expected ${CHEVRONS_PER_SECTION}`];
      const off = transforms.filter((value) => value !== transform);
      return off.length ? [`${what}: transforms ${transforms.join(' · ')}, expected ${transform} for each`] : [];
    });
    result(
      wrong.length === 0 && problems.length === 0,
      `scratch app: direction.html in Chromium: the ${CHEVRONS_PER_SECTION} chevrons of Breadcrumbs, Pager and DataTable are mirrored under dir="rtl" lang="fr" and not under dir="ltr" lang="ar", no console message`,
      [...wrong, ...problems].join('\n'),
    );
  } finally {
    await browser.close();
  }
  return results;
}
