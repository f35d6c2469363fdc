import type { Page } from '@playwright/test';

/**
 * Replaces the page's clock with one stopped at `now`, before the page loads: the site's timers
 * (simulated delays, banners that hide themselves) then only run when the test calls
 * `page.clock.runFor()`, so a state that lasts a second can be checked without racing it.
 */
export async function pauseClock(page: Page, now = new Date()): Promise<Date> {
  await page.clock.install({ time: now });
  // A little ahead: the installed clock may already have ticked, and it cannot be paused in its past.
  const paused = new Date(now.getTime() + 1000);
  await page.clock.pauseAt(paused);
  return paused;
}
