import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { SiteShell } from './SiteShell';

/** Layout route: the shell around every page, with focus and scroll handled on navigation. */
export function Layout() {
  useFocusMainOnNavigation();
  return (
    <SiteShell>
      <Outlet />
      <ScrollRestoration />
    </SiteShell>
  );
}

/**
 * A client-side navigation swaps the page without a load, so screen readers announce nothing
 * and focus stays on the clicked link; moving focus to the main region starts the new page.
 */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [pathname]);
}
