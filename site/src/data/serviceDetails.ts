import { quoteDelay, replyDelay } from '@company/contract/figures';
import { formatPrice, quoteLabel } from '@company/contract/format';
import { pricingPlans, type PricingPlanId } from './pricing';
import { servicePlanPrices, type Price } from '@company/contract/prices';
import type { Service } from './services';
import type { FaqItem, LinkAction } from './types';

export interface ServiceKeyFeature {
  title: string;
  description: string;
}

export interface ServiceProcessStep {
  title: string;
  description: string;
}

export type ServicePlanTier = 'starter' | 'professional' | 'enterprise';

export interface ServicePlan {
  name: string;
  /** Display text: « 599 € », from the pricing module, or « Sur devis ». */
  price: string;
  /**
   * Unit the price is charged per (« mois », « projet », « lot »), shown after it as « /mois » and read
   * « par mois »; empty for a one-off price or a quote.
   */
  period: string;
  /** What the price covers, in a short line: « Jusqu’à 500 appels par mois ». */
  scope: string;
  features: string[];
}

export interface ServiceCaseStudy {
  title: string;
  client: string;
  challenge: string;
  solution: string;
  results: string[];
  duration: string;
}

export interface ServiceTestimonial {
  name: string;
  company: string;
  content: string;
  /** Out of 5. */
  rating: number;
}

/** Rich content of a service detail page (spec §3 « Service detail content »). */
export interface ServiceDetail {
  fullDescription: string;
  keyFeatures: ServiceKeyFeature[];
  benefits: string[];
  process: ServiceProcessStep[];
  pricing: Record<ServicePlanTier, ServicePlan>;
  caseStudies: ServiceCaseStudy[];
  faq: FaqItem[];
  testimonials: ServiceTestimonial[];
}

/** Plan names, the same on every service page and on /pricing. */
export const servicePlanNames: Record<ServicePlanTier, string> = {
  starter: 'Essentiel',
  professional: 'Professionnel',
  enterprise: 'Entreprise',
};

/** Display order of the plans. */
export const servicePlanTiers: ServicePlanTier[] = ['starter', 'professional', 'enterprise'];

/** The starter and professional prices of a service, from the pricing module. */
function pricesOf(serviceId: number): { starter: Price; professional: Price } {
  const prices = servicePlanPrices[serviceId];
  if (!prices) throw new Error(`pricing.ts has no plan prices for service ${serviceId}`);
  return prices;
}

/** What a website plan of /pricing includes. */
function websitePlanFeatures(id: PricingPlanId): string[] {
  const websitePlan = pricingPlans.find((candidate) => candidate.id === id);
  if (!websitePlan) throw new Error(`pricing.ts has no ${id} plan`);
  return [...websitePlan.features];
}

/** A plan at a price of the pricing module, or on quote (`null`). */
function plan(tier: ServicePlanTier, price: Price | null, scope: string, features: string[]): ServicePlan {
  return {
    name: servicePlanNames[tier],
    price: price ? formatPrice(price.amount) : quoteLabel,
    period: price?.period ?? '',
    scope,
    features,
  };
}

/** Copy of a service detail page around the service's own content. */
export const serviceDetailPage = {
  breadcrumbHome: { label: 'Accueil', href: '/' } satisfies LinkAction,
  breadcrumbServices: { label: 'Services', href: '/services' } satisfies LinkAction,
  backLink: { label: 'Tous nos services', href: '/services' } satisfies LinkAction,
  primaryCta: { label: 'Demander un devis', href: '/contact' } satisfies LinkAction,
  secondaryCta: { label: 'Nous contacter', href: '/contact' } satisfies LinkAction,
  benefitsTitle: 'Les avantages pour votre entreprise',
  keyFeaturesTitle: 'Fonctionnalités clés',
  processTitle: 'Notre démarche',
  processIntro: 'Un déroulé clair, de la première prise de contact au suivi dans la durée.',
  pricingTitle: 'Nos formules',
  pricingIntro:
    'Trois formules pour démarrer à votre rythme\u00a0; chacune s’ajuste ensuite à vos volumes et à vos exigences.',
  planCta: { label: 'Choisir ce plan', href: '/contact' } satisfies LinkAction,
  caseStudiesTitle: 'Études de cas',
  caseStudiesIntro: 'Des missions menées pour nos clients, avec leurs résultats mesurés.',
  faqTitle: 'Questions fréquentes',
  closingTitle: 'Parlons de votre projet',
  closingText: `Décrivez-nous votre besoin\u00a0: vous recevez une proposition détaillée et sans engagement sous ${quoteDelay}.`,
  closingPrimaryCta: { label: 'Demander un devis gratuit', href: '/contact' } satisfies LinkAction,
  closingSecondaryCta: { label: 'Nous contacter', href: '/contact' } satisfies LinkAction,
};

