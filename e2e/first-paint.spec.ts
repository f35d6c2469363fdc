import { test as base } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { cookieChoiceStorage, readLocalStorage, seedLocalStorage, storageKeys } from './support/storage';

// The cookie banner is drawn in every page's HTML; the head script shows it before the first paint
// when no choice is stored (site/src/features/consent/consentScript.ts) and answers « Tout
// accepter » and « Tout refuser » itself; the banner's island loads for « Personnaliser ».
const banner = (page: Page) => page.getByRole('region', { name: 'Nous respectons votre vie privée' });

base('a first visit sees the banner with the page itself, before any of its scripts has arrived', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/fr/', { waitUntil: 'load' });
  await expect(page.locator('html')).toHaveAttribute('data-consent', 'ask');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Tout refuser' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a visitor who has chosen never sees the banner, not even for a frame', async ({ page }) => {
  await seedLocalStorage(page, cookieChoiceStorage(new Date()));
  // Looks at every frame from the first one on, until the banner's code has decided.
  await page.addInitScript(() => {
    const watch = () => {
      const section = document.querySelector('#cookie-consent section');
      if (section?.checkVisibility()) (window as unknown as { bannerSeen: boolean }).bannerSeen = true;
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  await page.goto('/fr/');
  await expect(page.locator('html')).toHaveAttribute('data-consent', 'given');
  // Let a few frames pass: the banner stays hidden in every one of them.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(await page.evaluate(() => (window as unknown as { bannerSeen?: boolean }).bannerSeen)).toBeUndefined();
  await expect(banner(page)).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the banner, whose buttons need script, stays hidden', async ({ page }) => {
    await page.goto('/fr/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test('text is set in the web fonts, with no script to wait for', async ({ page }) => {
    await page.goto('/fr/');
    await expect(page.locator('html')).not.toHaveAttribute('data-fonts');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^["']?Inter Variable/);
  });
});

test.describe('with every script of the site refused', () => {
  // The refused requests are what the browser reports.
  test.use({ allowedConsole: [/Failed to load resource: net::ERR_FAILED/] });

  test('« Tout refuser » is answered by the page itself', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/fr/');
    const region = banner(page);
    await expect(region).toBeVisible();
    await region.getByRole('button', { name: 'Tout refuser' }).click();
    await expect(region).toBeHidden();
    await expect(page.locator('#main-content')).toBeFocused();
    const [consent] = await readLocalStorage(page, [storageKeys.consent]);
    expect(JSON.parse(consent ?? 'null')).toMatchObject({ hasConsented: true });
    const [preferences] = await readLocalStorage(page, [storageKeys.preferences]);
    expect(JSON.parse(preferences ?? 'null')).toMatchObject({ analytics: false, marketing: false, functional: false });
  });
});

test('the page asks for no script and for its web fonts only once it has painted, on a long page too', async ({
  page,
}) => {
  // The home page is the longest to lay out: its `load` event fires before its first paint.
  await page.goto('/fr/');
  // Until the web fonts are in, text is set in their metric-matched fallbacks; then they take over.
  await expect(page.locator('html')).not.toHaveAttribute('data-fonts');
  const timings = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime,
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd,
    requests: performance
      .getEntriesByType('resource')
      .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime }))
      .filter(({ name }) => /\.(?:js|woff2)$/.test(name)),
    bodyFont: getComputedStyle(document.body).fontFamily,
    headingFont: getComputedStyle(document.querySelector('h1') as Element).fontFamily,
  }));
  expect(timings.firstPaint).toBeGreaterThan(0);
  // A content page runs its head scripts only until it has loaded; its islands' code is fetched
  // after, while the browser is idle (site/build/interactionDirective.ts).
  expect(timings.loaded).toBeGreaterThan(0);
  expect(
    timings.requests.filter(({ name, startTime }) => name.endsWith('.js') && startTime < (timings.loaded ?? 0)),
  ).toEqual([]);
  expect(timings.requests.filter(({ name }) => name.endsWith('.woff2')).length).toBeGreaterThan(0);
  const early = timings.requests.filter((request) => request.startTime < (timings.firstPaint ?? 0));
  expect(early, `requested before the first paint at ${timings.firstPaint} ms`).toEqual([]);
  expect(timings.bodyFont).toMatch(/^["']?Inter Variable/);
  expect(timings.headingFont).toMatch(/^["']?Space Grotesk Variable/);
});
