import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chatWidget } from './support/chat';
import { cookieBanner, openUserMenu, waitForDeferredFeatures } from './support/deferred';
import { noindexRoutes, notFoundHeading, unknownPath } from './support/noindexRoutes';
import { publicRoutes } from './support/publicRoutes';
import { rememberCookieChoice, seedLocalStorage, signedInStorage, storedUser } from './support/storage';
import { literal } from './support/text';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page as it is now; a violation is listed with the elements it concerns. */
async function expectNoViolations(page: Page, state: string) {
  // Only the violations are reported: building the other result types costs time on every page.
  // `options` replaces every option set before it, so it comes before `withTags`.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(wcagTags)
    .analyze();
  expect(
    violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`),
    state,
  ).toEqual([]);
}

// Desktop Chrome's 1280 px and a small phone's 375 px. The site has no touch- or pointer-specific
// styles (no `hover`/`pointer` media queries), so the width is what changes its layout.
const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 720 } },
  { name: '375 px', viewport: { width: 375, height: 812 } },
];

for (const { name, viewport } of widths) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport });
    // Two full-page analyses of the longest pages: well within the default on an idle machine, not
    // when the suite shares its two cores.
    test.describe.configure({ timeout: 60_000 });

    for (const route of publicRoutes) {
      test(`${route.path} has no WCAG 2.2 AA violation, with the cookie banner open then closed`, async ({ page }) => {
        await page.goto(route.path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(route.heading);
        // A first visit: the banner and the chat launcher arrive after hydration.
        await waitForDeferredFeatures(page, { banner: true });
        await expectNoViolations(page, 'cookie banner open');

        await cookieBanner(page).getByRole('button', { name: 'Tout refuser' }).click();
        await expect(cookieBanner(page)).toHaveCount(0);
        await expectNoViolations(page, 'cookie banner closed');
      });
    }
  });
}

test.describe('open states', () => {
  test('the cookie banner with its categories shown', async ({ page }) => {
    await page.goto('/fr/');
    await waitForDeferredFeatures(page, { banner: true });
    await cookieBanner(page).getByRole('button', { name: 'Personnaliser' }).click();
    await expect(cookieBanner(page).getByRole('switch', { name: /Mesure d’audience/ })).toBeVisible();
    await expectNoViolations(page, 'categories shown');
  });

  test('the chat panel, empty then with a conversation', async ({ page }) => {
    await rememberCookieChoice(page);
    await page.goto('/fr/services');
    const chat = chatWidget(page);
    await chat.launcher.click();
    await expect(chat.field).toBeFocused();
    await expectNoViolations(page, 'chat open');

    await chat.field.fill('Quels sont vos tarifs\u00a0?');
    await page.keyboard.press('Enter');
    await expect(chat.log.getByText(/^Voici nos tarifs indicatifs/)).toBeVisible();
    await expectNoViolations(page, 'chat with messages');
  });

  test('the restricted notice', async ({ page }) => {
    await rememberCookieChoice(page);
    await page.goto('/fr/blog');
    await expect(page.getByRole('dialog', { name: 'Accès restreint' })).toBeVisible();
    await waitForDeferredFeatures(page, { banner: false });
    await expectNoViolations(page, 'notice open');
  });

  test('the user menu of a signed-in visitor', async ({ page }) => {
    await rememberCookieChoice(page);
    await seedLocalStorage(page, signedInStorage());
    await page.goto('/fr/about');
    await openUserMenu(page, storedUser.name);
    await expectNoViolations(page, 'user menu open');
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the mobile menu, signed out and signed in', async ({ page }) => {
      await rememberCookieChoice(page);
      await page.goto('/fr/pricing');
      await waitForDeferredFeatures(page, { banner: false });
      const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
      await menuButton.click();
      const sheet = page.getByRole('dialog', { name: 'Menu' });
      await expect(sheet.getByRole('link', { name: 'Connexion' })).toBeVisible();
      await expectNoViolations(page, 'mobile menu open, signed out');
      await sheet.getByRole('button', { name: 'Fermer le menu' }).click();
      await expect(sheet).toHaveCount(0);

      await seedLocalStorage(page, signedInStorage());
      await page.reload();
      // As on the first load: « Menu » opens its panel once the page has hydrated.
      await waitForDeferredFeatures(page, { banner: false });
      await menuButton.click();
      // The session is restored after a simulated load: the panel then holds the user's menu.
      await expect(sheet.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
      await expect(sheet).toContainText(storedUser.name);
      await expectNoViolations(page, 'mobile menu open, signed in');
    });
  });
});

test.describe('pages outside the public routes', () => {
  test.use({ allowedConsole: [new RegExp(`status of 404 .*${literal(unknownPath).source}\\b`)] });

  test('the placeholders, the account area and the 404 page', async ({ page }) => {
    await rememberCookieChoice(page);
    for (const route of noindexRoutes.filter(({ kind }) => kind === 'under-construction')) {
      await test.step(route.path, async () => {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
        await waitForDeferredFeatures(page, { banner: false });
        await expectNoViolations(page, route.path);
      });
    }
    await test.step(unknownPath, async () => {
      await page.goto(unknownPath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundHeading);
      await expectNoViolations(page, unknownPath);
    });
    await test.step('/fr/app/user/security, signed in', async () => {
      await seedLocalStorage(page, signedInStorage());
      await page.goto('/fr/app/user/security');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bienvenue, ${storedUser.name}`);
      await expectNoViolations(page, 'account area');
    });
  });
});
