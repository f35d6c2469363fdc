import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { publicRoutes } from './support/publicRoutes';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const route of publicRoutes) {
  test(`${route.path} has no WCAG 2.2 AA violation`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
    expect(
      violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}
