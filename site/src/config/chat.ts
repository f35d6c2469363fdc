import { openingHours, timeZoneNote } from '../data/contact';
import { formatNumber, formatPrice } from '../data/format';
import { site } from './site';

/** GitHub Models, the OpenAI-compatible endpoint the assistant talks to unless told otherwise. */
export const defaultChatApiUrl = 'https://models.github.ai/inference/chat/completions';

/** Default model: the spec's `gpt-4` is not in the GitHub Models catalogue. */
export const defaultChatModel = 'openai/gpt-4.1';

export interface ChatConfig {
  /** Chat-completions URL; a proxy URL lets the token stay on a server. */
  apiUrl: string;
  /** Bearer token; absent in demonstration mode. */
  token: string | undefined;
  /** Model identifier sent with each request. */
  model: string;
  /** Upper bound of the reply length, in tokens (spec §9). */
  maxTokens: number;
  /** Sampling temperature (spec §9). */
  temperature: number;
  /** How many earlier messages go with each request (spec §9). */
  historyWindow: number;
  /** After this long without an answer the request is abandoned and a prepared reply is shown. */
  timeoutMs: number;
  /** Context sent first in every request. */
  systemPrompt: string;
}

/** Figures the assistant quotes, whether the model or a prepared reply answers (spec §9). */
export const chatFacts = {
  showcaseSite: { from: 800, to: 2500 },
  ecommerceSite: { from: 2500, to: 8000 },
  webApp: { from: 5000, to: 20000 },
  /** Response time on weekdays, in hours. */
  replyHours: 2,
  /** Time to send a quote, in hours. */
  quoteHours: 48,
  developers: 10,
  designers: 3,
  dataScientists: 2,
  marketers: 5,
  projects: 150,
  projectsSince: 2020,
  satisfaction: 4.9,
} as const;

/** « 800 à 2 500 € ». */
export function formatPriceRange({ from, to }: { from: number; to: number }): string {
  return `${formatNumber(from)} à ${formatPrice(to)}`;
}

const hours = openingHours
  .map(({ days, hours: time }) => `${days.toLowerCase()}\u00a0: ${time.toLowerCase()}`)
  .join('\u00a0; ');

const systemPrompt = [
  `Tu es l’assistant virtuel de ${site.brand}, ${site.legalForm} de services informatiques et d’externalisation basée à ${site.address.locality}, ${site.address.country}.`,
  'Services\u00a0: centre de relation client 24/7, externalisation des processus métier (BPO), marketing digital et SEO, développement web et mobile, annotation de données pour l’IA, télésecrétariat médical, PAO et design graphique, assistance virtuelle. Solutions\u00a0: conseil informatique, cloud, cybersécurité, big data, automatisation, e-commerce.',
  `Tarifs indicatifs par projet\u00a0: site vitrine de ${formatPriceRange(chatFacts.showcaseSite)}, site e-commerce de ${formatPriceRange(chatFacts.ecommerceSite)}, application web de ${formatPriceRange(chatFacts.webApp)}, avec hébergement pendant 1\u00a0an, formation et 3\u00a0mois de maintenance. Les offres mensuelles figurent sur la page Tarifs.`,
  `Équipe\u00a0: plus de ${chatFacts.developers} développeurs, ${chatFacts.designers} designers, ${chatFacts.dataScientists} data scientists et ${chatFacts.marketers} marketeurs\u00a0; plus de ${chatFacts.projects} projets menés depuis ${chatFacts.projectsSince}, satisfaction client de ${formatNumber(chatFacts.satisfaction)}/5.`,
  `Contact\u00a0: téléphone ${site.phone}, e-mail ${site.email}, formulaire de la page Contact. Horaires\u00a0: ${hours} (${timeZoneNote}). Réponse sous ${chatFacts.replyHours}\u00a0h en semaine, devis sous ${chatFacts.quoteHours}\u00a0h.`,
  'Règles\u00a0: réponds en français, poliment, en trois phrases au plus et en texte brut, sans Markdown. N’invente ni prix, ni délai, ni référence client\u00a0; si tu ne sais pas, propose de contacter l’équipe.',
].join('\n');

function envValue(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Settings read once at build time from `VITE_CHAT_API_URL`, `VITE_GITHUB_TOKEN` and `VITE_CHAT_MODEL`. */
export const chatConfig: ChatConfig = {
  apiUrl: envValue(import.meta.env.VITE_CHAT_API_URL) ?? defaultChatApiUrl,
  token: envValue(import.meta.env.VITE_GITHUB_TOKEN),
  model: envValue(import.meta.env.VITE_CHAT_MODEL) ?? defaultChatModel,
  maxTokens: 150,
  temperature: 0.7,
  historyWindow: 4,
  timeoutMs: 15_000,
  systemPrompt,
};

/**
 * Whether requests can be made: a token, or an endpoint other than the default one, which is
 * taken to be a proxy that adds the token on the server (so the token stays out of the bundle).
 */
export function isChatConfigured(config: Pick<ChatConfig, 'apiUrl' | 'token'> = chatConfig): boolean {
  return Boolean(config.token) || config.apiUrl !== defaultChatApiUrl;
}
