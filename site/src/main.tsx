import '@company/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { basename, resolveLazyMatches } from './router';
import { routes } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

await resolveLazyMatches(routes, window.location.pathname);

// The host answers every unknown path with the prerendered 404 page. When the router knows the
// path after all (an unknown service slug, which redirects to /services), that markup is not
// this page's: render it anew instead of hydrating a mismatch.
const servedNotFound = container.dataset.prerendered === 'not-found';
const routedNotFound = matchRoutes(routes, window.location.pathname, basename)?.at(-1)?.route.path === '*';
const hydrate = container.firstElementChild !== null && (!servedNotFound || routedNotFound);

const router = createBrowserRouter(routes, { basename });
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

// Built pages arrive prerendered and hydrate; the dev server sends #root with only a comment.
if (hydrate) hydrateRoot(container, app);
else {
  container.replaceChildren();
  createRoot(container).render(app);
}
