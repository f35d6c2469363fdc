import { expect, test } from './fixtures';
import { waitForDeferredFeatures } from './support/deferred';
import { equalAccessIssues, type EqualAccessLevel } from './support/equalAccess';
import { noindexRoutes, notFoundHeading, unknownPath } from './support/noindexRoutes';
import { publicTemplateRoutes } from './support/publicRoutes';
import { literal } from './support/text';

/**
 * A second accessibility engine beside axe: IBM Equal Access's, from its npm package, run in the
 * page on every route a visitor can land on (one document's page standing for the others, which
 * share its template), as a first visit shows it (the cookie banner open, the
 * chat launcher loaded, the « Accès restreint » notice over the pages that are not open yet). A
 * `violation` fails the test. The engine's other levels need a person to judge them (« potential
 * violation »: verify that the colour is not the only cue, that a text is not a heading...) or are
 * advice (« recommendation »): they are attached to the test's report, counted, and do not fail it.
 */

interface Route {
  path: string;
  /** The h1 of the page (public pages, placeholders) or the notice's dialog that covers it. */
  ready: 'heading' | 'notice';
  heading?: string;
}

const routes: Route[] = [
  ...publicTemplateRoutes.map(({ path, heading }) => ({ path, heading, ready: 'heading' as const })),
  ...noindexRoutes.map(({ path, heading, kind }) =>
    // Signed out, the account area sends the visitor on to the login notice.
    kind === 'under-construction' ? { path, heading, ready: 'heading' as const } : { path, ready: 'notice' as const },
  ),
  { path: unknownPath, heading: notFoundHeading, ready: 'heading' },
];

const levels: EqualAccessLevel[] = [
  'violation',
  'potentialviolation',
  'recommendation',
  'potentialrecommendation',
  'manual',
];

test.describe('IBM Equal Access', () => {
  // The engine is injected as a script element, which the site's Content-Security-Policy refuses.
  test.use({
    bypassCSP: true,
    allowedConsole: [new RegExp(`status of 404 .*${literal(unknownPath).source}\\b`)],
  });
  // The engine takes a few seconds on the longest pages when the suite shares its two cores.
  test.describe.configure({ timeout: 60_000 });

  for (const route of routes) {
    test(`${route.path} has no violation`, async ({ page, baseURL }, testInfo) => {
      // The engine runs offline: it must ask nothing of any host but the site's.
      const elsewhere: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(`${baseURL}/`) && !url.startsWith('data:')) elsewhere.push(url);
      });

      await page.goto(route.path);
      if (route.ready === 'notice') await expect(page.getByRole('dialog', { name: 'Accès restreint' })).toBeVisible();
      else await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(route.heading!);
      await waitForDeferredFeatures(page, { banner: true });

      const issues = await equalAccessIssues(page);
      const count = (level: EqualAccessLevel) => issues.filter((issue) => issue.level === level).length;
      testInfo.annotations.push({
        type: 'IBM Equal Access',
        description: levels.map((level) => `${level}: ${count(level)}`).join(', '),
      });
      await testInfo.attach('equal-access.json', {
        body: JSON.stringify(issues, null, 2),
        contentType: 'application/json',
      });

      expect(
        issues
          .filter((issue) => issue.level === 'violation')
          .map(({ ruleId, message, path, snippet }) => `${ruleId}: ${message} at ${path} ${snippet}`),
        `violations on ${route.path}`,
      ).toEqual([]);
      expect(elsewhere, 'requests to other hosts').toEqual([]);
    });
  }
});
