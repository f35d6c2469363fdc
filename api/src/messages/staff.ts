// The staff's sign-in, mounted at `/api/admin/session`: a link mailed to an address of ADMIN_EMAILS,
// valid 15 minutes and used once, opens a session kept in the database and carried by a host-only
// cookie. Web Crypto tokens and Hono's cookie and CSRF middleware; why not a sign-in library: see
// the README's « Messages ».
import {
  inboxCopy,
  inboxEndpoints,
  inboxPages,
  sessionTokenSchema,
  signInLinkMinutes,
  signInLinkSchema,
  type InboxApiErrorCode,
  type StaffSession,
} from '@company/contract/inbox';
import { company } from '@company/contract/company';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { clientKey, MemoryRateLimiter, rateLimit, type RateLimiter } from '../rateLimit';
import type { MessagesSettings } from '../settings';
import type { MessagesHonoEnv } from './env';
import { pageHeaders, staffPage } from './pages';
import type { StaffSessionRecord } from './staffStore';
import type { MessageStore } from './store';

/** `__Host-admin_session`: Secure, Path=/ and no Domain, so no other host or path can set or read it. */
const cookieName = 'admin_session';
/** Who acts on a request authenticated by ADMIN_TOKEN, in the history. */
export const tokenActor = 'ADMIN_TOKEN';

type StaffEnv = MessagesHonoEnv;

export interface StaffDeps {
  settings: MessagesSettings;
  store: () => Promise<MessageStore>;
  /** Counts sign-in requests per client. */
  limiter?: RateLimiter | undefined;
  clientAddress?: ((c: Context) => string | undefined) | undefined;
  /** Keeps the link's issuing and mailing going after the answer. */
  background: (c: Context, task: Promise<unknown>) => void;
  /** Mails a staff mail now (the outbox's first attempt); the outbox retries it otherwise. */
  deliver: (store: MessageStore, mailId: string) => Promise<unknown>;
  now: () => number;
  /** Compares a presented ADMIN_TOKEN, when there is one. */
  tokenMatches?: ((token: string) => Promise<boolean>) | undefined;
}

const baseHeaders = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } as const;
const formType = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;
const jsonType = /^application\/json\s*(?:;|$)/i;
const isForm = (c: Context) => formType.test(c.req.header('Content-Type') ?? '');

type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 415 | 429 | 503;

/** A refusal as the API answers it: a stable code and its French message. */
export function staffError(
  c: Context<StaffEnv>,
  status: ErrorStatus,
  code: InboxApiErrorCode,
  message: string = inboxCopy.errors[code],
  headers: Record<string, string> = {},
) {
  c.set('facts', { ...c.get('facts'), code });
  return c.json({ error: { code, message } }, status, { ...baseHeaders, ...headers });
}

/** The same refusal as a page, for a form post or the mailed link. */
async function refusalPage(c: Context<StaffEnv>, status: ErrorStatus, code: InboxApiErrorCode) {
  c.set('facts', { ...c.get('facts'), code });
  return c.html(
    staffPage({
      title: inboxCopy.refusedTitle,
      paragraphs: [inboxCopy.errors[code]],
      link: { href: inboxPages.signIn, label: inboxCopy.retryLabel },
    }),
    status,
    { ...(await pageHeaders()), 'Referrer-Policy': 'no-referrer' },
  );
}

const sameHost = (origin: string, c: Context) => {
  try {
    // The Host header, not the URL's scheme: behind a proxy that ends TLS the URL says http.
    return new URL(origin).host === new URL(c.req.url).host;
  } catch {
    return false;
  }
};

/**
 * State-changing requests come from the site's own pages: an `Origin` of another host is refused
 * whatever the body, and a form post (or a body a form can send) is checked by Hono's CSRF
 * middleware, which also accepts `Sec-Fetch-Site: same-origin`. A script with ADMIN_TOKEN sends no
 * cookie a page could borrow, so its requests are not checked.
 */
export function sameOriginWrites(): MiddlewareHandler<StaffEnv> {
  const formCheck = csrf({ origin: (origin, c) => sameHost(origin, c) });
  return async (c, next) => {
    if (/^(?:GET|HEAD|OPTIONS)$/.test(c.req.method) || c.req.header('Authorization') !== undefined) return next();
    const origin = c.req.header('Origin');
    // Under the site's `Referrer-Policy: no-referrer` a browser's form post says `Origin: null`,
    // even from our own pages: it is left to the CSRF check's `Sec-Fetch-Site`, as a missing one is.
    if (origin !== undefined && origin !== 'null' && !sameHost(origin, c))
      return staffError(c, 403, 'origin_not_allowed');
    try {
      await formCheck(c, next);
    } catch (error) {
      // The middleware's own refusal (a later handler's error never reaches here: Hono answers it).
      if (error instanceof HTTPException && error.status === 403) return staffError(c, 403, 'origin_not_allowed');
      throw error;
    }
  };
}

