import { expect, type Page } from '@playwright/test';

/** The cookie banner, as a visitor without a stored choice sees it. */
export function cookieBanner(page: Page) {
  return page.getByRole('region', { name: 'Nous respectons votre vie privée', includeHidden: true });
}

/**
 * Waits for what the site loads after hydration: the chat launcher always, the cookie banner when
 * `banner` is set (a visitor without a stored choice). Both are fetched lazily, so a check made
 * right after `page.goto` would miss them. Hidden from assistive technologies counts too: a modal
 * notice keeps them on screen but outside the accessibility tree.
 */
export async function waitForDeferredFeatures(page: Page, { banner }: { banner: boolean }): Promise<void> {
  await expect(page.getByRole('button', { name: /l’assistant$/, includeHidden: true })).toBeVisible();
  if (banner) await expect(cookieBanner(page)).toBeVisible();
}

/**
 * Opens the signed-in visitor's menu in the header. Its code loads after the session is restored,
 * and until then the header shows a stand-in button (Radix's trigger is the one with a
 * `data-state`), which keeps a click for the menu: waiting for the real trigger keeps the test
 * about the menu itself (robustness.spec.ts covers the stand-in).
 */
export async function openUserMenu(page: Page, name: string): Promise<void> {
  const trigger = page.getByRole('banner').getByRole('button', { name });
  await expect(trigger).toHaveAttribute('data-state', 'closed');
  await trigger.click();
  await expect(page.getByRole('menu')).toBeVisible();
}
