import type { Page } from '@playwright/test';
import { services } from '../site/src/data/services';
import { expect, test } from './fixtures';
import { chatWidget } from './support/chat';
import { cookieBanner, islandStart, openUserMenu, waitForDeferredFeatures } from './support/deferred';
import { whenIslandReady } from './support/islands';
import { motionSeen, recordMotion } from './support/motion';
import { rememberCookieChoice, seedLocalStorage, signedInStorage, storedUser } from './support/storage';
import { literal } from './support/text';

// What moves on the site: the service pages' staggered entrances (site/src/views/ServiceDetailPage.css.ts),
// and in the package the dialogs, the mobile menu sheet, the user menu, the accordion, the chat
// panel and its typing dots, the status skeleton, the switches and every hover transition, all
// timed by the theme's duration tokens (packages/ui/src/theme/theme.css.ts).

const [service] = services;
if (!service) throw new Error('site/src/data/services.ts has no service');
const servicePath = `/fr/services/${service.slug}`;

/** Fails with the list of what moved, so a failure names the element to fix. */
async function expectStill(page: Page, after: string) {
  expect(await motionSeen(page), `motion after ${after}`).toEqual([]);
}

test.describe('with prefers-reduced-motion: reduce', () => {
  test.use({ reducedMotion: 'reduce' });

  test.beforeEach(async ({ page }) => {
    await recordMotion(page);
  });

  test('the home page, the cookie banner and hovered cards stay still', async ({ page }) => {
    await page.goto('/fr/');
    await waitForDeferredFeatures(page, { banner: true });
    await expectStill(page, 'loading the page and the banner');

    await page.getByRole('main').getByRole('link', { name: 'Demander un devis' }).hover();
    await page.getByRole('region', { name: 'Nos services phares' }).getByRole('listitem').first().hover();
    await expectStill(page, 'hovering a button and a card');

    const banner = cookieBanner(page);
    await banner.getByRole('button', { name: 'Personnaliser' }).click();
    const audience = banner.getByRole('switch', { name: /Mesure d’audience/ });
    await audience.click();
    await expect(audience).toBeChecked();
    await expectStill(page, 'opening the categories and flipping a switch');

    await banner.getByRole('button', { name: 'Tout refuser' }).click();
    await expect(banner).toBeHidden();
    await expectStill(page, 'closing the banner');
  });

  test('a service page shows its lists at once, without the staggered entrance', async ({ page }) => {
    await rememberCookieChoice(page);
    await page.goto(servicePath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.name);
    await expectStill(page, 'loading the page');
    // Nothing waits in a delay either: every item is fully shown.
    const hidden = await page
      .getByRole('main')
      .getByRole('listitem')
      .evaluateAll((items) => items.filter((item) => getComputedStyle(item).opacity !== '1').length);
    expect(hidden).toBe(0);
  });

  test('the FAQ accordion opens and closes without motion', async ({ page }) => {
    await rememberCookieChoice(page);
    await page.goto('/fr/faq');
    const question = page.getByRole('button', { name: /^Quels services proposez-vous/ });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expectStill(page, 'opening an answer');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expectStill(page, 'closing it');
  });

  test('the chat panel opens, shows the typing dots and closes without motion', async ({ page }) => {
    await rememberCookieChoice(page);
    await page.goto('/fr/contact');
    const chat = chatWidget(page);
    // Clicked before its code has arrived: the launcher shows it is working, without a pulse
    // under reduced motion, and opens once the code has run.
    await chat.launcher.click();
    await expect(chat.field).toBeFocused(islandStart);
    await expectStill(page, 'opening the panel');

    await chat.field.fill('Quels sont vos délais\u00a0?');
    await page.keyboard.press('Enter');
    // The typing dots show until the prepared reply, after the welcome message, is in.
    await expect(chat.log.locator('[data-author="assistant"]')).toHaveCount(2);
    await expect(chat.typing).toHaveCount(0);
    await expectStill(page, 'a message and its reply');

    await page.keyboard.press('Escape');
    await expect(chat.panel).toBeHidden();
    await expectStill(page, 'closing the panel');
  });

  test('the restricted notice appears without motion', async ({ page }) => {
    await rememberCookieChoice(page);
    await page.goto('/fr/blog');
    await expect(page.getByRole('dialog', { name: 'Accès restreint' })).toBeVisible(islandStart);
    await expectStill(page, 'opening the notice');
  });

  test('the user menu opens without motion', async ({ page }) => {
    await rememberCookieChoice(page);
    await seedLocalStorage(page, signedInStorage());
    await page.goto('/fr/about');
    // The header's island hydrates at once with a stored session; the menu's code follows.
    await whenIslandReady(page.getByRole('banner'));
    await openUserMenu(page, storedUser.name);
    await expectStill(page, 'opening the user menu');
  });

  test('the security status skeleton and its switch stay still', async ({ page }) => {
    await rememberCookieChoice(page);
    await page.goto('/fr/security-status');
    // The dashboard's island starts loading as it comes into view: the skeleton would pulse.
    await expect(page.getByText('Chargement des données de sécurité…').first()).toBeAttached();
    await expectStill(page, 'loading the figures');
    const autoRefresh = page.getByRole('switch', { name: /Actualisation automatique/ });
    await autoRefresh.click();
    await expect(autoRefresh).not.toBeChecked();
    await expectStill(page, 'flipping the switch');
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the mobile menu sheet opens and closes without motion', async ({ page }) => {
      await rememberCookieChoice(page);
      await page.goto('/fr/services');
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      const sheet = page.getByRole('dialog', { name: 'Menu' });
      await expect(sheet).toBeVisible();
      await expectStill(page, 'opening the menu');
      await sheet.getByRole('button', { name: 'Fermer le menu' }).click();
      await expect(sheet).toBeHidden();
      await expectStill(page, 'closing the menu');
    });
  });
});

test.describe('without a motion preference', () => {
  test.use({ reducedMotion: 'no-preference' });

  test.beforeEach(async ({ page }) => {
    await recordMotion(page);
  });

  // The counterpart of the tests above: the same checks do see motion when it is allowed.
  test('the service page staggers its entrance and the chat panel rises', async ({ page }) => {
    await rememberCookieChoice(page);
    await page.goto(servicePath);
    await expect.poll(() => motionSeen(page)).toContainEqual(expect.stringMatching(/^animation .* on li\b/));

    // The panel is the section the launcher controls.
    const { launcher } = chatWidget(page);
    const panelId = await launcher.getAttribute('aria-controls');
    await launcher.click();
    await expect
      .poll(() => motionSeen(page))
      .toContainEqual(
        expect.stringMatching(
          new RegExp(`^animation \\S+ \\([\\d.]+s\\) on section#${literal(panelId ?? '').source}\\.`),
        ),
      );
  });
});
