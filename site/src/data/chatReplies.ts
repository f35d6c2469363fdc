import { chatFacts, formatPriceRange } from '../config/chat';
import { site } from '../config/site';
import { formatNumber } from './format';

/** Topics of the prepared replies (spec §8), tried in this order. */
export type CannedReplyTopic = 'ecommerce' | 'pricing' | 'mobile' | 'ai' | 'marketing' | 'contact' | 'team';

export interface CannedReply {
  topic: CannedReplyTopic;
  /**
   * Words or phrases that select the reply, compared without accents or case. A trailing `*`
   * also matches longer words (`tarif*` matches « tarifs », « tarification »).
   */
  keywords: string[];
  reply: string;
}

const facts = chatFacts;
const quoteDelay = `${facts.quoteHours}\u00a0h`;
const replyDelay = `${facts.replyHours}\u00a0h`;

/** First message of the conversation, depending on whether the model answers or prepared replies do. */
export const chatWelcome = {
  ai: `Bonjour\u00a0! Je suis l’assistant de ${site.brand}. Posez-moi vos questions sur nos services, nos tarifs ou votre projet\u00a0: je vous réponds tout de suite.`,
  demo: `Bonjour\u00a0! Je suis l’assistant de ${site.brand}, en mode démonstration\u00a0: je réponds avec des réponses préparées sur nos services, nos tarifs et notre équipe. Comment puis-je vous aider\u00a0?`,
};

/** Status lines of the widget that differ from the package's: demo mode says how to connect the model. */
export const chatStatusLabels = {
  demo: 'Mode demo (configurez VITE_GITHUB_TOKEN)',
} as const;

/** Replies of the widget when the service does not deliver (spec §8). */
export const chatFailureReplies = {
  /** The service answered without success. */
  noSuccess:
    'Désolé, je rencontre une petite difficulté technique. Pouvez-vous reformuler votre question\u00a0? Vous pouvez aussi contacter directement notre équipe.',
  /** The service could not be reached at all. */
  unavailable:
    'Désolé, service temporairement indisponible. Écrivez-nous depuis le formulaire de la page Contact\u00a0: notre équipe vous répondra rapidement.',
};

/** Prepared replies, chosen by keyword when the model cannot answer (spec §8). */
export const cannedReplies: CannedReply[] = [
  {
    topic: 'ecommerce',
    keywords: [
      'e-commerce',
      'ecommerce',
      'commerce en ligne',
      'commerce électronique',
      'boutique*',
      'vente en ligne',
      'vendre en ligne',
      'shop*',
      'panier',
    ],
    reply: `Nous créons des boutiques en ligne sur mesure\u00a0: catalogue, paiement sécurisé, suivi des commandes et des stocks. Comptez de ${formatPriceRange(facts.ecommerceSite)} selon le nombre de produits et les fonctionnalités, avec hébergement pendant 1\u00a0an, formation et 3\u00a0mois de maintenance. Décrivez-nous votre projet\u00a0: vous recevrez un devis sous ${quoteDelay}.`,
  },
  {
    topic: 'pricing',
    keywords: ['prix', 'tarif*', 'cout*', 'combien', 'devis', 'budget*', 'cher', 'chère'],
    reply: `Voici nos tarifs indicatifs\u00a0:\n• site vitrine\u00a0: ${formatPriceRange(facts.showcaseSite)}\u00a0;\n• site e-commerce\u00a0: ${formatPriceRange(facts.ecommerceSite)}\u00a0;\n• application web\u00a0: ${formatPriceRange(facts.webApp)}.\nChaque projet comprend l’hébergement pendant 1\u00a0an, la formation et 3\u00a0mois de maintenance. Pour un chiffrage précis, demandez un devis gratuit\u00a0: réponse sous ${quoteDelay}.`,
  },
  {
    topic: 'mobile',
    keywords: ['mobile*', 'appli', 'applis', 'app', 'apps', 'android', 'ios', 'iphone', 'smartphone*', 'tablette*'],
    reply: `Nous développons des applications mobiles pour iOS et Android, de la maquette à la publication sur les stores, puis leur maintenance. Nos ${facts.designers} designers soignent l’expérience et nos développeurs la performance. Le budget dépend des fonctionnalités\u00a0: décrivez-nous votre idée et recevez un devis sous ${quoteDelay}.`,
  },
  {
    topic: 'ai',
    keywords: [
      'ia',
      'intelligence artificielle',
      'chatbot*',
      'bot',
      'bots',
      'gpt',
      'machine learning',
      'automatis*',
      'annotation*',
    ],
    reply: `Nos ${facts.dataScientists} data scientists conçoivent des chatbots, de l’automatisation de processus et des modèles d’intelligence artificielle adaptés à vos données. Nous préparons aussi l’annotation de données pour entraîner vos modèles. Parlez-nous de votre cas d’usage\u00a0: nous vous proposerons une approche sous ${quoteDelay}.`,
  },
  {
    topic: 'marketing',
    keywords: [
      'seo',
      'référencement',
      'référencer',
      'marketing',
      'google',
      'visibilité',
      'réseaux sociaux',
      'publicité*',
      'campagne*',
    ],
    reply: `Nos ${facts.marketers} marketeurs améliorent votre visibilité\u00a0: audit et référencement naturel (SEO), campagnes publicitaires, réseaux sociaux et contenus, avec un suivi mensuel des résultats. Voulez-vous que nous analysions votre site\u00a0? Laissez-nous vos coordonnées sur la page Contact.`,
  },
  {
    topic: 'contact',
    keywords: [
      'contact*',
      'rendez-vous',
      'rdv',
      'appel*',
      'téléphone*',
      'mail',
      'email',
      'e-mail',
      'joindre',
      'rencontr*',
      'rappel*',
      'adresse',
    ],
    reply: `Vous pouvez nous appeler au ${site.phone}, nous écrire à ${site.email} ou utiliser le formulaire de la page Contact pour prendre rendez-vous. Nous répondons sous ${replyDelay} en semaine et envoyons un devis sous ${quoteDelay}.`,
  },
  {
    topic: 'team',
    keywords: [
      'équipe*',
      'qui êtes-vous',
      'qui etes vous',
      'développeur*',
      'designer*',
      'expérience*',
      'référence',
      'références',
      'collaborateur*',
      'expertise*',
    ],
    reply: `Notre équipe réunit plus de ${facts.developers} développeurs, ${facts.designers} designers, ${facts.dataScientists} data scientists et ${facts.marketers} marketeurs. Elle a mené plus de ${facts.projects} projets depuis ${facts.projectsSince}, avec une satisfaction client de ${formatNumber(facts.satisfaction)}/5. Souhaitez-vous échanger avec l’un de nos experts\u00a0?`,
  },
];

/** Reply when no keyword matches. */
export const defaultCannedReply = `Merci pour votre message\u00a0! Je peux vous renseigner sur la création de sites e-commerce, nos tarifs, les applications mobiles, l’intelligence artificielle, le référencement ou notre équipe. Pour une réponse personnalisée, contactez-nous\u00a0: nous répondons sous ${replyDelay} en semaine.`;
