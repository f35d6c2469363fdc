// The assistant's conversation rules: what it is told about the company, which model answers, how
// long a reply may be and how much of the conversation goes with each question. The chat API
// (api/) applies them on the server; the site applies them itself only in direct mode. This module
// reads no `import.meta.env` and no `process.env`, so that it runs in the browser, on Node and on
// Cloudflare alike.
import { company, openingHours, timeZoneNote } from './company';
import { averageRatingText, figures, includedHosting, quoteDelay, replyDelay, teamExperienceText } from './figures';
import { lowestServicePrice, priceWithPeriod, websitePlanPrices } from './prices';

/** GitHub Models, the OpenAI-compatible endpoint the assistant talks to unless told otherwise. */
export const defaultChatApiUrl = 'https://models.github.ai/inference/chat/completions';

/** Default model: the spec's `gpt-4` is not in the GitHub Models catalogue. */
export const defaultChatModel = 'openai/gpt-4.1';

/** Where the site's own chat API answers, on the site's origin. */
export const chatEndpointPath = '/api/chat';

/** The constants of each request to the model (spec §9). */
export const chatRequestRules = {
  /** Upper bound of the reply length, in tokens. */
  maxTokens: 150,
  /** Sampling temperature. */
  temperature: 0.7,
  /** How many earlier messages go with each question. */
  historyWindow: 4,
  /** After this long without an answer from the model, the request is abandoned. */
  timeoutMs: 15_000,
} as const;

/** What the chat API accepts from a browser; the widget stays within it. */
export const chatLimits = {
  /** Characters (code points) of one message, once trimmed. */
  maxMessageLength: 2_000,
  /** Messages of one request: the visitor's question and the history before it. */
  maxMessages: 8,
  /** Bytes of one request body. */
  maxBodyBytes: 32 * 1024,
} as const;

/** A message of the conversation, as the chat API and the chat-completions API read it. */
export interface ChatHistoryMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** A message of a chat-completions request: the system context, the history, then the question. */
export interface ChatRequestMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const team = figures.team;

const hours = openingHours
  .map(({ days, hours: time }) => `${days.toLowerCase()}\u00a0: ${time.toLowerCase()}`)
  .join('\u00a0; ');

/** The context sent first in every request, built from the company's facts, figures and prices. */
export const systemPrompt = [
  `Tu es l’assistant virtuel de ${company.brand}, ${company.legalForm} de services informatiques et d’externalisation basée à ${company.address.locality}, ${company.address.country}.`,
  'Services\u00a0: centre de relation client 24/7, externalisation des processus métier (BPO), marketing digital et SEO, développement web et mobile, annotation de données pour l’IA, télésecrétariat médical, PAO et design graphique, assistance virtuelle. Solutions\u00a0: conseil informatique, cloud, cybersécurité, big data, automatisation, e-commerce.',
  `Tarifs d’un site web (page Tarifs)\u00a0: Essentiel, site vitrine de 5 pages, ${priceWithPeriod(websitePlanPrices.basic)}\u00a0; Professionnel, pages illimitées, ${priceWithPeriod(websitePlanPrices.pro)}\u00a0; Entreprise, boutique en ligne ou application sur mesure, sur devis\u00a0; hébergement pendant ${includedHosting} inclus. Les autres services ont leurs propres formules, à partir de ${priceWithPeriod(lowestServicePrice.price)}, détaillées sur leur page.`,
  `Équipe\u00a0: plus de ${team.developers} développeurs, ${team.designers} designers, ${team.dataScientists} data scientists et ${team.marketers} marketeurs, ${teamExperienceText}. L’entreprise a été fondée en ${company.foundedOn.slice(0, 4)}\u00a0: ces années sont celles de l’équipe. Plus de ${figures.clients} clients et de ${figures.projects} projets réalisés, note moyenne de ${averageRatingText}.`,
  `Contact\u00a0: téléphone ${company.phone}, e-mail ${company.email}, formulaire de la page Contact. Horaires\u00a0: ${hours} (${timeZoneNote}). Réponse sous ${replyDelay}, demandes de support comprises, devis sous ${quoteDelay}.`,
  'Règles\u00a0: réponds en français, poliment, en trois phrases au plus et en texte brut, sans Markdown. N’invente ni prix, ni délai, ni référence client\u00a0; si tu ne sais pas, propose de contacter l’équipe.',
].join('\n');

/** The request's `messages`: system context, at most `historyWindow` earlier messages, the new one. */
export function buildChatMessages(
  message: string,
  history: readonly ChatHistoryMessage[],
  config: { systemPrompt: string; historyWindow: number },
): ChatRequestMessage[] {
  const recent = config.historyWindow > 0 ? history.slice(-config.historyWindow) : [];
  return [
    { role: 'system', content: config.systemPrompt },
    ...recent.map(({ role, content }) => ({ role, content })),
    { role: 'user', content: message },
  ];
}

/** Characters as a visitor counts them: an emoji or an accented letter is one, whatever its encoding. */
export function characterCount(text: string): number {
  return [...text].length;
}

/** `text` cut to the API's length limit, never inside a character. */
export function clipMessage(text: string, limit: number = chatLimits.maxMessageLength): string {
  if (text.length <= limit) return text;
  return [...text].slice(0, limit).join('');
}

/** The chat API's answer: the model's reply, or a prepared one when the server holds no token. */
export interface ChatApiReply {
  reply: string;
  source: 'model' | 'prepared';
}

/**
 * The chat API's error body. `code` is stable, for programs (the widget picks its reply by it);
 * `message` is French, for whoever reads it.
 */
export interface ChatApiError {
  error: { code: ChatApiErrorCode; message: string };
}

export type ChatApiErrorCode =
  | 'invalid_request'
  | 'payload_too_large'
  | 'method_not_allowed'
  | 'origin_not_allowed'
  | 'rate_limited'
  | 'upstream_unauthorized'
  | 'upstream_rate_limited'
  | 'upstream_error'
  | 'upstream_timeout'
  | 'upstream_unreachable'
  | 'upstream_malformed'
  | 'upstream_no_choices'
  | 'internal_error';
