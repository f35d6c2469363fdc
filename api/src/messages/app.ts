import {
  checkMessage,
  honeypotField,
  idempotencyField,
  messageCopy,
  messageEndpoints,
  messageLimits,
  type MessageApiAccepted,
  type MessageApiError,
  type MessageApiErrorCode,
  type MessageFieldErrors,
  type MessageFields,
  type MessageKind,
} from '@company/contract/messages';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { validator } from 'hono/validator';
import { isPreflight, originPolicy } from '../cors';
import { clientKey, MemoryRateLimiter, type RateLimiter } from '../rateLimit';
import { apiSecurityHeaders } from '../securityHeaders';
import type { AdminErrorCode, MessagesHonoEnv, MessagesLogEntry } from './env';
import { inboxRouter } from './inbox';
import { secretMatcher } from './secret';
import { requireStaff, sameOriginWrites, staffError, staffSessionRouter, type StaffDeps } from './staff';
import type { MailTransport } from './mail';
import { Outbox, type DeliveryLogEntry } from './outbox';
import { formPage, noticePage, pageHeaders, receivedPage } from './pages';
import { readMessagesSettings, readSettings, type ChatApiEnv, type MessagesEnv } from '../settings';
import { IdempotencyConflict, type MessageStore, type StoreResult } from './store';

export type { MessagesLogEntry } from './env';

export type MessagesLogger = (entry: MessagesLogEntry | DeliveryLogEntry) => void;

export const jsonLineLogger: MessagesLogger = (entry) => console.log(JSON.stringify(entry));

export interface MessagesAppOptions {
  /** The server's environment (see `MessagesEnv`; CHAT_ALLOWED_ORIGINS says which other origins may post). */
  env: MessagesEnv & ChatApiEnv;
  /**
   * Where messages are kept, or how to open it (once, on first use). Undefined, or an opener that
   * fails, answers 503 `storage_unavailable`: nothing is claimed received that is not stored.
   */
  store: MessageStore | (() => Promise<MessageStore>) | undefined;
  /** Mails each new message to the company; without one, messages are only stored. */
  transport?: MailTransport | undefined;
  /** Counts messages per client; in memory by default, with MESSAGE_RATE_LIMIT_PER_MINUTE and _PER_DAY. */
  limiter?: RateLimiter;
  /** Counts the staff's sign-in requests per client; in memory by default, with SIGN_IN_RATE_LIMIT_*. */
  signInLimiter?: RateLimiter;
  /** Clock in milliseconds. */
  now?: () => number;
  logger?: MessagesLogger;
  /** The client's address, as the runtime knows it: the rate limiter's key. */
  clientAddress?: (c: Context) => string | undefined;
  /**
   * Keeps the delivery of a new message going after the answer: Cloudflare's `waitUntil` by
   * default where there is one; on Node the promise simply runs on.
   */
  background?: (c: Context, task: Promise<unknown>) => void;
}

export type { AdminErrorCode } from './env';

const errorMessages: Record<MessageApiErrorCode, string> = {
  invalid_request: 'Le formulaire contient des erreurs.',
  payload_too_large: `Le message dépasse ${messageLimits.maxBodyBytes / 1024}\u00a0Ko.`,
  method_not_allowed: 'Méthode non autorisée\u00a0: envoyez le formulaire en POST.',
  origin_not_allowed: 'Ce site n’est pas autorisé à envoyer ce formulaire.',
  idempotency_conflict:
    'Cette clé d’idempotence a déjà servi pour un autre message\u00a0: envoyez ce nouveau message avec une nouvelle clé.',
  rate_limited: messageCopy.rateLimitedText,
  storage_unavailable: messageCopy.unreachableText,
  internal_error: 'Une erreur est survenue.',
};

const baseHeaders = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } as const;

const formType = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;
const jsonType = /^application\/json\s*(?:;|$)/i;
// Printable ASCII, no spaces: a UUID, a ULID or any token a client makes.
const keyPattern = new RegExp(`^[\\x21-\\x7e]{1,${messageLimits.maxKeyLength}}$`);

const isFormPost = (c: Context) => formType.test(c.req.header('Content-Type') ?? '');