/** A form post's fields or a JSON object, checked by one of the contract's schemas. */
async function readBody<T>(
  c: Context<StaffEnv>,
  schema: StandardSchemaV1<unknown, T>,
): Promise<{ value: T } | { message: string; status: 400 | 415 }> {
  let input: unknown;
  if (isForm(c)) input = await c.req.parseBody();
  else if (jsonType.test(c.req.header('Content-Type') ?? '')) {
    try {
      input = await c.req.json();
    } catch {
      return { status: 400, message: inboxCopy.errors.invalid_request };
    }
  } else return { status: 415, message: 'Envoyez un formulaire ou du JSON.' };
  const result = await schema['~standard'].validate(input);
  if (result.issues) return { status: 400, message: result.issues[0]?.message ?? inboxCopy.errors.invalid_request };
  return { value: result.value };
}

const toSession = (record: StaffSessionRecord, idleMs: number): StaffSession => ({
  email: record.email,
  expiresAt: record.expiresAt,
  idleExpiresAt: new Date(Math.min(Date.parse(record.lastSeenAt) + idleMs, Date.parse(record.expiresAt))).toISOString(),
});

function mailText(url: string): { subject: string; text: string } {
  return {
    subject: inboxCopy.mailSubject,
    text: [
      'Bonjour,',
      '',
      `Pour ouvrir la boîte de réception de ${company.brand}, suivez ce lien dans les ${signInLinkMinutes}\u00a0minutes\u00a0:`,
      url,
      '',
      'Il ne sert qu’une fois. Si vous n’avez pas demandé à vous connecter, ignorez ce message\u00a0: personne ne peut se connecter sans ce lien.',
    ].join('\n'),
  };
}

/**
 * The session of the request's cookie, or undefined: unknown, ended, past its idle or full
 * lifetime, or of an address no longer in ADMIN_EMAILS (removing a staff member signs them out).
 */
async function cookieSession(c: Context<StaffEnv>, deps: StaffDeps): Promise<StaffSessionRecord | undefined> {
  const token = getCookie(c, cookieName, 'host');
  if (!token) return undefined;
  const record = await (await deps.store()).staff.session(token, deps.settings.sessionIdleMs);
  return record && deps.settings.adminEmails.has(record.email) ? record : undefined;
}

/**
 * Lets through a request with ADMIN_TOKEN (`Authorization: Bearer`) or a staff session's cookie,
 * and names who acts (`actor`); anything else answers 401.
 */
export function requireStaff(deps: StaffDeps): MiddlewareHandler<StaffEnv> {
  const challenge = 'Bearer realm="admin"';
  const unauthorized = (wwwAuthenticate: string) => (c: Context) =>
    staffError(c as Context<StaffEnv>, 401, 'unauthorized', 'Jeton d’administration manquant ou invalide.', {
      'WWW-Authenticate': wwwAuthenticate,
    });
  const { tokenMatches } = deps;
  const bearer: MiddlewareHandler<StaffEnv> = bearerAuth({
    verifyToken: (token) => (tokenMatches ? tokenMatches(token) : Promise.resolve(false)),
    // A malformed header is as unauthorised as a missing one (Hono's default answers 400).
    noAuthenticationHeader: { message: unauthorized(challenge) },
    invalidAuthenticationHeader: { message: unauthorized(challenge) },
    invalidToken: { message: unauthorized(`${challenge}, error="invalid_token"`) },
  });
  return async (c, next) => {
    if (c.req.header('Authorization') !== undefined) {
      // Named before the check, which goes on to the route only when the token matches.
      c.set('actor', tokenActor);
      return bearer(c, next);
    }
    let session: StaffSessionRecord | undefined;
    try {
      session = await cookieSession(c, deps);
    } catch {
      return staffError(c, 503, 'storage_unavailable');
    }
    if (!session) {
      if (getCookie(c, cookieName, 'host')) deleteCookie(c, cookieName, { prefix: 'host', path: '/', secure: true });
      return staffError(c, 401, 'unauthorized', undefined, { 'WWW-Authenticate': challenge });
    }
    c.set('actor', session.email);
    return next();
  };
}

/** Links mailed to one address at most: a flood of requests cannot flood a staff member's inbox. */
const perAddress = { perMinute: 2, perDay: 20 } as const;

