import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { etag } from 'hono/etag';
import { compressOnce } from './compressOnce';

// Serves a publish folder (site/dist) as Cloudflare Pages and Netlify do, for self-hosting. The
// files go out through `serveStatic` and `etag`, text compressed once per file (`compressOnce`); what stays ours is the reading of the
// host's two files, which no maintained Node server knows: the rules of `_redirects` (redirects and
// 200 rewrites, `*` and `:splat`), those of `_headers` (patterns with `*` and `:name`, values of
// several matching rules joined, `! Name` detached), and the host's way to find a page's file
// (`/fr/about` from fr/about.html, 404.html with status 404 for the rest).

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

/** The lines of one of the host's files, without blanks and comments; none when there is no such file. */
function hostFileLines(dir: string, name: '_headers' | '_redirects'): string[] {
  const file = join(dir, name);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'));
}

function readRedirects(dir: string): Redirect[] {
  return hostFileLines(dir, '_redirects').map((line) => {
    const [from = '', to = '', status = '301'] = line.trim().split(/\s+/);
    return { from: pathPattern(from), to, status: Number(status) };
  });
}

function readHeaders(dir: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of hostFileLines(dir, '_headers')) {
    const entry = line.trim();
    // A rule's path starts its line; its headers are indented below it.
    if (!/^\s/.test(line)) rules.push({ pattern: pathPattern(entry), set: [], detach: [] });
    else if (entry.startsWith('!')) rules.at(-1)?.detach.push(entry.slice(1).trim().toLowerCase());
    else if (entry.indexOf(':') > 0) {
      const colon = entry.indexOf(':');
      rules.at(-1)?.set.push([entry.slice(0, colon).trim(), entry.slice(colon + 1).trim()]);
    }
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

/** The path of a request as the host reads it (the server refuses one it cannot read before any route sees it). */
const requestPath = (c: Context) => hostPath(new URL(c.req.url).pathname) ?? '/';

/** Set by the site's routes: its answers carry the headers of `_headers`, not the API's. */
export type StaticSiteEnv = { Variables: { fromSite?: boolean } };

/**
 * The site of a publish folder, for GET and HEAD of any path: its host files are read once, so
 * restart the server after a new build.
 */
export function staticSite(dir: string): Hono<StaticSiteEnv> {
  const root = normalize(dir);
  if (!existsSync(join(root, 'fr', 'index.html'))) {
    throw new Error(`${root} holds no built site: run \`npm run build\` first (SITE_DIR names the publish folder)`);
  }
  const redirects = readRedirects(root);
  const headerRules = readHeaders(root);

  /** The file of a URL path, if the folder has one: as it is, `<path>.html`, or `<folder>/index.html`. */
  const fileOf = (path: string): string | null => {
    const base = join(root, ...path.split('/').filter(Boolean));
    if (base !== root && !base.startsWith(root + sep)) return null;
    // The host's own files are read, not served.
    if (/[/\\]_(?:headers|redirects)$/.test(base)) return null;
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

  const site = new Hono<StaticSiteEnv>();
  site.get(
    '*',
    // Outermost, so that redirects, 304s and the 404 page carry the rules of their path too.
    async (c, next) => {
      c.set('fromSite', true);
      await next();
      for (const [name, value] of headersFor(requestPath(c))) c.res.headers.set(name, value);
    },
    // The tag of the bytes sent: a page gzipped and the same page as it is are two representations.
    etag(),
    // Brotli or gzip, as the client accepts them, for text; each file compressed once.
    compressOnce(),
    // Which file answers is the host's rule, found here; `serveStatic` sends the file it is given.
    async (c, next) => {
      const path = requestPath(c);
      for (const rule of redirects) {
        const match = rule.from.exec(path);
        if (!match) continue;
        const target = rule.to.replace(':splat', encodeURI(match.groups?.splat ?? ''));
        if (rule.status !== 200) return c.redirect(`${target}${new URL(c.req.url).search}`, rule.status as 301);
        const file = fileOf(target);
        if (file) return serveStatic({ path: file })(c, next);
      }
      const file = fileOf(path);
      if (file) return serveStatic({ path: file })(c, next);
      // `serveStatic` answers 200: the host's 404 page keeps its status.
      const notFound = await serveStatic({ path: join(root, '404.html') })(c, next);
      return notFound && new Response(notFound.body, { status: 404, headers: notFound.headers });
    },
  );
  return site;
}
