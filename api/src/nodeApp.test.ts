import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChatLogEntry } from './chat/app';
import { createNodeApp } from './nodeApp';
import { MemoryRateLimiter } from './rateLimit';

// A publish folder laid out as site/scripts/layout.mjs writes it, with host files of the same formats.
const dir = mkdtempSync(join(tmpdir(), 'api-static-'));
const files: Record<string, string> = {
  _headers: [
    '/*',
    '  X-Frame-Options: DENY',
    "  Content-Security-Policy: default-src 'self'",
    '/fr/assets/:file',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/fr/:page',
    '  Cache-Control: no-cache',
    '/storybook/*',
    '  ! X-Frame-Options',
    '',
  ].join('\n'),
  _redirects: ['# comment', '/ /fr/ 301', '/fr /fr/ 301', '/fr/blog/* /fr/blog 200', ''].join('\n'),
  '404.html': '<!doctype html><title>Page introuvable</title>',
  'robots.txt': 'User-agent: *',
  'fr/index.html': '<!doctype html><title>Accueil</title>',
  'fr/about.html': '<!doctype html><title>À propos</title>',
  'fr/blog.html': '<!doctype html><title>Blog</title>',
  'fr/assets/app-1234.js': 'console.log(1)',
  'fr/services.html': `<!doctype html><title>Services</title>${'<p>Création de sites et d’applications.</p>'.repeat(200)}`,
  'fr/assets/logo.png': 'PNG'.repeat(400),
  'storybook/index.html': '<!doctype html><title>Storybook</title>',
};
for (const [name, content] of Object.entries(files)) {
  mkdirSync(join(dir, name, '..'), { recursive: true });
  writeFileSync(join(dir, name), content);
}
const secret = join(tmpdir(), 'api-static-secret.txt');
writeFileSync(secret, 'outside');

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(secret, { force: true });
});

const logs: ChatLogEntry[] = [];
const app = createNodeApp({ env: {}, siteDir: dir, logger: (entry) => logs.push(entry) });
const get = (path: string) => app.request(`http://localhost${path}`, { redirect: 'manual' });

