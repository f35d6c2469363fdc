import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/** What a request's `Origin` makes of it: the API's own, an allowed other origin, or refused. */
export type Cors = { kind: 'none' } | { kind: 'allowed'; origin: string } | { kind: 'denied' };

/**
 * No CORS for the API's own origin (browsers send `Origin` on every POST, and `null` on some
 * same-origin ones, which `Sec-Fetch-Site` then vouches for); an origin of `allowedOrigins` gets its
 * `Access-Control-Allow-Origin`; any other browser origin is refused, so that no other site can
 * use the API in a visitor's name.
 */
export function corsOf(c: Context, allowedOrigins: ReadonlySet<string>): Cors {
  const origin = c.req.header('Origin');
  if (!origin) return { kind: 'none' };
  if (origin === 'null')
    return c.req.header('Sec-Fetch-Site') === 'same-origin' ? { kind: 'none' } : { kind: 'denied' };
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return { kind: 'denied' };
  }
  // The Host header, not the URL's scheme: behind a proxy that ends TLS the URL says http.
  if (host === new URL(c.req.url).host) return { kind: 'none' };
  return allowedOrigins.has(origin) ? { kind: 'allowed', origin } : { kind: 'denied' };
}

export type CorsEnv = { Variables: { cors: Cors } };

/**
 * Refuses a request from an origin `corsOf` denies (browsers would only hide the answer: the
 * request itself must not run), then lets Hono's CORS middleware answer the preflight and add the
 * headers for an allowed origin. `allowHeaders` are the request headers a page may send.
 */
export function originPolicy<E extends CorsEnv>(
  allowedOrigins: ReadonlySet<string>,
  allowHeaders: string[],
  refuse: (c: Context<E>) => Response | Promise<Response>,
): MiddlewareHandler<E> {
  const headers = cors({
    origin: (origin, c) => ((c as Context<CorsEnv>).get('cors').kind === 'allowed' ? origin : null),
    allowMethods: ['POST'],
    allowHeaders,
    maxAge: 600,
    // Without it, a page of another origin cannot read how long to wait after a 429 or 503.
    exposeHeaders: ['Retry-After'],
  });
  return async (c, next) => {
    const verdict = corsOf(c, allowedOrigins);
    c.set('cors', verdict);
    if (verdict.kind === 'denied') return refuse(c);
    return headers(c, next);
  };
}

/** Whether the request is a CORS preflight (an OPTIONS without this header is any other OPTIONS). */
export const isPreflight = (c: Context) =>
  c.req.method === 'OPTIONS' && c.req.header('Access-Control-Request-Method') !== undefined;
