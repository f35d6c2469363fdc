// Static server over dist/ that behaves like the production host: `/` redirects to `/fr/`,
// `/fr/about` serves dist/about/index.html, hashed assets are cached for a year, any unknown
// path gets dist/404.html with status 404, and dist/_headers (security headers) applies. SITE_DIST_DIR serves another build folder of
// site/ instead of dist/, such as the end-to-end build with a stubbed chat endpoint.
import { createReadStream, existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const distName = process.env.SITE_DIST_DIR || 'dist';
if (!/^[\w.-]+$/.test(distName) || /^\.+$/.test(distName)) {
  console.error(`SITE_DIST_DIR must name a folder of site/, such as dist-e2e-chat (got ${distName}).`);
  process.exit(1);
}
const distDir = fileURLToPath(new URL(`../${distName}/`, import.meta.url));
if (distName !== 'dist' && !existsSync(distDir)) {
  // Fail at once: a test server waiting on a folder that was never built would only time out.
  console.error(`site/${distName}/ does not exist: build it first (dist-e2e-chat: npm run build:e2e-chat -w site).`);
  process.exit(1);
}
const base = '/fr';
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** The regular file at `relative` inside dist/, or null; never a path outside dist/. */
async function findFile(relative) {
  const file = normalize(join(distDir, relative));
  if (!file.startsWith(distDir)) return null;
  try {
    return (await stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * Rewrites (status 200) from dist/_redirects: `from to status` per line, `*` at the end of `from`
 * matching any rest of the path. Redirects there (`/` → `/fr/`) are also handled below in code.
 */
async function readRewrites() {
  const file = await findFile('_redirects');
  if (!file) return [];
  const lines = (await readFile(file, 'utf8')).split('\n');
  return lines
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, to, status]) => from && !from.startsWith('#') && to && status === '200')
    .map(([from, to]) => ({
      matches: from.endsWith('*')
        ? (pathname) => pathname.startsWith(from.slice(0, -1)) || `${pathname}/` === from.slice(0, -1)
        : (pathname) => pathname === from,
      target: to.slice(base.length + 1),
    }));
}

/**
 * Headers from dist/_headers, applied the way the host does: a path pattern (`/*` matching any
 * rest) on its own line, then its `Name: value` lines indented.
 */
async function readHeaderRules() {
  const file = await findFile('_headers');
  if (!file) return [];
  const rules = [];
  for (const line of (await readFile(file, 'utf8')).split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      rules.push({
        matches: pattern.endsWith('*')
          ? (pathname) => pathname.startsWith(pattern.slice(0, -1))
          : (pathname) => pathname === pattern,
        headers: {},
      });
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && separator > 0) rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

const rewrites = await readRewrites();
const headerRules = await readHeaderRules();
const headersFor = (pathname) =>
  Object.assign({}, ...headerRules.filter(({ matches }) => matches(pathname)).map(({ headers }) => headers));

function send(req, res, status, file, cacheControl) {
  res.writeHead(status, {
    ...headersFor(new URL(req.url ?? '/', 'http://localhost').pathname),
    'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

function redirect(res, location) {
  res.writeHead(301, { Location: location });
  res.end();
}

async function handle(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' });
    res.end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = '';
  }
  // A NUL byte or a backslash has no business in a URL of this site.
  const valid = pathname.startsWith('/') && !pathname.includes('\0') && !pathname.includes('\\');

  if (valid && pathname === '/') return redirect(res, `${base}/${url.search}`);
  if (valid && pathname === base) return redirect(res, `${base}/${url.search}`);

  if (valid && pathname.startsWith(`${base}/`)) {
    const relative = pathname.slice(base.length + 1);
    if (relative.startsWith('assets/')) {
      // Vite puts a content hash in every asset name: safe to cache for good.
      const asset = await findFile(relative);
      if (asset) return send(req, res, 200, asset, 'public, max-age=31536000, immutable');
    } else {
      const page =
        (await findFile(join(relative, 'index.html'))) ?? (extname(relative) ? await findFile(relative) : null);
      if (page) return send(req, res, 200, page, 'no-cache');
      const rewrite = rewrites.find(({ matches }) => matches(pathname));
      const rewritten = rewrite ? await findFile(rewrite.target) : null;
      if (rewritten) return send(req, res, 200, rewritten, 'no-cache');
    }
  }

  // Crawlers look for robots.txt at the root of the host.
  if (valid && pathname === '/robots.txt') {
    const robots = await findFile('robots.txt');
    if (robots) return send(req, res, 200, robots, 'no-cache');
  }

  const notFound = await findFile('404.html');
  if (!notFound) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`404 - ${distName}/404.html is missing: run \`npm run build -w site\` first.`);
    return;
  }
  send(req, res, 404, notFound, 'no-cache');
}

createServer((req, res) => {
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
}).listen(port, host, () => {
  console.log(`Serving ${distDir} at http://${host}:${port}${base}/`);
});
