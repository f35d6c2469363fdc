import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chatWidget } from './support/chat';
import { cookieBanner, islandStart, waitForDeferredFeatures, whenAccountAppRuns } from './support/deferred';
import { expectNoEqualAccessViolations } from './support/equalAccess';
import { noindexRoutes, notFoundHeading, unknownPath, type NoindexRoute } from './support/noindexRoutes';
import { requestsElsewhere } from './support/requests';
import { rememberCookieChoice, seedLocalStorage, signedInStorage, storedUser } from './support/storage';
import { whenIslandReady } from './support/islands';
import { literal } from './support/text';

// Every test here relies on the fixture: a console error or warning, an uncaught exception or a
// React error (an island's hydration mismatch included, see the last test) fails it. The tests only
// have to reach the state where each of those would have shown: the islands that open by
// themselves hydrated, the chat launcher and the cookie banner in place.

const restrictedDialog = (page: Page) => page.getByRole('dialog', { name: 'Accès restreint' });

// Every public route's first visit is checked in public-pages.spec.ts, under the same fixture.
//
// The first visit of each page a visitor can land on outside the public routes (the notices, the
// placeholders, the account area, the 404 page) also goes through a second accessibility engine
// beside axe, IBM Equal Access's, from its npm package, as the visit shows the page (the cookie
// banner open, the chat launcher loaded, the « Accès restreint » notice over the pages that are not
// open yet); the public routes go through it in public-pages.spec.ts. The engine runs offline: the
// page asks nothing of any host but the site's.

/** What each kind of page shows once the islands that open by themselves have run. */
async function expectShown(page: Page, route: NoindexRoute) {
  if (route.kind === 'under-construction') {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    return;
  }
  if (route.kind === 'account') await expect(page).toHaveURL('/fr/login', islandStart);
  await expect(restrictedDialog(page)).toBeVisible(islandStart);
}

/**
 * Runs the code of the widgets every page carries, as a visitor reaching for them would: the chat
 * and the cookie banner load their islands on interaction only, so without this their hydration
 * would never be checked. Not behind a modal notice, which keeps the pointer away from them.
 */
async function hydrateWidgets(page: Page, { banner }: { banner: boolean }) {
  if (banner) await whenIslandReady(cookieBanner(page).getByRole('button', { name: 'Tout refuser' }));
  await whenIslandReady(chatWidget(page).launcher);
}

test.describe('a first visit outside the public routes', () => {
  // The engine takes a few seconds on the longest pages when the suite shares its two cores.
  test.describe.configure({ timeout: 60_000 });

  for (const route of noindexRoutes) {
    test(`${route.path} runs its islands and shows its widgets without a console message, and has no IBM Equal Access violation`, async ({
      page,
      baseURL,
    }, testInfo) => {
      const elsewhere = requestsElsewhere(page, baseURL);
      await page.goto(route.path);
      await expectShown(page, route);
      await waitForDeferredFeatures(page, { banner: true });
      await expectNoEqualAccessViolations(page, testInfo, route.path);
      if (route.kind === 'under-construction') await hydrateWidgets(page, { banner: true });
      expect(elsewhere, 'requests to other hosts').toEqual([]);
    });
  }
});

test('the account area of a signed-in visitor runs without a console message', async ({ page }) => {
  await seedLocalStorage(page, signedInStorage());
  await page.goto('/fr/app/user/settings');
  await whenAccountAppRuns(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bienvenue, ${storedUser.name}`);
  await waitForDeferredFeatures(page, { banner: true });
  await hydrateWidgets(page, { banner: true });
});

test.describe('an unknown path', () => {
  // Chromium logs the document's own 404 status as a console error: that one is expected.
  test.use({ allowedConsole: [new RegExp(`status of 404 .*${literal(unknownPath).source}\\b`)] });
  test.describe.configure({ timeout: 60_000 });

  test('shows the 404 page and runs its widgets without any other console message, and has no IBM Equal Access violation', async ({
    page,
    baseURL,
    consoleProblems,
  }, testInfo) => {
    const elsewhere = requestsElsewhere(page, baseURL);
    const response = await page.goto(unknownPath);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(notFoundHeading);
    await waitForDeferredFeatures(page, { banner: true });
    await expectNoEqualAccessViolations(page, testInfo, unknownPath);
    await hydrateWidgets(page, { banner: true });
    // The 404 status is logged once, and nothing else.
    expect(consoleProblems).toHaveLength(1);
    expect(elsewhere, 'requests to other hosts').toEqual([]);
  });
});

test('browsing from page to page, back and forward, with the chat open, stays silent', async ({ page }) => {
  await rememberCookieChoice(page);
  await page.goto('/fr/');
  await waitForDeferredFeatures(page, { banner: false });
  const chat = chatWidget(page);
  await chat.launcher.click();
  await chat.field.fill('Bonjour');
  await page.keyboard.press('Enter');
  await expect(chat.log.getByText(/^Merci pour votre message/)).toBeVisible();
  await page.keyboard.press('Escape');

  const main = page.getByRole('main');
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Services' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Nos services');
  await main
    .getByRole('link', { name: /Centre de relation client/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/fr\/services\/[\w-]+$/);
  await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Questions fréquentes');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Documentation', exact: true }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Documentation');
  await page.goBack();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Questions fréquentes');
  await page.goBack();
  await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toBeVisible();
  await page.goForward();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Questions fréquentes');
  // The conversation survived the navigations.
  await chat.launcher.click();
  await expect(chat.visitorMessages).toHaveCount(1);
  await expect(cookieBanner(page)).toBeHidden();
});

test.describe('the gate itself', () => {
  // The point is the error: it is checked below instead of failing the test.
  test.use({ failOnConsole: false });

  test('an island whose server markup does not match what React renders is reported', async ({
    page,
    consoleProblems,
  }) => {
    // The signed-in header is an island that hydrates at once: its brand link is altered in the HTML.
    const brand = '>Company</a>';
    await seedLocalStorage(page, signedInStorage());
    await page.route('**/fr/about', async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      expect(html).toContain(brand);
      await route.fulfill({ response, body: html.replace(brand, '>Une autre marque</a>') });
    });
    await page.goto('/fr/about');
    // React recovers by rendering the island on the client, and says so: this is what the fixture catches.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Company', exact: true })).toBeVisible();
    await expect.poll(() => consoleProblems).toContainEqual(expect.stringMatching(/Minified React error #418\b/));
  });
});
