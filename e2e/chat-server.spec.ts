import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test as base, expect } from './fixtures';
import { chatWidget, defaultChatModel } from './support/chat';
import { startNodeServer } from './support/nodeServer';
import { site } from './support/servers';
import { rememberCookieChoice } from './support/storage';

// The production build (site/dist, proxy mode) served by the chat API's Node server (api/dist/node.mjs,
// `npm run build`), as self-hosting runs it, with the model stubbed by a server of this test on
// 127.0.0.1. The token lives in the Node server's environment only: the browser must never see it.

const root = join(import.meta.dirname, '..');
const serverToken = 'github_pat_E2E0server0side0token0only000000000';
const perMinute = 3;

interface ModelRequest {
  headers: IncomingHttpHeaders;
  body: { model: string; messages: { role: string; content: string }[]; max_tokens: number; temperature: number };
}

interface ChatServer {
  url: string;
  /** What the stubbed model received. */
  modelRequests: ModelRequest[];
  /** What the Node server printed. */
  output: () => string;
}

/** The stubbed model: a reply that counts the requests, or an error for a question about a « panne ». */
async function startModel(requests: ModelRequest[]): Promise<Server> {
  const model = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(raw) as ModelRequest['body'];
      requests.push({ headers: request.headers, body });
      if (body.messages.at(-1)?.content.includes('panne')) {
        response.writeHead(500, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ error: { message: `upstream broke, ${serverToken}` } }));
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          choices: [{ message: { role: 'assistant', content: `Réponse du modèle numéro ${requests.length}` } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  return model;
}

const test = base.extend<object, { chatServer: ChatServer }>({
  chatServer: [
    // Playwright reads a fixture's dependencies from the pattern of its first parameter: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, run) => {
      const modelRequests: ModelRequest[] = [];
      const model = await startModel(modelRequests);
      const modelPort = (model.address() as AddressInfo).port;
      try {
        const server = await startNodeServer({
          GITHUB_TOKEN: serverToken,
          CHAT_API_URL: `http://127.0.0.1:${modelPort}/chat/completions`,
          CHAT_RATE_LIMIT_PER_MINUTE: String(perMinute),
          // Each test is a client of its own, by the X-Forwarded-For its browser sends.
          TRUST_PROXY: '1',
        });
        try {
          await run({ url: server.url, modelRequests, output: server.output });
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

interface Received {
  url: string;
  text: string;
}

/** Everything the server sends the page: headers and bodies of every response, HTML, scripts and API answers. */
function recordResponses(page: Page): () => Promise<Received[]> {
  const pending: Promise<Received>[] = [];
  page.on('response', (response) => {
    pending.push(
      (async () => {
        const headers = JSON.stringify(await response.allHeaders());
        const body = await response.text().catch(() => '');
        return { url: response.url(), text: `${headers}\n${body}` };
      })(),
    );
  });
  return () => Promise.all(pending);
}

let client = 0;
test.beforeEach(async ({ page }) => {
  client += 1;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `127.0.2.${(test.info().workerIndex * 50 + client) % 250}` });
  await rememberCookieChoice(page);
});

test('the widget asks the Node server, which asks the model with its token; the browser never sees it', async ({
  page,
  chatServer,
}) => {
  const responses = recordResponses(page);
  const apiRequests: { headers: Record<string, string>; body: unknown }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/chat') {
      apiRequests.push({ headers: request.headers(), body: request.postDataJSON() as unknown });
    }
  });
  const before = chatServer.modelRequests.length;

  await page.goto(`${chatServer.url}/fr/`);
  const chat = chatWidget(page);
  await chat.launcher.click();
  await expect(chat.status).toHaveText('Réponses automatiques');
  await chat.field.fill('Quels sont vos tarifs\u00a0?');
  await page.keyboard.press('Enter');
  await expect(chat.log.getByText(`Réponse du modèle numéro ${before + 1}`, { exact: true })).toBeVisible();
  await chat.field.fill('Et pour une application mobile\u00a0?');
  await page.keyboard.press('Enter');
  await expect(chat.log.getByText(`Réponse du modèle numéro ${before + 2}`, { exact: true })).toBeVisible();
  await expect(chat.status).toHaveText('Assistant connecté');

  // The browser sent the conversation only, and no credential.
  expect(apiRequests).toHaveLength(2);
  for (const { headers } of apiRequests) expect(headers.authorization).toBeUndefined();
  expect(apiRequests[1]?.body).toEqual({
    messages: [
      { role: 'user', content: 'Quels sont vos tarifs\u00a0?' },
      { role: 'assistant', content: `Réponse du modèle numéro ${before + 1}` },
      { role: 'user', content: 'Et pour une application mobile\u00a0?' },
    ],
  });

  // The server added the token, the context, the model and its settings.
  const [first, second] = chatServer.modelRequests.slice(before);
  expect(first?.headers.authorization).toBe(`Bearer ${serverToken}`);
  expect(second?.headers.authorization).toBe(`Bearer ${serverToken}`);
  expect(first?.body).toEqual({
    model: defaultChatModel,
    messages: [
      { role: 'system', content: expect.stringContaining('assistant virtuel de Company') },
      { role: 'user', content: 'Quels sont vos tarifs\u00a0?' },
    ],
    max_tokens: 150,
    temperature: 0.7,
    stream: false,
  });
  expect(second?.body.messages).toHaveLength(4);

  // Nothing the browser received holds the token: pages, scripts, styles, the API's answers.
  const received = await responses();
  expect(received.filter(({ url }) => url.endsWith('.js')).length).toBeGreaterThan(0);
  expect(received.filter(({ url }) => new URL(url).pathname === '/api/chat')).toHaveLength(2);
  expect(received.filter(({ text }) => text.includes(serverToken)).map(({ url }) => url)).toEqual([]);
  // Nor any file the server could send, nor its log.
  const published = join(root, 'site', site.distDir);
  const leaking = readdirSync(published, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && readFileSync(join(entry.parentPath, entry.name), 'utf8').includes(serverToken))
    .map((entry) => entry.name);
  expect(leaking).toEqual([]);
  expect(chatServer.output()).not.toContain(serverToken);
  expect(chatServer.output()).not.toContain('Quels sont vos tarifs');
});

test.describe('when the model fails', () => {
  // Chromium logs the failed response itself; the page must still answer the visitor.
  test.use({ allowedConsole: [/Failed to load resource: .* status of 502 .*\/api\/chat/] });

  test('the widget answers with its prepared reply and « Assistant indisponible », never the upstream’s words', async ({
    page,
    chatServer,
  }) => {
    const responses = recordResponses(page);
    await page.goto(`${chatServer.url}/fr/`);
    const chat = chatWidget(page);
    await chat.launcher.click();
    await chat.field.fill('Une panne pendant que je demande vos tarifs\u00a0?');
    await page.keyboard.press('Enter');

    await expect(chat.log.getByText(/^Voici nos tarifs indicatifs/)).toBeVisible();
    await expect(chat.status).toHaveText('Assistant indisponible');
    await expect(chat.typing).toHaveCount(0);
    await expect(chat.log).not.toContainText('upstream broke');
    const answer = (await responses()).find(({ url }) => new URL(url).pathname === '/api/chat');
    expect(answer?.text).toContain('"code":"upstream_error"');
    expect(answer?.text).not.toContain(serverToken);
  });
});

test.describe('past the rate limit', () => {
  test.use({ allowedConsole: [/Failed to load resource: .* status of 429 .*\/api\/chat/] });

  test('the widget asks the visitor, in French, to wait as long as the server says', async ({ page, chatServer }) => {
    await page.goto(`${chatServer.url}/fr/`);
    const chat = chatWidget(page);
    await chat.launcher.click();
    for (let turn = 1; turn <= perMinute; turn += 1) {
      await chat.field.fill(`Question ${turn}`);
      await page.keyboard.press('Enter');
      await expect(chat.log.getByText(/^Réponse du modèle numéro/)).toHaveCount(turn);
    }
    await chat.field.fill('Encore une question');
    await page.keyboard.press('Enter');

    const wait = chat.log.getByText(/^Vous m’avez envoyé beaucoup de messages en peu de temps/);
    await expect(wait).toBeVisible();
    // The server's Retry-After, in seconds under a minute and in minutes from 60 s on.
    await expect(wait).toContainText(/Merci de patienter \d+\u00a0(?:secondes?|minutes?) avant de m’écrire à nouveau/);
    // Waiting is not a failure of the assistant.
    await expect(chat.status).toHaveText('Assistant connecté');
  });
});
