import { useMatches } from 'react-router-dom';

/**
 * The value that the deepest matching route declares under `key` in its `handle`
 * (`{ restricted: 'blog' }`), or undefined when no matching route declares one.
 */
export function useRouteHandle<T>(key: string): T | undefined {
  for (const { handle } of useMatches().toReversed()) {
    if (typeof handle === 'object' && handle !== null && key in handle) {
      return (handle as Record<string, T>)[key];
    }
  }
  return undefined;
}
