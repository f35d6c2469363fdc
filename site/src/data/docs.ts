import type { DocDifficulty } from '@company/blocks';
import { site } from '../config/site';
import type { DocId } from './docIds';
import { replyDelay } from '@company/contract/figures';
import { foldText } from '@company/contract/format';
import type { LinkAction } from './types';

export type DocCategory = 'all' | 'getting-started' | 'api' | 'guides' | 'tutorials' | 'sdk';

/** Category of a document: any category except the « all » filter. */
export type DocItemCategory = Exclude<DocCategory, 'all'>;

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

/**
 * One block of a section of a document's page, drawn with the package's component of its kind. In
 * its texts, a name as typed in code (a field, a header, an event) is written between backticks.
 */
export type DocBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  /** A procedure, one numbered step after the other. */
  | { kind: 'steps'; items: { title: string; description: string }[] }
  | { kind: 'table'; caption: string; headers: string[]; rows: string[][] }
  /** A command, a request or a message, shown as typed or received (no French typography inside). */
  | { kind: 'code'; caption: string; language: string; code: string }
  /** A point to keep in mind, set apart from the text. */
  | { kind: 'note'; title: string; text: string };

/** A section of a document, under its own h2. */
export interface DocSection {
  title: string;
  blocks: DocBlock[];
}

/** What a document's page says, beyond the title and summary its card shows. */
export interface DocContent {
  /** Opening paragraph, under the title. */
  intro: string;
  /**
   * Whether the document describes the client space, which is a demonstration for now: the page
   * says so rather than promise an access the visitor cannot have yet.
   */
  clientSpace: boolean;
  sections: DocSection[];
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

/** A run of a document's text: words to read, or a name as typed in code. */
export interface DocTextPart {
  text: string;
  code: boolean;
}

/** A document's text cut into runs, the names between backticks marked as code. */
export function docTextParts(text: string): DocTextPart[] {
  return text
    .split('`')
    .map((part, index) => ({ text: part, code: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}

/** A document's text as a visitor reads it, without the backticks that mark code. */
export const docPlainText = (text: string) => text.replaceAll('`', '');

/** Route of a document's page. */
export const docHref = (id: string) => `/docs/${id}`;

/** The document with this id, or undefined. */
export function findDoc(id: string): DocItem | undefined {
  return docItems.find((item) => item.id === id);
}

/** The documents before and after this one, in the order of the list on /docs. */
export function docNeighbours(id: string): { previous?: DocItem; next?: DocItem } {
  const index = docItems.findIndex((item) => item.id === id);
  if (index === -1) return {};
  return { previous: docItems[index - 1], next: docItems[index + 1] };
}

/** Count of matching documents, announced to assistive technology when the filter changes. */
export function docsResultLabel(count: number): string {
  if (count === 0) return 'Aucun document trouvé';
  return count === 1 ? '1\u00a0document trouvé' : `${count}\u00a0documents trouvés`;
}

/** The documents, in the order of `docIds`, which their ids must follow. */
export const docItems: (DocItem & { id: DocId })[] = [
  {
    id: 'creer-compte-espace-client',
    title: 'Créer votre compte sur l’espace client',
    description: 'Activez votre accès, sécurisez votre compte et découvrez les rubriques de votre espace.',
    category: 'getting-started',
    readTime: '5 min',
    difficulty: 'beginner',
    featured: true,
  },
  {
    id: 'tableau-de-bord',
    title: 'Découvrir le tableau de bord',
    description: 'Suivez vos services, vos indicateurs de qualité, vos factures et vos demandes en un coup d’œil.',
    category: 'getting-started',
    readTime: '7 min',
    difficulty: 'beginner',
    featured: false,
  },
  {
    id: 'collaborateurs-roles',
    title: 'Inviter vos collaborateurs et gérer les rôles',
    description:
      'Donnez accès à votre équipe et choisissez qui peut consulter les rapports, les factures ou les paramètres.',
    category: 'getting-started',
    readTime: '6 min',
    difficulty: 'beginner',
    featured: false,
  },
  {
    id: 'envoyer-message-api',
    title: 'Envoyer un message par l’API',
    description:
      'Les deux points d’accès des formulaires de contact et de support, un premier envoi avec cURL et sa réponse.',
    category: 'api',
    readTime: '6 min',
    difficulty: 'beginner',
    featured: true,
  },
  {
    id: 'reference-api-rest',
    title: 'Référence de l’API des messages',
    description:
      'Format des requêtes, champs de /api/contact et /api/support avec leurs longueurs, codes de réponse et erreurs.',
    category: 'api',
    readTime: '8 min',
    difficulty: 'intermediate',
    featured: false,
  },
  {
    id: 'limites-erreurs',
    title: 'Limites de débit et gestion des erreurs',
    description:
      'Codes d’erreur, limites d’envoi par client et nouvelles tentatives sans doublon grâce à la clé d’idempotence.',
    category: 'api',
    readTime: '8 min',
    difficulty: 'intermediate',
    featured: false,
  },
  {
    id: 'integration-crm',
    title: 'Relier le centre de relation client à votre CRM',
    description:
      'Synchronisez les contacts, l’historique des appels et les tickets avec votre outil de gestion de la relation client.',
    category: 'guides',
    readTime: '15 min',
    difficulty: 'intermediate',
    featured: true,
  },
  {
    id: 'preparer-jeu-de-donnees',
    title: 'Préparer un jeu de données pour l’annotation',
    description: 'Formats acceptés, rédaction des consignes et constitution d’un lot pilote efficace.',
    category: 'guides',
    readTime: '10 min',
    difficulty: 'beginner',
    featured: false,
  },
  {
    id: 'securite-compte',
    title: 'Sécuriser votre compte',
    description: 'Authentification à deux facteurs, gestion des sessions et bonnes pratiques pour vos mots de passe.',
    category: 'guides',
    readTime: '6 min',
    difficulty: 'beginner',
    featured: false,
  },
  {
    id: 'suivre-projet-web',
    title: 'Suivre un projet web de la maquette à la mise en ligne',
    description: 'Validez les maquettes, commentez les versions de démonstration et planifiez la mise en ligne.',
    category: 'tutorials',
    readTime: '12 min',
    difficulty: 'beginner',
    featured: false,
  },
  {
    id: 'demande-depuis-supervision',
    title: 'Ouvrir une demande de support depuis votre supervision',
    description: 'Un script qui transforme une alerte en demande urgente, sans doublon quand l’alerte se répète.',
    category: 'tutorials',
    readTime: '10 min',
    difficulty: 'intermediate',
    featured: false,
  },
  {
    id: 'sdk-javascript',
    title: 'Client JavaScript avec fetch',
    description: 'Un client de l’API des messages en une fonction, sans paquet à installer, avec nouvelles tentatives.',
    category: 'sdk',
    readTime: '7 min',
    difficulty: 'intermediate',
    featured: false,
  },
  {
    id: 'sdk-python',
    title: 'Client Python avec la bibliothèque standard',
    description: 'Un client de l’API des messages avec urllib, sans paquet à installer, et le traitement des erreurs.',
    category: 'sdk',
    readTime: '7 min',
    difficulty: 'intermediate',
    featured: false,
  },
];

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
