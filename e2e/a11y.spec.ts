import { expect, test } from './fixtures';
import { expectNoViolations } from './support/axe';
import { chatWidget } from './support/chat';
import { cookieBanner, islandStart, openUserMenu, waitForDeferredFeatures } from './support/deferred';
import { whenIslandReady } from './support/islands';
import { noindexRoutes, notFoundHeading, unknownPath } from './support/noindexRoutes';
import { rememberCookieChoice, seedLocalStorage, signedInStorage, storedUser } from './support/storage';
import { literal } from './support/text';

// Every public route at 1280 and 375 px is analysed in public-pages.spec.ts; here, the states a
// visitor opens: the banner's categories, the chat, the notices, the menus.

test.describe('open states', () => {
  test('the cookie banner with its categories shown', async ({ page }) => {
    await page.goto('/fr/');
    await waitForDeferredFeatures(page, { banner: true });
    const customise = cookieBanner(page).getByRole('button', { name: 'Personnaliser' });
    await whenIslandReady(customise);
    await customise.click();
    await expect(cookieBanner(page).getByRole('switch', { name: /Mesure d’audience/ })).toBeVisible();
    await expectNoViolations(page, 'categories shown');
  });

  test('the chat panel, empty then with a conversation', async ({ page }) => {
    await rememberCookieChoice(page);
    await page.goto('/fr/services');
    const chat = chatWidget(page);
    await whenIslandReady(chat.launcher);
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
    await expect(page.getByRole('dialog', { name: 'Accès restreint' })).toBeVisible(islandStart);
    await waitForDeferredFeatures(page, { banner: false });
    await expectNoViolations(page, 'notice open');
  });

  test('the user menu of a signed-in visitor', async ({ page }) => {
    await rememberCookieChoice(page);
    await seedLocalStorage(page, signedInStorage());
    await page.goto('/fr/about');
    // The header's island hydrates at once with a stored session; the menu's code follows.
    await whenIslandReady(page.getByRole('banner'));
    await openUserMenu(page, storedUser.name);
    await expectNoViolations(page, 'user menu open');
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the mobile menu, signed out and signed in', async ({ page }) => {
      // Two pages, each analysed whole: more than the default time on a busy machine.
      test.slow();
      await rememberCookieChoice(page);
      await page.goto('/fr/pricing');
      await waitForDeferredFeatures(page, { banner: false });
      const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
      // A guest's header is static HTML: « Menu » opens its panel, a popover, without a script.
      await menuButton.click();
      const sheet = page.getByRole('dialog', { name: 'Menu' });
      await expect(sheet.getByRole('link', { name: 'Connexion' })).toBeVisible();
      await expectNoViolations(page, 'mobile menu open, signed out');
      await sheet.getByRole('button', { name: 'Fermer le menu' }).click();
      await expect(sheet).toBeHidden();

      await seedLocalStorage(page, signedInStorage());
      await page.reload();
      // With a stored session the header is an island that hydrates at once and reads it: the
      // panel then holds the user's menu.
      await waitForDeferredFeatures(page, { banner: false });
      await whenIslandReady(menuButton);
      await menuButton.click();
      await expect(sheet.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
      await expect(sheet).toContainText(storedUser.name);
      await expectNoViolations(page, 'mobile menu open, signed in');
    });
  });
});

test.describe('pages outside the public routes', () => {
  test.use({ allowedConsole: [new RegExp(`status of 404 .*${literal(unknownPath).source}\\b`)] });

  test('the placeholders, the account area and the 404 page', async ({ page }) => {
    // Six pages, each analysed whole: more than the default time on a busy machine.
    test.slow();
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
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bienvenue, ${storedUser.name}`, islandStart);
      await expectNoViolations(page, 'account area');
    });
  });
});