describe('the built site beside the API (self-hosting)', () => {
  it.each([
    ['/', '/fr/'],
    ['/fr', '/fr/'],
    ['/fr?utm=1', '/fr/?utm=1'],
  ])('redirects %s to %s with 301, as _redirects says', async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe(location);
  });

  it.each([
    ['/fr/', 'Accueil', 'text/html; charset=utf-8'],
    ['/fr/about', 'À propos', 'text/html; charset=utf-8'],
    ['/fr/blog/un-article', 'Blog', 'text/html; charset=utf-8'],
    ['/fr/assets/app-1234.js', 'console.log(1)', 'text/javascript; charset=utf-8'],
    ['/robots.txt', 'User-agent: *', 'text/plain; charset=utf-8'],
  ])('serves %s from its file', async (path, content, type) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(content);
    expect(response.headers.get('Content-Type')).toBe(type);
  });

  it('sends the headers of every matching _headers rule, detached ones left out', async () => {
    const page = await get('/fr/about');
    expect(page.headers.get('X-Frame-Options')).toBe('DENY');
    expect(page.headers.get('Cache-Control')).toBe('no-cache');
    expect(page.headers.get('Content-Security-Policy')).toBe("default-src 'self'");
    expect((await get('/fr/assets/app-1234.js')).headers.get('Cache-Control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/storybook/')).headers.get('X-Frame-Options')).toBeNull();
  });

  it.each([
    '/fr/nothing-here',
    '/_headers',
    '/_redirects',
    '/../api-static-secret.txt',
    '/fr/%2e%2e/%2e%2e/api-static-secret.txt',
    '/fr/..%2F..%2Fapi-static-secret.txt',
    '/fr/%2E%2E%5C..%5Capi-static-secret.txt',
  ])('answers %s with 404.html and status 404', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page introuvable');
  });

  it('answers HEAD without a body', async () => {
    const response = await app.request('http://localhost/fr/', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('keeps the API at /api/chat, answering with prepared replies without a token', async () => {
    const response = await app.request('http://localhost/api/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'Bonjour' }] }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ source: 'prepared' });
    expect(logs.at(-1)).toMatchObject({ method: 'POST', status: 200 });
  });
});

describe('client addresses on Node', () => {
  const post = (target: ReturnType<typeof createNodeApp>, forwardedFor: string) =>
    target.request('http://localhost/api/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'Bonjour' }] }),
    });

  it('counts by the last X-Forwarded-For address behind a trusted proxy', async () => {
    const trusting = createNodeApp({ env: { TRUST_PROXY: 'true', CHAT_RATE_LIMIT_PER_MINUTE: '1' }, logger: () => {} });
    expect((await post(trusting, '127.0.0.10')).status).toBe(200);
    expect((await post(trusting, '127.0.0.10')).status).toBe(429);
    // What the client claims before the proxy's own entry does not matter.
    expect((await post(trusting, 'forged, 127.0.0.10')).status).toBe(429);
    expect((await post(trusting, '127.0.0.11')).status).toBe(200);
  });

  it('ignores X-Forwarded-For otherwise', async () => {
    const direct = createNodeApp({ env: { CHAT_RATE_LIMIT_PER_MINUTE: '1' }, logger: () => {} });
    expect((await post(direct, '127.0.0.10')).status).toBe(200);
    expect((await post(direct, '127.0.0.11')).status).toBe(429);
  });
});

/** The site's own security headers, as the fixture's `_headers` gives them to every path. */
const siteHeaders = { 'x-frame-options': 'DENY', 'content-security-policy': "default-src 'self'" };
const apiHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

describe('security headers on every answer', () => {
  it.each([
    ['a redirect', '/', 301],
    ['a rewrite', '/fr/blog/un-article', 200],
    ['the 404 page', '/fr/nothing-here', 404],
    ['an asset', '/fr/assets/app-1234.js', 200],
  ])('sends the site’s on %s (%s)', async (_case, path, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(Object.fromEntries(response.headers)).toMatchObject(siteHeaders);
  });

  it.each([
    [
      'a preflight',
      'OPTIONS',
      '/api/chat',
      { Origin: 'https://www.company.example', 'Access-Control-Request-Method': 'POST' },
    ],
    ['OPTIONS on a page', 'OPTIONS', '/fr/', {}],
    ['a method the API refuses', 'GET', '/api/chat', {}],
    ['a path the API does not serve', 'POST', '/api/nothing', {}],
    ['a method no one serves', 'DELETE', '/fr/about', {}],
  ])('sends the API’s on %s', async (_case, method, path, headers) => {
    const response = await app.request(`http://localhost${path}`, { method, headers });
    expect(Object.fromEntries(response.headers)).toMatchObject(apiHeaders);
  });

  it('sends the API’s on a 404 when no site is served', async () => {
    const apiOnly = createNodeApp({ env: {}, logger: () => {} });
    const response = await apiOnly.request('http://localhost/fr/');
    expect(response.status).toBe(404);
    expect(Object.fromEntries(response.headers)).toMatchObject(apiHeaders);
  });
});

describe('hostile paths', () => {
  it.each(['/fr/%0a%2f..%2fabout', '/fr/%00', '/fr/about%7f', '/fr/%1b%5b31m', '/api/chat%0d%0aX:1', '/fr/%zz'])(
    'refuses %s with 400 and the security headers',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe('Requête invalide.');
      expect(Object.fromEntries(response.headers)).toMatchObject(apiHeaders);
    },
  );

  it('matches _headers rules on the normalised path, as it serves the file', async () => {
    const response = await get('/fr/x%2f..%2fabout');
    expect(await response.text()).toContain('À propos');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(Object.fromEntries(response.headers)).toMatchObject(siteHeaders);
    // An encoded slash is a slash for the rules as for the files.
    expect((await get('/fr%2fassets%2fapp-1234.js')).headers.get('Cache-Control')).toBe(
      'public, max-age=31536000, immutable',
    );
  });
});

