import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * The visitor's current year. Prerendered HTML carries the build year; hydration reuses it (the
 * server snapshot) and React then renders the browser's year, so a page built in December and read
 * in January shows the right copyright without a hydration mismatch.
 */
export function useCurrentYear() {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}
