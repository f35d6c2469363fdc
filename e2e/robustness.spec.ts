import type { Page } from '@playwright/test';
import { restrictedFeatures, underConstructionPages } from '../site/src/data/restricted';
import { expect, test } from './fixtures';
import { chatWidget } from './support/chat';
import { cookieBanner, islandStart, whenAccountAppRuns } from './support/deferred';
import { noindexRoutes, notFoundHeading, unknownPath } from './support/noindexRoutes';
import {
  cookieChoiceStorage,
  readLocalStorage,
  seedLocalStorage,
  signedInStorage,
  storageKeys,
  storedUser,
} from './support/storage';
import { literal } from './support/text';

// Broken storage: e2e/auth.spec.ts and e2e/consent.spec.ts already load the site over a set of
// damaged sessions and choices (several keys broken at once). The values below break one key at a
// time with the others valid, so that each value is really the one the site reads: one damaged
// value per key, and the original site's layout of the session (version 0) read through the real
// page, each with a check that the next visit is clean. The full matrix of damaged values (empty
// string, wrong types, arrays, older and unknown layouts…) is unit-tested where they are read:
// site/src/stores/authStore.test.ts (« with damaged storage »), the consent head script's
// site/src/features/consent/consentScript.test.ts and site/src/stores/consentStore.test.tsx.
// Markup in the chat: e2e/chat.spec.ts (« a message written as HTML stays text »).
// Public routes without JavaScript: e2e/routes.spec.ts; /fr/blog without it: e2e/restricted.spec.ts.

/** The one warning of each store when it drops what it cannot read (site/src/stores/*.ts). */
const authWarning = /^console\.warning: \[auth\] The saved session was unreadable/;
const consentWarning = /^console\.warning: \[consent\] The saved cookie choice was unreadable/;

const sessionKeys = [storageKeys.session, storageKeys.token] as const;
const choiceKeys = [storageKeys.consent, storageKeys.preferences] as const;

const session = signedInStorage();
const sessionJson = session[storageKeys.session] ?? '';
const sessionState = (JSON.parse(sessionJson) as { state: Record<string, unknown> }).state;
const choice = cookieChoiceStorage(new Date());
const preferencesJson = choice[storageKeys.preferences] ?? '';

/** A bad value for one key, and whether the site should still accept it (an older, readable layout). */
interface BadValue {
  name: string;
  value: string;
  accepted?: boolean;
}

const badValues: Record<(typeof storageKeys)[keyof typeof storageKeys], BadValue[]> = {
  [storageKeys.session]: [
    { name: 'truncated JSON', value: sessionJson.slice(0, sessionJson.length - 20) },
    {
      name: 'the original site’s version 0',
      value: JSON.stringify({ state: sessionState, version: 0 }),
      accepted: true,
    },
  ],
  [storageKeys.token]: [{ name: 'garbage text', value: 'jeton invalide ☠' }],
  [storageKeys.consent]: [{ name: 'garbage text', value: 'accepté' }],
  [storageKeys.preferences]: [{ name: 'truncated JSON', value: preferencesJson.slice(0, preferencesJson.length - 8) }],
};

const signInLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Connexion' });
const userMenuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: storedUser.name });