/** What the message validator hands the route: a message to keep, or a bot's post to answer as accepted. */
interface ReceivedMessage {
  /** The fields as posted, shown back in the form of a page that cannot take them. */
  values: Record<string, unknown>;
  /** The client's key, when it is a usable one: a repeat of it is the same message. */
  idempotencyKey: string | undefined;
  /** The key the form of such a page posts next: the client's, or a new one. */
  pageKey: string;
  /** The checked fields; undefined when the honeypot is filled (a bot's post is neither checked nor kept). */
  fields: MessageFields | undefined;
}

/**
 * The messages API: `POST /api/contact` and `POST /api/support` (a form post answered with a French
 * page, or JSON answered with `MessageApiAccepted` / `MessageApiError`), and the admin list
 * `GET /api/admin/messages` behind `ADMIN_TOKEN`. A message is stored before the answer says so,
 * then mailed in the background from the outbox.
 */
export function createMessagesApp(options: MessagesAppOptions): Hono<MessagesHonoEnv> {
  const settings = readMessagesSettings(options.env);
  const { allowedOrigins, maxClients } = readSettings(options.env);
  const now = options.now ?? (() => Date.now());
  const logger = options.logger ?? jsonLineLogger;
  const limiter =
    options.limiter ??
    new MemoryRateLimiter({ perMinute: settings.perMinute, perDay: settings.perDay, maxKeys: maxClients, now });
  const background =
    options.background ??
    ((c: Context, task: Promise<unknown>) => {
      try {
        c.executionCtx.waitUntil(task);
      } catch {
        // Node has no execution context: the promise runs on by itself.
      }
    });

  let opened: Promise<MessageStore> | undefined;
  const store = (): Promise<MessageStore> => {
    const source = options.store;
    if (!source) return Promise.reject(new Error('No message store'));
    if (typeof source !== 'function') return Promise.resolve(source);
    // An opener that failed is tried again by the next request.
    opened ??= source().catch((error: unknown) => {
      opened = undefined;
      throw error;
    });
    return opened;
  };
  const outboxes = new WeakMap<MessageStore, Outbox>();
  const outboxOf = (messages: MessageStore): Outbox | undefined => {
    if (!options.transport) return undefined;
    let outbox = outboxes.get(messages);
    if (!outbox) {
      outbox = new Outbox({
        store: messages,
        transport: options.transport,
        from: settings.mailFrom,
        to: settings.mailTo,
        maxAttempts: settings.maxAttempts,
        retryDelaysMs: settings.retryDelaysMs,
        now,
        logger,
      });
      outboxes.set(messages, outbox);
    }
    return outbox;
  };

  // On its own paths only: mounted beside the chat and the site, `*` would log their requests too.
  const logRequest: MiddlewareHandler<MessagesHonoEnv> = async (c, next) => {
    const started = now();
    c.set('facts', {});
    await next();
    logger({
      method: c.req.method,
      path: c.req.path.startsWith('/api/admin/') ? c.req.path.slice(0, 100) : c.req.path,
      status: c.res.status,
      durationMs: Math.round(now() - started),
      ...c.get('facts'),
    });
  };
  const onError = (error: Error, c: Context<MessagesHonoEnv>) => {
    // An answer a middleware chose (the admin's 401) travels as an HTTPException.
    if (error instanceof HTTPException) return error.getResponse();
    c.set('facts', { ...c.get('facts'), code: 'internal_error' });
    return c.json(
      { error: { code: 'internal_error', message: errorMessages.internal_error } } satisfies MessageApiError,
      500,
      baseHeaders,
    );
  };

  /** A form post, or a browser asking for a page (a visit to the address): answered with a page. */
  const wantsPage = (c: Context) => {
    const type = c.req.header('Content-Type') ?? '';
    return formType.test(type) || (!jsonType.test(type) && /text\/html/i.test(c.req.header('Accept') ?? ''));
  };

  const fail = async (
    c: Context<MessagesHonoEnv>,
    status: 400 | 403 | 405 | 409 | 413 | 415 | 429 | 500 | 503,
    code: MessageApiErrorCode,
    extra: { message?: string; fields?: MessageFieldErrors; headers?: Record<string, string>; page?: string } = {},
  ) => {
    c.set('facts', { ...c.get('facts'), code });
    const headers = { ...baseHeaders, ...extra.headers };
    if (wantsPage(c) && extra.page !== undefined)
      return c.html(extra.page, status, { ...headers, ...(await pageHeaders()) });
    const body: MessageApiError = {
      error: {
        code,
        message: extra.message ?? errorMessages[code],
        ...(extra.fields ? { fields: extra.fields } : {}),
      },
    };
    return c.json(body, status, headers);
  };

  /** The router of one form's endpoint, mounted at `/api/contact` or `/api/support`. */
  function messageRouter(kind: MessageKind): Hono<MessagesHonoEnv> {
    const router = new Hono<MessagesHonoEnv>();
    router.use(logRequest);
    router.use(async (c, next) => {
      c.set('facts', { ...c.get('facts'), kind });
      await next();
    });
    router.use(apiSecurityHeaders);
    router.onError((error, c) =>
      // Hono's validator refuses a body it cannot parse with a 400 of its own.
      error instanceof HTTPException && error.status === 400
        ? fail(c, 400, 'invalid_request', { message: 'Le corps de la requête n’est pas du JSON valide.' })
        : onError(error, c),
    );

    const origins = originPolicy<MessagesHonoEnv>(allowedOrigins, ['Content-Type', 'Idempotency-Key'], (c) =>
      fail(c, 403, 'origin_not_allowed', {
        page: noticePage(
          kind,
          'Envoi refusé',
          ['Ce formulaire ne peut être envoyé que depuis le site lui-même.'],
          true,
        ),
      }),
    );
    const notPost = (c: Context<MessagesHonoEnv>) =>
      fail(c, 405, 'method_not_allowed', {
        headers: { Allow: 'POST' },
        page: noticePage(kind, 'Cette adresse reçoit les formulaires', [
          'Pour nous écrire, remplissez le formulaire de la page et envoyez-le.',
        ]),
      });

    /**
     * The body as Hono's validator parses it (a form post's fields, or JSON), checked by the
     * contract's rules for this form: refused with the fields' French messages (as JSON, or the form
     * again with the visitor's text), or handed on as a `ReceivedMessage`.
     */
    const readMessage = async (body: unknown, c: Context<MessagesHonoEnv>): Promise<ReceivedMessage | Response> => {
      const html = isFormPost(c);
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        return fail(c, 400, 'invalid_request', { message: 'Le corps de la requête doit être un objet JSON.' });
      // A form sends each name once: of a name sent twice, the first value counts.
      const values: Record<string, unknown> = Object.fromEntries(
        Object.entries(body as Record<string, unknown>).map(([name, value]) => [
          name,
          Array.isArray(value) ? (value[0] as unknown) : value,
        ]),
      );

      const presentedKey = c.req.header('Idempotency-Key') ?? values[idempotencyField];
      let idempotencyKey: string | undefined;
      if (typeof presentedKey === 'string' && keyPattern.test(presentedKey)) {
        idempotencyKey = presentedKey;
      } else if (presentedKey !== undefined && presentedKey !== '' && !html) {
        return fail(c, 400, 'invalid_request', {
          message: `La clé d’idempotence doit compter de 1 à ${messageLimits.maxKeyLength}\u00a0caractères imprimables, sans espace.`,
        });
      }
      // A form post with no usable key gets one for its next submit.
      const pageKey = idempotencyKey ?? crypto.randomUUID();

      const honeypot = values[honeypotField];
      if (typeof honeypot === 'string' && honeypot.trim() !== '')
        return { values, idempotencyKey, pageKey, fields: undefined };
      const check = checkMessage(kind, values);
      if (!check.ok) {
        return fail(c, 400, 'invalid_request', {
          fields: check.errors,
          page: formPage({ kind, values, errors: check.errors, idempotencyKey: pageKey }),
        });
      }
      return { values, idempotencyKey, pageKey, fields: check.fields };
    };
    const formBody: MiddlewareHandler<MessagesHonoEnv> = validator('form', readMessage);
    const jsonBody: MiddlewareHandler<MessagesHonoEnv> = validator('json', readMessage);
    // The validator of the body's own type (the other would see an empty body): its answer is read as either.
    const messageBody: MiddlewareHandler<
      MessagesHonoEnv,
      string,
      { out: { form: ReceivedMessage; json: ReceivedMessage } }
    > = (c, next) => (isFormPost(c) ? formBody(c, next) : jsonBody(c, next));

    // Another OPTIONS is a method the form does not answer; a preflight ends in `origins`.
    router.options('/', async (c, next) => (isPreflight(c) ? next() : notPost(c)), origins, notPost);
    router.post(
      '/',
      origins,
      async (c, next) => {
        // Only a form post is read as a form: a text/plain or untyped body is no form, whatever it accepts.
        const type = c.req.header('Content-Type') ?? '';
        if (!formType.test(type) && !jsonType.test(type)) {
          return fail(c, 415, 'invalid_request', {
            message: 'Envoyez le formulaire en application/x-www-form-urlencoded ou en application/json.',
          });
        }
        await next();
      },
      bodyLimit({
        maxSize: messageLimits.maxBodyBytes,
        onError: (c) =>
          fail(c as Context<MessagesHonoEnv>, 413, 'payload_too_large', {
            page: noticePage(
              kind,
              messageCopy.unreachableTitle,
              [
                `Votre message dépasse ${messageLimits.maxBodyBytes / 1024}\u00a0Ko. Raccourcissez-le, ou écrivez-nous directement\u00a0:`,
              ],
              true,
            ),
          }),
      }),
      messageBody,
      (c) => handleMessage(c, kind, c.req.valid(isFormPost(c) ? 'form' : 'json')),
    );
    router.all('/', notPost);
    return router;
  }

  async function handleMessage(
    c: Context<MessagesHonoEnv>,
    kind: MessageKind,
    { values: input, idempotencyKey, pageKey, fields }: ReceivedMessage,
  ): Promise<Response> {
    const html = isFormPost(c);
    // Counted as the chat counts clients: an IPv6 address by its /64, any key bounded in length.
    const decision = await limiter.take(clientKey(options.clientAddress?.(c) ?? 'unknown'));
    if (!decision.allowed) {
      const wait = decision.retryAfterSeconds;
      return fail(c, 429, 'rate_limited', {
        headers: { 'Retry-After': String(wait) },
        page: formPage({
          kind,
          values: input,
          idempotencyKey: pageKey,
          notice: {
            title: messageCopy.unreachableTitle,
            paragraphs: [messageCopy.rateLimitedText, messageCopy.unreachableText],
          },
        }),
      });
    }

    const accept201 = async (accepted: MessageApiAccepted) => {
      const status = accepted.duplicate ? 200 : 201;
      if (html) return c.html(receivedPage(kind), status, { ...baseHeaders, ...(await pageHeaders()) });
      return c.json(accepted, status, baseHeaders);
    };

    if (!fields) {
      // A bot gets the answer a person would, so that it learns nothing; nothing is stored.
      c.set('facts', { ...c.get('facts'), spam: true });
      return accept201({ id: crypto.randomUUID(), duplicate: false });
    }

    const unavailable = () =>
      fail(c, 503, 'storage_unavailable', {
        page: formPage({
          kind,
          values: input,
          idempotencyKey: pageKey,
          notice: { title: messageCopy.unreachableTitle, paragraphs: [messageCopy.unreachableText] },
        }),
      });
    let messages: MessageStore;
    let stored: StoreResult;
    try {
      messages = await store();
      stored = await messages.add({ kind, fields, idempotencyKey });
    } catch (error) {
      if (!(error instanceof IdempotencyConflict)) return unavailable();
      // A form post gets its form back with a fresh key: sent again, the new text is a new message.
      return fail(c, 409, 'idempotency_conflict', {
        page: formPage({
          kind,
          values: input,
          idempotencyKey: crypto.randomUUID(),
          notice: { title: messageCopy.unreachableTitle, paragraphs: [messageCopy.conflictText] },
        }),
      });
    }
    c.set('facts', { ...c.get('facts'), id: stored.id, duplicate: stored.duplicate });
    const outbox = outboxOf(messages);
    if (outbox && !stored.duplicate) background(c, outbox.deliver(stored.id));
    return accept201(stored);
  }

  const adminError = (
    c: Context<MessagesHonoEnv>,
    status: 400 | 401 | 404 | 405 | 503,
    code: AdminErrorCode,
    message: string,
    headers: Record<string, string> = {},
  ) => {
    c.set('facts', { code });
    return c.json({ error: { code, message } }, status, { ...baseHeaders, ...headers });
  };

  /** The staff's mails (the sign-in links) go out through an outbox of their own queue. */
  const staffOutboxes = new WeakMap<MessageStore, Outbox>();
  const deliverStaffMail = async (messages: MessageStore, mailId: string) => {
    if (!options.transport) return false;
    let outbox = staffOutboxes.get(messages);
    if (!outbox) {
      outbox = new Outbox({
        store: messages.staff,
        transport: options.transport,
        from: settings.mailFrom,
        to: settings.mailTo,
        maxAttempts: settings.maxAttempts,
        retryDelaysMs: settings.retryDelaysMs,
        now,
        logger,
      });
      staffOutboxes.set(messages, outbox);
    }
    return outbox.deliver(mailId);
  };

  /**
   * The admin API, mounted at `/api/admin`: off (404) without ADMIN_TOKEN and ADMIN_EMAILS. The
   * sign-in (`/session`) is open; everything else asks for a staff session or the token.
   */
  function adminRouter(): Hono<MessagesHonoEnv> {
    const admin = new Hono<MessagesHonoEnv>();
    admin.use(logRequest);
    admin.use(apiSecurityHeaders);
    admin.onError((error, c) => {
      // Hono's validator refuses a body that is not JSON with a 400 of its own.
      if (error instanceof HTTPException && error.status === 400) return staffError(c, 400, 'invalid_request');
      return onError(error, c);
    });
    if (!settings.adminToken && settings.adminEmails.size === 0) {
      admin.all('*', (c) => adminError(c, 404, 'not_found', 'Introuvable.'));
      return admin;
    }
    const deps: StaffDeps = {
      settings,
      store,
      limiter: options.signInLimiter,
      clientAddress: options.clientAddress,
      background,
      deliver: deliverStaffMail,
      now,
      tokenMatches: settings.adminToken ? secretMatcher(settings.adminToken) : undefined,
    };
    admin.use(sameOriginWrites());
    admin.route('/session', staffSessionRouter(deps));
    admin.use(requireStaff(deps));
    admin.get('/messages', async (c) => {
      const page = parseBound(c.req.query('page'), 1, 1, 1_000_000);
      const limit = parseBound(c.req.query('limit'), 50, 1, 200);
      if (page === undefined || limit === undefined)
        return adminError(c, 400, 'invalid_request', '`page` est un entier ≥ 1, `limit` un entier de 1 à 200.');
      try {
        const messages = await store();
        const list = await messages.list({ offset: (page - 1) * limit, limit });
        return c.json(
          { messages: list.messages, page, limit, total: list.total, pages: Math.ceil(list.total / limit) },
          200,
          baseHeaders,
        );
      } catch {
        return adminError(c, 503, 'storage_unavailable', 'Le stockage des messages est indisponible.');
      }
    });
    admin.all('/messages', (c) =>
      adminError(c, 405, 'method_not_allowed', 'Méthode non autorisée.', { Allow: 'GET, HEAD' }),
    );
    admin.route('/inbox', inboxRouter({ store }));
    admin.all('*', (c) => adminError(c, 404, 'not_found', 'Introuvable.'));
    return admin;
  }

  const app = new Hono<MessagesHonoEnv>();
  for (const kind of ['contact', 'support'] as const) app.route(messageEndpoints[kind], messageRouter(kind));
  app.route('/api/admin', adminRouter());
  return app;
}

/** A query parameter as a whole number within bounds; `fallback` when absent, undefined when invalid. */
function parseBound(raw: string | undefined, fallback: number, min: number, max: number): number | undefined {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= min && value <= max ? value : undefined;
}
