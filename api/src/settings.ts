// The server's settings, all read here from its environment (`process.env` on Node, the project's
// variables and secrets on Cloudflare): the chat's, the messages' and the Node server's.
import { defaultChatApiUrl, defaultChatModel } from '@company/contract/chat';
import { company } from '@company/contract/company';
import { messageRateLimits } from '@company/contract/messages';

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

/**
 * The messages' settings, from the server's environment (`process.env` on Node, the project's
 * variables and secrets on Cloudflare, beside the bindings `DB` and `SEND_EMAIL`). Only strings are
 * read.
 */
export interface MessagesEnv {
  /** Folder of the SQLite file `messages.sqlite` on Node; `./data` by default. */
  DATA_DIR?: unknown;
  /** Bearer token of the admin API, for scripts; without it and without ADMIN_EMAILS the admin API answers 404. */
  ADMIN_TOKEN?: unknown;
  /** The staff's addresses, comma-separated: who may sign in to the inbox with a mailed link. */
  ADMIN_EMAILS?: unknown;
  /** Minutes a staff session lasts unused (60). */
  ADMIN_SESSION_IDLE_MINUTES?: unknown;
  /** Hours a staff session lasts at most, used or not (12). */
  ADMIN_SESSION_MAX_HOURS?: unknown;
  /** Sign-in requests (links asked for, links used) a client may make in any 60 seconds (5); 0 lifts the limit. */
  SIGN_IN_RATE_LIMIT_PER_MINUTE?: unknown;
  /** Sign-in requests a client may make in a day (30); 0 lifts the limit. */
  SIGN_IN_RATE_LIMIT_PER_DAY?: unknown;
  /**
   * The site's public origin, which the mailed sign-in links point at (`origin` of the contract's
   * company facts by default). Never taken from a request: a forged Host would send the link elsewhere.
   */
  SITE_ORIGIN?: unknown;
  /** Where the messages are mailed; the site's address by default. */
  MAIL_TO?: unknown;
  /** The mails' sender; `no-reply@` the site's mail domain by default. */
  MAIL_FROM?: unknown;
  /** SMTP server; without it (and without Cloudflare's `SEND_EMAIL`) messages are only stored. */
  SMTP_HOST?: unknown;
  /** SMTP port: 465 with SMTP_SECURE, 587 otherwise. */
  SMTP_PORT?: unknown;
  /** `true`: TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  SMTP_SECURE?: unknown;
  SMTP_USER?: unknown;
  SMTP_PASS?: unknown;
  /** Messages a client may send in any 60 seconds (5); 0 lifts the limit. */
  MESSAGE_RATE_LIMIT_PER_MINUTE?: unknown;
  /** Messages a client may send in a day (30); 0 lifts the limit. */
  MESSAGE_RATE_LIMIT_PER_DAY?: unknown;
  /** Delivery attempts of one message before it is marked failed (12, about two days); it stays stored. */
  MAIL_MAX_ATTEMPTS?: unknown;
  /** Seconds to wait after the 1st, 2nd… failed attempt, comma-separated, the last repeating (60,300,1800,7200,21600). */
  MAIL_RETRY_SECONDS?: unknown;
  /** How often the Node server looks for messages due (30 seconds). */
  MAIL_POLL_SECONDS?: unknown;
  [name: string]: unknown;
}

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string | undefined;
  pass: string | undefined;
}

export interface MessagesSettings {
  dataDir: string;
  adminToken: string | undefined;
  /** In lower case. */
  adminEmails: ReadonlySet<string>;
  sessionIdleMs: number;
  sessionMaxMs: number;
  signInPerMinute: number;
  signInPerDay: number;
  siteOrigin: string;
  mailTo: string;
  mailFrom: string;
  smtp: SmtpSettings | undefined;
  perMinute: number;
  perDay: number;
  maxAttempts: number;
  retryDelaysMs: number[];
  pollIntervalMs: number;
}

function seconds(value: unknown, fallback: readonly number[], name: string): number[] {
  const raw = text(value);
  if (raw === undefined) return fallback.map((entry) => entry * 1000);
  const list = raw.split(',').map((entry) => Number(entry.trim()));
  if (list.some((entry) => !Number.isInteger(entry) || entry < 1))
    throw new Error(`${name} must list whole numbers of seconds, at least 1 (got ${raw})`);
  return list.map((entry) => entry * 1000);
}

const yes = (value: unknown) => /^(?:1|true|yes)$/i.test(text(value) ?? '');

/** An address setting: one address, nothing that could end a mail header. */
function address(value: unknown, fallback: string, name: string): string {
  const raw = text(value) ?? fallback;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f,;]/.test(raw) || !raw.includes('@'))
    throw new Error(`${name} must be one e-mail address, as « name@example.com » or « Name <name@example.com> »`);
  return raw;
}

/** ADMIN_EMAILS: addresses separated by commas, semicolons or spaces, in lower case. */
function addressList(value: unknown): Set<string> {
  const list = (text(value) ?? '').split(/[\s,;]+/).filter(Boolean);
  for (const entry of list)
    if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(entry))
      throw new Error(`ADMIN_EMAILS lists ${entry}, which is no plain e-mail address (name@example.com)`);
  return new Set(list.map((entry) => entry.toLowerCase()));
}

