import { site } from '../config/site';

/** Pages that show the restricted-access notice instead of their content. */
export type RestrictedPageId = 'login' | 'register' | 'careers' | 'blog';

/** Spaces and pages that show the under-construction placeholder. */
export type UnderConstructionPageId = 'admin' | 'client' | 'community' | 'webinars';

/** A planned opening date, shown only while it lies ahead. */
export interface ExpectedDate {
  /** As displayed: « T3 2027 », « juin 2027 ». */
  label: string;
  /** Last day the label covers, `YYYY-MM-DD`, in Madagascar time: from the next day on, it is past. */
  lastDay: string;
}

export interface UnderConstructionPage {
  title: string;
  description: string;
  /** When the page should open; without one (or once it is past) the page says « Disponible prochainement ». */
  expectedDate?: ExpectedDate;
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

export const careersUpcomingFeatures: string[] = [
  'Offres d’emploi',
  'Candidature en ligne simplifiée',
  'Présentation de l’équipe',
  'Culture d’entreprise',
];

/** What signing in or registering will open: the client space. */
export const clientSpaceUpcomingFeatures: string[] = [
  'Suivi de vos demandes',
  'Documents et factures',
  'Messagerie avec l’équipe',
  'Gestion du profil',
];

/** Name shown in the notice, per restricted page. */
export const restrictedPageNames: Record<RestrictedPageId, string> = {
  login: 'Connexion',
  register: 'Inscription',
  careers: 'Recrutement',
  blog: 'Blog',
};

/** Upcoming features listed in each notice: what the page, once open, will offer. */
export const restrictedPageFeatures: Record<RestrictedPageId, string[]> = {
  login: clientSpaceUpcomingFeatures,
  register: clientSpaceUpcomingFeatures,
  careers: careersUpcomingFeatures,
  blog: blogUpcomingFeatures,
};

/** Upcoming features of the notice of the page named `pageName` (as in `restrictedPageNames`). */
export function restrictedFeatures(pageName: string): string[] {
  const id = (Object.keys(restrictedPageNames) as RestrictedPageId[]).find(
    (key) => restrictedPageNames[key] === pageName,
  );
  return id ? restrictedPageFeatures[id] : [];
}

/** Madagascar keeps UTC+3 all year (no daylight saving time). */
const madagascarOffset = '+03:00';

/** Whether `expected` still lies ahead at `now`: until the end of its last day, Madagascar time. */
export function isUpcoming(expected: ExpectedDate, now: number): boolean {
  return now < Date.parse(`${expected.lastDay}T24:00:00${madagascarOffset}`);
}

const progress = 75;

/**
 * No opening date is promised for now: every placeholder says « Disponible prochainement ». To
 * announce one, pass it here, e.g. `{ label: 'T3 2027', lastDay: '2027-09-30' }`; it disappears
 * by itself once that day is over.
 */
function underConstruction(
  title: string,
  description: string,
  features: string[],
  expectedDate?: ExpectedDate,
): UnderConstructionPage {
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
