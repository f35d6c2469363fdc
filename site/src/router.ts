import { matchRoutes, type RouteObject } from 'react-router-dom';
import { site } from './config/site';
import { pageOf } from './routes';

/** The site lives under `/fr`: the prefix of every route's URL. */
export const basename = site.basePath;

/**
 * The basename the router is given. With its trailing slash, a link to `/` reads `/fr/`, the home's
 * own URL, where `/fr` would answer with a redirect; other links are unchanged (`/fr/about`).
 */
export const routerBasename = `${basename}/`;

/** The routes that match `pathname` (with the basename), outermost first. */
const matchesOf = (routes: RouteObject[], pathname: string) => matchRoutes(routes, pathname, basename) ?? [];

/** Whether `pathname` falls through to the catch-all route, the 404 page. */
export const isNotFound = (routes: RouteObject[], pathname: string) =>
  matchesOf(routes, pathname).at(-1)?.route.path === '*';

/**
 * Loads the code of the pages that `pathname` shows, so that they render at once: the prerender
 * renders them, and the browser hydrates exactly what was prerendered.
 */
export async function preloadPages(routes: RouteObject[], pathname: string): Promise<string[]> {
  const pages = matchesOf(routes, pathname).flatMap(({ route }) => pageOf(route) ?? []);
  await Promise.all(pages.map((page) => page.preload()));
  return pages.map((page) => page.module);
}
