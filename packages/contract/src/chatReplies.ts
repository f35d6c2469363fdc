import { company } from './company';
import { averageRatingText, figures, includedHosting, quoteDelay, replyDelay, teamExperienceText } from './figures';
import { foldText } from './format';
import { lowestServicePrice, priceWithPeriod, websitePlanPrices } from './prices';

/** Topics of the prepared replies (spec §8), tried in this order. */
export type CannedReplyTopic = 'ecommerce' | 'figures' | 'pricing' | 'mobile' | 'ai' | 'marketing' | 'contact' | 'team';

export interface CannedReply {
  topic: CannedReplyTopic;
  /**
   * Words or phrases that select the reply, compared without accents or case. A trailing `*`
   * also matches longer words (`tarif*` matches « tarifs », « tarification »).
   */
  keywords: string[];
  reply: string;
}

// Every figure a reply quotes comes from the company's figures, and every price from the prices
// module, as the pages do (figures.test.ts, prices.test.ts).
const team = figures.team;

/**
 * First message of the conversation: `demo` when the build makes no call; `unknown` otherwise, until
 * the first answer tells whether a model or the prepared replies answer, so it promises neither.
 */
export const chatWelcome = {
  unknown: `Bonjour\u00a0! Je suis l’assistant automatique de ${company.brand}. Posez-moi vos questions sur nos services, nos tarifs ou notre équipe\u00a0: comment puis-je vous aider\u00a0?`,
  demo: `Bonjour\u00a0! Je suis l’assistant de ${company.brand}, en mode démonstration\u00a0: je réponds avec des réponses préparées sur nos services, nos tarifs et notre équipe. Comment puis-je vous aider\u00a0?`,
};

/** Status under the panel's title before the first answer: true whoever answers. */
export const chatStatusBeforeAnswer = 'Réponses automatiques';

/** Replies of the widget when the service does not deliver (spec §8). */
export const chatFailureReplies = {
  /** The service answered without success. */
  noSuccess:
    'Désolé, je rencontre une petite difficulté technique. Pouvez-vous reformuler votre question\u00a0? Vous pouvez aussi contacter directement notre équipe.',
  /** The service could not be reached at all. */
  unavailable:
    'Désolé, service temporairement indisponible. Écrivez-nous depuis le formulaire de la page Contact\u00a0: notre équipe vous répondra rapidement.',
};

/** Reply when the chat API asks this visitor to wait (HTTP 429), for about `retryAfterSeconds`. */
export function rateLimitedReply(retryAfterSeconds: number | undefined): string {
  return `Vous m’avez envoyé beaucoup de messages en peu de temps. Merci de patienter ${waitingTime(retryAfterSeconds)} avant de m’écrire à nouveau\u00a0; vous pouvez aussi joindre notre équipe depuis la page Contact.`;
}

