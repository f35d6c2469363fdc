import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { animationsSettled } from './motion';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page once its running animations have ended, or only on the elements `include`
 * selects; a violation is listed with the elements it concerns.
 */
export async function expectNoViolations(page: Page, state: string, { include }: { include?: string } = {}) {
  // Only the violations are reported: building the other result types costs time on every page.
  // `options` replaces every option set before it, so it comes before `withTags`. Legacy mode runs
  // `axe.run` in the page itself: the default evaluates axe-core's source three times and opens a
  // blank page to merge each frame's results, half as much again as the analysis, for what only
  // cross-origin frames need, and the site has none (a third party's content loads only on consent).
  await animationsSettled(page);
  let builder = new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(wcagTags);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  expect(
    violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`),
    state,
  ).toEqual([]);
}
