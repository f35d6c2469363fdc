import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChatLogEntry } from './app';
import { createNodeApp } from './nodeApp';

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