function siteOrigin(value: unknown): string {
  const raw = text(value);
  if (raw === undefined) return company.origin;
  try {
    return new URL(raw).origin;
  } catch {
    throw new Error(`SITE_ORIGIN must be an origin, as https://www.example.com (got ${raw})`);
  }
}

export function readMessagesSettings(env: MessagesEnv): MessagesSettings {
  const host = text(env.SMTP_HOST);
  const secure = yes(env.SMTP_SECURE);
  const mailDomain = company.email.split('@')[1] ?? 'localhost';
  return {
    dataDir: text(env.DATA_DIR) ?? './data',
    adminToken: text(env.ADMIN_TOKEN),
    adminEmails: addressList(env.ADMIN_EMAILS),
    sessionIdleMs: Math.max(1, count(env.ADMIN_SESSION_IDLE_MINUTES, 60, 'ADMIN_SESSION_IDLE_MINUTES')) * 60_000,
    sessionMaxMs: Math.max(1, count(env.ADMIN_SESSION_MAX_HOURS, 12, 'ADMIN_SESSION_MAX_HOURS')) * 3_600_000,
    signInPerMinute: count(env.SIGN_IN_RATE_LIMIT_PER_MINUTE, 5, 'SIGN_IN_RATE_LIMIT_PER_MINUTE'),
    signInPerDay: count(env.SIGN_IN_RATE_LIMIT_PER_DAY, 30, 'SIGN_IN_RATE_LIMIT_PER_DAY'),
    siteOrigin: siteOrigin(env.SITE_ORIGIN),
    mailTo: address(env.MAIL_TO, company.email, 'MAIL_TO'),
    mailFrom: address(env.MAIL_FROM, `${company.brand} <no-reply@${mailDomain}>`, 'MAIL_FROM'),
    smtp: host
      ? {
          host,
          port: count(env.SMTP_PORT, secure ? 465 : 587, 'SMTP_PORT'),
          secure,
          user: text(env.SMTP_USER),
          pass: text(env.SMTP_PASS),
        }
      : undefined,
    perMinute: count(env.MESSAGE_RATE_LIMIT_PER_MINUTE, messageRateLimits.perMinute, 'MESSAGE_RATE_LIMIT_PER_MINUTE'),
    perDay: count(env.MESSAGE_RATE_LIMIT_PER_DAY, messageRateLimits.perDay, 'MESSAGE_RATE_LIMIT_PER_DAY'),
    maxAttempts: Math.max(1, count(env.MAIL_MAX_ATTEMPTS, 12, 'MAIL_MAX_ATTEMPTS')),
    retryDelaysMs: seconds(env.MAIL_RETRY_SECONDS, [60, 300, 1800, 7200, 21600], 'MAIL_RETRY_SECONDS'),
    pollIntervalMs: seconds(env.MAIL_POLL_SECONDS, [30], 'MAIL_POLL_SECONDS')[0] ?? 30_000,
  };
}

/** The Node server's own settings: where it listens, and the built site it serves beside the API. */
export interface ServerEnv {
  /** Port to listen on (8787). */
  PORT?: unknown;
  /** Address to listen on (127.0.0.1). */
  HOST?: unknown;
  /** A publish folder (site/dist) to serve on the same origin, for self-hosting. */
  SITE_DIR?: unknown;
  /** Seconds a client has to send a request's headers (10); a slow one is then dropped. */
  SERVER_HEADERS_TIMEOUT_SECONDS?: unknown;
  /** Seconds a client has to send a whole request (30): past the chat's 15 s model call, short of Node's 300. */
  SERVER_REQUEST_TIMEOUT_SECONDS?: unknown;
  /** Connections open at once (256); past it, a new one is closed at once. */
  SERVER_MAX_CONNECTIONS?: unknown;
  [name: string]: unknown;
}

export interface ServerSettings {
  port: number;
  hostname: string;
  /** As given (the server resolves it from its working folder); undefined serves no site. */
  siteDir: string | undefined;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  maxConnections: number;
}

export function readServerSettings(env: ServerEnv): ServerSettings {
  return {
    port: count(env.PORT, 8787, 'PORT'),
    hostname: text(env.HOST) ?? '127.0.0.1',
    siteDir: text(env.SITE_DIR),
    // Node's defaults (60 s for headers, 300 s for a request, no cap) let 1 000 clients sending one
    // byte every 5 s hold 1 000 sockets for minutes.
    headersTimeoutMs:
      Math.max(1, count(env.SERVER_HEADERS_TIMEOUT_SECONDS, 10, 'SERVER_HEADERS_TIMEOUT_SECONDS')) * 1000,
    requestTimeoutMs:
      Math.max(1, count(env.SERVER_REQUEST_TIMEOUT_SECONDS, 30, 'SERVER_REQUEST_TIMEOUT_SECONDS')) * 1000,
    maxConnections: Math.max(1, count(env.SERVER_MAX_CONNECTIONS, 256, 'SERVER_MAX_CONNECTIONS')),
  };
}
