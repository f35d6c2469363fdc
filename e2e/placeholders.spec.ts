import { homeHero } from '../site/src/data/home';
import { underConstructionPages } from '../site/src/data/restricted';
import { expect, test } from './fixtures';

const spaces = [
  { paths: ['/fr/app/admin/users', '/fr/app/admin/chat'], page: underConstructionPages.admin },
  { paths: ['/fr/app/client', '/fr/app/client/billing'], page: underConstructionPages.client },
  { paths: ['/fr/community'], page: underConstructionPages.community },
  { paths: ['/fr/webinars'], page: underConstructionPages.webinars },
];

/** Early 2025: when the old placeholders' « T1 2025 » still lay ahead. */
const early2025 = new Date('2025-02-01T09:00:00+03:00');

for (const { paths, page: content } of spaces) {
  for (const path of paths) {
    test(`${path} shows the under-construction page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title);
      await expect(page.getByText('Disponible prochainement')).toBeVisible();
      await expect(page.getByText(/Date prévue/)).toHaveCount(0);
      await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
      const notify = page.getByRole('link', { name: 'Me notifier' });
      await expect(notify).toHaveAttribute('href', /^mailto:contact@company\.example\?subject=/);
      await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
      await expect(page).toHaveURL('/fr/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHero.title);
    });
  }
}

test('no placeholder announces a date, neither in its HTML nor in the page shown, whatever the day', async ({
  page,
  request,
}) => {
  await page.clock.setFixedTime(early2025);
  for (const path of spaces.flatMap(({ paths }) => paths)) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('Disponible prochainement');
    expect(html, path).not.toContain('Date prévue');

    await page.goto(path);
    await expect(page.getByText('Disponible prochainement'), path).toBeVisible();
    await expect(page.getByRole('main'), path).not.toContainText(/Date prévue|T1 2025/);
  }
});
