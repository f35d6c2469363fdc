import { createHash } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { test as base, expect } from './fixtures';
import { startNodeServer } from './support/nodeServer';

// The host under attack: the production build (site/dist) served by the chat API's Node server
// (api/dist/node.mjs, `npm run build`) behind a trusted proxy (TRUST_PROXY), with a token and a
// stubbed model on 127.0.0.1. Each probe is one a hostile client can send; none leaves the machine.

const perMinute = 2;
const allowedOrigin = 'https://allowed.example';
/** Questions the stubbed model answers in its own way. */
const hugeQuestion = 'Réponse énorme';
const hangingQuestion = 'Réponse qui ne vient pas';

interface Host {
  url: string;
  /** What the Node server printed: a JSON line per API request. */
  output: () => string;
  /** Requests the stubbed model received, and whether their connection closed before an answer. */
  model: { asked: number; abandoned: number };
}

async function startModel(stats: Host['model']): Promise<Server> {
  const model = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      stats.asked += 1;
      const question = (JSON.parse(raw) as { messages: { content: string }[] }).messages.at(-1)?.content ?? '';
      if (question === hangingQuestion) {
        response.on('close', () => {
          if (!response.writableEnded) stats.abandoned += 1;
        });
        return;
      }
      const content = question === hugeQuestion ? 'A'.repeat(2 * 1024 * 1024) : 'Bonjour\u00a0!';
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    });
  });
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  return model;
}

const test = base.extend<object, { host: Host }>({
  host: [
    // Playwright reads a fixture's dependencies from the pattern of its first parameter: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, run) => {
      const stats = { asked: 0, abandoned: 0 };
      const model = await startModel(stats);
      try {
        const server = await startNodeServer({
          GITHUB_TOKEN: 'github_pat_E2E0hostile0probe0token000000000000',
          CHAT_API_URL: `http://127.0.0.1:${(model.address() as AddressInfo).port}/chat/completions`,
          CHAT_ALLOWED_ORIGINS: allowedOrigin,
          CHAT_RATE_LIMIT_PER_MINUTE: String(perMinute),
          TRUST_PROXY: '1',
          LOG_HASH_SECRET: '',
        });
        try {
          await run({ url: server.url, output: server.output, model: stats });
        } finally {
          await server.stop();
        }
      } finally {
        await new Promise<void>((resolve) => model.close(() => resolve()));
      }
    },
    { scope: 'worker' },
  ],
});

