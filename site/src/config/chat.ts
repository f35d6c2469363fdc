import { openingHours, timeZoneNote } from '../data/contact';
import {
  averageRatingText,
  figures,
  includedHosting,
  includedMaintenance,
  quoteDelay,
  replyDelay,
  supportReplyDelay,
  teamExperienceText,
} from '../data/figures';
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

/** « 800 à 2 500 € ». */
export function formatPriceRange({ from, to }: { from: number; to: number }): string {
  return `${formatNumber(from)} à ${formatPrice(to)}`;
}

const prices = figures.projectPrices;
const team = figures.team;
const included = `${includedHosting}, formation et ${includedMaintenance} de maintenance`;

const hours = openingHours
  .map(({ days, hours: time }) => `${days.toLowerCase()}\u00a0: ${time.toLowerCase()}`)
  .join('\u00a0; ');

const systemPrompt = [
  `Tu es l’assistant virtuel de ${site.brand}, ${site.legalForm} de services informatiques et d’externalisation basée à ${site.address.locality}, ${site.address.country}.`,
  'Services\u00a0: centre de relation client 24/7, externalisation des processus métier (BPO), marketing digital et SEO, développement web et mobile, annotation de données pour l’IA, télésecrétariat médical, PAO et design graphique, assistance virtuelle. Solutions\u00a0: conseil informatique, cloud, cybersécurité, big data, automatisation, e-commerce.',
  `Tarifs indicatifs par projet\u00a0: site vitrine de ${formatPriceRange(prices.showcaseSite)}, site e-commerce de ${formatPriceRange(prices.ecommerceSite)}, application web de ${formatPriceRange(prices.webApp)}, avec hébergement pendant ${included}. Les offres mensuelles figurent sur la page Tarifs.`,
  `Équipe\u00a0: plus de ${team.developers} développeurs, ${team.designers} designers, ${team.dataScientists} data scientists et ${team.marketers} marketeurs, ${teamExperienceText}. L’entreprise a été fondée en ${site.foundedOn.slice(0, 4)}\u00a0: ces années sont celles de l’équipe. Plus de ${figures.clients} clients et de ${figures.projects} projets réalisés, note moyenne de ${averageRatingText}.`,
  `Contact\u00a0: téléphone ${site.phone}, e-mail ${site.email}, formulaire de la page Contact. Horaires\u00a0: ${hours} (${timeZoneNote}). Réponse sous ${replyDelay}, devis sous ${quoteDelay}, demandes de support traitées sous ${supportReplyDelay}.`,
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

/**
 * For developers only: how to leave demo mode, naming the settings. Undefined when the model is
 * configured, and always in a production build, which drops the text (visitors never read a setting).
 */
export function chatSetupHint(config: Pick<ChatConfig, 'apiUrl' | 'token'> = chatConfig): string | undefined {
  if (!import.meta.env.DEV || isChatConfigured(config)) return undefined;
  return 'Demo mode: the assistant answers with prepared replies. Set VITE_GITHUB_TOKEN, or point VITE_CHAT_API_URL at a proxy that holds the token (README, « Configuration »).';
}
