import { sampleAttacks, type AttackRecord } from '../data/security';

/**
 * Simulated security status (spec §4 and §9): nothing is fetched, the figures are drawn at random
 * on the client, and the page says so. The random source and the clock are parameters so the draw
 * can be tested.
 */

export type SecurityLevel = 'secure' | 'warning' | 'danger';

export interface SecuritySnapshot {
  /** Addresses blocked recently, 0 to 9. */
  blockedIPs: number;
  /** Attacks blocked recently, 0 to the number of sample attacks: always the table's row count. */
  recentAttacks: number;
  /** `warning` about one time in five, otherwise `secure`; the simulation never reports `danger`. */
  status: SecurityLevel;
  /** When the snapshot was taken. */
  lastUpdate: Date;
  /** The latest attacks, `recentAttacks` of the sample list, most recent first. */
  attacks: AttackRecord[];
}

/** A source of numbers in [0, 1), like `Math.random`. */
export type RandomSource = () => number;

/** Time the simulated check takes before its figures show. */
export const securityLoadDelayMs = 1_000;
/** Time between two automatic checks. */
export const securityRefreshIntervalMs = 30_000;
export const maxBlockedIPs = 9;
/** No more attacks than the table can list, so the count and the rows agree. */
export const maxRecentAttacks = sampleAttacks.length;
export const warningProbability = 0.2;

/** Age of the newest sample attack at snapshot time, so the table reads as recent. */
const newestAttackAgeMs = 6 * 60_000;

/** A whole number from 0 to `max` included, evenly spread. */
function randomInt(random: RandomSource, max: number): number {
  // Clamped in case a source returns exactly 1 or strays outside [0, 1).
  return Math.min(max, Math.max(0, Math.floor(random() * (max + 1))));
}

/**
 * The sample attacks moved in time so the newest happened a few minutes before `now`; their
 * spacing is kept.
 */
function recentSampleAttacks(count: number, now: Date): AttackRecord[] {
  const newest = sampleAttacks[0];
  if (!newest) return [];
  const shift = now.getTime() - newestAttackAgeMs - Date.parse(newest.timestamp);
  return sampleAttacks.slice(0, count).map((attack) => ({
    ...attack,
    timestamp: new Date(Date.parse(attack.timestamp) + shift).toISOString(),
  }));
}

/** One simulated check: three draws from `random`, in the order blocked IPs, attacks, status. */
export function simulateSnapshot(random: RandomSource, now: Date): SecuritySnapshot {
  const blockedIPs = randomInt(random, maxBlockedIPs);
  const recentAttacks = randomInt(random, maxRecentAttacks);
  const status: SecurityLevel = random() < warningProbability ? 'warning' : 'secure';
  return { blockedIPs, recentAttacks, status, lastUpdate: now, attacks: recentSampleAttacks(recentAttacks, now) };
}
