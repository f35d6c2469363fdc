import type { Context } from 'hono';

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

/** The headers of an answer to an allowed origin; none otherwise. */
export function corsHeaders(cors: Cors): Record<string, string> {
  return cors.kind === 'allowed'
    ? {
        'Access-Control-Allow-Origin': cors.origin,
        // Without it, a page of another origin cannot read how long to wait after a 429 or 503.
        'Access-Control-Expose-Headers': 'Retry-After',
        Vary: 'Origin',
      }
    : {};
}
