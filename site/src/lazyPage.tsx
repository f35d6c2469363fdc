import { use, type ComponentType, type ReactNode } from 'react';

/** A page component whose code loads on first use. */
export interface LazyPage<P extends object> {
  (props: P): ReactNode;
  /** Loads the page's code; resolves at once when it is already there. */
  preload: () => Promise<void>;
  /** Path of the page module from the site's root, as in the build manifest (`src/pages/HomePage.tsx`). */
  module: string;
}

/**
 * Wraps a page module's loader. Once `preload()` has resolved, the page renders synchronously, so
 * the prerender (`renderToString`) and the hydration of the page being shown render it at once,
 * exactly as served. Otherwise it suspends while its code loads: a client-side navigation, which
 * the router runs as a transition, keeps the previous page on screen meanwhile. A failed load is
 * thrown to the nearest error boundary.
 */
export function lazyPage<P extends object>(module: string, load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let Component: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;

  // A failed load stays failed until the page is reloaded: retrying at once from render would
  // loop while the connection is down.
  const preload = () =>
    (loading ??= load().then((loaded) => {
      Component = loaded;
    }));

  function Page(props: P): ReactNode {
    if (!Component) use(preload());
    const Loaded = Component as ComponentType<P>;
    return <Loaded {...props} />;
  }
  Page.preload = preload;
  Page.module = module;
  return Page;
}
