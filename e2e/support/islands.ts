import { expect, type Locator } from '@playwright/test';

/**
 * Reaches for an island as a visitor would (the pointer moves onto it, which starts loading its
 * code: site/build/interactionDirective.ts) and waits until it has hydrated, for a test about what
 * its code does. A mouse resting on an island hydrates it after a timer, which a test's paused
 * clock holds: a field's focus starts it too, so one is announced (without moving the page's focus).
 * A test about the page before its code (the platform's answer, a kept tap) skips this.
 */
export async function whenIslandReady(inside: Locator): Promise<void> {
  await inside.first().hover();
  const island = inside.first().locator('xpath=ancestor::astro-island[1]');
  await island.evaluate((element) =>
    element
      .querySelector('input, textarea, select, [contenteditable]')
      ?.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
  );
  await expect(island).not.toHaveAttribute('ssr', { timeout: 15_000 });
}
