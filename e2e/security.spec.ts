import type { Locator, Page } from '@playwright/test';
import { sampleAttacks, securityPageCopy as copy } from '../site/src/data/security';
import { expect, test } from './fixtures';
import { pauseClock } from './support/clock';
import { rememberCookieChoice } from './support/storage';

/** Time the simulated check takes, and between two automatic checks (spec §9). */
const checkMs = 1000;
const refreshEveryMs = 30_000;

/** The figure of the card labelled `label`. */
const figure = (page: Page, label: string): Locator =>
  page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: label }) })
    .getByRole('definition')
    .first();

function securityStatus(page: Page) {
  const banner = page.getByRole('status').filter({ hasText: copy.bannerLabel });
  return {
    banner,
    refresh: page.getByRole('button', { name: copy.refreshLabel }),
    blockedIps: figure(page, copy.blockedIpsLabel),
    recentAttacks: figure(page, copy.recentAttacksLabel),
    attacks: page.getByRole('region', { name: copy.attacksTableTitle }),
  };
}

/** The figures and the table agree: as many rows as attacks (the sample list has three), or the empty state. */
async function expectConsistentFigures(page: Page) {
  const status = securityStatus(page);
  await expect(status.banner).toHaveText(/Sécurisé|Attention/);
  await expect(status.banner).toContainText(`${copy.lastUpdateLabel}\u00a0:`);
  await expect(status.blockedIps).toHaveText(/^[0-9]$/);
  await expect(status.recentAttacks).toHaveText(/^[0-4]$/);
  const attacks = Number(await status.recentAttacks.textContent());
  const table = status.attacks.getByRole('table', { name: copy.attacksTableTitle });
  if (attacks === 0) {
    await expect(table.getByRole('cell', { name: copy.emptyAttacks })).toBeVisible();
  } else {
    await expect(table.getByRole('columnheader')).toHaveText(Object.values(copy.columns));
    const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await expect(rows).toHaveCount(Math.min(attacks, sampleAttacks.length));
    await expect(rows.first()).toContainText(sampleAttacks[0]?.ip ?? '');
  }
}

test('the status loads for a second, shows its figures, and checks again on « Actualiser » and every 30 s', async ({
  page,
}) => {
  await rememberCookieChoice(page);
  const start = await pauseClock(page);
  await page.goto('/fr/security-status');
  const status = securityStatus(page);

  await expect(status.banner).toContainText(copy.loadingLabel);
  await expect(status.refresh).toBeDisabled();
  await expect(status.blockedIps).toHaveText(`–${copy.pendingValue}`);
  await expect(status.attacks).toContainText(copy.loadingLabel);

  await page.clock.runFor(checkMs);
  await expect(status.banner).not.toContainText(copy.loadingLabel);
  await expect(status.refresh).toBeEnabled();
  await expectConsistentFigures(page);
  const firstUpdate = await status.banner.locator('time').getAttribute('datetime');
  expect(Date.parse(firstUpdate ?? '')).toBeGreaterThanOrEqual(start.getTime() + checkMs);

  await page.clock.runFor(5_000);
  await status.refresh.click();
  await expect(status.banner).toContainText(copy.loadingLabel);
  await expect(status.refresh).toBeDisabled();
  await page.clock.runFor(checkMs);
  await expect(status.refresh).toBeEnabled();
  await expectConsistentFigures(page);
  const secondUpdate = await status.banner.locator('time').getAttribute('datetime');
  expect(secondUpdate).not.toBe(firstUpdate);

  // Left alone, the page checks again 30 s after the last refresh.
  await page.clock.runFor(refreshEveryMs - checkMs);
  await expect(status.banner).toContainText(copy.loadingLabel);
  await page.clock.runFor(checkMs);
  await expectConsistentFigures(page);
  await expect(status.banner.locator('time')).not.toHaveAttribute('datetime', secondUpdate ?? '');
});
