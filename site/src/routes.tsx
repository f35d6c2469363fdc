import type { RouteObject } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { ErrorPage } from './pages/ErrorPage';

/**
 * The site's routes, relative to the `/fr` basename. Each page loads lazily (its own chunk);
 * every route with a static path is prerendered without further wiring (see prerenderPaths).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    errorElement: <ErrorPage />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/HomePage')).HomePage }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }),
      },
    ],
  },
];
