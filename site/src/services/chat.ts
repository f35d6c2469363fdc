import { chatConfig, chatSetupHint, isChatConfigured, proxyTimeoutMarginMs, type ChatConfig } from '../config/chat';
import {
  buildChatMessages,
  clipMessage,
  type ChatApiReply,
  type ChatHistoryMessage,
  type ChatRequestMessage,
} from '@company/contract/chat';
import { findCannedReply, rateLimitedReply } from '@company/contract/chatReplies';

export { buildChatMessages, type ChatHistoryMessage, type ChatRequestMessage };
export { findCannedReply };

/** Token counts reported by the API. */
export interface ChatUsage {
  prompt_tokens?: number;
  completion_tokens?: number;
  total_tokens?: number;
}

/**
 * Why the model did not answer: `missing-token` (demo mode, no call made), `not-configured` (the
 * chat API holds no token and answered with a prepared reply), `rate-limited` (the chat API asks
 * the visitor to wait), or a failure of the call.
 */
export type ChatErrorKind =
  | 'empty-message'
  | 'missing-token'
  | 'not-configured'
  | 'rate-limited'
  | 'http'
  | 'unexpected-format'
  | 'timeout'
  | 'network';

/** Why the model did not answer. Its message is for developers; visitors see a prepared reply. */
export class ChatServiceError extends Error {
  override name = 'ChatServiceError';
  readonly kind: ChatErrorKind;
  /** HTTP status of a non-OK response. */
  readonly status: number | undefined;
  /** The chat API's stable error code (`upstream_timeout`, `rate_limited`, …). */
  readonly code: string | undefined;
  /** How long the chat API asks to wait, from its `Retry-After` header. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    kind: ChatErrorKind,
    message: string,
    status?: number,
    details: { code?: string | undefined; retryAfterSeconds?: number | undefined } = {},
  ) {
    super(message);
    this.kind = kind;
    this.status = status;
    this.code = details.code;
    this.retryAfterSeconds = details.retryAfterSeconds;
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
    if (config.mode === 'proxy') return await askChatApi(text, history, config, options);
    const { content, usage } = await requestCompletion(text, history, config, options);
    return usage
      ? { success: true, source: 'ai', message: content, usage }
      : { success: true, source: 'ai', message: content };
  } catch (error) {
    return { success: true, source: 'fallback', message: findCannedReply(text), error: toChatError(error) };
  }
}

/**
 * Proxy mode: the chat API (`api/`) holds the token, the context and the model's settings; the
 * widget sends the conversation only, within the API's limits (the last few messages, each cut
 * to its length limit), so that nothing a visitor types is refused.
 */
async function askChatApi(
  message: string,
  history: readonly ChatHistoryMessage[],
  config: ChatConfig,
  options: SendChatOptions,
): Promise<ChatResult> {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? config.timeoutMs + proxyTimeoutMarginMs;
  const recent = config.historyWindow > 0 ? history.slice(-config.historyWindow) : [];
  const messages = [...recent, { role: 'user', content: message } as const].map(({ role, content }) => ({
    role,
    content: clipMessage(content.trim()),
  }));

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(config.apiUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ messages: messages.filter(({ content }) => content !== '') }),
      signal: controller.signal,
    });
    const body = parseJson(await response.text());
    if (response.status === 429) {
      const retryAfterSeconds = retryAfterOf(response);
      const error = new ChatServiceError('rate-limited', 'The chat API asks to wait before the next message.', 429, {
        code: errorCodeOf(body),
        retryAfterSeconds,
      });
      return { success: true, source: 'fallback', message: rateLimitedReply(retryAfterSeconds), error };
    }
    if (!response.ok) {
      const code = errorCodeOf(body);
      const detail = [code, errorMessageOf(body) ?? response.statusText].filter(Boolean).join(': ') || 'Unknown error';
      throw new ChatServiceError('http', `API Error: ${response.status} - ${detail}`, response.status, { code });
    }
    const reply = readApiReply(body);
    if (reply.source === 'prepared') {
      const error = new ChatServiceError(
        'not-configured',
        'The chat API holds no token: it answered with a prepared reply.',
      );
      return { success: true, source: 'fallback', message: reply.reply, error };
    }
    return { success: true, source: 'ai', message: reply.reply };
  } catch (error) {
    throw requestFailure(error, controller.signal, timeoutMs);
  } finally {
    clearTimeout(timer);
  }
}

/** What a request that threw becomes: its own error, a timeout once aborted, or a network failure. */
function requestFailure(error: unknown, signal: AbortSignal, timeoutMs: number): ChatServiceError {
  if (error instanceof ChatServiceError) return error;
  if (signal.aborted) return new ChatServiceError('timeout', `The chat API did not answer within ${timeoutMs} ms.`);
  return new ChatServiceError('network', `The chat API could not be reached: ${describe(error)}`);
}

function readApiReply(body: unknown): ChatApiReply {
  const reply = isRecord(body) ? body.reply : undefined;
  const source = isRecord(body) ? body.source : undefined;
  if (typeof reply !== 'string' || reply.trim() === '' || (source !== 'model' && source !== 'prepared')) {
    throw new ChatServiceError('unexpected-format', 'Unexpected chat API response: no reply.');
  }
  return { reply: reply.trim(), source };
}

/** The chat API's stable `error.code`. */
function errorCodeOf(body: unknown): string | undefined {
  const error = isRecord(body) ? body.error : undefined;
  return isRecord(error) && typeof error.code === 'string' ? error.code : undefined;
}

/** `Retry-After` in seconds; its HTTP-date form is not used by the chat API. */
function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
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
    throw requestFailure(error, controller.signal, timeoutMs);
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
