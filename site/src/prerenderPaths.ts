import { generatePath, type RouteObject } from 'react-router-dom';

/** Values for a route's dynamic segments, e.g. `{ slug: 'developpement-web' }`. */
export type PrerenderParams = Record<string, string>;

/**
 * Lists the param sets to prerender for a route with dynamic segments. Declared as
 * `handle: { prerender }` on the route object, and given the params of the enclosing routes.
 */
export type PrerenderFunction = (parentParams: PrerenderParams) => PrerenderParams[];

/** Shape of `handle` on a route that lists its own prerenderable params. */
export interface PrerenderHandle {
  prerender: PrerenderFunction;
}

interface Prefix {
  pattern: string;
  params: PrerenderParams;
}

const isSplat = (path: string) => path === '*' || path.endsWith('/*');
const isDynamic = (path: string) => path.split('/').some((segment) => segment.startsWith(':'));

function joinPaths(parent: string, child: string): string {
  const joined = child.startsWith('/') ? child : `${parent}/${child}`;
  return `/${joined.split('/').filter(Boolean).join('/')}`;
}

function prerenderFunctionOf(handle: unknown): PrerenderFunction | undefined {
  if (typeof handle !== 'object' || handle === null || !('prerender' in handle)) return undefined;
  return typeof handle.prerender === 'function' ? (handle.prerender as PrerenderFunction) : undefined;
}

/**
 * Every path the route tree can prerender, relative to the router's basename, in tree order.
 * Index routes and routes with a path are pages; splat routes (`*`) are skipped with their
 * children; a dynamic segment is expanded through its route's `handle.prerender`, and a dynamic
 * route without one is skipped, since its params cannot be known.
 */
export function prerenderPaths(routes: readonly RouteObject[]): string[] {
  const paths = new Set<string>();

  const walk = (children: readonly RouteObject[], prefixes: readonly Prefix[]) => {
    for (const route of children) {
      const path = route.path;
      if (path !== undefined && isSplat(path)) continue;

      let own = prefixes;
      if (path !== undefined) {
        own = prefixes.map((prefix) => ({ ...prefix, pattern: joinPaths(prefix.pattern, path) }));
        if (isDynamic(path)) {
          const prerender = prerenderFunctionOf(route.handle);
          if (!prerender) continue;
          own = own.flatMap((prefix) =>
            prerender(prefix.params).map((params) => ({
              pattern: prefix.pattern,
              params: { ...prefix.params, ...params },
            })),
          );
        }
      }

      if (route.index || path !== undefined) {
        for (const { pattern, params } of own) paths.add(generatePath(pattern, params));
      }
      if (route.children) walk(route.children, own);
    }
  };

  walk(routes, [{ pattern: '/', params: {} }]);
  return [...paths];
}
