import type { RouteObject } from 'react-router-dom';
import { docIds } from './data/docIds';
import type { RestrictedPageId, UnderConstructionPageId } from './data/restricted';
import { services } from './data/services';
import { Layout } from './layout/Layout';
import { lazyPage, type LazyPage } from './lazyPage';
import type { PrerenderHandle } from './prerenderPaths';

// Each page is its own chunk, loaded when its route matches. The first argument names the module
// as the build manifest does: the prerender preloads that module's chunks in the page's HTML.
const pages = {
  Home: lazyPage('src/pages/HomePage.tsx', () => import('./pages/HomePage').then((m) => m.HomePage)),
  About: lazyPage('src/pages/AboutPage.tsx', () => import('./pages/AboutPage').then((m) => m.AboutPage)),
  Services: lazyPage('src/pages/ServicesPage.tsx', () => import('./pages/ServicesPage').then((m) => m.ServicesPage)),
  ServiceDetail: lazyPage('src/pages/ServiceDetailPage.tsx', () =>
    import('./pages/ServiceDetailPage').then((m) => m.ServiceDetailPage),
  ),
  Solutions: lazyPage('src/pages/SolutionsPage.tsx', () =>
    import('./pages/SolutionsPage').then((m) => m.SolutionsPage),
  ),
  Pricing: lazyPage('src/pages/PricingPage.tsx', () => import('./pages/PricingPage').then((m) => m.PricingPage)),
  Contact: lazyPage('src/pages/ContactPage.tsx', () => import('./pages/ContactPage').then((m) => m.ContactPage)),
  Docs: lazyPage('src/pages/DocsPage.tsx', () => import('./pages/DocsPage').then((m) => m.DocsPage)),
  Faq: lazyPage('src/pages/FaqPage.tsx', () => import('./pages/FaqPage').then((m) => m.FaqPage)),
  Support: lazyPage('src/pages/SupportPage.tsx', () => import('./pages/SupportPage').then((m) => m.SupportPage)),
  LegalNotice: lazyPage('src/pages/LegalPages.tsx', () => import('./pages/LegalPages').then((m) => m.LegalNoticePage)),
  Privacy: lazyPage('src/pages/LegalPages.tsx', () => import('./pages/LegalPages').then((m) => m.PrivacyPage)),
  Terms: lazyPage('src/pages/LegalPages.tsx', () => import('./pages/LegalPages').then((m) => m.TermsPage)),
  Cookies: lazyPage('src/pages/LegalPages.tsx', () => import('./pages/LegalPages').then((m) => m.CookiesPage)),
  SecurityStatus: lazyPage('src/pages/SecurityStatusPage.tsx', () =>
    import('./pages/SecurityStatusPage').then((m) => m.SecurityStatusPage),
  ),
  Restricted: lazyPage('src/pages/RestrictedPage.tsx', () =>
    import('./pages/RestrictedPage').then((m) => m.RestrictedPage),
  ),
  UnderConstruction: lazyPage('src/pages/UnderConstructionPage.tsx', () =>
    import('./pages/UnderConstructionPage').then((m) => m.UnderConstructionPage),
  ),
  Account: lazyPage('src/pages/AccountPage.tsx', () => import('./pages/AccountPage').then((m) => m.AccountPage)),
  NotFound: lazyPage('src/pages/NotFoundPage.tsx', () => import('./pages/NotFoundPage').then((m) => m.NotFoundPage)),
};

/**
 * The page of one document: the shared page module, and that document's content through the
 * loaders of docPages, fetched side by side; a visitor loads the text of the documents they open
 * and no other, and the other pages none of it.
 */
const docPage = (id: string) =>
  lazyPage('src/pages/DocPage.tsx', () =>
    Promise.all([
      import('./pages/DocPage'),
      import('./data/docPages').then(({ loadDocContent }) => loadDocContent(id)),
    ]).then(([{ DocPage }, content]) => {
      const Doc = () => <DocPage id={id} content={content} />;
      return Doc;
    }),
  );

/** `handle` of every page route: the lazily loaded page it shows. */
export interface PageHandle {
  page: LazyPage<never>;
}

/** The lazy page a route declares in its `handle`, if any. */
export function pageOf(route: RouteObject): LazyPage<never> | undefined {
  const handle: unknown = route.handle;
  if (typeof handle !== 'object' || handle === null || !('page' in handle)) return undefined;
  return handle.page as LazyPage<never>;
}

/** A route showing `page` with `props`, the page named in its handle for preloading. */
function show<P extends object>(
  page: LazyPage<P>,
  props: P,
  handle: object = {},
): Pick<RouteObject, 'element' | 'handle'> {
  const Page = page;
  return { element: <Page {...props} />, handle: { ...handle, page } };
}

const restricted = (path: string, id: RestrictedPageId): RouteObject => ({ path, ...show(pages.Restricted, { id }) });

const underConstruction = (id: UnderConstructionPageId) => show(pages.UnderConstruction, { id });

/** A space of the account area with its listed sub-pages, each showing the same placeholder. */
const placeholderSpace = (path: string, id: UnderConstructionPageId, sections: readonly string[]): RouteObject => ({
  path,
  children: [
    { index: true, ...underConstruction(id) },
    ...sections.map((section) => ({ path: section, ...underConstruction(id) })),
  ],
});

/**
 * The site's routes, relative to the `/fr` basename. Every route with a static path is
 * prerendered without further wiring, a dynamic one through `handle.prerender` (see
 * prerenderPaths). `/fr/blog/:slug` and `/fr/app/user/*` are served by the host the prerendered
 * `blog` and `app/user` pages (rewrites in site/host/_redirects).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, ...show(pages.Home, {}) },
      { path: 'about', ...show(pages.About, {}) },
      {
        path: 'services',
        children: [
          { index: true, ...show(pages.Services, {}) },
          {
            path: ':serviceSlug',
            ...show(pages.ServiceDetail, {}, {
              prerender: () => services.map(({ slug }) => ({ serviceSlug: slug })),
            } satisfies PrerenderHandle),
          },
        ],
      },
      { path: 'solutions', ...show(pages.Solutions, {}) },
      { path: 'pricing', ...show(pages.Pricing, {}) },
      { path: 'contact', ...show(pages.Contact, {}) },
      {
        path: 'docs',
        children: [
          { index: true, ...show(pages.Docs, {}) },
          // One static route per document: any other path under /docs is the 404 page.
          ...docIds.map((id) => ({ path: id, ...show(docPage(id), {}) })),
        ],
      },
      { path: 'faq', ...show(pages.Faq, {}) },
      { path: 'support', ...show(pages.Support, {}) },
      { path: 'legal', ...show(pages.LegalNotice, {}) },
      { path: 'privacy', ...show(pages.Privacy, {}) },
      { path: 'terms', ...show(pages.Terms, {}) },
      { path: 'cookies', ...show(pages.Cookies, {}) },
      { path: 'security-status', ...show(pages.SecurityStatus, {}) },
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
          { index: true, ...show(pages.Account, {}) },
          { path: '*', ...show(pages.Account, {}) },
        ],
      },
      { path: '*', ...show(pages.NotFound, {}) },
    ],
  },
];
