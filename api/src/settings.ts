import { defaultChatApiUrl, defaultChatModel } from '@company/contract/chat';
import { company } from '@company/contract/company';

/**
 * The chat API's settings, from the server's environment (`process.env` on Node, the project's
 * variables and secrets on Cloudflare). Only strings are read: a Cloudflare binding in the same
 * object is no setting.
 */
export interface ChatApiEnv {
  /** Bearer token of the chat-completions API. Without it the API answers with prepared replies. */
  GITHUB_TOKEN?: unknown;
  /** OpenAI-compatible chat-completions URL; GitHub Models by default. */
  CHAT_API_URL?: unknown;
  /** Model identifier in that endpoint's catalogue. */
  CHAT_MODEL?: unknown;
  /** Origins allowed to call the API from a browser besides its own, comma-separated; the site's public origin by default. */
  CHAT_ALLOWED_ORIGINS?: unknown;
  /** Requests a client may make in any 60 seconds (10); 0 lifts the limit. */
  CHAT_RATE_LIMIT_PER_MINUTE?: unknown;
  /** Requests a client may make in a day (100); 0 lifts the limit. */
  CHAT_RATE_LIMIT_PER_DAY?: unknown;
  /** Clients the in-memory limiter remembers at most (10 000); the least recently seen go first. */
  CHAT_RATE_LIMIT_MAX_CLIENTS?: unknown;
  /**
   * `1` or `true` behind a reverse proxy: the client is the last address of `X-Forwarded-For`, when
   * it is an IP address (anything else is ignored: the socket's address counts).
   */
  TRUST_PROXY?: unknown;
  /**
   * Model calls the whole server makes in any 60 seconds (60), whoever asks; past it the API answers
   * 503 `upstream_rate_limited` with a `Retry-After`, and the widget its prepared reply. 0 lifts it.
   * Caps what a flood of clients, each within its own limit, can spend on the paid model.
   */
  CHAT_MODEL_BUDGET_PER_MINUTE?: unknown;
  /** Model calls the whole server makes in a day, counted from the first (2 000); 0 lifts the budget. */
  CHAT_MODEL_BUDGET_PER_DAY?: unknown;
  /**
   * Key of the HMAC-SHA-256 that turns a client's address into the 12 hex digits of the request log.
   * Unset, each process draws a random one: hashes match within a run, and no one can find an
   * address back by hashing all 2^32 IPv4 addresses. Set it (any long random string) to compare
   * logs across restarts or servers.
   */
  LOG_HASH_SECRET?: unknown;
  [name: string]: unknown;
}

export interface ChatApiSettings {
  token: string | undefined;
  upstreamUrl: string;
  model: string;
  allowedOrigins: ReadonlySet<string>;
  perMinute: number;
  perDay: number;
  maxClients: number;
  trustProxy: boolean;
  budgetPerMinute: number;
  budgetPerDay: number;
  logHashSecret: string | undefined;
}

/** A setting's text, trimmed; undefined when absent, empty or not a string (a binding). */
export function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed ? trimmed : undefined;
}

/** A setting that is a whole number, `fallback` when absent; anything else stops the server with its name. */
export function count(value: unknown, fallback: number, name: string): number {
  const raw = text(value);
  if (raw === undefined) return fallback;
  const parsed = Number(raw);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number (got ${raw})`);
  return parsed;
}

function origins(value: unknown): Set<string> {
  const list = text(value)?.split(',') ?? [company.origin];
  return new Set(
    list
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => {
        try {
          return new URL(entry).origin;
        } catch {
          throw new Error(`CHAT_ALLOWED_ORIGINS lists ${entry}, which is no origin (https://host[:port])`);
        }
      }),
  );
}

export function readSettings(env: ChatApiEnv): ChatApiSettings {
  return {
    token: text(env.GITHUB_TOKEN),
    upstreamUrl: text(env.CHAT_API_URL) ?? defaultChatApiUrl,
    model: text(env.CHAT_MODEL) ?? defaultChatModel,
    allowedOrigins: origins(env.CHAT_ALLOWED_ORIGINS),
    perMinute: count(env.CHAT_RATE_LIMIT_PER_MINUTE, 10, 'CHAT_RATE_LIMIT_PER_MINUTE'),
    perDay: count(env.CHAT_RATE_LIMIT_PER_DAY, 100, 'CHAT_RATE_LIMIT_PER_DAY'),
    maxClients: Math.max(1, count(env.CHAT_RATE_LIMIT_MAX_CLIENTS, 10_000, 'CHAT_RATE_LIMIT_MAX_CLIENTS')),
    trustProxy: /^(?:1|true|yes)$/i.test(text(env.TRUST_PROXY) ?? ''),
    budgetPerMinute: count(env.CHAT_MODEL_BUDGET_PER_MINUTE, 60, 'CHAT_MODEL_BUDGET_PER_MINUTE'),
    budgetPerDay: count(env.CHAT_MODEL_BUDGET_PER_DAY, 2_000, 'CHAT_MODEL_BUDGET_PER_DAY'),
    logHashSecret: text(env.LOG_HASH_SECRET),
  };
}
