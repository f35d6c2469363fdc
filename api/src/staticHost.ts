import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';

// Serves a publish folder (site/dist) as Cloudflare Pages and Netlify do, for self-hosting: files as
// they are, `/fr/about` from fr/about.html, a folder from its index.html, the rules of its
// `_redirects` (redirects and 200 rewrites, `*` and `:splat`) and `_headers` (patterns with `*`
// and `:name`, values of several matching rules joined), and 404.html with status 404 for the rest.

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
  return new RegExp(`^${body}$`);
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

export interface StaticHost {
  /** Answers GET and HEAD from the folder. */
  handle(c: Context): Promise<Response>;
}

/** A static host over `dir`, read once: restart the server after a new build. */
export function createStaticHost(dir: string): StaticHost {
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

  const serve = async (c: Context, file: string, path: string, status: number) => {
    const headers = headersFor(path);
    headers.set('Content-Type', getMimeType(file) ?? 'application/octet-stream');
    const body = await readFile(file);
    headers.set('Content-Length', String(body.byteLength));
    return new Response(c.req.method === 'HEAD' ? null : body, { status, headers });
  };

  return {
    async handle(c) {
      let path: string;
      try {
        path = decodeURIComponent(new URL(c.req.url).pathname);
      } catch {
        path = '/';
      }
      for (const rule of redirects) {
        const match = rule.from.exec(path);
        if (!match) continue;
        const target = rule.to.replace(':splat', match.groups?.splat ?? '');
        if (rule.status === 200) {
          const file = fileOf(target);
          if (file) return serve(c, file, path, 200);
          continue;
        }
        const search = new URL(c.req.url).search;
        return c.redirect(`${target}${search}`, rule.status as 301);
      }
      const file = fileOf(path);
      if (file) return serve(c, file, path, 200);
      return serve(c, join(root, '404.html'), path, 404);
    },
  };
}
