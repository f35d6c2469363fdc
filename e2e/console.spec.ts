import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chatWidget } from './support/chat';
import { cookieBanner, waitForDeferredFeatures } from './support/deferred';
import { noindexRoutes, notFoundHeading, unknownPath, type NoindexRoute } from './support/noindexRoutes';
import { rememberCookieChoice, seedLocalStorage, signedInStorage, storedUser } from './support/storage';
import { literal } from './support/text';

// Every test here relies on the fixture: a console error or warning, an uncaught exception or a
// React error (hydration mismatches included, see the last test) fails it. The tests only have to
// reach the state where each of those would have shown: hydrated, with the lazily loaded chat
// launcher and cookie banner in place.

const restrictedDialog = (page: Page) => page.getByRole('dialog', { name: 'Accès restreint' });

// Every public route's first visit is checked in public-pages.spec.ts, under the same fixture.

/** What each kind of page shows once hydrated. */
async function expectHydrated(page: Page, route: NoindexRoute) {
  if (route.kind === 'under-construction') {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    return;
  }
  if (route.kind === 'account') await expect(page).toHaveURL('/fr/login');
  await expect(restrictedDialog(page)).toBeVisible();
}

for (const route of noindexRoutes) {
  test(`${route.path} hydrates and loads its deferred features without a console message`, async ({ page }) => {
    await page.goto(route.path);
    await expectHydrated(page, route);
    await waitForDeferredFeatures(page, { banner: true });
  });
}

test('the account area of a signed-in visitor hydrates without a console message', async ({ page }) => {
  await seedLocalStorage(page, signedInStorage());
  await page.goto('/fr/app/user/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bienvenue, ${storedUser.name}`);
  await waitForDeferredFeatures(page, { banner: true });
});

test.describe('an unknown path', () => {
  // Chromium logs the document's own 404 status as a console error: that one is expected.
  test.use({ allowedConsole: [new RegExp(`status of 404 .*${literal(unknownPath).source}\\b`)] });

  test('hydrates the 404 page without any other console message', async ({ page, consoleProblems }) => {
    const response = await page.goto(unknownPath);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundHeading);
    await waitForDeferredFeatures(page, { banner: true });
    // The 404 status is logged once, and nothing else.
    expect(consoleProblems).toHaveLength(1);
  });
});

test('browsing client-side, back and forward, with the chat open, stays silent', async ({ page }) => {
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
  await expect(cookieBanner(page)).toHaveCount(0);
});

test.describe('the gate itself', () => {
  // The point is the error: it is checked below instead of failing the test.
  test.use({ failOnConsole: false });

  test('a server page that does not match what React renders is reported', async ({ page, consoleProblems }) => {
    const heading = 'À propos de Company';
    await page.route('**/fr/about', async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      expect(html).toContain(`>${heading}</h1>`);
      await route.fulfill({ response, body: html.replace(`>${heading}</h1>`, '>Un autre titre</h1>') });
    });
    await page.goto('/fr/about');
    // React recovers by rendering on the client, and says so: this is what the fixture catches.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect.poll(() => consoleProblems).toContainEqual(expect.stringMatching(/Minified React error #418\b/));
  });
});
