import { describe, expect, it } from 'vitest';
import { sampleAttacks } from '../data/security';
import { maxBlockedIPs, maxRecentAttacks, simulateSnapshot, type RandomSource } from './securityStatus';

const now = new Date('2026-03-02T09:30:00Z');

/** Returns the given values in turn, then starts again. */
function sequence(...values: number[]): RandomSource {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
}

/** Small seeded generator (mulberry32), so the statistical checks are repeatable. */
function seeded(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('simulateSnapshot', () => {
  it('maps the lowest and highest draws to the ends of each range', () => {
    expect(simulateSnapshot(sequence(0, 0, 0.5), now)).toMatchObject({ blockedIPs: 0, recentAttacks: 0 });
    expect(simulateSnapshot(sequence(0.9999, 0.9999, 0.5), now)).toMatchObject({ blockedIPs: 9, recentAttacks: 3 });
  });

  it('stays in range even when the source misbehaves', () => {
    expect(simulateSnapshot(sequence(1, 1, 1), now)).toMatchObject({ blockedIPs: 9, recentAttacks: 3 });
    expect(simulateSnapshot(sequence(-0.5, -0.5, 0.5), now)).toMatchObject({ blockedIPs: 0, recentAttacks: 0 });
  });

  it('reports a warning below 0.2 on the third draw, secure from 0.2 up', () => {
    expect(simulateSnapshot(sequence(0.5, 0.5, 0), now).status).toBe('warning');
    expect(simulateSnapshot(sequence(0.5, 0.5, 0.1999), now).status).toBe('warning');
    expect(simulateSnapshot(sequence(0.5, 0.5, 0.2), now).status).toBe('secure');
    expect(simulateSnapshot(sequence(0.5, 0.5, 0.9999), now).status).toBe('secure');
  });

  it('over many checks: every value of each range, about 20 % warnings, never danger', () => {
    const random = seeded(20250110);
    const runs = 20_000;
    const blocked = new Set<number>();
    const attacks = new Set<number>();
    const statuses = new Map<string, number>();
    for (let run = 0; run < runs; run += 1) {
      const snapshot = simulateSnapshot(random, now);
      blocked.add(snapshot.blockedIPs);
      attacks.add(snapshot.recentAttacks);
      statuses.set(snapshot.status, (statuses.get(snapshot.status) ?? 0) + 1);
    }
    expect([...blocked].sort((a, b) => a - b)).toEqual(Array.from({ length: maxBlockedIPs + 1 }, (_, i) => i));
    expect([...attacks].sort((a, b) => a - b)).toEqual(Array.from({ length: maxRecentAttacks + 1 }, (_, i) => i));
    expect(statuses.has('danger')).toBe(false);
    const warningShare = (statuses.get('warning') ?? 0) / runs;
    expect(warningShare).toBeGreaterThan(0.18);
    expect(warningShare).toBeLessThan(0.22);
  });

  it('dates the snapshot at the given time', () => {
    expect(simulateSnapshot(sequence(0.5), now).lastUpdate).toBe(now);
  });

  it('counts exactly the attacks its table lists, whatever the draw', () => {
    const random = seeded(7);
    for (let run = 0; run < 200; run += 1) {
      const snapshot = simulateSnapshot(random, now);
      expect(snapshot.attacks).toHaveLength(snapshot.recentAttacks);
    }
    expect(maxRecentAttacks).toBe(sampleAttacks.length);
  });

  it('lists as many sample attacks as were drawn, up to the three samples', () => {
    expect(simulateSnapshot(sequence(0.5, 0, 0.5), now).attacks).toEqual([]);
    expect(simulateSnapshot(sequence(0.5, 0.3, 0.5), now).attacks).toHaveLength(1);
    const all = simulateSnapshot(sequence(0.5, 0.9999, 0.5), now).attacks;
    expect(all).toHaveLength(sampleAttacks.length);
    expect(all.map((attack) => attack.type)).toEqual(sampleAttacks.map((attack) => attack.type));
  });

  it('moves the sample attacks to the minutes before the check, keeping their spacing', () => {
    const [first, second] = simulateSnapshot(sequence(0.5, 0.9999, 0.5), now).attacks;
    expect(first?.timestamp).toBe('2026-03-02T09:24:00.000Z');
    const sampleGap = Date.parse(sampleAttacks[0]!.timestamp) - Date.parse(sampleAttacks[1]!.timestamp);
    expect(Date.parse(first!.timestamp) - Date.parse(second!.timestamp)).toBe(sampleGap);
  });
});
