import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RandomSource } from '../../services/securityStatus';
import { useSecuritySnapshot } from './useSecuritySnapshot';

const start = new Date('2026-03-02T09:30:00Z');

/** Returns the given values in turn, then starts again. Create it outside the hook's render callback. */
function sequence(...values: number[]): RandomSource {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
}

const now = () => new Date();
const half: RandomSource = () => 0.5;

describe('useSecuritySnapshot', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const advance = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });

  it('starts loading and shows the figures one second later', () => {
    const random = sequence(0.35, 0.45, 0.9);
    const { result } = renderHook(() => useSecuritySnapshot({ random, now }));
    expect(result.current).toMatchObject({ loading: true, snapshot: null });

    advance(999);
    expect(result.current).toMatchObject({ loading: true, snapshot: null });

    advance(1);
    expect(result.current.loading).toBe(false);
    expect(result.current.snapshot).toMatchObject({ blockedIPs: 3, recentAttacks: 1, status: 'secure' });
    expect(result.current.snapshot?.lastUpdate).toEqual(new Date(start.getTime() + 1_000));
  });

  it('checks again every 30 seconds, keeping the last figures while it loads', () => {
    const random = sequence(0.1, 0.1, 0.9, 0.95, 0.95, 0.05);
    const { result } = renderHook(() => useSecuritySnapshot({ random, now }));
    advance(1_000);
    expect(result.current.snapshot).toMatchObject({ blockedIPs: 1, recentAttacks: 0, status: 'secure' });

    advance(28_999);
    expect(result.current.loading).toBe(false);
    advance(1);
    expect(result.current.loading).toBe(true);
    expect(result.current.snapshot).toMatchObject({ blockedIPs: 1 });

    advance(1_000);
    expect(result.current.loading).toBe(false);
    expect(result.current.snapshot).toMatchObject({ blockedIPs: 9, recentAttacks: 3, status: 'warning' });
    expect(result.current.snapshot?.lastUpdate).toEqual(new Date(start.getTime() + 31_000));
  });

  it('refresh runs a check at once and restarts the 30-second cycle', () => {
    const { result } = renderHook(() => useSecuritySnapshot({ random: half, now }));
    advance(10_000);
    expect(result.current.loading).toBe(false);

    act(() => result.current.refresh());
    expect(result.current.loading).toBe(true);
    advance(1_000);
    expect(result.current.loading).toBe(false);
    expect(result.current.snapshot?.lastUpdate).toEqual(new Date(start.getTime() + 11_000));

    // The original schedule (30 s after mount) no longer applies.
    advance(19_000);
    expect(result.current.loading).toBe(false);
    advance(10_000);
    expect(result.current.loading).toBe(true);
  });

  it('stops checking when automatic refresh is off', () => {
    const { result, rerender } = renderHook(
      ({ autoRefresh }) => useSecuritySnapshot({ random: half, now, autoRefresh }),
      { initialProps: { autoRefresh: true } },
    );
    advance(1_000);
    rerender({ autoRefresh: false });
    advance(120_000);
    expect(result.current.loading).toBe(false);
    expect(result.current.snapshot?.lastUpdate).toEqual(new Date(start.getTime() + 1_000));

    rerender({ autoRefresh: true });
    advance(30_000);
    expect(result.current.loading).toBe(true);
  });

  it('never reports danger with the real random source', () => {
    const { result } = renderHook(() => useSecuritySnapshot());
    for (let check = 0; check < 50; check += 1) {
      advance(30_000);
      advance(1_000);
      expect(['secure', 'warning']).toContain(result.current.snapshot?.status);
    }
  });

  it('leaves no timer running once the page is left', () => {
    const { unmount } = renderHook(() => useSecuritySnapshot({ random: half, now }));
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no timer running when left during a check', () => {
    const { result, unmount } = renderHook(() => useSecuritySnapshot({ random: half, now }));
    advance(5_000);
    act(() => result.current.refresh());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
