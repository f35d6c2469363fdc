import type { RouteObject } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { ErrorPage } from './pages/ErrorPage';
import { services } from './data/services';
import type { RestrictedPageId, UnderConstructionPageId } from './data/restricted';
import type { PrerenderHandle } from './prerenderPaths';

/** `handle` of a route that shows the « Accès Restreint » notice. */
export interface RestrictedHandle {
  restricted: RestrictedPageId;
}

/** `handle` of a route that shows the under-construction page. */
export interface UnderConstructionHandle {
  underConstruction: UnderConstructionPageId;
}

const restricted = (path: string, id: RestrictedPageId): RouteObject => ({
  path,
  handle: { restricted: id } satisfies RestrictedHandle,
  lazy: async () => ({ Component: (await import('./pages/RestrictedPage')).RestrictedPage }),
});

const underConstruction = (id: UnderConstructionPageId) => ({
  handle: { underConstruction: id } satisfies UnderConstructionHandle,
  lazy: async () => ({ Component: (await import('./pages/UnderConstructionPage')).UnderConstructionPage }),
});

/** A space of the account area with its listed sub-pages, each showing the same placeholder. */
const placeholderSpace = (path: string, id: UnderConstructionPageId, sections: readonly string[]): RouteObject => ({
  path,
  children: [
    { index: true, ...underConstruction(id) },
    ...sections.map((section) => ({ path: section, ...underConstruction(id) })),
  ],
});

/**
 * The site's routes, relative to the `/fr` basename. Each page loads lazily (its own chunk);
 * every route with a static path is prerendered without further wiring, a dynamic one through
 * `handle.prerender` (see prerenderPaths). `/fr/blog/:slug` and `/fr/app/user/*` are served by
 * the host from `blog/index.html` and `app/user/index.html` (see scripts/serve.mjs).
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
      { path: 'about', lazy: async () => ({ Component: (await import('./pages/AboutPage')).AboutPage }) },
      {
        path: 'services',
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./pages/ServicesPage')).ServicesPage }) },
          {
            path: ':serviceSlug',
            handle: { prerender: () => services.map(({ slug }) => ({ serviceSlug: slug })) } satisfies PrerenderHandle,
            lazy: async () => ({ Component: (await import('./pages/ServiceDetailPage')).ServiceDetailPage }),
          },
        ],
      },
      { path: 'solutions', lazy: async () => ({ Component: (await import('./pages/SolutionsPage')).SolutionsPage }) },
      { path: 'pricing', lazy: async () => ({ Component: (await import('./pages/PricingPage')).PricingPage }) },
      { path: 'contact', lazy: async () => ({ Component: (await import('./pages/ContactPage')).ContactPage }) },
      { path: 'docs', lazy: async () => ({ Component: (await import('./pages/DocsPage')).DocsPage }) },
      { path: 'faq', lazy: async () => ({ Component: (await import('./pages/FaqPage')).FaqPage }) },
      { path: 'support', lazy: async () => ({ Component: (await import('./pages/SupportPage')).SupportPage }) },
      { path: 'legal', lazy: async () => ({ Component: (await import('./pages/LegalPages')).LegalNoticePage }) },
      { path: 'privacy', lazy: async () => ({ Component: (await import('./pages/LegalPages')).PrivacyPage }) },
      { path: 'terms', lazy: async () => ({ Component: (await import('./pages/LegalPages')).TermsPage }) },
      { path: 'cookies', lazy: async () => ({ Component: (await import('./pages/LegalPages')).CookiesPage }) },
      {
        path: 'security-status',
        lazy: async () => ({ Component: (await import('./pages/SecurityStatusPage')).SecurityStatusPage }),
      },
      restricted('careers', 'careers'),
      restricted('blog', 'blog'),
      restricted('blog/:slug', 'blog'),
      restricted('login', 'login'),
      restricted('register', 'register'),
      { path: 'community', ...underConstruction('community') },
      { path: 'webinars', ...underConstruction('webinars') },
      placeholderSpace('app/admin', 'admin', [
        'dashboard',
        'users',
        'content',
        'contacts',
        'analytics',
        'settings',
        'chat',
      ]),
      placeholderSpace('app/client', 'client', ['overview', 'services', 'billing', 'projects', 'support', 'settings']),
      {
        path: 'app/user',
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./pages/AccountPage')).AccountPage }) },
          { path: '*', lazy: async () => ({ Component: (await import('./pages/AccountPage')).AccountPage }) },
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }),
      },
    ],
  },
];
