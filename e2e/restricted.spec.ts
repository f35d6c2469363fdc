import type { Page } from '@playwright/test';
import {
  blogUpcomingFeatures,
  careersUpcomingFeatures,
  clientSpaceUpcomingFeatures,
  restrictedNotice,
  restrictedPageNames,
} from '../site/src/data/restricted';
import { expect, test } from './fixtures';
import { accessibleNodes } from './support/accessibilityTree';
import { chatWidget } from './support/chat';
import { cookieBanner, islandStart, waitForDeferredFeatures } from './support/deferred';
import { animationsSettled } from './support/motion';
import { rememberCookieChoice } from './support/storage';

/** Every page that shows the « Accès restreint » notice, with the name it quotes and what it will offer. */
const noticePages = [
  { path: '/fr/careers', name: restrictedPageNames.careers, features: careersUpcomingFeatures },
  { path: '/fr/blog', name: restrictedPageNames.blog, features: blogUpcomingFeatures },
  { path: '/fr/blog/premier-article', name: restrictedPageNames.blog, features: blogUpcomingFeatures },
  // Signing in and registering open the client space: no job offers there.
  { path: '/fr/login', name: restrictedPageNames.login, features: clientSpaceUpcomingFeatures },
  { path: '/fr/register', name: restrictedPageNames.register, features: clientSpaceUpcomingFeatures },
];

/** The ways to close the notice, which lead back to where the visitor came from. */
const closePaths: { name: string; close: (page: Page) => Promise<void> }[] = [
  {
    name: 'the backdrop',
    // A click in the page corner lands on the overlay, outside the dialog.
    close: (page) => page.mouse.click(5, 400),
  },
  { name: 'the close icon', close: (page) => page.getByRole('button', { name: 'Fermer la fenêtre' }).click() },
  { name: '« Fermer »', close: (page) => page.getByRole('button', { name: 'Fermer', exact: true }).click() },
];

/** The notice at `path`, reached from a page of the site, once it has appeared. */
async function openFromContact(page: Page, path: string) {
  await page.goto('/fr/contact');
  await page.goto(path);
  await expect(page.getByRole('dialog')).toBeVisible(islandStart);
  // Radix listens for a click outside only from the task after the notice opens, so that the
  // click that opened it does not close it: the click comes once the notice has appeared, as
  // a visitor's would, not in the same instant on a machine too busy to run that task.
  await animationsSettled(page);
}

for (const { path, name, features } of noticePages) {
  test.describe(`the notice on ${path}`, () => {
    test('names the page and lists what is coming', async ({ page }) => {
      await page.goto(path);
      const dialog = page.getByRole('dialog', { name: 'Accès restreint' });
      await expect(dialog).toBeVisible(islandStart);
      await expect(dialog).toContainText(`La page «\u00a0${name}\u00a0» est en cours de développement.`);
      await expect(dialog).toContainText('Disponible prochainement');
      // Exactly this page's list: the sign-in notice lists no job offers.
      await expect(dialog.getByRole('listitem')).toHaveText(features);
      await expect(page).toHaveTitle(`${name} | Company`);
    });

    // The notice is one component: every way out is tried on the first page, the backdrop on the others.
    const first = path === noticePages[0]!.path;
    for (const { name: way, close } of first ? closePaths : closePaths.slice(0, 1)) {
      test(`${way} goes back to the page the visitor came from`, async ({ page }) => {
        await openFromContact(page, path);
        await close(page);
        await expect(page).toHaveURL('/fr/contact');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      });
    }

    if (first) {
      test('« Retour à l’accueil » goes home and Back does not reopen the notice', async ({ page }) => {
        await openFromContact(page, path);
        await page.getByRole('dialog').getByRole('button', { name: 'Retour à l’accueil' }).click();
        await expect(page).toHaveURL('/fr/');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await page.goBack();
        await expect(page).toHaveURL('/fr/contact');
      });
    }
  });
}

