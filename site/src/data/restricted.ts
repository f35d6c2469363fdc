import { site } from '../config/site';

/** Pages that show the restricted-access notice instead of their content. */
export type RestrictedPageId = 'login' | 'register' | 'careers' | 'blog';

/** Spaces and pages that show the under-construction placeholder. */
export type UnderConstructionPageId = 'admin' | 'client' | 'community' | 'webinars';

export interface UnderConstructionPage {
  title: string;
  description: string;
  /** « T1 2025 ». */
  expectedDate: string;
  /** Percent, 0 to 100. */
  progress: number;
  features: string[];
  /** Where the return link goes. */
  returnHref: string;
  /** Address the « Me notifier » link writes to. */
  notifyEmail: string;
  /** Subject prefilled in that e-mail. */
  notifySubject: string;
}

/** Fixed texts of the « Accès restreint » dialog. */
export const restrictedNotice = {
  title: 'Accès restreint',
  featuresHeading: 'Fonctionnalités à venir',
  availability: 'Disponible prochainement',
  closeLabel: 'Fermer',
  closeIconLabel: 'Fermer la fenêtre',
  homeLabel: 'Retour à l’accueil',
  homeHref: '/',
};

/** « La page « Blog » est en cours de développement. » */
export function restrictedDescription(pageName: string): string {
  return `La page «\u00a0${pageName}\u00a0» est en cours de développement.`;
}

export const blogUpcomingFeatures: string[] = [
  'Articles techniques',
  'Tutoriels',
  'Études de cas',
  'Conseils en transformation digitale',
];

export const defaultUpcomingFeatures: string[] = [
  'Offres d’emploi',
  'Candidature en ligne simplifiée',
  'Présentation de l’équipe',
  'Culture d’entreprise',
];

/** Name shown in the notice, per restricted page. */
export const restrictedPageNames: Record<RestrictedPageId, string> = {
  login: 'Connexion',
  register: 'Inscription',
  careers: 'Recrutement',
  blog: 'Blog',
};

/** Upcoming features listed in the notice: the blog list for « Blog », the careers list otherwise (as specified). */
export function restrictedFeatures(pageName: string): string[] {
  return pageName === restrictedPageNames.blog ? blogUpcomingFeatures : defaultUpcomingFeatures;
}

const expectedDate = 'T1 2025';
const progress = 75;

function underConstruction(title: string, description: string, features: string[]): UnderConstructionPage {
  return {
    title,
    description,
    expectedDate,
    progress,
    features,
    returnHref: '/',
    notifyEmail: site.email,
    notifySubject: `Me notifier\u00a0: ${title}`,
  };
}

export const underConstructionPages: Record<UnderConstructionPageId, UnderConstructionPage> = {
  admin: underConstruction(
    'Panneau d’administration',
    'L’espace d’administration du site est en cours de construction. Il réunira la gestion des utilisateurs, des contenus et des demandes de contact.',
    [
      'Tableau de bord et statistiques',
      'Gestion des utilisateurs et des rôles',
      'Gestion des contenus du site',
      'Suivi des messages de contact',
      'Paramètres et historique de l’assistant de discussion',
    ],
  ),
  client: underConstruction(
    'Espace client',
    'Votre espace client est en cours de construction. Vous pourrez bientôt y suivre vos services, vos projets et vos factures.',
    [
      'Vue d’ensemble de vos services',
      'Suivi de vos projets en cours',
      'Factures et paiements',
      'Demandes de support',
      'Paramètres du compte',
    ],
  ),
  community: underConstruction('Communauté', 'Un espace d’échange entre clients et experts est en préparation.', [
    'Forum de questions-réponses',
    'Partage de bonnes pratiques',
    'Annonces des nouveautés',
    'Rencontres en ligne',
  ]),
  webinars: underConstruction(
    'Webinaires',
    'Notre programme de webinaires est en préparation : démonstrations, retours d’expérience et sessions de questions-réponses.',
    [
      'Démonstrations de l’espace client et de l’API',
      'Retours d’expérience de clients',
      'Sessions de questions-réponses en direct',
      'Replays disponibles à la demande',
    ],
  ),
};
