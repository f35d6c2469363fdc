import {
  buildChatMessages,
  chatEndpointPath,
  chatLimits,
  chatRequestRules,
  systemPrompt,
  type ChatApiErrorCode,
  type ChatApiReply,
} from '@company/contract/chat';
import { chatRequestSchema } from '@company/contract/chatRequest';
import { findCannedReply } from '@company/contract/chatReplies';
import { sValidator } from '@hono/standard-validator';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { isPreflight, originPolicy, type Cors } from '../cors';
import { clientKey, MemoryRateLimiter, rateLimit, type RateLimiter } from '../rateLimit';
import { apiSecurityHeaders } from '../securityHeaders';
import { readSettings, type ChatApiEnv } from '../settings';
import { askModel } from './upstream';

/** One line per request: never a message's content, never the token, the client only as a short hash. */
export interface ChatLogEntry {
  method: string;
  path: string;
  status: number;
  durationMs: number;
  /** The first 12 hex digits of the HMAC-SHA-256 of the client's key (see `logClientHash`). */
  client: string;
  /** The error code answered, if any; `client_closed` when the client left before the answer. */
  code?: ChatApiErrorCode | 'client_closed';
  /** The model's HTTP status when it failed. */
  upstreamStatus?: number;
}

export type ChatLogger = (entry: ChatLogEntry) => void;

/** A JSON line on standard output, as log collectors read it. */
export const jsonLineLogger: ChatLogger = (entry) => console.log(JSON.stringify(entry));

export interface ChatAppOptions {
  /** The server's environment: token, upstream, model, origins, limits (see `ChatApiEnv`). */
  env: ChatApiEnv;
  /** Calls the model; the global `fetch` by default (tests pass a stub). */
  upstreamFetch?: typeof fetch;
  /** Counts requests per client; in memory by default, with the limits of `env`. */
  limiter?: RateLimiter;
  /**
   * Counts the model calls of every client together, under the key `model`; in memory by default,
   * with the budget of `env` (`CHAT_MODEL_BUDGET_PER_MINUTE`, `CHAT_MODEL_BUDGET_PER_DAY`).
   */
  modelBudget?: RateLimiter;
  /** Clock in milliseconds, for the default limiter and the logged durations. */
  now?: () => number;
  /** Where the request lines go; JSON lines on standard output by default. */
  logger?: ChatLogger;
  /** The client's address, as the runtime knows it (the socket on Node, `CF-Connecting-IP` on Cloudflare). */
  clientAddress?: (c: Context) => string | undefined;
  /** How long the model may take, in milliseconds; 15 s by default (spec §9). */
  timeoutMs?: number;
}

/** French messages of the refusals and failures; the widget picks its own reply by `code`. */
const messages: Record<ChatApiErrorCode, string> = {
  invalid_request: 'Requête invalide.',
  payload_too_large: `La requête dépasse ${chatLimits.maxBodyBytes / 1024}\u00a0Ko.`,
  method_not_allowed: 'Méthode non autorisée\u00a0: envoyez votre message en POST.',
  origin_not_allowed: 'Ce site n’est pas autorisé à utiliser l’assistant.',
  rate_limited: 'Trop de messages en peu de temps. Patientez un moment avant de réessayer.',
  upstream_unauthorized: 'L’assistant est momentanément indisponible.',
  upstream_rate_limited: 'L’assistant est très sollicité. Réessayez dans un moment.',
  upstream_error: 'L’assistant est momentanément indisponible.',
  upstream_timeout: 'L’assistant met trop de temps à répondre.',
  upstream_unreachable: 'L’assistant est momentanément injoignable.',
  upstream_malformed: 'L’assistant a donné une réponse illisible.',
  upstream_no_choices: 'L’assistant n’a pas donné de réponse.',
  internal_error: 'Une erreur est survenue.',
};

/** Every answer of the API is fresh: nothing cached. */
const baseHeaders = { 'Cache-Control': 'no-store' } as const;

