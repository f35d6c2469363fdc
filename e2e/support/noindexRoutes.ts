import { restrictedPageNames, underConstructionPages } from '../../site/src/data/restricted';

/** A prerendered page kept out of search indexes, with the h1 of its prerendered HTML. */
export interface NoindexRoute {
  path: string;
  heading: string;
  /** What the page shows once its islands have run: the « Accès restreint » notice, the placeholder, or the account area. */
  kind: 'notice' | 'under-construction' | 'account';
}

/**
 * The prerendered pages that are not public (spec §2): notices, placeholders and the account area.
 * The staff's inbox (/fr/app/admin) is not here: it asks its server for the session, which the
 * static host has not; messages-server.spec.ts goes through it on the Node server.
 */
export const noindexRoutes: NoindexRoute[] = [
  { path: '/fr/careers', heading: restrictedPageNames.careers, kind: 'notice' },
  { path: '/fr/blog', heading: restrictedPageNames.blog, kind: 'notice' },
  { path: '/fr/login', heading: restrictedPageNames.login, kind: 'notice' },
  { path: '/fr/register', heading: restrictedPageNames.register, kind: 'notice' },
  { path: '/fr/app/client', heading: underConstructionPages.client.title, kind: 'under-construction' },
  { path: '/fr/community', heading: underConstructionPages.community.title, kind: 'under-construction' },
  { path: '/fr/webinars', heading: underConstructionPages.webinars.title, kind: 'under-construction' },
  // Signed out, the account application sends the visitor on to /fr/login once it has run.
  { path: '/fr/app/user', heading: 'Mon espace', kind: 'account' },
];

/** A path the site does not know: the host answers it with the prerendered 404 page. */
export const unknownPath = '/fr/page-inexistante';

/** The h1 of the 404 page. */
export const notFoundHeading = 'Page introuvable';
