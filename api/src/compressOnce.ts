import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/** Text a browser reads whole: compressing it pays; images and fonts are compressed already. */
const compressible = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml|rss\+xml)|image\/svg\+xml)/;

/** The encodings an `Accept-Encoding` header allows (those not refused with `q=0`). */
function acceptedEncodings(header: string): Set<string> {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * Brotli or gzip for the self-hosted site's text files, as the client accepts them, each file
 * compressed once at the highest level and kept: a publish folder does not change while the server
 * runs, so brotli's best level is paid once per file, not per request. (`hono/compress` compresses
 * every response again and has no brotli, about 12 % more bytes on the home page.) A range request
 * gets the bytes as they are.
 */
export function compressOnce(): MiddlewareHandler {
  const kept = new Map<string, Uint8Array<ArrayBuffer>>();
  return async (c, next) => {
    await next();
    const { res } = c;
    if (
      c.req.method !== 'GET' ||
      res.status !== 200 ||
      !res.body ||
      res.headers.has('Content-Encoding') ||
      !compressible.test(res.headers.get('Content-Type') ?? '')
    )
      return;
    if (!/accept-encoding/i.test(res.headers.get('Vary') ?? '')) res.headers.append('Vary', 'Accept-Encoding');
    const accepted = acceptedEncodings(c.req.header('Accept-Encoding') ?? '');
    const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
    if (!encoding) return;
    // The same path, version and encoding: the same bytes.
    const key = [encoding, c.req.path, res.headers.get('Last-Modified'), res.headers.get('Content-Length')].join(' ');
    let body = kept.get(key);
    if (body) {
      await res.body.cancel();
    } else {
      const plain = new Uint8Array(await res.arrayBuffer());
      const compressed =
        encoding === 'br'
          ? brotliCompressSync(plain, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: plain.byteLength,
              },
            })
          : gzipSync(plain, { level: 9 });
      body = new Uint8Array(compressed);
      kept.set(key, body);
    }
    // Hono copies the former response's headers into the new one: the encoding's are set after.
    c.res = new Response(body, res);
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.set('Content-Length', String(body.byteLength));
  };
}
