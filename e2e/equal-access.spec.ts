import { expect, test } from './fixtures';
import { islandStart, waitForDeferredFeatures } from './support/deferred';
import { expectNoEqualAccessViolations } from './support/equalAccess';
import { noindexRoutes, notFoundHeading, unknownPath } from './support/noindexRoutes';
import { requestsElsewhere } from './support/requests';
import { literal } from './support/text';

/**
 * A second accessibility engine beside axe, IBM Equal Access's, from its npm package, on the pages a
 * visitor can land on outside the public routes (those go through it in public-pages.spec.ts): the
 * notices, the placeholders, the account area and the 404 page, as a first visit shows them (the
 * cookie banner open, the chat launcher loaded, the « Accès restreint » notice over the pages that
 * are not open yet).
 */

interface Route {
  path: string;
  /** The h1 of the page (placeholders, 404) or the notice's dialog that covers it. */
  ready: 'heading' | 'notice';
  heading?: string;
}

const routes: Route[] = [
  ...noindexRoutes.map(({ path, heading, kind }) =>
    // Signed out, the account area sends the visitor on to the login notice.
    kind === 'under-construction' ? { path, heading, ready: 'heading' as const } : { path, ready: 'notice' as const },
  ),
  { path: unknownPath, heading: notFoundHeading, ready: 'heading' },
];

test.describe('IBM Equal Access', () => {
  test.use({ allowedConsole: [new RegExp(`status of 404 .*${literal(unknownPath).source}\\b`)] });
  // The engine takes a few seconds on the longest pages when the suite shares its two cores.
  test.describe.configure({ timeout: 60_000 });

  for (const route of routes) {
    test(`${route.path} has no violation`, async ({ page, baseURL }, testInfo) => {
      // The engine runs offline: it must ask nothing of any host but the site's.
      const elsewhere = requestsElsewhere(page, baseURL);

      await page.goto(route.path);
      // The notice is an island's first answer (on /fr/app/*, after the account application has sent
      // the signed-out visitor on to /fr/login).
      if (route.ready === 'notice')
        await expect(page.getByRole('dialog', { name: 'Accès restreint' })).toBeVisible(islandStart);
      else await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(route.heading!);
      await waitForDeferredFeatures(page, { banner: true });

      await expectNoEqualAccessViolations(page, testInfo, route.path);
      expect(elsewhere, 'requests to other hosts').toEqual([]);
    });
  }
});