/** What a screen reader may reach while the notice is open: the notice's own title, headings and buttons. */
const noticeOnly = [
  `dialog "${restrictedNotice.title}"`,
  `button "${restrictedNotice.closeIconLabel}"`,
  `heading "${restrictedNotice.title}"`,
  `heading "${restrictedNotice.featuresHeading}"`,
  `button "${restrictedNotice.closeLabel}"`,
  `button "${restrictedNotice.homeLabel}"`,
].sort();

/** Roles a visitor moves between with a screen reader's quick keys: controls, headings, landmarks. */
const navigable =
  /^(link|button|textbox|switch|checkbox|heading|dialog|banner|navigation|main|contentinfo|complementary|region|form|search) /;

test.describe('the page behind the notice', () => {
  // The whole page and its widgets: the chat launcher, and the cookie banner of a first visit.
  test('is out of reach of the keyboard, the mouse and screen readers, widgets included', async ({ page }) => {
    await page.goto('/fr/login');
    const dialog = page.getByRole('dialog', { name: restrictedNotice.title });
    await expect(dialog).toBeVisible(islandStart);
    await waitForDeferredFeatures(page, { banner: true });

    await test.step('Tab and Shift+Tab go round the notice only', async () => {
      await expect(dialog.getByRole('button', { name: restrictedNotice.closeIconLabel })).toBeFocused();
      for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        await expect(dialog.locator(':focus')).toHaveCount(1);
      }
    });

    await test.step('links of the page, the chat launcher and the banner cannot take the focus', async () => {
      const behind = [
        page.locator('main').getByRole('link', { name: restrictedNotice.homeLabel, includeHidden: true }),
        page.locator('header nav > ul').getByRole('link', { name: 'Contact', includeHidden: true }),
        page.getByRole('button', { name: /l’assistant$/, includeHidden: true }),
        cookieBanner(page).getByRole('button', { name: 'Tout accepter', includeHidden: true }),
      ];
      for (const element of behind) {
        await element.focus();
        await expect(element).not.toBeFocused();
      }
    });

    await test.step('screen readers find the notice and nothing else', async () => {
      const reachable = (await accessibleNodes(page)).filter((node) => navigable.test(node));
      expect(reachable.sort()).toEqual(noticeOnly);
    });
  });

  // Nothing on the notice needs consent, and after a direct visit every way out leads home: the
  // banner waits for it, where the visitor meets it with nothing in front.
  test('gives the cookie banner back once the visitor leaves the notice', async ({ page }) => {
    await page.goto('/fr/register');
    await waitForDeferredFeatures(page, { banner: true });
    await expect(page.getByRole('dialog', { name: 'Accès restreint' })).toBeVisible(islandStart);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL('/fr/');
    const reject = cookieBanner(page).getByRole('button', { name: 'Tout refuser' });
    await reject.focus();
    await expect(reject).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cookieBanner(page)).toBeHidden();
  });

  test('is usable again on the home page, with the chat launcher', async ({ page }) => {
    await rememberCookieChoice(page);
    await page.goto('/fr/careers');
    await waitForDeferredFeatures(page, { banner: false });
    await page.getByRole('dialog').getByRole('button', { name: restrictedNotice.closeLabel, exact: true }).click();
    await expect(page).toHaveURL('/fr/');
    await expect(page.locator('[inert]')).toHaveCount(0);
    await chatWidget(page).launcher.click();
    await expect(chatWidget(page).field).toBeFocused();
  });
});

// A notice opened from outside the site (a link elsewhere, a bookmark) has no page of ours to go back to.
test('Escape closes the notice of a direct visit and goes home', async ({ page }) => {
  await page.goto('/fr/careers');
  await expect(page.getByRole('dialog')).toBeVisible(islandStart);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/fr/');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a restricted page still explains itself', async ({ page }) => {
    await page.goto('/fr/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(restrictedPageNames.blog);
    for (const feature of blogUpcomingFeatures) await expect(page.getByRole('main').getByText(feature)).toBeVisible();
  });
});
