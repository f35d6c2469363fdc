import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { whenIslandReady } from './support/islands';
import { readLocalStorage, seedLocalStorage, storageKeys } from './support/storage';

const banner = (page: Page) => page.getByRole('region', { name: 'Nous respectons votre vie privée' });
const settings = (page: Page) => page.getByRole('region', { name: 'Vos préférences' });

type FirstPaint = Window & { firstPaintedSwitches?: Record<string, boolean> };

/**
 * Init script: the position of each of the cookie policy's four switches in the first frame that
 * holds it (the browser may paint a page it has only partly parsed). Animation frame callbacks run
 * just before the browser paints the frame, so what one reads there is what the visitor first sees.
 */
function recordFirstPaintedSwitches() {
  const seen: Record<string, boolean> = {};
  const look = () => {
    for (const input of document.querySelectorAll<HTMLInputElement>('[data-category] input[role=switch]')) {
      const category = input.closest('[data-category]')?.getAttribute('data-category') ?? '';
      if (!input.closest('#cookie-consent') && !(category in seen)) seen[category] = input.checked;
    }
    if (Object.keys(seen).length < 4) requestAnimationFrame(look);
    else (window as FirstPaint).firstPaintedSwitches = seen;
  };
  requestAnimationFrame(look);
}

test.describe('the cookie policy page', () => {
  test('switches are a draft until « Enregistrer mes choix » saves them as the consent', async ({ page }) => {
    await page.goto('/fr/cookies');
    await expect(banner(page)).toBeVisible();
    const panel = settings(page);
    await whenIslandReady(panel.getByRole('switch', { name: 'Cookies essentiels' }));
    await expect(panel.getByRole('switch', { name: 'Cookies essentiels' })).toBeChecked();
    await expect(panel.getByRole('switch', { name: 'Cookies essentiels' })).toBeDisabled();
    const analytics = panel.getByRole('switch', { name: 'Cookies de mesure d’audience' });
    await analytics.click();
    await expect(analytics).toBeChecked();
    // A draft: nothing stored, the banner still asks.
    expect(await readLocalStorage(page, [storageKeys.preferences])).toEqual([null]);
    await expect(banner(page)).toBeVisible();

    await panel.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await expect(panel.getByRole('status')).toContainText('Vos préférences ont été sauvegardées\u00a0!');
    // The banner is in every page's HTML: the saved choice hides it.
    await expect(banner(page)).toBeHidden();
    const [stored] = await readLocalStorage(page, [storageKeys.preferences]);
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ essential: true, analytics: true, marketing: false });

    // On the next visit the settings show the saved choice from the first frame painted with them,
    // before the visitor touches anything (they showed every switch off until their code had run).
    await page.addInitScript(recordFirstPaintedSwitches);
    await page.reload();
    const painted = await page.waitForFunction(() => (window as FirstPaint).firstPaintedSwitches);
    expect(await painted.jsonValue()).toEqual({
      essential: true,
      analytics: true,
      marketing: false,
      functional: false,
    });
    await settings(page).scrollIntoViewIfNeeded();
    await expect(settings(page).getByRole('switch', { name: 'Cookies de mesure d’audience' })).toBeChecked({
      timeout: 15_000,
    });
    await expect(settings(page).getByRole('switch', { name: 'Cookies marketing' })).not.toBeChecked();
  });

  test('the banner’s « Tout accepter » shows in the switches at once; the policy’s « Tout refuser » moves them all, saved with « Enregistrer mes choix »', async ({
    page,
  }) => {
    await page.goto('/fr/cookies');
    const panel = settings(page);
    const optional = ['Cookies de mesure d’audience', 'Cookies fonctionnels', 'Cookies marketing'];
    // Answered by the consent head script, before the switches' code has loaded.
    await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
    await expect(banner(page)).toBeHidden();
    await expect(panel.locator('xpath=ancestor::astro-island[1]')).toHaveAttribute('ssr');
    for (const name of optional) await expect(panel.getByRole('switch', { name })).toBeChecked();

    await whenIslandReady(panel.getByRole('button', { name: 'Tout refuser' }));
    for (const name of optional) await expect(panel.getByRole('switch', { name })).toBeChecked();
    await panel.getByRole('button', { name: 'Tout refuser' }).click();
    for (const name of optional) await expect(panel.getByRole('switch', { name })).not.toBeChecked();
    await panel.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await expect(panel.getByRole('status')).toContainText('sauvegardées');
    const [stored] = await readLocalStorage(page, [storageKeys.preferences]);
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ analytics: false, functional: false, marketing: false });
  });
});

test.describe('the contact page map', () => {
  test('loads only when the visitor asks, and nothing reaches OpenStreetMap before', async ({ page }) => {
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('openstreetmap')) mapRequests.push(request.url());
    });
    // The embed itself is answered locally: the test only checks where the frame points.
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Carte</title>' }),
    );
    await page.goto('/fr/contact');
    const section = page.getByRole('region', { name: 'Nous trouver' });
    await expect(section.getByRole('link', { name: /Ouvrir dans OpenStreetMap/ })).toHaveAttribute('rel', /noopener/);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(mapRequests).toEqual([]);

    await section.getByRole('button', { name: 'Afficher la carte' }).click();
    const frame = page.locator('iframe[title^="Carte de Toamasina"]');
    // The town, without a marker: the office's position is not known.
    // The tap is kept until the island's code is in, which takes a while on a busy machine.
    await expect(frame).toHaveAttribute('src', /openstreetmap\.org\/export\/embed\.html\?bbox=[^&]+&layer=mapnik$/, {
      timeout: 15_000,
    });
  });

  test('loads on its own, without a tap, once the functional cookies are accepted and the visitor scrolls to it', async ({
    page,
  }) => {
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Carte</title>' }),
    );
    await seedLocalStorage(page, {
      [storageKeys.consent]: JSON.stringify({ hasConsented: true, consentDate: new Date().toISOString() }),
      [storageKeys.preferences]: JSON.stringify({
        essential: true,
        analytics: false,
        marketing: false,
        functional: true,
      }),
    });
    await page.goto('/fr/contact');
    // The visitor scrolls down to the map, and touches nothing.
    await page.getByRole('region', { name: 'Nous trouver' }).scrollIntoViewIfNeeded();
    await expect(page.locator('iframe[title^="Carte de Toamasina"]')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Afficher la carte' })).toHaveCount(0);
  });
});
