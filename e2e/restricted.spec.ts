import type { Page } from '@playwright/test';
import { blogUpcomingFeatures, defaultUpcomingFeatures, restrictedPageNames } from '../site/src/data/restricted';
import { expect, test } from './fixtures';

/** Every page that shows the « Accès restreint » notice, with the name it quotes. */
const noticePages = [
  { path: '/fr/careers', name: restrictedPageNames.careers, features: defaultUpcomingFeatures },
  { path: '/fr/blog', name: restrictedPageNames.blog, features: blogUpcomingFeatures },
  { path: '/fr/blog/premier-article', name: restrictedPageNames.blog, features: blogUpcomingFeatures },
  { path: '/fr/login', name: restrictedPageNames.login, features: defaultUpcomingFeatures },
  { path: '/fr/register', name: restrictedPageNames.register, features: defaultUpcomingFeatures },
];

/** The four ways out of the notice. */
const closePaths: { name: string; close: (page: Page) => Promise<void> }[] = [
  {
    name: 'the backdrop',
    // A click in the page corner lands on the overlay, outside the dialog.
    close: (page) => page.mouse.click(5, 400),
  },
  { name: 'the close icon', close: (page) => page.getByRole('button', { name: 'Fermer la fenêtre' }).click() },
  { name: '« Fermer »', close: (page) => page.getByRole('button', { name: 'Fermer', exact: true }).click() },
  {
    name: '« Retour à l’accueil »',
    close: (page) => page.getByRole('dialog').getByRole('button', { name: 'Retour à l’accueil' }).click(),
  },
];

for (const { path, name, features } of noticePages) {
  test.describe(`the notice on ${path}`, () => {
    test('names the page and lists what is coming', async ({ page }) => {
      await page.goto(path);
      const dialog = page.getByRole('dialog', { name: 'Accès restreint' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(`La page «\u00a0${name}\u00a0» est en cours de développement.`);
      await expect(dialog).toContainText('Disponible prochainement');
      for (const feature of features) await expect(dialog.getByText(feature)).toBeVisible();
      await expect(page).toHaveTitle(`${name} | Company`);
    });

    // The notice is one component: every way out is tried on the first page, the backdrop on the others.
    for (const { name: way, close } of path === noticePages[0]!.path ? closePaths : closePaths.slice(0, 1)) {
      test(`${way} goes home and Back does not reopen the notice`, async ({ page }) => {
        await page.goto('/fr/contact');
        await page.goto(path);
        await expect(page.getByRole('dialog')).toBeVisible();
        await close(page);
        await expect(page).toHaveURL('/fr');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await page.goBack();
        await expect(page).toHaveURL('/fr/contact');
      });
    }
  });
}

test('Escape closes the notice and goes home', async ({ page }) => {
  await page.goto('/fr/careers');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/fr');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a restricted page still explains itself', async ({ page }) => {
    await page.goto('/fr/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(restrictedPageNames.blog);
    for (const feature of blogUpcomingFeatures) await expect(page.getByRole('main').getByText(feature)).toBeVisible();
  });
});
