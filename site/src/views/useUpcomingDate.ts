import { useSyncExternalStore } from 'react';
import { isUpcoming, type ExpectedDate } from '../data/restricted';

const subscribe = () => () => {};

/**
 * The label of `expected` while it lies ahead, `undefined` once it is past or when there is none.
 * The prerendered HTML never carries the date (the server snapshot): a page built before the date
 * passed would otherwise keep promising it. Hydration reuses that HTML, then React renders again
 * with the visitor's clock, so the date shows only while it is still to come.
 */
export function useUpcomingDate(expected: ExpectedDate | undefined): string | undefined {
  const upcoming = useSyncExternalStore(
    subscribe,
    () => expected !== undefined && isUpcoming(expected, Date.now()),
    () => false,
  );
  return upcoming ? expected?.label : undefined;
}
