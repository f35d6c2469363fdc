import { expect, type Page } from '@playwright/test';

/** The cookie banner, as a visitor without a stored choice sees it. */
export function cookieBanner(page: Page) {
  return page.getByRole('region', { name: 'Nous respectons votre vie privée', includeHidden: true });
}

/**
 * Waits for the widgets every page carries: the chat launcher always, the cookie banner when
 * `banner` is set (a visitor without a stored choice). Both are in the page's HTML, the banner shown
 * by the head script once it has read the stored choice. Hidden from assistive technologies counts
 * too: the « Accès restreint » notice keeps them on screen but outside the accessibility tree.
 */
export async function waitForDeferredFeatures(page: Page, { banner }: { banner: boolean }): Promise<void> {
  await expect(page.getByRole('button', { name: /l’assistant$/, includeHidden: true })).toBeVisible();
  if (banner) await expect(cookieBanner(page)).toBeVisible();
}

/**
 * Opens the signed-in visitor's menu in the header. The header's island hydrates at once when a
 * session is stored, then reads it; the menu's own code loads after that, and until then the header
 * shows a stand-in button (Radix's trigger is the one with a `data-state`), which keeps a click for
 * the menu: waiting for the real trigger keeps the test about the menu itself (robustness.spec.ts
 * covers the stand-in).
 */
export async function openUserMenu(page: Page, name: string): Promise<void> {
  const trigger = page.getByRole('banner').getByRole('button', { name });
  await expect(trigger).toHaveAttribute('data-state', 'closed');
  await trigger.click();
  await expect(page.getByRole('menu')).toBeVisible();
}

/**
 * How long an island may take to show its first answer: the « Accès restreint » notice
 * (`client:load`) and the account application (`client:only`, the largest code of the site) only
 * appear once their code has arrived and run, which a busy machine makes slow (`whenIslandReady`
 * allows as long). Pass it where a test awaits what such an island shows first.
 */
export const islandStart = { timeout: 15_000 } as const;

/** Waits until the account application has run on a page of a visitor with a stored session. */
export async function whenAccountAppRuns(page: Page): Promise<void> {
  await expect(page.locator('astro-island[component-export="AccountApp"]')).not.toHaveAttribute('ssr', islandStart);
}