test.describe('one broken storage key, the others valid', () => {
  // One pattern for both: `test.use` would read a second array item as the option's settings.
  test.use({ allowedConsole: [new RegExp(`${authWarning.source}|${consentWarning.source}`)] });

  for (const key of sessionKeys) {
    for (const { name, value, accepted } of badValues[key]) {
      test(`${key} holding ${name}: ${accepted ? 'read as a session' : 'signed out after one warning'}; the next visit is clean`, async ({
        page,
        consoleProblems,
      }) => {
        await seedLocalStorage(page, { ...choice, ...session, [key]: value });
        await page.goto('/fr/services');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos services');
        // The valid keys still work: the stored cookie choice keeps the banner away.
        await expect(page.getByRole('button', { name: /l’assistant$/ })).toBeVisible();
        await expect(cookieBanner(page)).toBeHidden();

        if (accepted) {
          // An older layout with the same fields is read and saved again in today's layout.
          await expect(userMenuButton(page)).toBeVisible();
          await expect
            .poll(async () => JSON.parse((await readLocalStorage(page, [storageKeys.session]))[0] ?? '{}') as unknown)
            .toMatchObject({ state: { isAuthenticated: true }, version: 1 });
        } else {
          // Both keys go: a token alone would sign the visitor back in on the next visit.
          await expect.poll(() => readLocalStorage(page, sessionKeys)).toEqual([null, null]);
          await expect(signInLink(page)).toBeVisible();
          await expect(userMenuButton(page)).toHaveCount(0);
        }
        expect(consoleProblems.filter((problem) => authWarning.test(problem))).toHaveLength(accepted ? 0 : 1);

        // The next visit reads what is left: the account area decides only once it has.
        const before = consoleProblems.length;
        await page.goto('/fr/app/user');
        if (accepted) {
          await whenAccountAppRuns(page);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bienvenue, ${storedUser.name}`);
        } else {
          await expect(page).toHaveURL('/fr/login', islandStart);
          await expect(page.getByRole('dialog', { name: 'Accès restreint' })).toBeVisible(islandStart);
        }
        expect(consoleProblems.slice(before)).toEqual([]);
      });
    }
  }

  for (const key of choiceKeys) {
    for (const { name, value } of badValues[key]) {
      test(`${key} holding ${name}: the banner asks again and the broken choice is dropped; the next visit is clean`, async ({
        page,
        consoleProblems,
      }) => {
        await seedLocalStorage(page, { ...choice, [key]: value });
        await page.goto('/fr/services');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos services');
        // The banner is in the HTML from the first paint; the head script finds the choice broken and
        // drops it before anything reads it: nothing of it is left to grant a category.
        await expect(cookieBanner(page)).toBeVisible();
        await expect.poll(() => readLocalStorage(page, choiceKeys)).toEqual([null, null]);

        const before = consoleProblems.length;
        await page.reload();
        await expect(cookieBanner(page)).toBeVisible();
        expect(consoleProblems.slice(before)).toEqual([]);

        // Answering the banner stores a choice that the next page reads back.
        await cookieBanner(page).getByRole('button', { name: 'Tout refuser' }).click();
        await expect(cookieBanner(page)).toBeHidden();
        await page.goto('/fr/pricing');
        await expect(page.getByRole('button', { name: /l’assistant$/ })).toBeVisible();
        await expect(cookieBanner(page)).toBeHidden();
      });
    }
  }
});

test.describe('unusual chat messages', () => {
  // A visitor who already answered the cookie banner, so it does not sit under the chat panel.
  test.beforeEach(async ({ page }) => {
    await seedLocalStorage(page, choice);
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('5 000 characters are sent whole and the panel stays usable inside the screen', async ({ page }) => {
      await page.goto('/fr/');
      const chat = chatWidget(page);
      await chat.launcher.click();
      // A long word with no break opportunity, then ordinary text: both must wrap inside the bubble.
      const long = `${'x'.repeat(1200)} ${'Bonjour, voici une très longue question. '.repeat(100)}`.slice(0, 5000);
      expect(long).toHaveLength(5000);
      await chat.field.fill(long);
      await expect(chat.field).toHaveValue(long);
      // The field grows to three lines at most, then scrolls.
      expect((await chat.field.boundingBox())?.height).toBeLessThanOrEqual(80);
      await page.keyboard.press('Enter');

      const bubble = chat.log.getByText(long, { exact: true });
      await expect(bubble).toBeVisible();
      expect(await bubble.evaluate((element) => element.textContent?.length)).toBe(5000);
      await expect(chat.log.getByText(/^Merci pour votre message/)).toBeVisible();

      const viewport = page.viewportSize() ?? { width: 0, height: 0 };
      const panel = await chat.panel.boundingBox();
      expect(panel).not.toBeNull();
      expect(panel?.x).toBeGreaterThanOrEqual(0);
      expect((panel?.x ?? 0) + (panel?.width ?? Infinity)).toBeLessThanOrEqual(viewport.width);
      expect((panel?.y ?? 0) + (panel?.height ?? Infinity)).toBeLessThanOrEqual(viewport.height);
      // Nothing sticks out sideways: not the conversation, not the page.
      expect(await chat.log.evaluate((log) => log.scrollWidth - log.clientWidth)).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );

      // Still usable: the field is empty, focused, and the next message goes out.
      await expect(chat.field).toHaveValue('');
      await expect(chat.field).toBeFocused();
      await chat.field.fill('Et vos tarifs\u00a0?');
      await chat.send.click();
      await expect(chat.log.getByText(/^Voici nos tarifs indicatifs/)).toBeVisible();
      await expect(chat.visitorMessages).toHaveCount(2);
    });
  });

  test('emoji and right-to-left text reach the bubble unchanged', async ({ page }) => {
    await page.goto('/fr/contact');
    const chat = chatWidget(page);
    await chat.launcher.click();
    const messages = [
      // A skin-tone and ZWJ sequence, a flag, a variation selector.
      'Bonjour 👋🏽 👩🏾‍💻 🇲🇬 ❤️ !',
      'مرحبا، أريد موقعا إلكترونيا لشركتي في توماسينا',
      'שלום, אני צריך אפליקציה לנייד',
      'Budget : 2 500 € — أي عرض؟ 🙂',
    ];
    for (const [index, text] of messages.entries()) {
      await chat.field.fill(text);
      await expect(chat.field).toHaveValue(text);
      await page.keyboard.press('Enter');
      await expect(chat.visitorMessages).toHaveCount(index + 1);
      // The reply follows before the next message can be sent.
      await expect(chat.typing).toHaveCount(0);
    }
    const bubbles = chat.log.locator('[data-author="user"] p');
    await expect(bubbles).toHaveCount(messages.length);
    // The exact code points, not only what looks the same.
    expect(await bubbles.evaluateAll((nodes) => nodes.map((node) => node.textContent))).toEqual(messages);
  });
});

test.describe('without JavaScript', () => {
  test.use({
    javaScriptEnabled: false,
    allowedConsole: [new RegExp(`status of 404 .*${literal(unknownPath).source}\\b`)],
  });

  for (const route of noindexRoutes.filter(({ path }) => path !== '/fr/blog')) {
    test(`${route.path} shows its prerendered content`, async ({ page }) => {
      await page.goto(route.path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      if (route.kind === 'notice') {
        for (const feature of restrictedFeatures(route.heading)) await expect(main.getByText(feature)).toBeVisible();
      } else if (route.kind === 'under-construction') {
        const content = Object.values(underConstructionPages).find(({ title }) => title === route.heading);
        await expect(main.getByText(content?.description ?? 'missing')).toBeVisible();
        await expect(main.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(content?.progress));
      } else {
        // The account area runs in the browser: without scripts it says so, and how to reach the team,
        // instead of « Chargement » forever (the notice is a <noscript>, read as rendered text).
        await expect(main.getByRole('status')).toBeHidden();
        await expect(main.locator('noscript')).toContainText('Votre espace demande JavaScript', { useInnerText: true });
        await expect(main.getByRole('link', { name: 'écrivez-nous' })).toHaveAttribute('href', '/fr/contact');
      }
    });
  }

  test('an unknown path shows the prerendered 404 page', async ({ page }) => {
    const response = await page.goto(unknownPath);
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(notFoundHeading);
    await expect(main.getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible();
  });
});

test.describe('a slow connection', () => {
  test('the account button chosen before the menu’s code has arrived opens the menu once it has', async ({ page }) => {
    await seedLocalStorage(page, signedInStorage());
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/SiteHeaderUserMenu.*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/fr/');
    const header = page.getByRole('banner');
    const account = header.getByRole('button', { name: new RegExp(storedUser.name) });
    await account.click();
    await expect(header.getByRole('menu')).toHaveCount(0);
    release();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Mon Espace' })).toBeVisible();
  });
});
