import { useCallback, useEffect, useRef, useState } from 'react';
import {
  securityLoadDelayMs,
  securityRefreshIntervalMs,
  simulateSnapshot,
  type RandomSource,
  type SecuritySnapshot,
} from '../../services/securityStatus';

export interface UseSecuritySnapshotOptions {
  /** Source of the simulated figures; `Math.random` by default. */
  random?: RandomSource;
  /** Clock of the snapshots; the current time by default. */
  now?: () => Date;
  /** Runs a new check every 30 s while true. */
  autoRefresh?: boolean;
}

export interface SecuritySnapshotState {
  /** The latest figures; `null` until the first check ends. */
  snapshot: SecuritySnapshot | null;
  /** A check is running. */
  loading: boolean;
  /** Runs a check now and restarts the 30 s cycle from here. */
  refresh: () => void;
}

const currentTime = () => new Date();

/**
 * The simulated security status: loading at first (which is what the prerendered HTML shows), the
 * figures one second after mount, and a new check every 30 seconds. Timers stop when the page is left.
 */
export function useSecuritySnapshot({
  random = Math.random,
  now = currentTime,
  autoRefresh = true,
}: UseSecuritySnapshotOptions = {}): SecuritySnapshotState {
  const [snapshot, setSnapshot] = useState<SecuritySnapshot | null>(null);
  const [loading, setLoading] = useState(true);
  // A manual refresh bumps the cycle so the interval restarts and no automatic check follows right after.
  const [cycle, setCycle] = useState(0);
  const sources = useRef({ random, now });
  const pendingLoad = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    sources.current = { random, now };
  }, [random, now]);

  const scheduleResult = useCallback(() => {
    clearTimeout(pendingLoad.current);
    pendingLoad.current = setTimeout(() => {
      pendingLoad.current = undefined;
      setSnapshot(simulateSnapshot(sources.current.random, sources.current.now()));
      setLoading(false);
    }, securityLoadDelayMs);
  }, []);

  const load = useCallback(() => {
    setLoading(true);
    scheduleResult();
  }, [scheduleResult]);

  // The state starts as loading, so the first check only has to schedule its result.
  useEffect(() => {
    scheduleResult();
    return () => clearTimeout(pendingLoad.current);
  }, [scheduleResult]);

  useEffect(() => {
    if (!autoRefresh) return undefined;
    const interval = setInterval(load, securityRefreshIntervalMs);
    return () => clearInterval(interval);
  }, [autoRefresh, cycle, load]);

  const refresh = useCallback(() => {
    load();
    setCycle((count) => count + 1);
  }, [load]);

  return { snapshot, loading, refresh };
}
