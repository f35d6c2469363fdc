import { site } from '../config/site';
import { replyDelay } from '@company/contract/figures';
import { foldText } from '@company/contract/format';
import type { LinkAction } from './types';

/** Lucide icon names a service may use; the page maps them to components (Settings is the fallback). */
export type ServiceIcon = 'Headphones' | 'Settings' | 'TrendingUp' | 'Code' | 'Tag' | 'Activity' | 'Palette' | 'Users';

/** A service of the catalogue (spec §3). */
export interface Service {
  id: number;
  name: string;
  slug: string;
  description: string;
  icon: ServiceIcon;
  features: string[];
  is_active: boolean;
  /** ISO 8601 timestamp. */
  created_at: string;
  /** ISO 8601 timestamp. */
  updated_at: string;
}

/** One step of the service delivery process shown on /services. */
export interface ProcessStep {
  title: string;
  description: string;
}

/**
 * URL segment of a service name (spec §2): lower case, accents removed, characters other than
 * letters, digits, spaces and hyphens dropped, spaces turned into hyphens (repeated hyphens
 * collapsed, none at either end).
 */
export function slugify(name: string): string {
  return foldText(name)
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

type ServiceSource = Omit<Service, 'slug' | 'is_active' | 'created_at' | 'updated_at'>;

const createdAt = '2025-01-10T08:00:00.000Z';
const updatedAt = '2025-07-01T08:00:00.000Z';

const sources: ServiceSource[] = [
  {
    id: 1,
    name: 'Centre de relation client 24/7',
    description:
      'Un service client joignable à toute heure, par téléphone, e-mail, chat et réseaux sociaux, assuré par des conseillers francophones formés à votre marque.',
    icon: 'Headphones',
    features: [
      'Appels entrants et sortants',
      'Support multicanal : téléphone, e-mail, chat, réseaux sociaux',
      'Conseillers francophones formés à vos produits',
      'Disponibilité 24h/24, 7j/7',
      'Rapports de qualité et de performance mensuels',
    ],
  },
  {
    id: 2,
    name: 'Externalisation des processus métier (BPO)',
    description:
      'Confiez-nous vos tâches administratives, comptables et de back-office : vos équipes se recentrent sur leur cœur de métier, vos coûts baissent.',
    icon: 'Settings',
    features: [
      'Saisie et traitement de données',
      'Gestion administrative et back-office',
      'Traitement des commandes et de la facturation',
      'Procédures documentées et contrôle qualité',
      'Tableaux de bord de suivi de l’activité',
    ],
  },
  {
    id: 3,
    name: 'Marketing digital et SEO',
    description:
      'Gagnez en visibilité et attirez des clients qualifiés grâce au référencement naturel, aux réseaux sociaux, aux campagnes payantes et à un contenu qui convertit.',
    icon: 'TrendingUp',
    features: [
      'Audit et référencement naturel (SEO)',
      'Gestion des réseaux sociaux',
      'Campagnes publicitaires en ligne (SEA)',
      'Rédaction de contenus web',
      'Suivi des performances et rapports mensuels',
    ],
  },
  {
    id: 4,
    name: 'Développement web et mobile',
    description:
      'Sites vitrines, boutiques en ligne, applications web et mobiles : des solutions rapides, accessibles et sécurisées, conçues sur mesure pour votre activité.',
    icon: 'Code',
    features: [
      'Sites vitrines et institutionnels',
      'Boutiques en ligne (e-commerce)',
      'Applications web et mobiles sur mesure',
      'Design responsive et accessible',
      'Hébergement, maintenance et évolutions',
    ],
  },
  {
    id: 5,
    name: 'Annotation de données pour l’IA',
    description:
      'Des données d’entraînement fiables pour vos modèles d’intelligence artificielle : images, textes, audio et vidéo annotés par des équipes formées et contrôlées.',
    icon: 'Tag',
    features: [
      'Classification et étiquetage d’images',
      'Détection d’objets et segmentation',
      'Annotation de textes et transcription audio',
      'Double contrôle qualité des annotations',
      'Confidentialité des jeux de données garantie',
    ],
  },
  {
    id: 6,
    name: 'Télésecrétariat médical',
    description:
      'Un secrétariat à distance pour cabinets, cliniques et centres de santé : rendez-vous, accueil téléphonique et agendas, dans le respect du secret médical.',
    icon: 'Activity',
    features: [
      'Prise et rappel de rendez-vous',
      'Accueil téléphonique personnalisé',
      'Gestion des agendas des praticiens',
      'Filtrage et orientation des urgences',
      'Confidentialité et secret médical',
    ],
  },
  {
    id: 7,
    name: 'PAO et design graphique',
    description:
      'Une identité visuelle cohérente et des supports qui marquent : logos, chartes graphiques, documents imprimés et visuels pour le web et les réseaux sociaux.',
    icon: 'Palette',
    features: [
      'Création de logos et d’identités visuelles',
      'Chartes graphiques',
      'Brochures, flyers, affiches et cartes de visite',
      'Visuels pour le web et les réseaux sociaux',
      'Fichiers prêts pour l’impression',
    ],
  },
  {
    id: 8,
    name: 'Assistance virtuelle',
    description:
      'Un assistant dédié, à l’heure ou à temps plein, pour gérer vos e-mails, votre agenda, vos déplacements et vos tâches administratives courantes.',
    icon: 'Users',
    features: [
      'Gestion des e-mails et de l’agenda',
      'Organisation des déplacements et des réunions',
      'Recherches et préparation de documents',
      'Suivi administratif et relances',
      'Assistant dédié et joignable',
    ],
  },
];

/** The eight services of the catalogue, in display order (spec §1). */
export const services: Service[] = sources.map((source) => ({
  ...source,
  slug: slugify(source.name),
  is_active: true,
  created_at: createdAt,
  updated_at: updatedAt,
}));

/** Service whose slug matches, or undefined (the detail page then redirects to /services). */
export function findServiceBySlug(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}

/** Services featured on the home page: relation client, BPO, web development, graphic design. */
export const featuredServiceIds = [1, 2, 4, 7] as const;

/** The featured services, in the order of `featuredServiceIds`. */
export const featuredServices: Service[] = featuredServiceIds.flatMap((id) =>
  services.filter((service) => service.id === id),
);

/** Copy of the services overview page (/services) around the catalogue grid. */
export const servicesPage = {
  title: 'Nos services',
  description:
    'Relation client 24/7, BPO, marketing digital, développement web et mobile, annotation de données, télésecrétariat médical, design et assistance virtuelle.',
  lead: `Huit expertises complémentaires, réunies sous un même toit à ${site.address.locality}, pour faire grandir votre entreprise et alléger vos équipes.`,
  catalogueTitle: 'Huit expertises, un seul partenaire',
  catalogueIntro: 'Choisissez un service pour découvrir son fonctionnement, ses formules et nos réalisations.',
  cardActionLabel: 'En savoir plus',
  benefitsTitle: 'Pourquoi externaliser avec nous ?',
  benefits: [
    'Des coûts maîtrisés, sans investissement en recrutement ni en infrastructure',
    'Des équipes francophones formées, encadrées et évaluées en continu',
    'Une montée en charge rapide selon votre activité',
    'Un interlocuteur unique et des rapports réguliers',
    'La confidentialité de vos données, garantie par contrat',
  ],
  processTitle: 'Notre méthode en quatre étapes',
  process: [
    {
      title: 'Analyse des besoins',
      description: 'Nous étudions votre activité, vos volumes et vos objectifs pour cadrer précisément la mission.',
    },
    {
      title: 'Solution sur mesure',
      description: 'Nous vous proposons une organisation, un calendrier et un devis adaptés, sans engagement.',
    },
    {
      title: 'Mise en œuvre',
      description: 'Nous formons l’équipe dédiée, configurons les outils et lançons le service avec vous.',
    },
    {
      title: 'Suivi et optimisation',
      description: 'Indicateurs, rapports et points réguliers : nous améliorons le service mois après mois.',
    },
  ] satisfies ProcessStep[],
  closingTitle: 'Un projet, une question\u00a0?',
  closingText: `Présentez-nous votre besoin\u00a0: nous vous répondons sous ${replyDelay} avec une proposition claire.`,
  primaryCta: { label: 'Demander un devis', href: '/contact' } satisfies LinkAction,
  secondaryCta: { label: 'Voir les tarifs', href: '/pricing' } satisfies LinkAction,
};