export const serviceDetails: Record<number, ServiceDetail> = {
  1: {
    fullDescription:
      'Notre centre de relation client prend en charge vos appels, e-mails, messages de chat et de réseaux sociaux, de jour comme de nuit. Des conseillers francophones, formés à vos produits et à votre ton, répondent à vos clients, traitent leurs demandes et remontent chaque information utile à vos équipes. Vous suivez la qualité de service en temps réel et recevez chaque mois un rapport détaillé.',
    keyFeatures: [
      {
        title: 'Accueil multicanal',
        description:
          'Téléphone, e-mail, chat et messageries sociales traités par la même équipe, avec un historique unique par client.',
      },
      {
        title: 'Disponibilité 24h/24, 7j/7',
        description:
          'Des équipes en rotation pour que vos clients trouvent toujours un interlocuteur, y compris les week-ends et jours fériés.',
      },
      {
        title: 'Conseillers formés à votre marque',
        description: 'Scripts, base de connaissances et formation initiale construits avec vous avant le lancement.',
      },
      {
        title: 'Appels sortants',
        description: 'Relances, enquêtes de satisfaction, prise de rendez-vous et campagnes d’information.',
      },
      {
        title: 'Pilotage par indicateurs',
        description:
          'Taux de décroché, durée moyenne de traitement, satisfaction client : des indicateurs suivis et partagés.',
      },
    ],
    benefits: [
      'Aucun appel manqué, même en dehors de vos horaires d’ouverture',
      'Une satisfaction client mesurée et en progression',
      'Des coûts inférieurs à ceux d’une équipe interne équivalente',
      'Une capacité ajustable lors de vos pics d’activité',
      'Des échanges enregistrés et exploitables pour vos équipes',
    ],
    process: [
      {
        title: 'Audit de votre relation client',
        description: 'Volumes, canaux, motifs de contact et objectifs de qualité : nous dressons l’état des lieux.',
      },
      {
        title: 'Conception des scripts',
        description: 'Nous rédigeons avec vous les scripts, les réponses types et les règles d’escalade.',
      },
      {
        title: 'Formation et lancement',
        description: 'Les conseillers sont formés à vos produits, puis le service démarre par une phase pilote.',
      },
      {
        title: 'Suivi qualité',
        description: 'Écoutes, évaluations et rapports mensuels pour améliorer le service en continu.',
      },
    ],
    pricing: {
      starter: plan('starter', pricesOf(1).starter, 'Jusqu’à 500 appels par mois', [
        'Jusqu’à 500 appels entrants par mois',
        'Accueil du lundi au vendredi, 9 h – 18 h',
        'Traitement des e-mails',
        'Rapport mensuel d’activité',
      ]),
      professional: plan('professional', pricesOf(1).professional, 'Jusqu’à 2 000 appels par mois', [
        'Jusqu’à 2 000 appels par mois, entrants et sortants',
        'Disponibilité 24h/24, 7j/7',
        'Support multicanal : téléphone, e-mail, chat',
        'Conseillers dédiés à votre marque',
        'Rapport hebdomadaire et tableau de bord',
      ]),
      enterprise: plan('enterprise', null, 'Volumes et canaux sur mesure', [
        'Volumes d’appels illimités',
        'Équipe entièrement dédiée',
        'Intégration à votre CRM et à votre téléphonie',
        'Engagement de niveau de service (SLA)',
        'Responsable de compte dédié',
      ]),
    },
    caseStudies: [
      {
        title: 'Un service client ouvert en continu pour un site de vente en ligne',
        client: 'Boutique en ligne de produits du terroir',
        challenge:
          'Les demandes des clients arrivaient surtout le soir et le week-end, quand l’équipe interne était absente : les paniers abandonnés et les avis négatifs se multipliaient.',
        solution:
          'Mise en place d’une équipe de cinq conseillers en rotation, couvrant le téléphone, le chat et les e-mails 24h/24, avec une base de réponses construite à partir des questions les plus fréquentes.',
        results: [
          'Taux de décroché porté à 95 %',
          'Délai moyen de réponse aux e-mails ramené à moins de 4 h',
          'Note moyenne des avis clients passée de 3,6 à 4,5 sur 5',
        ],
        duration: '3 mois',
      },
      {
        title: 'Des campagnes d’appels sortants pour un réseau d’agences',
        client: 'Réseau régional d’agences de voyages',
        challenge:
          'Relancer les devis non signés et mesurer la satisfaction après chaque voyage, sans mobiliser les conseillers en agence.',
        solution:
          'Campagnes d’appels sortants planifiées chaque semaine, scripts adaptés à chaque type de voyage et remontée des résultats dans le fichier clients de l’agence.',
        results: [
          '1 200 clients contactés chaque mois',
          'Taux de transformation des devis en hausse de 18 %',
          'Enquête de satisfaction systématique après chaque séjour',
        ],
        duration: '2 mois',
      },
    ],
    faq: [
      {
        question: 'Vos conseillers parlent-ils d’autres langues que le français ?',
        answer:
          'Nos équipes travaillent en français et en malgache ; l’anglais est disponible sur demande pour le plan Entreprise.',
      },
      {
        question: 'Combien de temps faut-il pour lancer le service ?',
        answer:
          'Comptez en général deux à trois semaines entre la signature et le premier appel traité, formation des conseillers comprise.',
      },
      {
        question: 'Puis-je écouter les appels traités ?',
        answer:
          'Oui. Les appels peuvent être enregistrés, avec information préalable de vos clients, et vous accédez aux enregistrements et aux évaluations qualité.',
      },
      {
        question: 'Que se passe-t-il si je dépasse le volume d’appels de mon plan ?',
        answer:
          'Les appels continuent d’être traités. Nous vous prévenons dès 80 % du volume atteint et vous proposons le plan le mieux adapté.',
      },
    ],
    testimonials: [
      {
        name: 'Hanitra Rakotonirina',
        company: 'Boutique en ligne, Antananarivo',
        content:
          'Nos clients obtiennent enfin une réponse le soir et le week-end. L’équipe a compris nos produits en quelques jours.',
        rating: 5,
      },
      {
        name: 'Olivier Ranaivoson',
        company: 'Agence de voyages, Toamasina',
        content:
          'Les campagnes de relance sont bien menées et les rapports hebdomadaires nous font gagner un temps précieux.',
        rating: 4,
      },
    ],
  },
  2: {
    fullDescription:
      'Nous reprenons vos processus administratifs, comptables et de back-office avec des procédures écrites, des contrôles à chaque étape et des indicateurs partagés. Saisie, traitement des commandes, facturation, rapprochements ou gestion documentaire : vos tâches répétitives sont traitées avec rigueur pendant que vos équipes se consacrent à ce qui crée de la valeur.',
    keyFeatures: [
      {
        title: 'Saisie et traitement de données',
        description: 'Saisie de formulaires, de factures et de bons de commande, avec double vérification.',
      },
      {
        title: 'Back-office commercial',
        description: 'Traitement des commandes, mise à jour des catalogues, suivi des livraisons et des retours.',
      },
      {
        title: 'Gestion comptable courante',
        description: 'Préparation des factures, rapprochements bancaires et relances des impayés.',
      },
      {
        title: 'Procédures documentées',
        description: 'Chaque processus est décrit pas à pas et validé par vos soins avant sa reprise.',
      },
      {
        title: 'Tableaux de bord',
        description: 'Volumes traités, délais et taux d’erreur suivis et partagés chaque semaine.',
      },
    ],
    benefits: [
      'Jusqu’à 40 % de réduction des coûts de traitement',
      'Des équipes internes recentrées sur leur cœur de métier',
      'Des délais de traitement tenus, même en période de pointe',
      'Une qualité contrôlée et mesurée',
      'Une organisation qui s’adapte à vos volumes',
    ],
    process: [
      {
        title: 'Cartographie des processus',
        description: 'Nous identifions avec vous les tâches à externaliser, leurs volumes et leurs règles.',
      },
      {
        title: 'Rédaction des procédures',
        description: 'Chaque processus est documenté, puis validé par vos responsables.',
      },
      {
        title: 'Reprise progressive',
        description: 'Les tâches sont transférées par étapes, avec une période de double contrôle.',
      },
      {
        title: 'Amélioration continue',
        description: 'Indicateurs, revues mensuelles et automatisations pour gagner en efficacité.',
      },
    ],
    pricing: {
      starter: plan('starter', pricesOf(2).starter, 'Jusqu’à 50 h de traitement par mois', [
        'Jusqu’à 50 heures de traitement par mois',
        'Un processus pris en charge',
        'Contrôle qualité systématique',
        'Rapport mensuel',
      ]),
      professional: plan('professional', pricesOf(2).professional, 'Jusqu’à 150 h par mois et 5 processus', [
        'Jusqu’à 150 heures de traitement par mois',
        'Jusqu’à 5 processus pris en charge',
        'Procédures documentées et validées',
        'Tableau de bord hebdomadaire',
        'Interlocuteur dédié',
      ]),
      enterprise: plan('enterprise', null, 'Volumes et processus sur mesure', [
        'Volume d’heures adapté à votre activité',
        'Processus illimités',
        'Équipe dédiée et encadrement sur site distant',
        'Engagement de niveau de service (SLA)',
        'Intégration à vos outils métier',
      ]),
    },
    caseStudies: [
      {
        title: 'Externalisation de la saisie des factures fournisseurs',
        client: 'Distributeur de matériaux de construction',
        challenge:
          'Plus de 3 000 factures fournisseurs par mois saisies à la main par l’équipe comptable, avec des retards de paiement et des pénalités.',
        solution:
          'Reprise de la saisie et du rapprochement avec les bons de livraison, double contrôle des montants et transmission quotidienne d’un fichier prêt à intégrer dans le logiciel comptable.',
        results: [
          'Délai de saisie ramené de 12 jours à 48 h',
          'Taux d’erreur inférieur à 0,5 %',
          'Coût de traitement réduit de 35 %',
        ],
        duration: '4 mois',
      },
      {
        title: 'Un back-office commercial pour une PME exportatrice',
        client: 'Exportateur d’épices et de vanille',
        challenge:
          'Les commerciaux passaient une journée par semaine à saisir des commandes et à suivre les expéditions.',
        solution:
          'Prise en charge complète du traitement des commandes, de la préparation des documents d’export et du suivi des expéditions jusqu’à la livraison.',
        results: [
          'Une journée par semaine rendue à chaque commercial',
          'Documents d’export préparés en 24 h',
          'Suivi des expéditions partagé en temps réel avec les clients',
        ],
        duration: '6 semaines',
      },
    ],
    faq: [
      {
        question: 'Quels processus pouvez-vous reprendre ?',
        answer:
          'Tout processus répétitif et documentable : saisie, facturation, traitement des commandes, gestion documentaire, mise à jour de bases de données, relances.',
      },
      {
        question: 'Comment mes données sont-elles protégées ?',
        answer:
          'Un accord de confidentialité est signé avant tout échange, les accès sont nominatifs et limités au strict nécessaire, et les postes sont sécurisés.',
      },
      {
        question: 'Faut-il utiliser vos logiciels ?',
        answer:
          'Non. Nous travaillons de préférence dans vos outils, avec des accès dédiés, pour que vous gardiez la maîtrise de vos données.',
      },
    ],
    testimonials: [
      {
        name: 'Tsiry Andrianasolo',
        company: 'Distributeur de matériaux, Toamasina',
        content:
          'Nos factures sont saisies en deux jours au lieu de deux semaines. Le contrôle qualité est sérieux et les rapports sont clairs.',
        rating: 5,
      },
      {
        name: 'Claire Rasolofo',
        company: 'Exportateur d’épices, Sava',
        content: 'Nos commerciaux ont retrouvé du temps pour vendre. Le transfert s’est fait sans rupture de service.',
        rating: 5,
      },
    ],
  },
  3: {
    fullDescription:
      'Nous construisons et pilotons votre présence en ligne : audit et optimisation du référencement naturel, animation des réseaux sociaux, campagnes publicitaires et rédaction de contenus. Chaque action est mesurée, et vous recevez chaque mois un rapport clair sur le trafic, les contacts générés et le retour sur investissement.',
    keyFeatures: [
      {
        title: 'Référencement naturel (SEO)',
        description: 'Audit technique, recherche de mots-clés, optimisation des pages et netlinking.',
      },
      {
        title: 'Réseaux sociaux',
        description: 'Calendrier éditorial, création des publications, modération et animation de communauté.',
      },
      {
        title: 'Publicité en ligne',
        description: 'Campagnes sur les moteurs de recherche et les réseaux sociaux, optimisées chaque semaine.',
      },
      {
        title: 'Contenus qui convertissent',
        description: 'Articles, pages de services et newsletters rédigés pour vos lecteurs et pour les moteurs.',
      },
      {
        title: 'Mesure et rapports',
        description: 'Trafic, positions, contacts et ventes suivis dans un rapport mensuel commenté.',
      },
    ],
    benefits: [
      'Une meilleure visibilité sur les recherches de vos clients',
      'Des contacts qualifiés plutôt que du simple trafic',
      'Une image de marque cohérente sur tous les canaux',
      'Un budget publicitaire dépensé à bon escient',
      'Des décisions fondées sur des chiffres',
    ],
    process: [
      {
        title: 'Audit de présence en ligne',
        description: 'Site, positions, réseaux sociaux et concurrents : nous mesurons le point de départ.',
      },
      {
        title: 'Stratégie et plan d’action',
        description: 'Objectifs, cibles, canaux et calendrier définis ensemble.',
      },
      {
        title: 'Déploiement',
        description: 'Optimisations, publications et campagnes mises en œuvre par nos spécialistes.',
      },
      {
        title: 'Analyse et ajustements',
        description: 'Rapport mensuel et ajustement des actions selon les résultats.',
      },
    ],
    pricing: {
      starter: plan('starter', pricesOf(3).starter, 'Pour lancer votre présence en ligne', [
        'Audit SEO initial',
        'Optimisation de 5 pages',
        'Gestion d’un réseau social (8 publications par mois)',
        'Rapport mensuel',
      ]),
      professional: plan('professional', pricesOf(3).professional, 'Pour accélérer votre acquisition', [
        'Référencement naturel complet',
        'Gestion de deux réseaux sociaux (16 publications par mois)',
        'Deux articles de blog par mois',
        'Gestion des campagnes publicitaires (budget média en sus)',
        'Rapport mensuel commenté',
      ]),
      enterprise: plan('enterprise', null, 'Stratégie sur mesure', [
        'Stratégie multicanale complète',
        'Production de contenus à volume adapté',
        'Campagnes internationales',
        'Tableau de bord en temps réel',
        'Responsable de compte dédié',
      ]),
    },
    caseStudies: [
      {
        title: 'Un hôtel en première page des résultats de recherche',
        client: 'Hôtel de bord de mer sur la côte Est',
        challenge:
          'L’établissement dépendait des plateformes de réservation et de leurs commissions ; son site n’apparaissait pas dans les recherches.',
        solution:
          'Refonte des contenus du site, optimisation technique, création de fiches d’établissement et campagne de collecte d’avis clients.',
        results: [
          'Première page sur 12 requêtes clés',
          'Trafic organique multiplié par 3',
          'Réservations directes en hausse de 25 %',
        ],
        duration: '5 mois',
      },
      {
        title: 'Lancement d’une marque sur les réseaux sociaux',
        client: 'Marque de cosmétiques naturels',
        challenge: 'Faire connaître une nouvelle gamme auprès d’une clientèle jeune, avec un budget limité.',
        solution: 'Calendrier éditorial, partenariats avec des créateurs de contenu locaux et campagnes ciblées.',
        results: [
          '8 000 abonnés gagnés en trois mois',
          'Taux d’engagement moyen de 6 %',
          'Premier lot de production écoulé en six semaines',
        ],
        duration: '3 mois',
      },
    ],
    faq: [
      {
        question: 'En combien de temps voit-on des résultats en SEO ?',
        answer:
          'Les premiers effets apparaissent généralement après deux à trois mois ; un référencement solide se construit sur six à douze mois.',
      },
      {
        question: 'Le budget publicitaire est-il compris dans le prix ?',
        answer:
          'Non. Nos tarifs couvrent la gestion des campagnes ; le budget versé aux régies publicitaires est fixé avec vous et payé directement.',
      },
      {
        question: 'Qui valide les publications ?',
        answer:
          'Vous. Le calendrier éditorial vous est soumis chaque mois et aucune publication ne part sans votre accord.',
      },
    ],
    testimonials: [
      {
        name: 'Nathalie Rabe',
        company: 'Hôtel de bord de mer, Foulpointe',
        content: 'Nos réservations directes ont nettement progressé. Les rapports mensuels sont clairs et honnêtes.',
        rating: 5,
      },
      {
        name: 'Andry Rakotoarisoa',
        company: 'Marque de cosmétiques naturels',
        content: 'Une équipe créative qui comprend notre public. Le lancement a dépassé nos objectifs.',
        rating: 4,
      },
    ],
  },
  4: {
    fullDescription:
      'De la maquette à la mise en ligne, nous concevons des sites et des applications rapides, accessibles et sécurisés. Nos développeurs utilisent des technologies éprouvées, écrivent du code testé et documenté, et vous livrent un outil que vous pouvez faire évoluer. Hébergement, maintenance et formation de vos équipes sont inclus selon la formule choisie.',
    keyFeatures: [
      {
        title: 'Sites vitrines',
        description: 'Des pages claires et rapides qui présentent votre activité et génèrent des contacts.',
      },
      {
        title: 'Boutiques en ligne',
        description: 'Catalogue, paiement en ligne et mobile money, gestion des stocks et des livraisons.',
      },
      {
        title: 'Applications sur mesure',
        description: 'Applications web et mobiles adaptées à vos processus métier.',
      },
      {
        title: 'Accessibilité et performance',
        description: 'Des interfaces utilisables par tous et rapides, même sur une connexion mobile modeste.',
      },
      {
        title: 'Sécurité',
        description: 'Bonnes pratiques de développement, mises à jour régulières et sauvegardes.',
      },
      {
        title: 'Maintenance et évolutions',
        description: 'Corrections, mises à jour et nouvelles fonctionnalités après la mise en ligne.',
      },
    ],
    benefits: [
      'Un site professionnel qui inspire confiance',
      'Une navigation fluide sur mobile comme sur ordinateur',
      'Un référencement pris en compte dès la conception',
      'Un outil que vos équipes savent administrer',
      'Un interlocuteur unique, de la maquette à la maintenance',
    ],
    process: [
      {
        title: 'Cahier des charges',
        description: 'Objectifs, contenus, fonctionnalités et budget formalisés ensemble.',
      },
      {
        title: 'Maquettes',
        description: 'Vous validez l’apparence et les parcours avant la moindre ligne de code.',
      },
      {
        title: 'Développement et tests',
        description: 'Développement par itérations, avec une version de démonstration à chaque étape.',
      },
      {
        title: 'Mise en ligne et formation',
        description: 'Déploiement, formation de vos équipes et début de la maintenance.',
      },
    ],
    pricing: {
      // The website plans of /pricing, word for word: the same offer at the same price.
      starter: plan('starter', pricesOf(4).starter, 'Site vitrine de 5 pages', websitePlanFeatures('basic')),
      professional: plan('professional', pricesOf(4).professional, 'Site sur mesure', websitePlanFeatures('pro')),
      enterprise: plan('enterprise', null, 'Boutique en ligne ou application sur mesure', [
        'Boutique en ligne ou application web et mobile',
        'Paiement en ligne et mobile money',
        'Intégration à vos outils (ERP, CRM)',
        'Hébergement et maintenance dédiés',
        'Formation de vos équipes',
      ]),
    },
    caseStudies: [
      {
        title: 'Une boutique en ligne pour un artisan',
        client: 'Atelier de broderie et de vannerie',
        challenge: 'Vendre en ligne à Madagascar et à l’étranger, avec un catalogue de 200 pièces uniques.',
        solution:
          'Boutique en ligne avec paiement par carte et mobile money, fiches produits optimisées et gestion des stocks pièce par pièce.',
        results: [
          'Première vente internationale la semaine du lancement',
          '30 % du chiffre d’affaires réalisé en ligne après trois mois',
          'Temps de chargement inférieur à 2 secondes',
        ],
        duration: '6 semaines',
      },
      {
        title: 'Une application de suivi des interventions',
        client: 'Entreprise de maintenance industrielle',
        challenge:
          'Les techniciens remplissaient des fiches papier, ressaisies ensuite au bureau avec des erreurs et des pertes.',
        solution:
          'Application mobile fonctionnant hors connexion, avec photos, signature du client et synchronisation automatique.',
        results: [
          'Ressaisie supprimée',
          'Rapports d’intervention envoyés au client le jour même',
          'Facturation accélérée de 10 jours',
        ],
        duration: '3 mois',
      },
    ],
    faq: [
      {
        question: 'Combien de temps faut-il pour créer un site vitrine ?',
        answer: 'Comptez deux à trois semaines pour un site vitrine de 5 pages, dès réception de vos contenus.',
      },
      {
        question: 'Serai-je propriétaire de mon site ?',
        answer: 'Oui. Une fois le projet réglé, le code, les contenus et le nom de domaine vous appartiennent.',
      },
      {
        question: 'Pouvez-vous reprendre un site existant ?',
        answer:
          'Oui. Nous commençons par un audit technique, puis nous vous proposons une maintenance, une refonte ou une migration.',
      },
      {
        question: 'L’hébergement est-il inclus ?',
        answer:
          'La première année d’hébergement est incluse dans nos formules de site ; elle est ensuite renouvelable à tarif annuel.',
      },
    ],
    testimonials: [
      {
        name: 'Fanja Rasolonjatovo',
        company: 'Atelier d’artisanat, Antsirabe',
        content: 'Notre boutique est belle, simple à gérer et nous vendons maintenant jusqu’en Europe.',
        rating: 5,
      },
      {
        name: 'Jean-Marc Rakotondrabe',
        company: 'Maintenance industrielle, Toamasina',
        content: 'L’application a changé le quotidien de nos techniciens. Le suivi de projet a été exemplaire.',
        rating: 5,
      },
    ],
  },
  5: {
    fullDescription:
      'Nous préparons les données qui entraînent vos modèles d’intelligence artificielle : classification d’images, boîtes englobantes, segmentation, annotation de textes, transcription audio. Nos annotateurs sont formés à vos consignes, chaque lot passe par un double contrôle qualité et vos données restent strictement confidentielles.',
    keyFeatures: [
      {
        title: 'Vision par ordinateur',
        description: 'Classification, boîtes englobantes, polygones, points clés et segmentation.',
      },
      {
        title: 'Traitement du langage',
        description: 'Classification de textes, reconnaissance d’entités nommées, analyse de sentiment.',
      },
      {
        title: 'Audio et vidéo',
        description: 'Transcription, horodatage et étiquetage d’événements.',
      },
      {
        title: 'Contrôle qualité en deux passes',
        description:
          'Chaque annotation est vérifiée par un second annotateur, avec mesure de l’accord entre annotateurs.',
      },
      {
        title: 'Formats standards',
        description: 'Livraison aux formats COCO, Pascal VOC, YOLO, JSON ou CSV.',
      },
    ],
    benefits: [
      'Des modèles plus précis grâce à des données fiables',
      'Une capacité de production ajustable à vos lots',
      'Des coûts prévisibles, par lot',
      'Des consignes appliquées de manière homogène',
      'Une confidentialité garantie par contrat',
    ],
    process: [
      {
        title: 'Étude des consignes',
        description: 'Nous analysons vos données, vos classes et vos cas limites.',
      },
      {
        title: 'Lot pilote',
        description: 'Un premier échantillon annoté vous est soumis pour valider la qualité attendue.',
      },
      {
        title: 'Production',
        description: 'Annotation à grande échelle, avec double contrôle et suivi quotidien.',
      },
      {
        title: 'Livraison et retours',
        description: 'Livraison au format choisi, puis corrections éventuelles selon vos retours.',
      },
    ],
    pricing: {
      starter: plan('starter', pricesOf(5).starter, 'Jusqu’à 1 000 images par lot', [
        'Jusqu’à 1 000 images par lot',
        'Classification ou boîtes englobantes',
        'Contrôle qualité par échantillonnage',
        'Livraison sous 5 jours ouvrés',
      ]),
      professional: plan('professional', pricesOf(5).professional, 'Jusqu’à 10 000 images par lot', [
        'Jusqu’à 10 000 images par lot',
        'Tous types d’annotation, segmentation comprise',
        'Double contrôle qualité',
        'Formats COCO, YOLO, Pascal VOC ou JSON',
        'Chef de projet dédié',
      ]),
      enterprise: plan('enterprise', null, 'Volumes et types de données sur mesure', [
        'Volumes illimités',
        'Images, textes, audio et vidéo',
        'Outils d’annotation de votre choix',
        'Environnement de travail isolé',
        'Engagement de qualité contractuel',
      ]),
    },
    caseStudies: [
      {
        title: 'Détection de défauts sur une chaîne de production',
        client: 'Jeune entreprise spécialisée en vision industrielle',
        challenge:
          'Constituer en un mois un jeu de 40 000 images annotées pour entraîner un modèle de détection de défauts.',
        solution:
          'Équipe de douze annotateurs formés aux consignes, lot pilote validé en trois jours, double contrôle systématique.',
        results: [
          '40 000 images livrées en 26 jours',
          'Accord entre annotateurs supérieur à 97 %',
          'Précision du modèle en hausse de 11 points',
        ],
        duration: '1 mois',
      },
      {
        title: 'Analyse de sentiment en français et en malgache',
        client: 'Opérateur de services numériques',
        challenge:
          'Classer des milliers de messages clients rédigés en français, en malgache ou dans un mélange des deux.',
        solution:
          'Annotateurs bilingues, grille de classification co-construite et arbitrage des cas ambigus par un référent.',
        results: [
          '25 000 messages annotés',
          'Un modèle capable de traiter les deux langues',
          'Délai de livraison respecté à chaque lot',
        ],
        duration: '2 mois',
      },
    ],
    faq: [
      {
        question: 'Quels outils d’annotation utilisez-vous ?',
        answer:
          'Nous travaillons sur les principaux outils du marché ou directement dans votre plateforme, selon votre préférence.',
      },
      {
        question: 'Comment la qualité est-elle mesurée ?',
        answer:
          'Par un double contrôle, une mesure de l’accord entre annotateurs et des échantillons de vérification que vous pouvez auditer.',
      },
      {
        question: 'Mes données sortent-elles de votre environnement ?',
        answer:
          'Non. Les données sont traitées sur des postes sécurisés, sans copie locale, et supprimées à la fin de la mission si vous le demandez.',
      },
    ],
    testimonials: [
      {
        name: 'Marc Dubreuil',
        company: 'Entreprise de vision industrielle, Lyon',
        content: 'Une qualité d’annotation remarquable et une équipe très réactive sur les cas limites.',
        rating: 5,
      },
      {
        name: 'Soa Randriamampionona',
        company: 'Services numériques, Antananarivo',
        content: 'Leur maîtrise du malgache a fait toute la différence pour notre projet.',
        rating: 5,
      },
    ],
  },
  6: {
    fullDescription:
      'Notre télésecrétariat médical répond à vos patients, gère vos agendas et prend les rendez-vous à votre place, selon vos consignes. Nos secrétaires sont formées à la terminologie médicale, au filtrage des urgences et au respect strict du secret médical. Vous vous concentrez sur vos patients, nous nous occupons du téléphone.',
    keyFeatures: [
      {
        title: 'Prise de rendez-vous',
        description:
          'Planification selon vos règles : durées de consultation, créneaux réservés, délais entre patients.',
      },
      {
        title: 'Rappels aux patients',
        description: 'Rappels par SMS ou par téléphone la veille du rendez-vous pour limiter les absences.',
      },
      {
        title: 'Accueil téléphonique',
        description: 'Un accueil au nom de votre cabinet, avec transmission des messages en temps réel.',
      },
      {
        title: 'Filtrage des urgences',
        description: 'Orientation des appels urgents selon le protocole défini avec vous.',
      },
      {
        title: 'Secret médical',
        description:
          'Personnel soumis à une obligation de confidentialité et accès limités aux seules informations utiles.',
      },
    ],
    benefits: [
      'Moins d’interruptions pendant vos consultations',
      'Moins de rendez-vous non honorés',
      'Des patients toujours accueillis au téléphone',
      'Un agenda tenu à jour en temps réel',
      'Un coût inférieur à celui d’un poste de secrétaire à temps plein',
    ],
    process: [
      {
        title: 'Recueil de vos consignes',
        description: 'Types de consultation, horaires, règles de planification et protocole d’urgence.',
      },
      {
        title: 'Paramétrage de l’agenda',
        description: 'Configuration de votre agenda en ligne ou reprise de l’outil que vous utilisez.',
      },
      {
        title: 'Mise en service',
        description: 'Renvoi de votre ligne et premiers appels traités par la secrétaire attitrée.',
      },
      {
        title: 'Points réguliers',
        description: 'Ajustement des consignes et statistiques d’appels chaque mois.',
      },
    ],
    pricing: {
      starter: plan('starter', pricesOf(6).starter, 'Jusqu’à 200 rendez-vous par mois', [
        'Jusqu’à 200 rendez-vous par mois',
        'Accueil du lundi au vendredi, 9 h – 18 h',
        'Rappels SMS la veille',
        'Transmission des messages par e-mail',
      ]),
      professional: plan('professional', pricesOf(6).professional, 'Jusqu’à 500 rendez-vous par mois', [
        'Jusqu’à 500 rendez-vous par mois',
        'Horaires étendus, samedi matin compris',
        'Rappels SMS et téléphoniques',
        'Gestion de plusieurs praticiens',
        'Statistiques mensuelles',
      ]),
      enterprise: plan('enterprise', null, 'Cliniques et centres de santé', [
        'Volumes de rendez-vous illimités',
        'Accueil 24h/24, 7j/7',
        'Plusieurs sites et spécialités',
        'Intégration à votre logiciel médical',
        'Équipe dédiée',
      ]),
    },
    caseStudies: [
      {
        title: 'Un cabinet de groupe libéré du téléphone',
        client: 'Cabinet de quatre médecins généralistes',
        challenge:
          'Le téléphone sonnait sans cesse pendant les consultations et de nombreux patients ne parvenaient pas à joindre le cabinet.',
        solution:
          'Renvoi des appels vers une secrétaire attitrée, agenda partagé en ligne et rappels automatiques la veille des rendez-vous.',
        results: [
          'Plus de 98 % des appels décrochés',
          'Rendez-vous non honorés réduits de 40 %',
          'Consultations sans interruption',
        ],
        duration: '1 mois',
      },
      {
        title: 'Accueil continu pour une clinique',
        client: 'Clinique privée pluridisciplinaire',
        challenge: 'Assurer un accueil téléphonique la nuit et le week-end sans recruter une équipe supplémentaire.',
        solution: 'Permanence 24h/24 avec protocole d’orientation des urgences validé par la direction médicale.',
        results: [
          'Accueil assuré 24h/24, 7j/7',
          'Urgences orientées en moins de 2 minutes',
          'Satisfaction des patients en nette hausse',
        ],
        duration: '2 mois',
      },
    ],
    faq: [
      {
        question: 'Vos secrétaires ont-elles accès aux dossiers médicaux ?',
        answer:
          'Non. Elles n’accèdent qu’à l’agenda et aux informations nécessaires à la prise de rendez-vous, et sont tenues au secret.',
      },
      {
        question: 'Puis-je garder mon numéro de téléphone ?',
        answer:
          'Oui. Il suffit de renvoyer vos appels vers notre plateforme, de façon permanente ou uniquement aux heures choisies.',
      },
      {
        question: 'Comment les urgences sont-elles traitées ?',
        answer:
          'Selon le protocole que vous définissez : transfert vers le praticien de garde, orientation vers les urgences ou message prioritaire.',
      },
    ],
    testimonials: [
      {
        name: 'Dr Lova Rajaonarison',
        company: 'Cabinet médical de groupe, Toamasina',
        content: 'Je consulte enfin sans être interrompu et mes patients sont toujours bien accueillis.',
        rating: 5,
      },
      {
        name: 'Dr Sylvie Razanamalala',
        company: 'Clinique privée, Antananarivo',
        content: 'La permanence de nuit fonctionne parfaitement et le protocole d’urgence est scrupuleusement suivi.',
        rating: 5,
      },
    ],
  },
  7: {
    fullDescription:
      'Nos graphistes créent votre identité visuelle et tous les supports qui la font vivre : logo, charte graphique, documents commerciaux, affiches, visuels pour le web et les réseaux sociaux. Nous livrons des fichiers sources et des fichiers prêts à imprimer, vérifiés pour l’imprimeur de votre choix.',
    keyFeatures: [
      {
        title: 'Identité visuelle',
        description: 'Logo, palette de couleurs, typographies et déclinaisons pour tous vos usages.',
      },
      {
        title: 'Charte graphique',
        description: 'Un guide clair pour que vos équipes et vos prestataires appliquent votre identité.',
      },
      {
        title: 'Supports imprimés',
        description: 'Brochures, catalogues, flyers, affiches, cartes de visite et kakemonos.',
      },
      {
        title: 'Visuels numériques',
        description: 'Bannières, publications pour les réseaux sociaux et présentations.',
      },
      {
        title: 'Fichiers prêts à imprimer',
        description: 'Fonds perdus, profils colorimétriques et vérification avant envoi à l’imprimeur.',
      },
    ],
    benefits: [
      'Une image professionnelle et cohérente',
      'Des supports livrés dans les délais annoncés',
      'Des révisions incluses dans chaque formule',
      'Des fichiers sources qui vous appartiennent',
      'Un tarif connu à l’avance, par projet',
    ],
    process: [
      {
        title: 'Brief créatif',
        description: 'Votre activité, vos cibles, vos goûts et vos contraintes d’utilisation.',
      },
      {
        title: 'Pistes créatives',
        description: 'Plusieurs propositions argumentées pour choisir une direction.',
      },
      {
        title: 'Révisions',
        description: 'Ajustements de la piste retenue selon vos retours, dans la limite de votre formule.',
      },
      {
        title: 'Livraison des fichiers',
        description: 'Fichiers sources, versions web et fichiers prêts à imprimer.',
      },
    ],
    pricing: {
      starter: plan('starter', pricesOf(7).starter, '2 révisions incluses', [
        'Un support simple (flyer, carte de visite, visuel)',
        'Une proposition créative',
        '2 révisions incluses',
        'Fichiers web et impression',
      ]),
      professional: plan('professional', pricesOf(7).professional, '5 révisions incluses', [
        'Logo ou document de plusieurs pages',
        'Trois propositions créatives',
        '5 révisions incluses',
        'Fichiers sources fournis',
        'Mini-charte d’utilisation',
      ]),
      enterprise: plan('enterprise', null, 'Révisions illimitées', [
        'Identité visuelle complète et charte graphique',
        'Déclinaison sur tous vos supports',
        'Révisions illimitées',
        'Graphiste dédié',
        'Suivi de fabrication avec l’imprimeur',
      ]),
    },
    caseStudies: [
      {
        title: 'Nouvelle identité pour une coopérative',
        client: 'Coopérative de producteurs de girofle',
        challenge: 'Se présenter aux acheteurs internationaux avec une image professionnelle et homogène.',
        solution: 'Création du logo, de la charte graphique, des étiquettes de sacs et d’une brochure bilingue.',
        results: [
          'Identité déclinée sur 12 supports',
          'Brochure remise lors de deux salons professionnels',
          'Trois nouveaux acheteurs à l’export',
        ],
        duration: '5 semaines',
      },
      {
        title: 'Supports de rentrée pour un établissement scolaire',
        client: 'Établissement scolaire privé',
        challenge: 'Produire en trois semaines tous les supports de la campagne d’inscription.',
        solution:
          'Affiches, flyers, bannières web et publications pour les réseaux sociaux réalisés sur une même ligne graphique.',
        results: [
          'Campagne livrée une semaine avant la date prévue',
          'Inscriptions en hausse de 15 %',
          'Gabarits réutilisables pour les années suivantes',
        ],
        duration: '3 semaines',
      },
    ],
    faq: [
      {
        question: 'Qu’est-ce qu’une révision ?',
        answer:
          'Une série de modifications demandées en une seule fois sur une proposition. Les révisions au-delà de votre formule sont facturées à l’unité.',
      },
      {
        question: 'Les fichiers sources sont-ils fournis ?',
        answer: 'Oui, à partir de la formule Professionnel. Ils vous appartiennent une fois le projet réglé.',
      },
      {
        question: 'Pouvez-vous gérer l’impression ?',
        answer: 'Oui. Nous pouvons consulter des imprimeurs, vérifier les épreuves et suivre la fabrication pour vous.',
      },
    ],
    testimonials: [
      {
        name: 'Haja Randrianarivelo',
        company: 'Coopérative agricole, Analanjirofo',
        content: 'Notre nouvelle image a été très remarquée sur les salons. Travail soigné et à l’écoute.',
        rating: 5,
      },
      {
        name: 'Mialy Rakotovao',
        company: 'Établissement scolaire, Toamasina',
        content: 'Des supports réussis, livrés en avance. Nous referons appel à eux chaque année.',
        rating: 4,
      },
    ],
  },
  8: {
    fullDescription:
      'Un assistant virtuel dédié prend en charge vos tâches administratives courantes : tri des e-mails, gestion de l’agenda, organisation des déplacements, recherches, préparation de documents et relances. Vous choisissez un volume d’heures mensuel ou un assistant à temps plein, et vous échangez avec lui par e-mail, téléphone ou messagerie.',
    keyFeatures: [
      {
        title: 'Gestion de la messagerie',
        description: 'Tri, réponses types, relances et signalement des messages importants.',
      },
      {
        title: 'Agenda et réunions',
        description: 'Prise de rendez-vous, invitations, préparation et comptes rendus.',
      },
      {
        title: 'Déplacements',
        description: 'Recherche et réservation de vols, d’hôtels et de transferts selon vos préférences.',
      },
      {
        title: 'Documents et recherches',
        description: 'Mise en forme de documents, tableaux, présentations et recherches documentaires.',
      },
      {
        title: 'Suivi administratif',
        description: 'Relances de factures, suivi des dossiers et classement numérique.',
      },
    ],
    benefits: [
      'Plusieurs heures gagnées chaque semaine',
      'Un assistant qui connaît vos habitudes',
      'Un volume d’heures ajustable chaque mois',
      'Aucune charge de recrutement ni de poste de travail',
      'Une continuité de service pendant les congés',
    ],
    process: [
      {
        title: 'Entretien de découverte',
        description: 'Vos tâches, vos outils, vos préférences et vos priorités.',
      },
      {
        title: 'Choix de votre assistant',
        description: 'Nous vous présentons l’assistant dont le profil correspond le mieux à vos besoins.',
      },
      {
        title: 'Prise en main',
        description: 'Accès à vos outils, règles de délégation et premières tâches accompagnées.',
      },
      {
        title: 'Bilan mensuel',
        description: 'Relevé des heures, tâches réalisées et ajustement du volume si nécessaire.',
      },
    ],
    pricing: {
      starter: plan('starter', pricesOf(8).starter, '20 h d’assistance par mois', [
        '20 heures d’assistance par mois',
        'Gestion des e-mails et de l’agenda',
        'Joignable du lundi au vendredi, 9 h – 18 h',
        'Relevé d’heures mensuel',
      ]),
      professional: plan('professional', pricesOf(8).professional, '40 h d’assistance par mois', [
        '40 heures d’assistance par mois',
        'Organisation des déplacements',
        'Préparation de documents et recherches',
        'Assistant dédié',
        'Bilan mensuel',
      ]),
      enterprise: plan('enterprise', null, 'Assistant à temps plein', [
        'Assistant dédié à temps plein',
        'Horaires alignés sur votre fuseau horaire',
        'Gestion de plusieurs dirigeants',
        'Accès à vos outils métier',
        'Remplacement assuré pendant les congés',
      ]),
    },
    caseStudies: [
      {
        title: 'Un dirigeant déchargé de son administratif',
        client: 'Dirigeant d’une société de conseil',
        challenge: 'Plus de dix heures par semaine consacrées aux e-mails, aux rendez-vous et aux notes de frais.',
        solution:
          'Assistant à 40 heures par mois : tri des e-mails, gestion de l’agenda, organisation des déplacements et notes de frais.',
        results: [
          'Huit heures gagnées chaque semaine',
          'Boîte de réception traitée chaque jour',
          'Notes de frais remises à temps chaque mois',
        ],
        duration: 'Depuis 4 mois',
      },
      {
        title: 'Un assistant à temps plein pour une équipe commerciale',
        client: 'Importateur d’équipements agricoles',
        challenge: 'Préparer les devis, suivre les commandes et organiser les tournées de quatre commerciaux.',
        solution: 'Assistant à temps plein intégré aux outils de l’équipe, avec un point quotidien de quinze minutes.',
        results: [
          'Devis envoyés sous 24 h',
          'Tournées planifiées une semaine à l’avance',
          'Aucune relance client oubliée',
        ],
        duration: 'Depuis 3 mois',
      },
    ],
    faq: [
      {
        question: 'Comment communiquer avec mon assistant ?',
        answer: 'Par e-mail, téléphone ou messagerie instantanée, aux horaires convenus ensemble.',
      },
      {
        question: 'Les heures non utilisées sont-elles reportées ?',
        answer: 'Oui, dans la limite de 20 % du forfait, sur le mois suivant uniquement.',
      },
      {
        question: 'Puis-je changer d’assistant ?',
        answer: 'Oui, à tout moment et sans frais, si la collaboration ne vous convient pas.',
      },
    ],
    testimonials: [
      {
        name: 'Patrick Andriamihaja',
        company: 'Société de conseil, Antananarivo',
        content: 'Mon assistant gère mon agenda mieux que moi. Je ne pourrais plus m’en passer.',
        rating: 5,
      },
      {
        name: 'Élodie Ravelomanana',
        company: 'Importateur d’équipements agricoles',
        content:
          'Nos commerciaux passent leur temps chez les clients plutôt que derrière un écran. Très bonne communication.',
        rating: 5,
      },
    ],
  },
};

