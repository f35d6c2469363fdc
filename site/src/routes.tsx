import type { ComponentType } from 'react';
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

/** `handle` of every page route: its module, whose chunks the prerendered HTML preloads. */
export interface PageHandle {
  /** Path of the page module from the site's root, as in the build manifest (`src/pages/HomePage.tsx`). */
  page: string;
}

// Each page module is its own chunk, loaded when its route matches.
const pageModules = import.meta.glob<Record<string, ComponentType | undefined>>([
  './pages/*Page.tsx',
  './pages/LegalPages.tsx',
  '!./pages/ErrorPage.tsx',
]);

/** A route's lazily loaded page: the component `exportName` of `pages/<file>.tsx`. */
function page(file: string, exportName = file, handle: object = {}): Pick<RouteObject, 'handle' | 'lazy'> {
  const load = pageModules[`./pages/${file}.tsx`];
  if (!load) throw new Error(`routes: no page module pages/${file}.tsx`);
  return {
    handle: { ...handle, page: `src/pages/${file}.tsx` } satisfies PageHandle,
    lazy: async () => {
      const Component = (await load())[exportName];
      if (!Component) throw new Error(`routes: pages/${file}.tsx exports no ${exportName}`);
      return { Component };
    },
  };
}

const restricted = (path: string, id: RestrictedPageId): RouteObject => ({
  path,
  ...page('RestrictedPage', 'RestrictedPage', { restricted: id } satisfies RestrictedHandle),
});

const underConstruction = (id: UnderConstructionPageId) =>
  page('UnderConstructionPage', 'UnderConstructionPage', { underConstruction: id } satisfies UnderConstructionHandle);

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
        ...page('HomePage'),
      },
      { path: 'about', ...page('AboutPage') },
      {
        path: 'services',
        children: [
          { index: true, ...page('ServicesPage') },
          {
            path: ':serviceSlug',
            ...page('ServiceDetailPage', 'ServiceDetailPage', {
              prerender: () => services.map(({ slug }) => ({ serviceSlug: slug })),
            } satisfies PrerenderHandle),
          },
        ],
      },
      { path: 'solutions', ...page('SolutionsPage') },
      { path: 'pricing', ...page('PricingPage') },
      { path: 'contact', ...page('ContactPage') },
      { path: 'docs', ...page('DocsPage') },
      { path: 'faq', ...page('FaqPage') },
      { path: 'support', ...page('SupportPage') },
      { path: 'legal', ...page('LegalPages', 'LegalNoticePage') },
      { path: 'privacy', ...page('LegalPages', 'PrivacyPage') },
      { path: 'terms', ...page('LegalPages', 'TermsPage') },
      { path: 'cookies', ...page('LegalPages', 'CookiesPage') },
      {
        path: 'security-status',
        ...page('SecurityStatusPage'),
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
          { index: true, ...page('AccountPage') },
          { path: '*', ...page('AccountPage') },
        ],
      },
      {
        path: '*',
        ...page('NotFoundPage'),
      },
    ],
  },
];
