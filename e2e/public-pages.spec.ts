import { expect, test } from './fixtures';
import { expectNoViolations } from './support/axe';
import { cookieBanner, waitForDeferredFeatures } from './support/deferred';
import { publicRoutes } from './support/publicRoutes';

/**
 * Every public route, loaded once at each width, with all that a first visit must hold: the page
 * answers 200 with its title, its one h1 and its content; it hydrates and loads its deferred
 * features (the chat launcher, the cookie banner) without a console message, hydration mismatches
 * included (the fixture fails the test on any); and axe finds no WCAG 2.2 A or AA violation, in the
 * cookie banner, then on the whole page once the banner is closed. The page under the banner is
 * the same in both states, so it is analysed once; the open banner over a whole page is analysed
 * in a11y.spec.ts, with its categories shown.
 */

// Desktop Chrome's 1280 px and a small phone's 375 px. The site has no touch- or pointer-specific
// styles (no `hover`/`pointer` media queries), so the width is what changes its layout.
const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 720 } },
  { name: '375 px', viewport: { width: 375, height: 812 } },
];

for (const { name, viewport } of widths) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport });
    // Two analyses of the longest pages: well within the default on an idle machine, not when the
    // suite shares its two cores.
    test.describe.configure({ timeout: 60_000 });

    for (const route of publicRoutes) {
      test(`${route.path} renders, hydrates silently and has no WCAG 2.2 AA violation, banner open then closed`, async ({
        page,
      }) => {
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(`${route.title} | Company`);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(route.heading);
        await expect(main.getByRole('heading', { name: route.content }).first()).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

        // A first visit: the banner and the chat launcher arrive after hydration.
        await waitForDeferredFeatures(page, { banner: true });
        const bannerTitle = await cookieBanner(page).getAttribute('aria-labelledby');
        await expectNoViolations(page, 'cookie banner open', { include: `[aria-labelledby="${bannerTitle}"]` });

        await cookieBanner(page).getByRole('button', { name: 'Tout refuser' }).click();
        await expect(cookieBanner(page)).toHaveCount(0);
        await expectNoViolations(page, 'cookie banner closed');
      });
    }
  });
}
