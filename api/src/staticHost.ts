import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';

// Serves a publish folder (site/dist) as Cloudflare Pages and Netlify do, for self-hosting: files as
// they are, `/fr/about` from fr/about.html, a folder from its index.html, the rules of its
// `_redirects` (redirects and 200 rewrites, `*` and `:splat`) and `_headers` (patterns with `*`
// and `:name`, values of several matching rules joined), and 404.html with status 404 for the rest.
// Text is sent compressed (br or gzip, as the client accepts) with a strong ETag per encoding.

interface Redirect {
  from: RegExp;
  to: string;
  status: number;
}

interface HeaderRule {
  pattern: RegExp;
  set: Array<[name: string, value: string]>;
  detach: string[];
}

/** `/fr/blog/*` → a regular expression whose `splat` group holds what `*` matched. */
function pathPattern(source: string): RegExp {
  const body = source
    .split('/')
    .map((segment) => {
      if (segment === '*') return '(?<splat>.*)';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\*/g, '.*');
    })
    .join('/');
  // `s`: a `*` covers any character; a path is never let through unmatched for holding a line break.
  return new RegExp(`^${body}$`, 's');
}

function readRedirects(dir: string): Redirect[] {
  const file = join(dir, '_redirects');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.split(/\s+/);
      return { from: pathPattern(from), to, status: Number(status) };
    });
}

