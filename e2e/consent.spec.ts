import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { requestsElsewhere } from './support/requests';
import {
  cookieChoiceStorage,
  readLocalStorage,
  replaceLocalStorage,
  seedLocalStorage,
  storageKeys,
} from './support/storage';

const choiceKeys = [storageKeys.consent, storageKeys.preferences] as const;
/** The store's one warning when it drops an unreadable choice (site/src/stores/consentStore.ts). */
const unreadableChoiceWarning = /^console\.warning: \[consent\] The saved cookie choice was unreadable/;

const banner = (page: Page) => page.getByRole('region', { name: 'Nous respectons votre vie privée' });

/**
 * Moves to another page through the header, as a visitor goes on browsing: a new page load, whose
 * head script reads the stored choice before the first paint, so a banner hidden there is hidden
 * for good, not just not shown yet.
 */
async function browseToServices(page: Page) {
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL('/fr/services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos services');
}

/** The stored choice, parsed. */
async function storedChoice(page: Page) {
  const [consent = null, preferences = null] = await readLocalStorage(page, choiceKeys);
  return {
    consent: consent === null ? null : (JSON.parse(consent) as { hasConsented: boolean; consentDate: string }),
    preferences: preferences === null ? null : (JSON.parse(preferences) as Record<string, boolean>),
  };
}

function monthsAgo(months: number): Date {
  const date = new Date();
  date.setMonth(date.getMonth() - months);
  return date;
}

const choices = [
  { button: 'Tout refuser', accepted: false },
  { button: 'Tout accepter', accepted: true },
] as const;

for (const { button, accepted } of choices) {
  test(`the banner asks on the first visit; « ${button} » hides it for good`, async ({ page }) => {
    await page.goto('/fr/');
    const region = banner(page);
    await expect(region).toBeVisible();
    await expect(region.getByRole('button', { name: 'Tout accepter' })).toBeVisible();
    await expect(region.getByRole('button', { name: 'Tout refuser' })).toBeVisible();
    await expect(region.getByRole('link', { name: /politique de cookies/ })).toHaveAttribute('href', '/fr/cookies');

    const before = Date.now();
    await region.getByRole('button', { name: button }).click();
    await expect(region).toBeHidden();
    // The buttons are gone with the banner: keyboard users continue from the page itself.
    await expect(page.locator('#main-content')).toBeFocused();

    const { consent, preferences } = await storedChoice(page);
    expect(consent?.hasConsented).toBe(true);
    expect(Date.parse(consent?.consentDate ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(preferences).toEqual({ essential: true, analytics: accepted, marketing: accepted, functional: accepted });

    await page.reload();
    await browseToServices(page);
    await expect(banner(page)).toBeHidden();
    expect((await storedChoice(page)).preferences).toEqual(preferences);
  });
}

test('« Personnaliser » lets the visitor accept one category only', async ({ page }) => {
  await page.goto('/fr/');
  const region = banner(page);
  const customise = region.getByRole('button', { name: 'Personnaliser' });
  await expect(customise).toHaveAttribute('aria-expanded', 'false');
  await customise.click();
  await expect(customise).toHaveAttribute('aria-expanded', 'true');
  const audience = region.getByRole('switch', { name: /Mesure d’audience/ });
  await expect(audience).not.toBeChecked();
  await expect(region.getByRole('switch', { name: /Marketing/ })).not.toBeChecked();
  await audience.click();
  await expect(audience).toBeChecked();
  await region.getByRole('button', { name: 'Accepter la sélection' }).click();

  await expect(region).toBeHidden();
  expect((await storedChoice(page)).preferences).toEqual({
    essential: true,
    analytics: true,
    marketing: false,
    functional: false,
  });
});

test('a choice made 7 months ago is asked again; one made 5 months ago is kept', async ({ page }) => {
  await seedLocalStorage(
    page,
    cookieChoiceStorage(monthsAgo(7), { analytics: true, marketing: true, functional: true }),
  );
  await page.goto('/fr/');
  await expect(banner(page)).toBeVisible();
  // The outdated choice grants nothing any more: the head script drops it (the banner itself is in
  // the HTML from the first paint).
  await expect.poll(() => readLocalStorage(page, choiceKeys)).toEqual([null, null]);

  await replaceLocalStorage(page, cookieChoiceStorage(monthsAgo(5)));
  await page.reload();
  await browseToServices(page);
  await expect(banner(page)).toBeHidden();
});

/** What a broken or tampered browser storage may hold under the two keys. */
const corruptChoices: { name: string; entries: Record<string, string> }[] = [
  { name: 'text that is not JSON', entries: { [storageKeys.consent]: 'oui', [storageKeys.preferences]: '{' } },
  {
    name: 'truncated JSON',
    entries: { [storageKeys.consent]: (cookieChoiceStorage(new Date())[storageKeys.consent] ?? '').slice(0, 30) },
  },
  {
    name: 'values of the wrong types',
    entries: {
      [storageKeys.consent]: JSON.stringify({ hasConsented: 'yes', consentDate: 12 }),
      [storageKeys.preferences]: JSON.stringify({ analytics: 'true', marketing: 1, functional: null }),
    },
  },
  {
    name: 'a consent without its preferences',
    entries: { [storageKeys.consent]: JSON.stringify({ hasConsented: true, consentDate: new Date().toISOString() }) },
  },
  {
    name: 'a consent dated next year',
    entries: cookieChoiceStorage(monthsAgo(-12), { analytics: true, marketing: true, functional: true }),
  },
];

test.describe('a corrupted stored choice', () => {
  test.use({ allowedConsole: [unreadableChoiceWarning] });

  test('counts as none, with at most one warning: the banner asks and the site works', async ({
    page,
    consoleProblems,
  }) => {
    // One page for every case: each is a new load, and the site's files stay in the browser's cache.
    await page.goto('/fr/services');
    for (const { name, entries } of corruptChoices) {
      await test.step(name, async () => {
        const warningsBefore = consoleProblems.length;
        await replaceLocalStorage(page, entries);
        await page.goto('/fr/');
        await expect(banner(page)).toBeVisible();
        await expect.poll(() => readLocalStorage(page, choiceKeys)).toEqual([null, null]);

        await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
        await expect(banner(page)).toBeHidden();
        expect((await storedChoice(page)).preferences).toEqual({
          essential: true,
          analytics: true,
          marketing: true,
          functional: true,
        });
        await browseToServices(page);
        const warnings = consoleProblems.slice(warningsBefore);
        expect(warnings.filter((problem) => unreadableChoiceWarning.test(problem)).length).toBeLessThanOrEqual(1);
      });
    }
  });
});

test('before any choice, every request stays on the site’s own host', async ({ page, baseURL }) => {
  const elsewhere = requestsElsewhere(page, baseURL);

  // Pages with the map, photos, fonts and avatars, then the chat: what could call a third party.
  for (const path of ['/fr/', '/fr/contact', '/fr/about']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(banner(page)).toBeVisible();
    // Lazy images load on the way down.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
  await page.getByRole('button', { name: 'Ouvrir l’assistant' }).click();
  await page.getByRole('textbox', { name: 'Votre message' }).fill('Bonjour');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log', { name: 'Conversation' }).getByText('Bonjour', { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(elsewhere).toEqual([]);
});
