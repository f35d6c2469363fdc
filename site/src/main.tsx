import '@company/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { basename, resolveLazyMatches } from './router';
import { routes } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

await resolveLazyMatches(routes, window.location.pathname);

const router = createBrowserRouter(routes, {
  basename,
  hydrationData: window.__staticRouterHydrationData,
});
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

// Built pages arrive prerendered and hydrate; the dev server sends #root with only a comment.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
