import type { LinkAction } from './types';

export type SolutionIcon = 'Cloud' | 'Shield' | 'Smartphone' | 'Database' | 'Workflow' | 'ShoppingCart';

export interface Solution {
  id: string;
  title: string;
  icon: SolutionIcon;
  description: string;
  features: string[];
  benefits: string[];
}

export interface Technology {
  name: string;
  /** Mastery in percent, 78 to 95. */
  proficiency: number;
}

export interface SolutionCaseStudy {
  title: string;
  client: string;
  sector: string;
  challenge: string;
  solution: string;
  results: string[];
}

export const solutionsMeta = {
  title: 'Solutions',
  description:
    'Cloud, cybersécurité, applications mobiles, big data, automatisation et e-commerce\u00a0: des solutions sur mesure, conçues et exploitées depuis Madagascar.',
};

export const solutionsHero = {
  title: 'Des solutions technologiques pour chaque étape de votre transformation numérique',
  lead: 'Conseil, cloud, sécurité, applications, données, automatisation et commerce en ligne : nos ingénieurs conçoivent et exploitent des solutions adaptées à votre taille et à votre budget.',
};

export const solutions: Solution[] = [
  {
    id: 'cloud',
    title: 'Cloud et infrastructure',
    icon: 'Cloud',
    description:
      'Migration, hébergement et exploitation de vos applications dans le cloud, avec une infrastructure qui s’adapte à votre charge.',
    features: [
      'Audit et plan de migration',
      'Hébergement sur AWS ou Azure',
      'Sauvegardes automatisées',
      'Supervision 24h/24',
    ],
    benefits: [
      'Coûts d’infrastructure alignés sur l’usage réel',
      'Disponibilité élevée',
      'Fin des serveurs à entretenir sur site',
    ],
  },
  {
    id: 'cybersecurity',
    title: 'Cybersécurité',
    icon: 'Shield',
    description:
      'Évaluation, protection et surveillance de vos systèmes pour prévenir les intrusions et les fuites de données.',
    features: [
      'Audit de sécurité et tests d’intrusion',
      'Pare-feu applicatif et protection anti-DDoS',
      'Authentification à deux facteurs',
      'Sensibilisation des équipes',
    ],
    benefits: [
      'Risques identifiés et hiérarchisés',
      'Données clients protégées',
      'Conformité aux exigences de vos partenaires',
    ],
  },
  {
    id: 'mobile',
    title: 'Applications mobiles',
    icon: 'Smartphone',
    description:
      'Applications iOS et Android performantes, pensées pour vos utilisateurs et utilisables même avec une connexion limitée.',
    features: [
      'Développement multiplateforme',
      'Mode hors connexion',
      'Notifications et paiement mobile',
      'Publication sur les magasins d’applications',
    ],
    benefits: ['Un seul code pour iOS et Android', 'Une relation directe avec vos clients', 'Des mises à jour rapides'],
  },
  {
    id: 'big-data',
    title: 'Big data et analyse',
    icon: 'Database',
    description:
      'Collecte, structuration et analyse de vos données pour éclairer vos décisions, du tableau de bord au modèle prédictif.',
    features: [
      'Entrepôts de données',
      'Tableaux de bord interactifs',
      'Modèles prédictifs',
      'Qualité et gouvernance des données',
    ],
    benefits: ['Une vision fiable de votre activité', 'Des décisions plus rapides', 'Des tendances anticipées'],
  },
  {
    id: 'automation',
    title: 'Automatisation des processus',
    icon: 'Workflow',
    description:
      'Automatisation des tâches répétitives et connexion de vos outils pour que l’information circule sans ressaisie.',
    features: [
      'Analyse des processus',
      'Flux automatisés entre applications',
      'Robots logiciels (RPA)',
      'Suivi des traitements',
    ],
    benefits: [
      'Moins d’erreurs de saisie',
      'Des équipes libérées des tâches sans valeur ajoutée',
      'Des délais de traitement raccourcis',
    ],
  },
  {
    id: 'e-commerce',
    title: 'E-commerce',
    icon: 'ShoppingCart',
    description:
      'Boutiques en ligne complètes, du catalogue au paiement, reliées à vos stocks et à vos outils de gestion.',
    features: [
      'Boutique sur mesure ou sur plateforme',
      'Paiement par carte et mobile money',
      'Gestion des stocks et des commandes',
      'Référencement des fiches produits',
    ],
    benefits: ['De nouveaux clients à Madagascar et à l’étranger', 'Des ventes 24h/24', 'Une gestion centralisée'],
  },
];