describe('compression and validators', () => {
  const page = files['fr/services.html'] ?? '';
  const fetchWith = (path: string, headers: Record<string, string>) =>
    app.request(`http://localhost${path}`, { headers });

  it.each([
    ['br', 'gzip, deflate, br, zstd', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', 'gzip, deflate', (body: Buffer) => gunzipSync(body)],
    ['gzip', 'br;q=0, gzip', (body: Buffer) => gunzipSync(body)],
  ])('sends text as %s when the client accepts « %s », the same bytes each time', async (encoding, accept, decode) => {
    const response = await fetchWith('/fr/services', { 'Accept-Encoding': accept });
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('Content-Encoding')).toBe(encoding);
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(Number(response.headers.get('Content-Length'))).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(Buffer.byteLength(page) / 10);
    expect(decode(body).toString()).toBe(page);
    expect(Object.fromEntries(response.headers)).toMatchObject(siteHeaders);
    const again = await fetchWith('/fr/services', { 'Accept-Encoding': accept });
    expect(Buffer.from(await again.arrayBuffer()).equals(body)).toBe(true);
  });

  it('sends text as it is to a client that accepts no encoding, and images always as they are', async () => {
    const plain = await fetchWith('/fr/services', {});
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(page);
    const image = await fetchWith('/fr/assets/logo.png', { 'Accept-Encoding': 'gzip, br' });
    expect(image.headers.get('Content-Encoding')).toBeNull();
  });

  it('answers 304 to If-None-Match with the ETag it sent, with the security headers, and never for the 404 page', async () => {
    const first = await fetchWith('/fr/services', { 'Accept-Encoding': 'gzip' });
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^"\w+"$/);
    expect(Date.parse(first.headers.get('Last-Modified') ?? '')).toBeGreaterThan(0);
    const again = await fetchWith('/fr/services', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);
    expect(Object.fromEntries(again.headers)).toMatchObject(siteHeaders);
    // The page as it is is another representation, with its own tag.
    const plain = await fetchWith('/fr/services', { 'If-None-Match': etag });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('ETag')).not.toBe(etag);
    expect((await fetchWith('/fr/services', { 'If-None-Match': '"other"' })).status).toBe(200);
    const missing = await fetchWith('/fr/nothing-here', { 'If-None-Match': '*' });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('ETag')).toBeNull();
  });
});

describe('client keys behind a trusted proxy', () => {
  const ask = (target: ReturnType<typeof createNodeApp>, forwardedFor: string) =>
    target.request('http://localhost/api/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'Bonjour' }] }),
    });

  it('does not let rotating junk in X-Forwarded-For escape the limit', async () => {
    const trusting = createNodeApp({ env: { TRUST_PROXY: '1', CHAT_RATE_LIMIT_PER_MINUTE: '2' }, logger: () => {} });
    const statuses = [];
    for (let index = 0; index < 6; index += 1) statuses.push((await ask(trusting, `junk-${index}`)).status);
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429]);
  });

  it('keeps one key for 12 000 junk values of 15 KB', async () => {
    const limiter = new MemoryRateLimiter({ perMinute: 0, perDay: 0, maxKeys: 100_000 });
    const trusting = createNodeApp({ env: { TRUST_PROXY: '1' }, limiter, logger: () => {} });
    const filler = 'x'.repeat(15 * 1024);
    // A body the API refuses after counting the client: the cheapest request that is counted.
    for (let index = 0; index < 12_000; index += 1) {
      await trusting.request('http://localhost/api/chat', {
        method: 'POST',
        headers: { 'X-Forwarded-For': `${index}${filler}` },
      });
    }
    expect(limiter.size).toBe(1);
  }, 30_000);

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as the IPv4 one', async () => {
    const trusting = createNodeApp({ env: { TRUST_PROXY: '1', CHAT_RATE_LIMIT_PER_MINUTE: '1' }, logger: () => {} });
    expect((await ask(trusting, '2001:db8:1:2::1')).status).toBe(200);
    expect((await ask(trusting, '2001:db8:1:2:ffff:ffff:ffff:ffff')).status).toBe(429);
    expect((await ask(trusting, '2001:db8:1:3::1')).status).toBe(200);
    expect((await ask(trusting, '127.0.0.20')).status).toBe(200);
    expect((await ask(trusting, '::ffff:127.0.0.20')).status).toBe(429);
  });
});
