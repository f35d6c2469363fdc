import type { Locator, Page } from '@playwright/test';
import { sampleAttacks, securityPageCopy as copy } from '../site/src/data/security';
import { expect, test } from './fixtures';
import { pauseClock } from './support/clock';
import { rememberCookieChoice } from './support/storage';

/** Time the simulated check takes, and between two automatic checks (spec §9). */
const checkMs = 1000;
const refreshEveryMs = 30_000;

/** The card whose label is one of `forms` (singular or plural, as its count requires). */
const card = (page: Page, forms: { one: string; other: string }): Locator =>
  page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^(${forms.one}|${forms.other})$`) }) })
    .first();

/** French agreement: 0 and 1 take the singular. */
const agreeing = (count: number, forms: { one: string; other: string }) => (count <= 1 ? forms.one : forms.other);

function securityStatus(page: Page) {
  const banner = page.getByRole('status').filter({ hasText: copy.bannerLabel });
  return {
    banner,
    refresh: page.getByRole('button', { name: copy.refreshLabel }),
    blockedIpsCard: card(page, copy.blockedIpsLabel),
    blockedIps: card(page, copy.blockedIpsLabel).getByRole('definition').first(),
    recentAttacksCard: card(page, copy.recentAttacksLabel),
    recentAttacks: card(page, copy.recentAttacksLabel).getByRole('definition').first(),
    attacks: page.getByRole('region', { name: copy.attacksTableTitle }),
  };
}

/**
 * The figures and the table agree: exactly as many rows as attacks, or the empty state; each label
 * agrees with its count (« 1 adresse IP bloquée »).
 */
async function expectConsistentFigures(page: Page) {
  const status = securityStatus(page);
  await expect(status.banner).toHaveText(/Sécurisé|Attention/);
  await expect(status.banner).toContainText(`${copy.lastUpdateLabel}\u00a0:`);
  await expect(status.blockedIps).toHaveText(/^[0-9]$/);
  await expect(status.recentAttacks).toHaveText(new RegExp(`^[0-${sampleAttacks.length}]$`));
  const blocked = Number(await status.blockedIps.textContent());
  await expect(status.blockedIpsCard.getByRole('term')).toHaveText(agreeing(blocked, copy.blockedIpsLabel));
  const attacks = Number(await status.recentAttacks.textContent());
  await expect(status.recentAttacksCard.getByRole('term')).toHaveText(agreeing(attacks, copy.recentAttacksLabel));
  const table = status.attacks.getByRole('table', { name: copy.attacksTableTitle });
  if (attacks === 0) {
    await expect(table.getByRole('cell', { name: copy.emptyAttacks })).toBeVisible();
  } else {
    await expect(table.getByRole('columnheader')).toHaveText(Object.values(copy.columns));
    const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await expect(rows).toHaveCount(attacks);
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
  // Before any figure, the visitor reads that they are a demonstration, and no live-monitoring claim.
  await expect(page.getByRole('main').getByText(/^Démonstration\u00a0: les chiffres/)).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/temps réel/i);

  await expect(status.banner).toContainText(copy.loadingLabel);
  await expect(status.refresh).toBeDisabled();
  await expect(status.blockedIps).toHaveText(`–${copy.pendingValue}`);
  await expect(status.attacks).toContainText(copy.loadingLabel);

  // The check starts once the dashboard's island has hydrated (it loads as it comes into view).
  await expect(page.getByRole('main').locator('astro-island').first()).not.toHaveAttribute('ssr', {
    timeout: 15_000,
  });
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