/** One raw HTTP exchange: the path exactly as written, the body as sent, not decompressed. */
function raw(
  url: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${url}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** The headers that keep a response from being framed, sniffed or run out of place. */
function expectSecurityHeaders(headers: IncomingHttpHeaders | Record<string, string>) {
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
}

const chat = (content: string) => ({ messages: [{ role: 'user', content }] });

test('a line break in the path is refused with 400, not served as the About page without headers', async ({ host }) => {
  const probe = await raw(host.url, '/fr/%0a%2f..%2fabout');
  expect(probe.status).toBe(400);
  expect(probe.body.toString()).not.toContain('<html');
  expectSecurityHeaders(probe.headers);

  // The same path without the line break is About, with About's headers.
  const about = await raw(host.url, '/fr/x%2f..%2fabout');
  expect(about.status).toBe(200);
  expectSecurityHeaders(about.headers);
  expect(about.headers['content-security-policy']).toContain("script-src 'self'");
  expect(about.headers['cache-control']).toBe('no-cache');
});

test('redirects, OPTIONS, the API’s 404 and the 404 page carry the security headers', async ({ host, request }) => {
  const redirect = await request.get(`${host.url}/`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expectSecurityHeaders(redirect.headers());

  const preflight = await request.fetch(`${host.url}/api/chat`, {
    method: 'OPTIONS',
    headers: { Origin: allowedOrigin, 'Access-Control-Request-Method': 'POST' },
  });
  expect(preflight.status()).toBe(204);
  expectSecurityHeaders(preflight.headers());

  const options = await request.fetch(`${host.url}/fr/`, { method: 'OPTIONS' });
  expectSecurityHeaders(options.headers());

  const apiMissing = await request.post(`${host.url}/api/nothing`, { data: {} });
  expect(apiMissing.status()).toBe(404);
  expectSecurityHeaders(apiMissing.headers());

  const pageMissing = await request.get(`${host.url}/fr/nothing-here`);
  expect(pageMissing.status()).toBe(404);
  expectSecurityHeaders(pageMissing.headers());
});

test('junk in X-Forwarded-For makes no new client: rotating it does not escape the limit', async ({
  host,
  request,
}) => {
  const statuses: number[] = [];
  for (let index = 0; index < 6; index += 1) {
    const response = await request.post(`${host.url}/api/chat`, {
      data: chat('Bonjour'),
      headers: { 'X-Forwarded-For': `junk-${index}-${'x'.repeat(15 * 1024)}` },
    });
    statuses.push(response.status());
  }
  // All of them are the socket's client, counted together; whatever it had already spent, the
  // limit holds from the third request at the latest.
  expect(statuses.slice(perMinute)).toEqual(Array<number>(6 - perMinute).fill(429));
});

test('an allowed origin can read Retry-After on a 429', async ({ host, request }) => {
  const headers = { Origin: allowedOrigin, 'X-Forwarded-For': '198.51.100.40' };
  let refused;
  for (let index = 0; index <= perMinute; index += 1) {
    refused = await request.post(`${host.url}/api/chat`, { data: chat('Bonjour'), headers });
  }
  expect(refused?.status()).toBe(429);
  expect(refused?.headers()['access-control-allow-origin']).toBe(allowedOrigin);
  expect(refused?.headers()['access-control-expose-headers']).toBe('Retry-After');
  expect(Number(refused?.headers()['retry-after'])).toBeGreaterThan(0);
});

test('a 2 MB answer of the model does not reach the browser', async ({ host, request }) => {
  const response = await request.post(`${host.url}/api/chat`, {
    data: chat(hugeQuestion),
    headers: { 'X-Forwarded-For': '198.51.100.41' },
  });
  expect(response.status()).toBe(502);
  expect(await response.json()).toMatchObject({ error: { code: 'upstream_malformed' } });
  expect((await response.body()).byteLength).toBeLessThan(1_000);
});

test('a client that hangs up cancels its model call', async ({ host }) => {
  const abandonedBefore = host.model.abandoned;
  const askedBefore = host.model.asked;
  const client = new AbortController();
  const answer = fetch(`${host.url}/api/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.42' },
    body: JSON.stringify(chat(hangingQuestion)),
    signal: client.signal,
  }).catch(() => null);
  await expect.poll(() => host.model.asked).toBe(askedBefore + 1);
  client.abort();
  await answer;
  // Well before the server's own 15 s timeout.
  await expect.poll(() => host.model.abandoned, { timeout: 3_000 }).toBe(abandonedBefore + 1);
  await expect.poll(() => host.output()).toContain('"code":"client_closed"');
});

test('pages are sent compressed, with an ETag that gives a 304', async ({ host }) => {
  const identity = await raw(host.url, '/fr/', { 'Accept-Encoding': 'identity' });
  expect(identity.headers['content-encoding']).toBeUndefined();

  const brotli = await raw(host.url, '/fr/', { 'Accept-Encoding': 'gzip, deflate, br' });
  expect(brotli.status).toBe(200);
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers.vary).toContain('Accept-Encoding');
  expect(brotli.body.byteLength).toBeLessThan(identity.body.byteLength / 4);
  expect(brotliDecompressSync(brotli.body).equals(identity.body)).toBe(true);
  expectSecurityHeaders(brotli.headers);

  const gzip = await raw(host.url, '/fr/', { 'Accept-Encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true);

  const etag = brotli.headers.etag ?? '';
  expect(etag).toMatch(/^"[^"]+"$/);
  const revalidated = await raw(host.url, '/fr/', { 'Accept-Encoding': 'gzip, deflate, br', 'If-None-Match': etag });
  expect(revalidated.status).toBe(304);
  expect(revalidated.body.byteLength).toBe(0);
  expectSecurityHeaders(revalidated.headers);
});

test('the log names a client by a keyed hash, not a SHA-256 anyone can recompute', async ({ host, request }) => {
  // No X-Forwarded-For: the client is the socket's address, 127.0.0.1.
  await request.post(`${host.url}/api/chat`, { data: chat('Bonjour') });
  const clients = host
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => (JSON.parse(line) as { client: string }).client);
  expect(clients.length).toBeGreaterThan(0);
  for (const client of clients) expect(client).toMatch(/^[0-9a-f]{12}$/);
  const plain = createHash('sha256').update('127.0.0.1').digest('hex').slice(0, 12);
  expect(clients).not.toContain(plain);
});
