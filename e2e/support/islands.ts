import { expect, type Locator } from '@playwright/test';

/**
 * Reaches for an island as a visitor would (the pointer moves onto it, which starts loading its
 * code: site/build/interactionDirective.ts) and waits until it has hydrated, for a test about what
 * its code does. A test about the page before its code (the platform's answer, a kept tap) skips this.
 */
export async function whenIslandReady(inside: Locator): Promise<void> {
  await inside.first().hover();
  await expect(inside.first().locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', {
    timeout: 15_000,
  });
}