function readHeaders(dir: string): HeaderRule[] {
  const file = join(dir, '_headers');
  if (!existsSync(file)) return [];
  const rules: HeaderRule[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: pathPattern(line.trim()), set: [], detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    const entry = line.trim();
    if (!rule) continue;
    if (entry.startsWith('!')) {
      rule.detach.push(entry.slice(1).trim().toLowerCase());
      continue;
    }
    const colon = entry.indexOf(':');
    if (colon > 0) rule.set.push([entry.slice(0, colon).trim(), entry.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Whether a decoded path holds a control character (C0 or DEL), which no page's address does. */
export function hasControlCharacter(path: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f]/.test(path);
}

/**
 * The URL path a host reads: percent-decoded, then `.` and `..` segments resolved (never above the
 * root), so that `/fr/x%2F..%2Fabout` is `/fr/about` for the rules as for the files. Null when the
 * path cannot be decoded or holds a control character.
 */
export function hostPath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (hasControlCharacter(decoded)) return null;
  const segments: string[] = [];
  const parts = decoded.split('/');
  parts.forEach((segment, index) => {
    const last = index === parts.length - 1;
    if (segment === '..') segments.pop();
    if (segment === '.' || segment === '..') {
      // `/fr/..` names a folder: it keeps its trailing slash.
      if (last) segments.push('');
      return;
    }
    if (segment === '' && !last) return;
    segments.push(segment);
  });
  return `/${segments.join('/')}`;
}

/** Types sent compressed: text, whatever its syntax. */
const compressible = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
/** Below this, compression saves less than the header it costs. */
const minCompressBytes = 512;

type Encoding = 'br' | 'gzip';

const encoders: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 9 of 11: nearly the smallest output, at a fraction of 11's time, once per file.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

/** The encoding to send: br before gzip, either only when `Accept-Encoding` accepts it (`;q=0` refuses). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const entry of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/** One file as last read: its bytes and validators, and its compressed forms once asked for. */
interface CachedFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  hash: string;
  lastModified: string;
  encoded: Partial<Record<Encoding, Promise<Buffer | null>>>;
}

/** Whether `If-None-Match` names `etag` (weak comparison, as RFC 9110 asks for this header). */
function noneMatch(header: string, etag: string): boolean {
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

export interface StaticHost {
  /** Answers GET and HEAD from the folder. */
  handle(c: Context): Promise<Response>;
}

/** A static host over `dir`, whose host files are read once: restart the server after a new build. */
export function createStaticHost(dir: string): StaticHost {
  const root = normalize(dir);
  if (!existsSync(join(root, 'fr', 'index.html'))) {
    throw new Error(`${root} holds no built site: run \`npm run build\` first (SITE_DIR names the publish folder)`);
  }
  const redirects = readRedirects(root);
  const headerRules = readHeaders(root);
  // Bounded by the folder: one entry per file ever served, replaced when the file changes.
  const cache = new Map<string, CachedFile>();

  /** The file of a URL path, if the folder has one: as it is, `<path>.html`, or `<folder>/index.html`. */
  const fileOf = (path: string): string | null => {
    const base = join(root, ...path.split('/').filter(Boolean));
    if (base !== root && !base.startsWith(root + sep)) return null;
    const name =
      base
        .slice(root.length + 1)
        .split(sep)
        .at(-1) ?? '';
    // The host's own files are read, not served.
    if (name === '_headers' || name === '_redirects') return null;
    const candidates = path.endsWith('/') ? [join(base, 'index.html')] : [base, `${base}.html`];
    return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
  };

  const headersFor = (path: string): Headers => {
    const headers = new Headers();
    for (const rule of headerRules) {
      if (!rule.pattern.test(path)) continue;
      for (const name of rule.detach) headers.delete(name);
      for (const [name, value] of rule.set) {
        const current = headers.get(name);
        headers.set(name, current ? `${current}, ${value}` : value);
      }
    }
    return headers;
  };

  const read = async (file: string): Promise<CachedFile> => {
    const stats = statSync(file);
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached;
    const body = await readFile(file);
    const entry: CachedFile = {
      mtimeMs: stats.mtimeMs,
      size: stats.size,
      body,
      hash: createHash('sha256').update(body).digest('base64url').slice(0, 27),
      lastModified: stats.mtime.toUTCString(),
      encoded: {},
    };
    cache.set(file, entry);
    return entry;
  };

  const encodedBody = (entry: CachedFile, encoding: Encoding): Promise<Buffer | null> =>
    (entry.encoded[encoding] ??= encoders[encoding](entry.body).then((out) =>
      out.byteLength < entry.body.byteLength ? out : null,
    ));

  const serve = async (c: Context, file: string, path: string, status: 200 | 404) => {
    const headers = headersFor(path);
    const type = getMimeType(file) ?? 'application/octet-stream';
    headers.set('Content-Type', type);
    const entry = await read(file);
    let body = entry.body;
    let encoding: Encoding | null = null;
    if (compressible.test(type) && entry.size >= minCompressBytes) {
      headers.set('Vary', 'Accept-Encoding');
      encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
      const encoded = encoding ? await encodedBody(entry, encoding) : null;
      if (encoded) body = encoded;
      else encoding = null;
    }
    if (encoding) headers.set('Content-Encoding', encoding);
    if (status === 200) {
      const etag = `"${entry.hash}${encoding ? `-${encoding}` : ''}"`;
      headers.set('ETag', etag);
      headers.set('Last-Modified', entry.lastModified);
      const ifNoneMatch = c.req.header('If-None-Match');
      const ifModifiedSince = Date.parse(c.req.header('If-Modified-Since') ?? '');
      const notModified =
        ifNoneMatch !== undefined
          ? noneMatch(ifNoneMatch, etag)
          : Number.isFinite(ifModifiedSince) && Math.floor(entry.mtimeMs / 1000) * 1000 <= ifModifiedSince;
      if (notModified) {
        headers.delete('Content-Type');
        headers.delete('Content-Encoding');
        return new Response(null, { status: 304, headers });
      }
    }
    headers.set('Content-Length', String(body.byteLength));
    // Node's buffers live in an ArrayBuffer of their own (zlib and readFile allocate no shared memory).
    const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
    return new Response(c.req.method === 'HEAD' ? null : bytes, { status, headers });
  };

  return {
    async handle(c) {
      const url = new URL(c.req.url);
      const path = hostPath(url.pathname);
      // The server refuses such paths before they reach the host; this one stays safe alone.
      if (path === null) return new Response('Requête invalide.', { status: 400, headers: headersFor('/') });
      for (const rule of redirects) {
        const match = rule.from.exec(path);
        if (!match) continue;
        const target = rule.to.replace(':splat', encodeURI(match.groups?.splat ?? ''));
        if (rule.status === 200) {
          const file = fileOf(target);
          if (file) return serve(c, file, path, 200);
          continue;
        }
        const response = c.redirect(`${target}${url.search}`, rule.status as 301);
        for (const [name, value] of headersFor(path)) response.headers.set(name, value);
        return response;
      }
      const file = fileOf(path);
      if (file) return serve(c, file, path, 200);
      return serve(c, join(root, '404.html'), path, 404);
    },
  };
}
