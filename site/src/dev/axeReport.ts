import type { AxeResults, Result, RunOptions } from 'axe-core';

/** What CI checks on every route (e2e/support/axe.ts): WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const axeWcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The part of axe-core the check uses. */
export interface AxeRunner {
  run: (context: Document, options: RunOptions) => Promise<AxeResults>;
}

/**
 * « [axe] image-alt (critical): Images must have alternative text », then the selector of each
 * element concerned on a line of its own, then the rule's documentation.
 */
export function describeViolation({ id, impact, help, helpUrl, nodes }: Result): string {
  const selectors = nodes.map(({ target }) => `  ${target.join(' ')}`);
  return [`[axe] ${id} (${impact ?? 'no impact given'}): ${help}`, ...selectors, `  ${helpUrl}`].join('\n');
}

/**
 * Checks the page as it is once its animations are over (a half-faded entrance would be reported
 * for its contrast), and logs each violation as one console warning. Returns how many there were.
 */
export async function warnAboutViolations(
  axe: AxeRunner,
  page: Document = document,
  warn: (message: string) => void = console.warn,
): Promise<number> {
  await Promise.allSettled(page.getAnimations?.().map((animation) => animation.finished) ?? []);
  const { violations } = await axe.run(page, {
    runOnly: { type: 'tag', values: axeWcagTags },
    resultTypes: ['violations'],
  });
  for (const violation of violations) warn(describeViolation(violation));
  return violations.length;
}
