import type { DocDifficulty } from '@company/ui';
import { site } from '../config/site';
import { foldText } from './format';

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
  lead: `Tout pour utiliser l’espace client ${site.brand}, connecter vos outils à notre API et automatiser vos échanges avec nos équipes.`,
  searchLabel: 'Rechercher dans la documentation',
  searchPlaceholder: 'Rechercher un guide, une API, un tutoriel…',
  featuredTitle: 'Documents à la une',
  emptyTitle: 'Aucun document ne correspond à votre recherche',
  emptyText: 'Essayez un autre mot-clé ou une autre catégorie, ou posez votre question à notre support.',
  metaDescription:
    'Documentation de l’espace client et de l’API\u00a0: premiers pas, référence REST, webhooks, guides, tutoriels et SDK JavaScript et Python, avec recherche.',
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

/** Count of matching documents, announced to assistive technology when the filter changes. */
export function docsResultLabel(count: number): string {
  if (count === 0) return 'Aucun document trouvé';
  return count === 1 ? '1\u00a0document trouvé' : `${count}\u00a0documents trouvés`;
}

export const docItems: DocItem[] = [
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
    id: 'authentification-api',
    title: 'Authentification à l’API',
    description: 'Créez une clé d’API, signez vos requêtes et renouvelez vos jetons en toute sécurité.',
    category: 'api',
    readTime: '10 min',
    difficulty: 'intermediate',
    featured: true,
  },
  {
    id: 'reference-api-rest',
    title: 'Référence de l’API REST',
    description:
      'Tous les points d’accès : tickets, rapports d’activité, lots d’annotation, factures, avec exemples de requêtes et de réponses.',
    category: 'api',
    readTime: '20 min',
    difficulty: 'advanced',
    featured: false,
  },
  {
    id: 'webhooks',
    title: 'Webhooks : recevoir les événements en temps réel',
    description: 'Soyez notifié à la création d’un ticket, à la livraison d’un lot ou à l’émission d’une facture.',
    category: 'api',
    readTime: '12 min',
    difficulty: 'intermediate',
    featured: false,
  },
  {
    id: 'limites-erreurs',
    title: 'Limites de débit et gestion des erreurs',
    description: 'Codes d’erreur, quotas de requêtes et stratégie de nouvelle tentative recommandée.',
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
    id: 'automatiser-rapports',
    title: 'Automatiser l’export de vos rapports d’activité',
    description: 'Récupérez chaque matin les indicateurs de la veille dans votre tableur ou votre entrepôt de données.',
    category: 'tutorials',
    readTime: '18 min',
    difficulty: 'intermediate',
    featured: false,
  },
  {
    id: 'sdk-javascript',
    title: 'SDK JavaScript et TypeScript',
    description: 'Installez le SDK avec npm, configurez votre clé et effectuez vos premiers appels typés.',
    category: 'sdk',
    readTime: '10 min',
    difficulty: 'intermediate',
    featured: false,
  },
  {
    id: 'sdk-python',
    title: 'SDK Python pour l’annotation de données',
    description: 'Envoyez vos lots, suivez leur avancement et téléchargez les annotations depuis vos scripts Python.',
    category: 'sdk',
    readTime: '15 min',
    difficulty: 'advanced',
    featured: false,
  },
];

export const docResources: DocResource[] = [
  {
    title: 'Centre de support',
    description: 'Une question technique ? Notre équipe répond par e-mail sous 4 h et par chat en moins de 2 minutes.',
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
    description: 'Suivez en temps réel les protections actives et les tentatives d’attaque bloquées.',
    href: '/security-status',
    linkLabel: 'Voir le statut',
  },
  {
    title: 'Webinaires',
    description: 'Des démonstrations en direct de l’espace client et de l’API, avec questions-réponses.',
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