export const solutionsSections = {
  offerings: {
    title: 'Nos domaines d’expertise',
    intro: 'Six offres complémentaires, que nous combinons selon vos priorités.',
    featuresHeading: 'Ce que nous faisons',
    benefitsHeading: 'Ce que vous y gagnez',
  },
  technologies: {
    title: 'Les technologies que nous maîtrisons',
    intro: 'Notre équipe se forme en continu sur des outils éprouvés, choisis pour leur fiabilité et leur communauté.',
  },
  caseStudies: {
    title: 'Études de cas',
    intro: 'Quelques projets récents, du problème posé aux résultats mesurés.',
  },
};

/** Technologies mastered by the team, with a proficiency between 78 and 95 %. */
export const technologies: Technology[] = [
  { name: 'React', proficiency: 95 },
  { name: 'Node.js', proficiency: 92 },
  { name: 'TypeScript', proficiency: 90 },
  { name: 'PostgreSQL', proficiency: 89 },
  { name: 'Python', proficiency: 88 },
  { name: 'Docker', proficiency: 87 },
  { name: 'AWS', proficiency: 85 },
  { name: 'Azure', proficiency: 83 },
  { name: 'Flutter', proficiency: 82 },
  { name: 'Kubernetes', proficiency: 80 },
  { name: 'TensorFlow', proficiency: 78 },
];

export const solutionCaseStudies: SolutionCaseStudy[] = [
  {
    title: 'Migration vers le cloud d’un système de gestion portuaire',
    client: 'Société de services logistiques',
    sector: 'Logistique et transport',
    challenge: 'Des serveurs vieillissants sur site, des coupures fréquentes et aucune sauvegarde hors des locaux.',
    solution:
      'Migration progressive vers le cloud, conteneurisation des applications, sauvegardes quotidiennes et supervision permanente.',
    results: [
      'Disponibilité de 99,9 % sur six mois',
      'Coûts d’infrastructure réduits de 30 %',
      'Restauration complète testée en moins de 2 h',
    ],
  },
  {
    title: 'Application mobile de collecte pour des producteurs',
    client: 'Collecteur de produits agricoles',
    sector: 'Agriculture',
    challenge: 'Suivre les achats auprès de 1 500 producteurs dans des zones sans couverture réseau stable.',
    solution:
      'Application mobile hors connexion avec synchronisation automatique et paiement des producteurs par mobile money.',
    results: ['Saisie papier supprimée', 'Producteurs payés sous 48 h', 'Traçabilité complète de chaque lot'],
  },
  {
    title: 'Tableaux de bord de pilotage pour un réseau de distribution',
    client: 'Distributeur de produits de grande consommation',
    sector: 'Commerce et distribution',
    challenge: 'Des données de vente dispersées dans plusieurs fichiers, consolidées à la main chaque mois.',
    solution: 'Entrepôt de données alimenté automatiquement et tableaux de bord mis à jour chaque nuit.',
    results: [
      'Reporting mensuel automatisé',
      'Ruptures de stock réduites de 20 %',
      'Décisions prises sur des chiffres de la veille',
    ],
  },
];

export const solutionsClosingCta = {
  title: 'Parlons de votre projet',
  text: 'Nos ingénieurs étudient votre besoin et vous proposent une solution chiffrée, sans engagement.',
  primaryCta: { label: 'Demander une étude', href: '/contact' } satisfies LinkAction,
  secondaryCta: { label: 'Voir nos services', href: '/services' } satisfies LinkAction,
};
