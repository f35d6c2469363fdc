import { expect, test } from './fixtures';
import { publicRoutes } from './support/publicRoutes';

for (const route of publicRoutes) {
  test(`${route.path} renders its heading and content`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${route.title} | Company`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await expect(main.getByRole('heading', { name: route.content }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of publicRoutes) {
    test(`${route.path} shows its prerendered content`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.getByRole('main').getByRole('heading', { name: route.content }).first()).toBeVisible();
    });
  }
});
