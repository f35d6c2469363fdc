import { chatConfig, chatSetupHint, isChatConfigured, type ChatConfig } from '../config/chat';
import { cannedReplies, defaultCannedReply } from '../data/chatReplies';
import { foldText } from '../data/format';

/** An earlier message of the conversation, as the chat-completions API expects it. */
export interface ChatHistoryMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** A message of the request: the system context, the history, then the visitor's message. */
export interface ChatRequestMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Token counts reported by the API. */
export interface ChatUsage {
  prompt_tokens?: number;
  completion_tokens?: number;
  total_tokens?: number;
}

export type ChatErrorKind = 'empty-message' | 'missing-token' | 'http' | 'unexpected-format' | 'timeout' | 'network';

/** Why the model did not answer. Its message is for developers; visitors see a prepared reply. */
export class ChatServiceError extends Error {
  override name = 'ChatServiceError';
  readonly kind: ChatErrorKind;
  /** HTTP status of a non-OK response. */
  readonly status: number | undefined;

  constructor(kind: ChatErrorKind, message: string, status?: number) {
    super(message);
    this.kind = kind;
    this.status = status;
  }
}

/**
 * Outcome of a message. Any failure of the API still succeeds with a prepared reply chosen by
 * keyword (spec §8); only a blank message fails, since nothing is sent (spec §5).
 */
export type ChatResult =
  | { success: true; source: 'ai'; message: string; usage?: ChatUsage }
  | { success: true; source: 'fallback'; message: string; error: ChatServiceError }
  | { success: false; error: ChatServiceError };

export interface SendChatOptions {
  /** Replaces the global `fetch` (tests). */
  fetch?: typeof fetch;
  /** Overrides settings of the build-time configuration. */
  config?: Partial<ChatConfig>;
  /** Overrides the configured request timeout, in milliseconds. */
  timeoutMs?: number;
}

/** Sends the visitor's message with the last few history messages and returns the reply to show. */
export async function sendChatMessage(
  message: string,
  history: readonly ChatHistoryMessage[] = [],
  options: SendChatOptions = {},
): Promise<ChatResult> {
  const text = message.trim();
  if (!text) {
    return { success: false, error: new ChatServiceError('empty-message', 'The message is empty: nothing was sent.') };
  }
  const config: ChatConfig = { ...chatConfig, ...options.config };
  try {
    const { content, usage } = await requestCompletion(text, history, config, options);
    return usage
      ? { success: true, source: 'ai', message: content, usage }
      : { success: true, source: 'ai', message: content };
  } catch (error) {
    return { success: true, source: 'fallback', message: findCannedReply(text), error: toChatError(error) };
  }
}

/** The request body's `messages`: system context, at most `historyWindow` earlier messages, the new one. */
export function buildChatMessages(
  message: string,
  history: readonly ChatHistoryMessage[],
  config: Pick<ChatConfig, 'systemPrompt' | 'historyWindow'>,
): ChatRequestMessage[] {
  const recent = config.historyWindow > 0 ? history.slice(-config.historyWindow) : [];
  return [
    { role: 'system', content: config.systemPrompt },
    ...recent.map(({ role, content }) => ({ role, content })),
    { role: 'user', content: message },
  ];
}

async function requestCompletion(
  message: string,
  history: readonly ChatHistoryMessage[],
  config: ChatConfig,
  options: SendChatOptions,
): Promise<{ content: string; usage: ChatUsage | undefined }> {
  if (!isChatConfigured(config)) {
    throw new ChatServiceError('missing-token', chatSetupHint(config) ?? 'The chat API is not configured.');
  }
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? config.timeoutMs;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  // A proxy holding the token server-side is called without one.
  if (config.token) headers.Authorization = `Bearer ${config.token}`;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(config.apiUrl, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        model: config.model,
        messages: buildChatMessages(message, history, config),
        max_tokens: config.maxTokens,
        temperature: config.temperature,
        stream: false,
      }),
      signal: controller.signal,
    });
    // Read under the same timer: a server can send its headers and then stall.
    const body = parseJson(await response.text());
    if (!response.ok) {
      const detail = errorMessageOf(body) ?? (response.statusText || 'Unknown error');
      throw new ChatServiceError('http', `API Error: ${response.status} - ${detail}`, response.status);
    }
    return readCompletion(body);
  } catch (error) {
    if (error instanceof ChatServiceError) throw error;
    if (controller.signal.aborted) {
      throw new ChatServiceError('timeout', `The chat API did not answer within ${timeoutMs} ms.`);
    }
    throw new ChatServiceError('network', `The chat API could not be reached: ${describe(error)}`);
  } finally {
    clearTimeout(timer);
  }
}

function readCompletion(body: unknown): { content: string; usage: ChatUsage | undefined } {
  const choices = isRecord(body) ? body.choices : undefined;
  const first: unknown = Array.isArray(choices) ? choices[0] : undefined;
  const content = isRecord(first) && isRecord(first.message) ? first.message.content : undefined;
  if (typeof content !== 'string' || content.trim() === '') {
    throw new ChatServiceError('unexpected-format', 'Unexpected API response format: no choices[0].message.content.');
  }
  const usage = isRecord(body) && isRecord(body.usage) ? (body.usage as ChatUsage) : undefined;
  return { content: content.trim(), usage };
}

/** `error.message` (OpenAI, GitHub Models) or `message` (other gateways), when the body has one. */
function errorMessageOf(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const { error, message } = body;
  if (isRecord(error) && typeof error.message === 'string' && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  if (typeof message === 'string' && message) return message;
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function toChatError(error: unknown): ChatServiceError {
  return error instanceof ChatServiceError ? error : new ChatServiceError('network', describe(error));
}

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
