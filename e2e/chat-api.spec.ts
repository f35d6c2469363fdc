import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { chatTimeoutMs, chatWidget, defaultChatModel } from './support/chat';
import { pauseClock } from './support/clock';
import { chatSite } from './support/servers';
import { rememberCookieChoice } from './support/storage';

// The site built by `npm run build:e2e-chat -w site`: a token and an endpoint on this machine, which
// the tests answer from the browser. Nothing reaches a real model.
test.use({ baseURL: chatSite.baseURL });

const endpoint = `${new URL(chatSite.apiUrl).origin}/e2e-chat/**`;

interface ChatRequestBody {
  model: string;
  messages: { role: string; content: string }[];
  max_tokens: number;
  temperature: number;
  stream: boolean;
}

interface SeenRequest {
  method: string;
  headers: Record<string, string>;
  body: ChatRequestBody;
}

/** Every request to the chat endpoint, and the routes left waiting for an answer. */
async function stubChatApi(page: Page, answer: (route: Route, index: number) => Promise<void> | void) {
  const seen: SeenRequest[] = [];
  await page.route(endpoint, async (route) => {
    const request = route.request();
    seen.push({
      method: request.method(),
      headers: await request.allHeaders(),
      body: request.postDataJSON() as ChatRequestBody,
    });
    await answer(route, seen.length - 1);
  });
  return seen;
}

const completion = (content: string) => ({
  id: 'chatcmpl-e2e',
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 120, completion_tokens: 20, total_tokens: 140 },
});

/** Requests that leave the site's host; the chat stub answers its own inside the browser. */
function recordForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== chatSite.baseURL) {
      foreign.push(request.url());
    }
  });
  return foreign;
}

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
});

test('the question goes to the API with the recent conversation, and its reply is shown', async ({ page }) => {
  const foreign = recordForeignRequests(page);
  const seen = await stubChatApi(page, (route, index) =>
    route.fulfill({ json: completion(`Réponse numéro ${index + 1}`) }),
  );
  await page.goto('/fr/');
  const chat = chatWidget(page);
  await chat.launcher.click();
  // Nothing is claimed before the model has answered once.
  await expect(chat.status).toHaveText('Réponses automatiques');
  await expect(chat.log).toContainText('Posez-moi vos questions sur nos services, nos tarifs ou notre équipe');

  for (let turn = 1; turn <= 4; turn += 1) {
    await chat.field.fill(`Question ${turn}`);
    await page.keyboard.press('Enter');
    await expect(chat.log.getByText(`Réponse numéro ${turn}`, { exact: true })).toBeVisible();
  }
  await expect(chat.status).toHaveText('Assistant connecté');
  expect(seen).toHaveLength(4);

  const [first] = seen;
  expect(first?.method).toBe('POST');
  expect(first?.headers['authorization']).toBe(`Bearer ${chatSite.token}`);
  expect(first?.headers['content-type']).toBe('application/json');
  expect(first?.body).toEqual({
    model: defaultChatModel,
    messages: [
      { role: 'system', content: expect.stringContaining('assistant virtuel de Company') },
      { role: 'user', content: 'Question 1' },
    ],
    max_tokens: 150,
    temperature: 0.7,
    stream: false,
  });
  // The fourth question carries the last four messages only, between the context and itself.
  expect(seen[3]?.body.messages).toEqual([
    { role: 'system', content: first?.body.messages[0]?.content },
    { role: 'user', content: 'Question 2' },
    { role: 'assistant', content: 'Réponse numéro 2' },
    { role: 'user', content: 'Question 3' },
    { role: 'assistant', content: 'Réponse numéro 3' },
    { role: 'user', content: 'Question 4' },
  ]);
  expect(foreign).toEqual([]);
});

test.describe('when the API fails', () => {
  // Chromium logs the failed response itself; the page must still answer the visitor.
  test.use({ allowedConsole: [/Failed to load resource: .* status of 500 .*\/e2e-chat\/completions/] });

  test('the status turns to « Assistant indisponible » and a prepared French reply answers', async ({ page }) => {
    let failing = true;
    await stubChatApi(page, (route) =>
      failing
        ? route.fulfill({ status: 500, json: { error: { message: 'boom' } } })
        : route.fulfill({ json: completion('Le service est rétabli.') }),
    );
    await page.goto('/fr/');
    const chat = chatWidget(page);
    await chat.launcher.click();
    await chat.field.fill('Combien coûte une boutique en ligne\u00a0?');
    await page.keyboard.press('Enter');

    await expect(chat.status).toHaveText('Assistant indisponible');
    await expect(chat.log.getByText(/^Nous créons des boutiques en ligne sur mesure/)).toBeVisible();
    await expect(chat.log).not.toContainText('boom');
    await expect(chat.typing).toHaveCount(0);

    // The next answer of the API clears the error.
    failing = false;
    await chat.field.fill('Et maintenant\u00a0?');
    await page.keyboard.press('Enter');
    await expect(chat.log.getByText('Le service est rétabli.', { exact: true })).toBeVisible();
    await expect(chat.status).toHaveText('Assistant connecté');
  });
});

test('an API that never answers is given up after the timeout; meanwhile nothing else can be sent', async ({
  page,
}) => {
  const waiting: Route[] = [];
  const seen = await stubChatApi(page, (route, index) => {
    if (index === 0) waiting.push(route);
    else return route.fulfill({ json: completion('Réponse après la panne.') });
  });
  await pauseClock(page);
  await page.goto('/fr/');
  const chat = chatWidget(page);
  await chat.launcher.click();
  await chat.field.fill('Parlez-moi de votre équipe');
  await page.keyboard.press('Enter');
  await expect(chat.typing).toBeAttached();
  await expect.poll(() => waiting.length).toBe(1);

  // A second message waits for the first reply: neither Enter nor the button sends it.
  await chat.field.fill('Deuxième question');
  await page.keyboard.press('Enter');
  await expect(chat.send).toBeDisabled();
  await expect(chat.field).toHaveValue('Deuxième question');
  await expect(chat.visitorMessages).toHaveCount(1);

  await page.clock.runFor(chatTimeoutMs - 1_000);
  await expect(chat.typing).toBeAttached();
  await page.clock.runFor(1_000);

  await expect(chat.typing).toHaveCount(0);
  await expect(chat.log.getByText(/^Notre équipe réunit plus de 10 développeurs/)).toBeVisible();
  await expect(chat.status).toHaveText('Assistant indisponible');
  expect(seen).toHaveLength(1);

  // Once the reply is there, the waiting message can go.
  await expect(chat.send).toBeEnabled();
  await chat.send.click();
  await expect(chat.log.getByText('Réponse après la panne.', { exact: true })).toBeVisible();
  await expect(chat.status).toHaveText('Assistant connecté');
  expect(seen).toHaveLength(2);
});