/** The sign-in router, mounted at `/api/admin/session`. */
export function staffSessionRouter(deps: StaffDeps): Hono<StaffEnv> {
  const { settings, now } = deps;
  const router = new Hono<StaffEnv>();
  const limiter =
    deps.limiter ??
    new MemoryRateLimiter({
      perMinute: settings.signInPerMinute,
      perDay: settings.signInPerDay,
      maxKeys: 10_000,
      now,
    });
  const addressLimiter = new MemoryRateLimiter({ ...perAddress, maxKeys: 1_000, now });
  const limited = rateLimit<StaffEnv>(
    limiter,
    (c) => clientKey(deps.clientAddress?.(c) ?? 'unknown'),
    (c, wait) =>
      isForm(c)
        ? refusalPage(c, 429, 'rate_limited')
        : staffError(c, 429, 'rate_limited', undefined, { 'Retry-After': String(wait) }),
  );
  const small = bodyLimit({
    maxSize: 4 * 1024,
    onError: (c) => staffError(c as Context<StaffEnv>, 400, 'invalid_request'),
  });

  router.post('/link', small, limited, async (c) => {
    const body = await readBody(c, signInLinkSchema);
    if ('message' in body) {
      if (isForm(c)) return refusalPage(c, body.status, 'invalid_request');
      return staffError(c, body.status, 'invalid_request', body.message);
    }
    const { email } = body.value;
    // The answer is the same, and as fast, for every address: the link is made after it.
    if (settings.adminEmails.has(email) && addressLimiter.take(email).allowed) {
      deps.background(
        c,
        (async () => {
          const store = await deps.store();
          const mailId = await store.staff.issueLink(email, signInLinkMinutes * 60_000, (token) =>
            mailText(`${settings.siteOrigin}${inboxEndpoints.verify}?token=${token}`),
          );
          await deps.deliver(store, mailId);
        })().catch((error: unknown) => {
          console.error(JSON.stringify({ event: 'sign_in_link_failed', error: String(error).slice(0, 200) }));
        }),
      );
    }
    if (isForm(c))
      return c.html(
        staffPage({ title: inboxCopy.verifyTitle, paragraphs: [inboxCopy.linkSent] }),
        202,
        await pageHeaders(),
      );
    return c.json({ message: inboxCopy.linkSent }, 202, baseHeaders);
  });

  // The mailed link opens this page, which uses nothing: a mail scanner that follows links cannot
  // spend it. Its button posts the token, from the site's origin, to open the session.
  router.get('/verify', async (c) => {
    const token = c.req.query('token') ?? '';
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return refusalPage(c, 400, 'link_invalid');
    let found: Awaited<ReturnType<MessageStore['staff']['checkLink']>>;
    try {
      found = await (await deps.store()).staff.checkLink(token);
    } catch {
      return staffError(c, 503, 'storage_unavailable');
    }
    if (typeof found === 'string') return refusalPage(c, 400, found);
    return c.html(
      staffPage({
        title: inboxCopy.verifyTitle,
        paragraphs: [inboxCopy.verifyText],
        form: { action: inboxEndpoints.session, fields: { token }, button: inboxCopy.verifyButton },
      }),
      200,
      { ...(await pageHeaders()), 'Referrer-Policy': 'no-referrer' },
    );
  });

  router.post('/', small, limited, async (c) => {
    const body = await readBody(c, sessionTokenSchema);
    if ('message' in body) {
      if (isForm(c)) return refusalPage(c, 400, 'link_invalid');
      return staffError(c, body.status, body.status === 415 ? 'invalid_request' : 'link_invalid', body.message);
    }
    const store = await deps.store();
    let used = await store.staff.useLink(body.value.token);
    // An address removed from ADMIN_EMAILS since the link was sent opens nothing.
    if (typeof used !== 'string' && !settings.adminEmails.has(used.email)) used = 'link_invalid';
    if (typeof used === 'string') return isForm(c) ? refusalPage(c, 400, used) : staffError(c, 400, used);
    const { token, session } = await store.staff.openSession(used.email, settings.sessionMaxMs);
    setCookie(c, cookieName, token, {
      prefix: 'host',
      path: '/',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: Math.floor(settings.sessionMaxMs / 1000),
    });
    if (isForm(c)) return c.redirect(inboxPages.home, 303);
    return c.json(toSession(session, settings.sessionIdleMs), 200, baseHeaders);
  });

  router.get('/', async (c) => {
    let session: StaffSessionRecord | undefined;
    try {
      session = await cookieSession(c, deps);
    } catch {
      return staffError(c, 503, 'storage_unavailable');
    }
    if (!session) return staffError(c, 401, 'unauthorized');
    return c.json(toSession(session, settings.sessionIdleMs), 200, baseHeaders);
  });

  const signOut = async (c: Context<StaffEnv>) => {
    const token = getCookie(c, cookieName, 'host');
    if (token) await (await deps.store()).staff.endSession(token);
    deleteCookie(c, cookieName, { prefix: 'host', path: '/', secure: true });
    if (isForm(c)) return c.redirect(inboxPages.signIn, 303);
    return c.body(null, 204, baseHeaders);
  };
  router.delete('/', signOut);
  router.post('/sign-out', signOut);

  for (const [path, allow] of [
    ['/link', 'POST'],
    ['/verify', 'GET, HEAD'],
    ['/', 'GET, HEAD, POST, DELETE'],
    ['/sign-out', 'POST'],
  ] as const)
    router.all(path, (c) => staffError(c, 405, 'method_not_allowed', undefined, { Allow: allow }));
  return router;
}
