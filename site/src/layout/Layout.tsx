import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { ErrorPage } from '../pages/ErrorPage';
import { PageErrorBoundary } from './PageErrorBoundary';
import { SiteShell } from './SiteShell';

/**
 * The dev server's accessibility check after each navigation. Behind `import.meta.env.DEV`, a
 * build replaces the condition with `false` and drops the import: production ships no axe-core
 * (scripts/check-public-bundle.mjs). Unit tests render pages without it.
 */
const AxeOnNavigation =
  import.meta.env.DEV && import.meta.env.MODE !== 'test'
    ? lazy(() => import('../dev/AxeOnNavigation').then((module) => ({ default: module.AxeOnNavigation })))
    : null;

/** Layout route: the shell around every page, with focus and scroll handled on navigation. */
export function Layout() {
  const { pathname } = useLocation();
  useFocusMainOnNavigation(pathname);
  useScrollOnNavigation();
  return (
    <>
      <SiteShell>
        {/* While a page's code loads, the router's transition keeps the previous page on screen. */}
        <Suspense fallback={null}>
          <PageErrorBoundary resetKey={pathname} fallback={<ErrorPage />}>
            <Outlet />
          </PageErrorBoundary>
        </Suspense>
      </SiteShell>
      {AxeOnNavigation ? (
        <Suspense fallback={null}>
          <AxeOnNavigation />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * A client-side navigation swaps the page without a load, so screen readers announce nothing
 * and focus stays on the clicked link; moving focus to the main region starts the new page.
 */
function useFocusMainOnNavigation(pathname: string) {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * A new page starts at its top (or at the element its `#hash` names); Back and Forward return
 * to where the visitor was on that page.
 */
function useScrollOnNavigation() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const first = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  // Remembers where the visitor is on each page, for a later Back.
  useEffect(() => {
    const remember = () => positions.current.set(location.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType === NavigationType.Pop) {
      window.scrollTo(0, positions.current.get(location.key) ?? 0);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
