import { underConstructionPages } from '../site/src/data/restricted';
import { expect, test } from './fixtures';

const spaces = [
  { paths: ['/fr/app/admin', '/fr/app/admin/users', '/fr/app/admin/chat'], page: underConstructionPages.admin },
  { paths: ['/fr/app/client', '/fr/app/client/billing'], page: underConstructionPages.client },
  { paths: ['/fr/community'], page: underConstructionPages.community },
  { paths: ['/fr/webinars'], page: underConstructionPages.webinars },
];

for (const { paths, page: content } of spaces) {
  for (const path of paths) {
    test(`${path} shows the under-construction page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title);
      await expect(page.getByText('T1 2025')).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
      const notify = page.getByRole('link', { name: 'Me notifier' });
      await expect(notify).toHaveAttribute('href', /^mailto:contact@company\.example\?subject=/);
      await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
      // /fr after a client-side navigation, /fr/ after a full load (a click before hydration).
      await expect(page).toHaveURL(/\/fr\/?$/);
    });
  }
}
