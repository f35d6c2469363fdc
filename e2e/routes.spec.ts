import { expect, test } from './fixtures';
import { publicRoutesWithoutDocPages } from './support/publicRoutes';

// With JavaScript, every route is checked in public-pages.spec.ts. Without it, the prerendered
// HTML alone shows each page's heading and content; the documents' pages are read whole without
// JavaScript in doc-pages.spec.ts.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of publicRoutesWithoutDocPages) {
    test(`${route.path} shows its prerendered content`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.getByRole('main').getByRole('heading', { name: route.content }).first()).toBeVisible();
    });
  }
});