/** « 30\u00a0secondes », « 2\u00a0minutes », « 5\u00a0heures »; « un moment » when the server did not say. */
function waitingTime(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return 'un moment';
  const [count, unit] =
    seconds < 60
      ? [Math.ceil(seconds), 'seconde']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'heure'];
  return `${count}\u00a0${unit}${count > 1 ? 's' : ''}`;
}

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
    reply: `Nous créons des boutiques en ligne sur mesure\u00a0: catalogue, paiement sécurisé, suivi des commandes et des stocks. C’est notre formule Entreprise, sur devis selon le nombre de produits et les fonctionnalités. Décrivez-nous votre projet\u00a0: vous recevrez un devis sous ${quoteDelay}.`,
  },
  {
    // Before the prices: « combien de projets » asks for a figure, not a price.
    topic: 'figures',
    keywords: [
      'combien de projets',
      'combien de clients',
      'nombre de projets',
      'nombre de clients',
      'projets réalisés',
      'projets livrés',
      'réalisations',
      'chiffres',
      'note moyenne',
      'avis clients',
      'satisfaction',
    ],
    reply: `${company.brand} a livré plus de ${figures.projects} projets à plus de ${figures.clients} entreprises clientes, qui lui donnent une note moyenne de ${averageRatingText}. Son équipe réunit ${teamExperienceText}. Pour parler d’un projet proche du vôtre, écrivez-nous\u00a0: nous répondons sous ${replyDelay}.`,
  },
  {
    topic: 'pricing',
    keywords: ['prix', 'tarif*', 'cout*', 'combien', 'devis', 'budget*', 'cher', 'chère'],
    reply: `Voici nos tarifs indicatifs pour un site web\u00a0:\n• Essentiel, site vitrine de 5 pages\u00a0: ${priceWithPeriod(websitePlanPrices.basic)}\u00a0;\n• Professionnel, pages illimitées\u00a0: ${priceWithPeriod(websitePlanPrices.pro)}\u00a0;\n• Entreprise, boutique en ligne ou application sur mesure\u00a0: sur devis.\nL’hébergement pendant ${includedHosting} est inclus. Nos autres services ont leurs propres formules, à partir de ${priceWithPeriod(lowestServicePrice.price)}, sur la page Tarifs et celle de chaque service. Pour un chiffrage précis, demandez un devis gratuit\u00a0: réponse sous ${quoteDelay}.`,
  },
  {
    topic: 'mobile',
    keywords: ['mobile*', 'appli', 'applis', 'app', 'apps', 'android', 'ios', 'iphone', 'smartphone*', 'tablette*'],
    reply: `Nous développons des applications mobiles pour iOS et Android, de la maquette à la publication sur les stores, puis leur maintenance. Nos ${team.designers} designers soignent l’expérience et nos développeurs la performance. Le budget dépend des fonctionnalités\u00a0: décrivez-nous votre idée et recevez un devis sous ${quoteDelay}.`,
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
    reply: `Nos ${team.dataScientists} data scientists conçoivent des chatbots, de l’automatisation de processus et des modèles d’intelligence artificielle adaptés à vos données. Nous préparons aussi l’annotation de données pour entraîner vos modèles. Parlez-nous de votre cas d’usage\u00a0: nous vous proposerons une approche sous ${quoteDelay}.`,
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
    reply: `Nos ${team.marketers} marketeurs améliorent votre visibilité\u00a0: audit et référencement naturel (SEO), campagnes publicitaires, réseaux sociaux et contenus, avec un suivi mensuel des résultats. Voulez-vous que nous analysions votre site\u00a0? Laissez-nous vos coordonnées sur la page Contact.`,
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
    reply: `Vous pouvez nous appeler au ${company.phone}, nous écrire à ${company.email} ou utiliser le formulaire de la page Contact pour prendre rendez-vous. Nous répondons sous ${replyDelay} et envoyons un devis détaillé sous ${quoteDelay}.`,
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
    reply: `Notre équipe réunit plus de ${team.developers} développeurs, ${team.designers} designers, ${team.dataScientists} data scientists et ${team.marketers} marketeurs, avec ${teamExperienceText}. Plus de ${figures.clients} entreprises nous ont confié plus de ${figures.projects} projets, avec une note moyenne de ${averageRatingText}. Souhaitez-vous échanger avec l’un de nos experts\u00a0?`,
  },
];

/** Reply when no keyword matches. */
export const defaultCannedReply = `Merci pour votre message\u00a0! Je peux vous renseigner sur la création de sites e-commerce, nos tarifs, les applications mobiles, l’intelligence artificielle, le référencement ou notre équipe. Pour une réponse personnalisée, contactez-nous\u00a0: nous répondons sous ${replyDelay}.`;

interface CompiledKeyword {
  text: string;
  prefix: boolean;
}

/** Lower case, no accents, every run of other characters than letters and digits as one space. */
function normalise(text: string): string {
  return foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const compiledReplies = cannedReplies.map(({ keywords, reply }) => ({
  reply,
  keywords: keywords.map((keyword): CompiledKeyword => ({
    text: normalise(keyword.replace(/\*$/, '')),
    prefix: keyword.endsWith('*'),
  })),
}));

/** The prepared reply whose keywords the message contains first, or the general one. */
export function findCannedReply(message: string): string {
  const text = normalise(message);
  const padded = ` ${text} `;
  const words = text.split(' ');
  const matches = ({ text: keyword, prefix }: CompiledKeyword) => {
    if (keyword.includes(' ')) return padded.includes(` ${keyword} `);
    return prefix ? words.some((word) => word.startsWith(keyword)) : words.includes(keyword);
  };
  return compiledReplies.find(({ keywords }) => keywords.some(matches))?.reply ?? defaultCannedReply;
}
