import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chatWidget } from './support/chat';
import { pauseClock } from './support/clock';
import { publicTemplateRoutes } from './support/publicRoutes';
import { rememberCookieChoice } from './support/storage';

/**
 * Screenshots of the assembled site, full page, compared with the baselines in
 * e2e/__screenshots__/visual.spec.ts/ (settings in playwright.config.ts). After a deliberate visual
 * change: `npx playwright test e2e/visual.spec.ts --update-snapshots`, then review the new images.
 */

const widths = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;

/** The security status page's simulated check: fixed figures, and a fixed « last update ». */
const securityStatusPath = '/fr/security-status';
const securityLoadDelayMs = 1_000;
/** A moment of the current year, so the footer's year (the visitor's) matches the other pages. */
const fixedNow = new Date(Date.UTC(new Date().getUTCFullYear(), 2, 14, 7, 30));

/** `/fr/services/centre-relation-client` → `services-centre-relation-client`; `/fr/` → `home`. */
const screenshotName = (path: string) =>
  path
    .replace(/^\/fr\/?/, '')
    .replace(/\/$/, '')
    .replaceAll('/', '-') || 'home';

/**
 * Waits until nothing on the page can still change by itself: the deferred chat launcher is there,
 * the web fonts are in, and the lazy images are loaded and decoded (a full-page screenshot does not
 * scroll, so images below the fold would otherwise be caught loading or not at all).
 */
async function settle(page: Page) {
  // By its look, not its role: an open dialog hides the rest of the page from assistive technologies.
  await expect(page.getByRole('button', { name: /l’assistant$/, includeHidden: true })).toBeVisible();
  // An island that loads once scrolled into view (the docs list) is loaded first: a full-page
  // capture brings it into view, and it must not hydrate in the middle of it.
  for (const island of await page.locator(`astro-island[opts*='"value":"visible"']`).all()) {
    await island.evaluate((element) => element.firstElementChild?.scrollIntoView());
    await expect(island).not.toHaveAttribute('ssr');
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  // The web fonts replace their fallbacks once loaded after the first paint (site/src/boot/webFonts.ts).
  await expect(page.locator('html')).not.toHaveAttribute('data-fonts');
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

/** Compares the whole page with its baseline; a tall page takes a while to capture on a busy machine. */
async function expectPageScreenshot(page: Page, name: string) {
  await expect(page).toHaveScreenshot(name, { fullPage: true, timeout: 20_000 });
}

test.use({ reducedMotion: 'reduce', timezoneId: 'Indian/Antananarivo' });
test.describe.configure({ timeout: 60_000 });

for (const viewport of widths) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    for (const route of publicTemplateRoutes) {
      test(`${route.path}`, async ({ page }) => {
        const security = route.path === securityStatusPath;
        if (security) {
          // The figures are drawn at random once a timer fires: a fixed draw and a stopped clock.
          await page.addInitScript(() => {
            Math.random = () => 0.5;
          });
          await pauseClock(page, fixedNow);
        }
        await rememberCookieChoice(page, security ? fixedNow : undefined);
        await page.goto(route.path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(route.heading);
        if (security) {
          // The dashboard is an island that hydrates once in view; its timer starts then.
          await expect(page.locator('main astro-island').first()).not.toHaveAttribute('ssr');
          await page.clock.runFor(securityLoadDelayMs);
          await expect(page.getByRole('main').locator('time').first()).toBeVisible();
        }
        await settle(page);
        await expectPageScreenshot(page, `${screenshotName(route.path)}-${viewport.width}.png`);
      });
    }

    test('the cookie banner of a first visit', async ({ page }) => {
      await page.goto('/fr/');
      await expect(page.getByRole('region', { name: 'Nous respectons votre vie privée' })).toBeVisible();
      await settle(page);
      await expectPageScreenshot(page, `cookie-banner-${viewport.width}.png`);
    });

    test('the open chat panel', async ({ page }) => {
      // The welcome message shows the time it was written.
      await pauseClock(page, fixedNow);
      await rememberCookieChoice(page, fixedNow);
      await page.goto('/fr/');
      const chat = chatWidget(page);
      await settle(page);
      await chat.launcher.click();
      await expect(chat.field).toBeFocused();
      await expect(chat.log).toContainText('Posez-moi vos questions');
      await expectPageScreenshot(page, `chat-open-${viewport.width}.png`);
    });

    test('the « Accès restreint » notice', async ({ page }) => {
      await rememberCookieChoice(page);
      await page.goto('/fr/blog');
      await expect(page.getByRole('dialog', { name: 'Accès restreint' })).toBeVisible();
      await settle(page);
      await expectPageScreenshot(page, `restricted-blog-${viewport.width}.png`);
    });

    // The menu button only shows on small screens: at 1280 px the links are in the header.
    if (viewport.width === 375) {
      test('the open menu', async ({ page }) => {
        await rememberCookieChoice(page);
        await page.goto('/fr/');
        await settle(page);
        await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await expectPageScreenshot(page, `menu-open-${viewport.width}.png`);
      });
    }
  });
}
