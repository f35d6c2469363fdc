import { expect, test } from './fixtures';
import { expectNoViolations } from './support/axe';
import { cookieBanner, waitForDeferredFeatures } from './support/deferred';
import { expectNoEqualAccessViolations } from './support/equalAccess';
import { publicRoutes, publicTemplateRoutes } from './support/publicRoutes';
import { requestsElsewhere } from './support/requests';

/**
 * Every public route as a first visit meets it: the page answers 200 with its title, its one h1 and
 * its content; it shows the widgets every page carries (the chat launcher, the cookie banner, both
 * in its HTML) without a console message (the fixture fails the test on any) and without a request
 * to another host; and axe finds no WCAG 2.2 A or AA violation on the whole page
 * once the banner is closed. Every route at 1280 px; at 375 px, one document's page and one
 * service's page stand for the others, which share their templates. The banner is the same on every page: it is analysed on the
 * home page at each width, and over a whole page with its categories shown in a11y.spec.ts.
 *
 * At 1280 px a second engine, IBM Equal Access's, analyses the first visit as it is, banner open
 * (the same two pages standing for the others); console.spec.ts runs it on the other pages.
 */

// Desktop Chrome's 1280 px and a small phone's 375 px. The site has no touch- or pointer-specific
// styles (no `hover`/`pointer` media queries), so the width is what changes its layout.
const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 720 }, routes: publicRoutes, equalAccess: true },
  { name: '375 px', viewport: { width: 375, height: 812 }, routes: publicTemplateRoutes, equalAccess: false },
];

const templatePaths = new Set(publicTemplateRoutes.map(({ path }) => path));

/** The page on which the cookie banner itself is analysed. */
const bannerRoute = '/fr/';

for (const { name, viewport, routes, equalAccess } of widths) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport });
    // Two or three analyses of the longest pages: well within the default on an idle machine, not
    // when the suite shares its two cores.
    test.describe.configure({ timeout: 60_000 });

    for (const route of routes) {
      const banner = route.path === bannerRoute;
      const secondEngine = equalAccess && templatePaths.has(route.path);
      const checks = [banner && 'banner open then closed', secondEngine && 'IBM Equal Access'].filter(Boolean);
      test(`${route.path} renders silently and has no WCAG 2.2 AA violation${checks.length ? `, ${checks.join(', ')}` : ''}`, async ({
        page,
        baseURL,
      }, testInfo) => {
        const elsewhere = requestsElsewhere(page, baseURL);
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(`${route.title} | Company`);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(route.heading);
        await expect(main.getByRole('heading', { name: route.content }).first()).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

        // A first visit: the head script shows the banner; the chat launcher is in the HTML.
        await waitForDeferredFeatures(page, { banner: true });
        if (banner) {
          const bannerTitle = await cookieBanner(page).getAttribute('aria-labelledby');
          await expectNoViolations(page, 'cookie banner open', { include: `[aria-labelledby="${bannerTitle}"]` });
        }
        if (secondEngine) await expectNoEqualAccessViolations(page, testInfo, route.path);

        await cookieBanner(page).getByRole('button', { name: 'Tout refuser' }).click();
        await expect(cookieBanner(page)).toBeHidden();
        await expectNoViolations(page, 'cookie banner closed');
        expect(elsewhere, 'requests to other hosts').toEqual([]);
      });
    }
  });
}
