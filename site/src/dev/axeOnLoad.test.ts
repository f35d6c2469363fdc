import type { AxeResults, Result } from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { axeSettleDelayMs, checkPageWhenSettled } from './axeOnLoad';
import { axeWcagTags, type AxeRunner } from './axeReport';

const axe = vi.hoisted(() => ({ run: vi.fn<AxeRunner['run']>() }));
vi.mock('axe-core', () => ({ default: axe }));

const imageAlt = {
  id: 'image-alt',
  impact: 'critical',
  help: 'Images must have alternative text',
  helpUrl: 'https://dequeuniversity.com/rules/axe/4.14/image-alt',
  nodes: [{ target: ['main > img'] }, { target: ['#team', '.avatar:nth-child(2)'] }],
} as unknown as Result;

const buttonName = {
  id: 'button-name',
  impact: 'serious',
  help: 'Buttons must have discernible text',
  helpUrl: 'https://dequeuniversity.com/rules/axe/4.14/button-name',
  nodes: [{ target: ['header > button'] }],
} as unknown as Result;

/** Lets the page settle, then lets the check finish. */
async function settle() {
  await vi.advanceTimersByTimeAsync(axeSettleDelayMs);
  await vi.waitFor(() => expect(axe.run).toHaveBeenCalled());
}

let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  vi.useFakeTimers();
  axe.run.mockReset();
  axe.run.mockResolvedValue({ violations: [imageAlt, buttonName] } as unknown as AxeResults);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  warn.mockRestore();
});

describe('checkPageWhenSettled (dev server)', () => {
  it('checks the page once it has settled and logs one warning per violation', async () => {
    checkPageWhenSettled();
    expect(axe.run).not.toHaveBeenCalled();
    await settle();

    expect(axe.run).toHaveBeenCalledTimes(1);
    expect(axe.run).toHaveBeenCalledWith(document, {
      runOnly: { type: 'tag', values: axeWcagTags },
      resultTypes: ['violations'],
    });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    const [first, second] = warn.mock.calls.map(([message]) => String(message));
    expect(first).toBe(
      [
        '[axe] image-alt (critical): Images must have alternative text',
        '  main > img',
        '  #team .avatar:nth-child(2)',
        '  https://dequeuniversity.com/rules/axe/4.14/image-alt',
      ].join('\n'),
    );
    expect(second).toMatch(
      /^\[axe\] button-name \(serious\): Buttons must have discernible text\n {2}header > button\n/,
    );
  });

  it('logs nothing when the page has no violation', async () => {
    axe.run.mockResolvedValue({ violations: [] } as unknown as AxeResults);
    checkPageWhenSettled();
    await settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(warn).not.toHaveBeenCalled();
  });
});
