import { matchRoutes, type RouteObject } from 'react-router-dom';
import { site } from './config/site';

/** Router basename: the site lives under `/fr`. */
export const basename = site.basePath;

/**
 * Loads the lazy routes that match `pathname` and merges them into their route objects, so the
 * router starts fully resolved and hydration renders exactly what was prerendered.
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}
