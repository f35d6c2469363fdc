import { services } from '../../site/src/data/services';
import { docPages } from './docPages';

/** A public, indexable page: its path, its title (before « | Company »), its h1 and one more piece of content. */
export interface PublicRoute {
  path: string;
  title: string;
  heading: string;
  content: string;
}

/** Every public route of the site (spec §2), as a visitor reaches it. */
export const publicRoutes: PublicRoute[] = [
  {
    path: '/fr/',
    title: 'Accueil',
    heading: 'Externalisez vos services, accélérez votre croissance',
    content: 'Nos services phares',
  },
  { path: '/fr/about', title: 'À propos', heading: 'À propos de Company', content: 'Notre équipe' },
  { path: '/fr/services', title: 'Services', heading: 'Nos services', content: 'Notre méthode en quatre étapes' },
  ...services.map((service) => ({
    path: `/fr/services/${service.slug}`,
    title: service.name,
    heading: service.name,
    content: 'Nos formules',
  })),
  {
    path: '/fr/solutions',
    title: 'Solutions',
    heading: 'Des solutions technologiques pour chaque étape de votre transformation numérique',
    content: 'Les technologies que nous maîtrisons',
  },
  {
    path: '/fr/pricing',
    title: 'Tarifs',
    heading: 'Des tarifs clairs, adaptés à votre croissance',
    content: 'Services complémentaires',
  },
  { path: '/fr/contact', title: 'Contact', heading: 'Contactez-nous', content: 'Envoyez-nous un message' },
  { path: '/fr/docs', title: 'Documentation', heading: 'Documentation', content: 'Documents à la une' },
  ...docPages.map(({ doc, path, page }) => ({
    path,
    title: doc.title,
    heading: doc.title,
    content: page.sections[0]?.title ?? '',
  })),
  { path: '/fr/faq', title: 'FAQ', heading: 'Questions fréquentes', content: 'Vous n’avez pas trouvé votre réponse ?' },
  { path: '/fr/support', title: 'Centre de support', heading: 'Centre de support', content: 'Ouvrir une demande' },
  { path: '/fr/legal', title: 'Mentions légales', heading: 'Mentions légales', content: 'Pour aller plus loin' },
  {
    path: '/fr/privacy',
    title: 'Politique de confidentialité',
    heading: 'Politique de confidentialité',
    content: 'Pour aller plus loin',
  },
  {
    path: '/fr/terms',
    title: 'Conditions générales',
    heading: 'Conditions générales',
    content: 'Pour aller plus loin',
  },
  // The preferences' heading is the settings island's, which needs JavaScript: the related links' stands for the page.
  {
    path: '/fr/cookies',
    title: 'Politique de cookies',
    heading: 'Politique de cookies',
    content: 'Pour aller plus loin',
  },
  {
    path: '/fr/security-status',
    title: 'État de la sécurité',
    heading: 'État de la sécurité',
    content: 'Protections en place',
  },
];

/**
 * The documents' pages share one template: /fr/docs/envoyer-message-api, with every kind of block and both
 * pager links, stands for the others where a check is about the template rather than the words
 * (the visual baselines, the phone width, the second accessibility engine). Every document still
 * goes through axe at 1280 px here, and through its own checks in e2e/doc-pages.spec.ts.
 */
export const docTemplatePath = '/fr/docs/envoyer-message-api';

const docPagePaths = new Set(docPages.map(({ path }) => path));

/**
 * The services' pages share one template as well, each filled from its entry in
 * site/src/data/services.ts (a name, a description, an icon, five features): the page of the
 * longest name stands for the others in the same checks. Every service page still goes through axe
 * at 1280 px here, and through its title, heading and content checks in e2e/routes.spec.ts.
 */
export const serviceTemplatePath = `/fr/services/${
  services.reduce((longest, service) => (service.name.length > longest.name.length ? service : longest)).slug
}`;

const servicePagePaths = new Set(services.map(({ slug }) => `/fr/services/${slug}`));

/** The public routes, with one document's page and one service's page standing for the others. */
export const publicTemplateRoutes: PublicRoute[] = publicRoutes.filter(
  ({ path }) =>
    (!docPagePaths.has(path) || path === docTemplatePath) &&
    (!servicePagePaths.has(path) || path === serviceTemplatePath),
);

/** The public routes other than the documents' pages. */
export const publicRoutesWithoutDocPages: PublicRoute[] = publicRoutes.filter(({ path }) => !docPagePaths.has(path));
