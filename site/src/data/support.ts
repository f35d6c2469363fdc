import { openingHours, timeZoneNote } from '@company/contract/company';
import { replyDelay } from '@company/contract/figures';
import { phoneHref, site } from '../config/site';

export type SupportChannelIcon = 'Mail' | 'MessageCircle' | 'Phone';

export interface SupportChannel {
  id: 'email' | 'chat' | 'phone';
  icon: SupportChannelIcon;
  title: string;
  description: string;
  availability: string;
  responseTime: string;
  /** `mailto:` or `tel:` link; the chat channel opens the chat assistant instead. */
  href?: string;
  actionLabel: string;
}

export type ServiceStatusState = 'operational' | 'maintenance' | 'resolved';

export interface ServiceStatusItem {
  id: string;
  state: ServiceStatusState;
  title: string;
  description: string;
  time: string;
}

export type QuickResourceIcon = 'BookOpen' | 'CircleHelp' | 'Users' | 'Video';

export interface QuickResource {
  icon: QuickResourceIcon;
  title: string;
  description: string;
  href: string;
}

export const supportHero = {
  title: 'Centre de support',
  metaDescription: `Support client par e-mail et téléphone, assistant en ligne\u00a0: réponse sous ${replyDelay}, état des services, documentation et formulaire de demande.`,
  lead: 'Notre équipe vous accompagne par e-mail et par téléphone, et notre assistant en ligne répond aux questions courantes. Trouvez une réponse rapide ou ouvrez une demande.',
  startChatLabel: 'Interroger l’assistant en ligne',
  faqLink: { label: 'Consulter la FAQ', href: '/faq' },
};

export const supportChannels: SupportChannel[] = [
  {
    id: 'email',
    icon: 'Mail',
    title: 'Support par e-mail',
    description: 'Décrivez votre demande en détail et joignez captures d’écran ou documents utiles.',
    availability: 'Demandes reçues 24h/24, traitées du lundi au vendredi',
    responseTime: `Réponse sous ${replyDelay}`,
    href: `mailto:${site.email}`,
    actionLabel: 'Écrire au support',
  },
  {
    id: 'chat',
    icon: 'MessageCircle',
    title: 'Assistant en ligne',
    description:
      'Un assistant automatique, et non un conseiller, répond à vos questions courantes sur nos services, nos tarifs et notre équipe. Pour le suivi d’une demande, écrivez-nous ou appelez-nous.',
    availability: 'À toute heure',
    responseTime: 'Réponse automatique en quelques secondes',
    actionLabel: 'Ouvrir l’assistant en ligne',
  },
  {
    id: 'phone',
    icon: 'Phone',
    title: 'Support téléphonique',
    description: 'Un conseiller prend votre appel et vous guide pas à pas.',
    availability: 'Du lundi au vendredi, 9 h – 18 h ; 24h/24, 7j/7 pour les clients Entreprise',
    // No delay is promised for a call while the number is a placeholder (company.ts).
    responseTime: 'Aux horaires d’ouverture, selon l’affluence',
    href: phoneHref,
    actionLabel: `Appeler le ${site.phone}`,
  },
];

export const supportSections = {
  channelsTitle: 'Nous joindre',
  channelsIntro: 'Choisissez le canal qui convient à votre demande\u00a0: nos conseillers répondent en français.',
  statusTitle: 'État des services',
  statusIntro:
    'Démonstration\u00a0: voici comment nos avis de disponibilité et de maintenance s’afficheront ici. Pour l’état réel d’un service, appelez-nous ou écrivez-nous.',
  resourcesTitle: 'Ressources utiles',
  resourcesIntro: 'Trouvez une réponse par vous-même, à tout moment.',
};

/** Visible state of a status item; the word carries the meaning, the badge colour repeats it. */
export const serviceStatusLabels: Record<ServiceStatusState, string> = {
  operational: 'Opérationnel',
  maintenance: 'Maintenance',
  resolved: 'Résolu',
};

export const serviceStatus: ServiceStatusItem[] = [
  {
    id: 'all-systems',
    state: 'operational',
    title: 'Tous les systèmes opérationnels',
    description: 'Site, espace client, chat et téléphonie fonctionnent normalement.',
    time: 'Avis d’exemple',
  },
  {
    id: 'telephony-maintenance',
    state: 'maintenance',
    title: 'Maintenance programmée',
    description: 'Mise à jour de la plateforme téléphonique, sans interruption de service attendue.',
    time: 'Dimanche, de 2 h à 4 h',
  },
  {
    id: 'client-area-performance',
    state: 'resolved',
    title: 'Lenteurs de l’espace client résolues',
    description: 'Les temps de chargement sont revenus à la normale après une optimisation de l’infrastructure.',
    time: 'Il y a 3 jours',
  },
];

export const supportHours = {
  title: 'Horaires du support',
  lines: openingHours,
  timeZoneNote,
  premiumNote: 'Support premium 24h/24, 7j/7 pour les clients Entreprise.',
};

export const quickResources: QuickResource[] = [
  {
    icon: 'BookOpen',
    title: 'Documentation',
    description: 'Guides, référence de l’API et tutoriels pas à pas.',
    href: '/docs',
  },
  {
    icon: 'CircleHelp',
    title: 'FAQ',
    description: 'Les réponses aux questions les plus fréquentes.',
    href: '/faq',
  },
  {
    icon: 'Users',
    title: 'Communauté',
    description: 'Échangez avec d’autres clients et partagez vos bonnes pratiques.',
    href: '/community',
  },
  {
    icon: 'Video',
    title: 'Webinaires',
    description: 'Des démonstrations en direct et des sessions de questions-réponses.',
    href: '/webinars',
  },
];

export const supportCta = {
  title: 'Besoin d’aide\u00a0?',
  text: 'Nos conseillers vous répondent par téléphone du lundi au vendredi, de 9 h à 18 h\u00a0; l’assistant en ligne répond à toute heure aux questions courantes.',
  chatLabel: 'Écrire à l’assistant en ligne',
  callLabel: 'Nous appeler',
  callHref: phoneHref,
};