/** Drawn once per process when `LOG_HASH_SECRET` is unset: hashes agree within a run, and only there. */
let processSecret: Uint8Array<ArrayBuffer> | undefined;
const hashKeys = new Map<string | undefined, Promise<CryptoKey>>();

/**
 * The client as the log shows it: the first 12 hex digits of the HMAC-SHA-256 of its key under
 * `secret` (a random secret of the process when none is given). A plain hash of an address would
 * be undone by hashing all 2^32 IPv4 addresses; without the secret, this one cannot be.
 */
export async function logClientHash(key: string, secret?: string): Promise<string> {
  let cryptoKey = hashKeys.get(secret);
  if (!cryptoKey) {
    processSecret ??= crypto.getRandomValues(new Uint8Array(32));
    const raw = secret === undefined ? processSecret : new TextEncoder().encode(secret);
    cryptoKey = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    hashKeys.set(secret, cryptoKey);
  }
  const digest = await crypto.subtle.sign('HMAC', await cryptoKey, new TextEncoder().encode(key));
  return [...new Uint8Array(digest).slice(0, 6)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The chat API: `POST /api/chat` with `{ messages }` answers `{ reply, source }`, where `source` is
 * `model`, or `prepared` when the server holds no token (the site's prepared replies, chosen by
 * keyword: the whole path works offline). Refusals and failures answer `{ error: { code, message } }`
 * with a stable code (see `ChatApiErrorCode`). Runs on Node (`node.ts`) and on Cloudflare Pages
 * Functions (`cloudflare.ts`).
 */
type Facts = { code?: ChatApiErrorCode | 'client_closed'; upstreamStatus?: number };

/** What the app's handlers keep for the request line: the code answered, and the CORS verdict. */
export type ChatAppEnv = { Variables: { facts: Facts; cors: Cors } };

export function createChatApp(options: ChatAppOptions): Hono<ChatAppEnv> {
  return new Hono<ChatAppEnv>().route(chatEndpointPath, chatRouter(options));
}

/** The chat's router, mounted at `/api/chat` (`app.route`) by the Node app and `createChatApp`. */
export function chatRouter(options: ChatAppOptions): Hono<ChatAppEnv> {
  const settings = readSettings(options.env);
  const now = options.now ?? (() => Date.now());
  const limiter =
    options.limiter ??
    new MemoryRateLimiter({
      perMinute: settings.perMinute,
      perDay: settings.perDay,
      maxKeys: settings.maxClients,
      now,
    });
  const modelBudget =
    options.modelBudget ??
    new MemoryRateLimiter({
      perMinute: settings.budgetPerMinute,
      perDay: settings.budgetPerDay,
      maxKeys: 1,
      now,
    });
  const upstreamFetch = options.upstreamFetch ?? ((input, init) => fetch(input, init));
  const logger = options.logger ?? jsonLineLogger;
  const timeoutMs = options.timeoutMs ?? chatRequestRules.timeoutMs;
  const clientAddress = (c: Context) => clientKey(options.clientAddress?.(c) ?? 'unknown');

  const fail = (
    c: Context<ChatAppEnv>,
    status: 400 | 403 | 405 | 413 | 429 | 500 | 502 | 503 | 504,
    code: ChatApiErrorCode,
    extra: { message?: string; headers?: Record<string, string>; upstreamStatus?: number } = {},
  ) => {
    c.set('facts', { code, ...(extra.upstreamStatus ? { upstreamStatus: extra.upstreamStatus } : {}) });
    return c.json({ error: { code, message: extra.message ?? messages[code] } }, status, {
      ...baseHeaders,
      ...extra.headers,
    });
  };

  const chat = new Hono<ChatAppEnv>();

  chat.use(async (c, next) => {
    const started = now();
    c.set('facts', {});
    await next();
    const facts = c.get('facts');
    logger({
      method: c.req.method,
      path: chatEndpointPath,
      status: c.res.status,
      durationMs: Math.round(now() - started),
      client: await logClientHash(clientAddress(c as Context), settings.logHashSecret),
      ...facts,
    });
  });
  chat.use(apiSecurityHeaders);

  chat.onError((error, c) => {
    // The validator's own refusal of a body that is no JSON.
    if (error instanceof HTTPException && error.status === 400)
      return fail(c, 400, 'invalid_request', { message: 'Le corps de la requête n’est pas du JSON valide.' });
    return fail(c, 500, 'internal_error');
  });

  const origins = originPolicy<ChatAppEnv>(settings.allowedOrigins, ['Content-Type'], (c) =>
    fail(c, 403, 'origin_not_allowed'),
  );
  const notPost = (c: Context<ChatAppEnv>) => fail(c, 405, 'method_not_allowed', { headers: { Allow: 'POST' } });

  // Another OPTIONS is a method the chat does not answer; a preflight ends in `origins`.
  chat.options('/', async (c, next) => (isPreflight(c) ? next() : notPost(c)), origins, notPost);
  chat.post(
    '/',
    origins,
    rateLimit<ChatAppEnv>(limiter, clientAddress, (c, wait) =>
      fail(c, 429, 'rate_limited', {
        message: `Trop de messages en peu de temps. Réessayez dans ${wait}\u00a0seconde${wait > 1 ? 's' : ''}.`,
        headers: { 'Retry-After': String(wait) },
      }),
    ),
    async (c, next) => {
      if (!/^application\/json\s*(?:;|$)/i.test(c.req.header('Content-Type') ?? '')) {
        return fail(c, 400, 'invalid_request', {
          message: 'Le corps de la requête doit être du JSON (Content-Type\u00a0: application/json).',
        });
      }
      await next();
    },
    bodyLimit({
      maxSize: chatLimits.maxBodyBytes,
      onError: (c) => fail(c as Context<ChatAppEnv>, 413, 'payload_too_large'),
    }),
    sValidator('json', chatRequestSchema, (result, c) => {
      if (!result.success) {
        const message = result.error[0]?.message ?? '';
        return fail(c as Context<ChatAppEnv>, 400, 'invalid_request', { message });
      }
    }),
    async (c) => {
      const conversation = c.req.valid('json');
      const history = conversation.slice(0, -1);
      const question = conversation.at(-1)?.content ?? '';
      const answer = (reply: ChatApiReply) => c.json(reply, 200, baseHeaders);

      if (!settings.token) return answer({ reply: findCannedReply(question), source: 'prepared' });

      // Past the server's budget the model is not asked: the widget answers with its prepared reply,
      // as it does when the model itself is overloaded. Logged without `upstreamStatus`.
      const budget = await modelBudget.take('model');
      if (!budget.allowed) {
        return fail(c, 503, 'upstream_rate_limited', {
          headers: { 'Retry-After': String(budget.retryAfterSeconds) },
        });
      }

      const outcome = await askModel({
        url: settings.upstreamUrl,
        token: settings.token,
        model: settings.model,
        messages: buildChatMessages(question, history, {
          systemPrompt,
          historyWindow: chatRequestRules.historyWindow,
        }),
        maxTokens: chatRequestRules.maxTokens,
        temperature: chatRequestRules.temperature,
        timeoutMs,
        fetch: upstreamFetch,
        signal: c.req.raw.signal,
      });
      if (outcome.ok) return answer({ reply: outcome.reply, source: 'model' });
      if (outcome.code === 'client_closed') {
        c.set('facts', { code: 'client_closed' });
        // No one reads it: 499 is the status logs give a request its client abandoned.
        return new Response(null, { status: 499 });
      }
      return fail(c, outcome.status, outcome.code, {
        ...(outcome.upstreamStatus ? { upstreamStatus: outcome.upstreamStatus } : {}),
        ...(outcome.retryAfter ? { headers: { 'Retry-After': outcome.retryAfter } } : {}),
      });
    },
  );
  chat.all('/', notPost);

  return chat;
}
