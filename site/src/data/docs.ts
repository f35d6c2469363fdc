import type { DocDifficulty } from '@company/blocks';
import { site } from '../config/site';
import { replyDelay } from '@company/contract/figures';
import { foldText } from '@company/contract/format';
import type { LinkAction } from './types';

export type DocCategory = 'all' | 'getting-started' | 'api' | 'guides' | 'tutorials' | 'sdk';

/** Category of a document: any category except the « all » filter. */
export type DocItemCategory = Exclude<DocCategory, 'all'>;

/** A document as its card on /docs shows it (src/content/docs/<id>.md). */
export interface DocItem {
  id: string;
  title: string;
  description: string;
  category: DocItemCategory;
  /** « 5 min ». */
  readTime: string;
  difficulty: DocDifficulty;
  featured: boolean;
}

export interface DocResource {
  title: string;
  description: string;
  /** Route the card leads to. */
  href: string;
  /** Visible text of the card's link. */
  linkLabel: string;
}

/** Filter tabs, in display order; « all » is the default. */
export const docCategories: { value: DocCategory; label: string }[] = [
  { value: 'all', label: 'Tous' },
  { value: 'getting-started', label: 'Premiers pas' },
  { value: 'api', label: 'API' },
  { value: 'guides', label: 'Guides' },
  { value: 'tutorials', label: 'Tutoriels' },
  { value: 'sdk', label: 'SDK' },
];

export const defaultDocCategory: DocCategory = 'all';

/** French label of a category. */
export function docCategoryLabel(category: DocCategory): string {
  return docCategories.find((entry) => entry.value === category)?.label ?? category;
}

export const docsHero = {
  title: 'Documentation',
  lead: `Tout pour découvrir l’espace client ${site.brand}, travailler avec nos équipes et envoyer vos messages et demandes de support depuis vos propres outils.`,
  searchLabel: 'Rechercher dans la documentation',
  searchPlaceholder: 'Rechercher un guide, une API, un tutoriel…',
  featuredTitle: 'Documents à la une',
  emptyTitle: 'Aucun document ne correspond à votre recherche',
  emptyText: 'Essayez un autre mot-clé ou une autre catégorie, ou posez votre question à notre support.',
  metaDescription:
    'Documentation de l’espace client et de l’API des messages\u00a0: premiers pas, référence, guides, tutoriels et clients JavaScript et Python, avec recherche.',
  featuredIntro: 'Les guides les plus consultés pour bien démarrer.',
  browseTitle: 'Toute la documentation',
  browseIntro: 'Filtrez par catégorie ou recherchez un mot-clé dans les titres et les résumés.',
  tabsLabel: 'Catégories de documentation',
  resetLabel: 'Réinitialiser la recherche',
  emptySupportLabel: 'Contacter le support',
  resourcesTitle: 'Autres ressources',
  resourcesIntro:
    'Support, questions fréquentes, sécurité et webinaires\u00a0: d’autres façons de trouver une réponse.',
  readTimeSuffix: 'de lecture',
};

/** Fixed texts of a document's page. */
export const docPageCopy = {
  breadcrumbHome: { label: 'Accueil', href: '/' } satisfies LinkAction,
  breadcrumbDocs: { label: docsHero.title, href: '/docs' } satisfies LinkAction,
  difficultyLabel: 'Niveau',
  difficulties: { beginner: 'Débutant', intermediate: 'Intermédiaire', advanced: 'Avancé' } satisfies Record<
    DocDifficulty,
    string
  >,
  pagerLabel: 'Autres documents',
  previousLabel: 'Document précédent',
  nextLabel: 'Document suivant',
  clientSpaceNotice: {
    title: 'Espace client en démonstration',
    text: 'L’espace client que décrit ce guide est pour l’instant une démonstration\u00a0: il ne contient pas vos données. Pour suivre une demande aujourd’hui, écrivez à notre support, qui vous répond par e-mail.',
  },
  helpTitle: 'Une question sur ce document ?',
  // The chat is an automatic assistant: the team answers by e-mail and by phone only.
  helpText: `Notre équipe vous répond en français, par e-mail sous ${replyDelay} ou par téléphone aux horaires d’ouverture. L’assistant en ligne, automatique, répond à toute heure aux questions courantes.`,
  helpPrimaryCta: { label: 'Contacter le support', href: '/support' } satisfies LinkAction,
  helpSecondaryCta: { label: 'Consulter la FAQ', href: '/faq' } satisfies LinkAction,
};

/** Route of a document's page. */
export const docHref = (id: string) => `/docs/${id}`;

/** The documents before and after the document `id` in the list. */
export function docNeighbours(items: readonly DocItem[], id: string): { previous?: DocItem; next?: DocItem } {
  const index = items.findIndex((item) => item.id === id);
  if (index === -1) return {};
  return { previous: items[index - 1], next: items[index + 1] };
}

/** Count of matching documents, announced to assistive technology when the filter changes. */
export function docsResultLabel(count: number): string {
  if (count === 0) return 'Aucun document trouvé';
  return count === 1 ? '1\u00a0document trouvé' : `${count}\u00a0documents trouvés`;
}

export const docResources: DocResource[] = [
  {
    title: 'Centre de support',
    description: `Une question technique\u00a0? Notre équipe répond par e-mail sous ${replyDelay}\u00a0; l’assistant en ligne répond aux questions courantes.`,
    href: '/support',
    linkLabel: 'Contacter le support',
  },
  {
    title: 'Questions fréquentes',
    description: 'Services, tarifs, délais et sécurité : les réponses aux questions les plus courantes.',
    href: '/faq',
    linkLabel: 'Consulter la FAQ',
  },
  {
    title: 'État de la sécurité',
    description: 'Les protections en place sur le site, et une démonstration du tableau de bord de sécurité.',
    href: '/security-status',
    linkLabel: 'Voir le statut',
  },
  {
    title: 'Webinaires',
    description: 'Des démonstrations en direct de l’espace client, avec questions-réponses.',
    href: '/webinars',
    linkLabel: 'Voir le programme',
  },
];

/**
 * Documents of a category (every document for « all ») whose title or description contains every
 * word of the query, ignoring case and accents. A blank query filters nothing.
 */
export function filterDocs(items: readonly DocItem[], category: DocCategory, query: string): DocItem[] {
  const terms = foldText(query).split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (category !== 'all' && item.category !== category) {
      return false;
    }
    const haystack = foldText(`${item.title} ${item.description}`);
    return terms.every((term) => haystack.includes(term));
  });
}

/** Documents grouped by category, in tab order; categories without documents are left out. */
export function groupDocsByCategory(
  items: readonly DocItem[],
): { category: DocItemCategory; label: string; items: DocItem[] }[] {
  return docCategories.flatMap(({ value, label }) => {
    if (value === 'all') {
      return [];
    }
    const inCategory = items.filter((item) => item.category === value);
    return inCategory.length > 0 ? [{ category: value, label, items: inCategory }] : [];
  });
}