/** Generic plans when a service has no priced offer yet: everything on quote. */
function fallbackPricing(service: Service): Record<ServicePlanTier, ServicePlan> {
  return {
    starter: plan('starter', null, 'Selon vos besoins', service.features.slice(0, 3)),
    professional: plan('professional', null, 'Selon vos besoins', service.features),
    enterprise: plan('enterprise', null, 'Solution sur mesure', [
      ...service.features,
      'Interlocuteur dédié',
      'Engagement de niveau de service (SLA)',
    ]),
  };
}

function fallbackFaq(service: Service): FaqItem[] {
  return [
    {
      question: `Comment obtenir un devis pour le service «\u00a0${service.name}\u00a0»\u00a0?`,
      answer: `Décrivez votre besoin depuis la page Contact\u00a0: nous vous répondons sous ${replyDelay} avec une proposition adaptée.`,
    },
    {
      question: 'Quel est le délai de mise en place ?',
      answer: 'Il dépend de l’ampleur de la mission ; nous vous communiquons un calendrier précis avec le devis.',
    },
    {
      question: 'Puis-je faire évoluer ma formule ?',
      answer: 'Oui, à tout moment : nous ajustons le périmètre et les volumes selon l’évolution de votre activité.',
    },
  ];
}

/**
 * Rich content of a service page: the fixed text for ids 1 to 8, otherwise a fallback built from the
 * service itself (description, features as benefits, no process, no testimonials, prices on quote).
 */
export function getServiceDetail(service: Service): ServiceDetail {
  const detail = serviceDetails[service.id];
  if (detail) {
    return detail;
  }
  return {
    fullDescription: service.description,
    keyFeatures: [],
    benefits: service.features,
    process: [],
    pricing: fallbackPricing(service),
    caseStudies: [],
    faq: fallbackFaq(service),
    testimonials: [],
  };
}
