import { describe, expect, it } from 'vitest';
import {
  invisibleMessage,
  lineBreakMessage,
  messageLimits,
  tooLongMessage,
  type MessageApiAccepted,
  type MessageApiError,
} from '@company/contract/messages';
import { contactForm } from '@company/contract/forms';
import { MemoryRateLimiter } from '../rateLimit';
import { asForm, contactMessage, formHeaders, jsonHeaders, setUp, supportMessage } from './testing';

const postJson = async (app: Awaited<ReturnType<typeof setUp>>['app'], path: string, body: unknown, headers = {}) =>
  app.request(path, { method: 'POST', headers: { ...jsonHeaders, ...headers }, body: JSON.stringify(body) });

describe('POST /api/contact with JSON', () => {
  it('stores a valid message before answering 201 with its id', async () => {
    const { app, store } = await setUp();
    const response = await postJson(app, '/api/contact', contactMessage);
    expect(response.status).toBe(201);
    const body = (await response.json()) as MessageApiAccepted;
    expect(body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(body.duplicate).toBe(false);
    const stored = await store.get(body.id);
    expect(stored).toMatchObject({ kind: 'contact', ...contactMessage, priority: null });
    expect(stored?.delivery).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('stores a support request with its priority, and the default priority when none is chosen', async () => {
    const { app, store } = await setUp();
    const first = (await (await postJson(app, '/api/support', supportMessage)).json()) as MessageApiAccepted;
    expect(await store.get(first.id)).toMatchObject({ kind: 'support', priority: 'high', company: null });
    const { priority: _, ...withoutPriority } = supportMessage;
    const second = await postJson(app, '/api/support', { ...withoutPriority, subject: 'Autre sujet' });
    expect(second.status).toBe(201);
    const { id } = (await second.json()) as MessageApiAccepted;
    expect((await store.get(id))?.priority).toBe('normal');
  });

  it.each([
    ['an empty name', 'name', { name: '  ' }, 'Veuillez indiquer votre nom.'],
    ['no address', 'email', { email: '' }, 'Veuillez indiquer votre adresse e-mail.'],
    ['an address without a dot', 'email', { email: 'aina@exemple' }, contactForm.errors.emailInvalid],
    ['an address with a space', 'email', { email: 'aina rakoto@example.mg' }, contactForm.errors.emailInvalid],
    ['no subject', 'subject', { subject: '' }, 'Veuillez préciser le sujet de votre message.'],
    ['a blank message', 'message', { message: '\n' }, 'Veuillez écrire votre message.'],
    ['a name too long', 'name', { name: 'x'.repeat(121) }, tooLongMessage('Nom complet', 120)],
    ['a company too long', 'company', { company: 'x'.repeat(121) }, tooLongMessage('Entreprise (facultatif)', 120)],
    ['a subject too long', 'subject', { subject: 'x'.repeat(201) }, tooLongMessage('Sujet', 200)],
    ['a message too long', 'message', { message: 'x'.repeat(5_001) }, tooLongMessage('Message', 5_000)],
    ['a name that is no text', 'name', { name: 42 }, 'Veuillez indiquer votre nom.'],
    [
      'a name over two lines',
      'name',
      { name: 'Aina\nAdresse e-mail\u00a0: x@exemple.mg' },
      lineBreakMessage('Nom complet'),
    ],
    ['a bidi override in the subject', 'subject', { subject: 'Facture \u202Efdp.exe' }, invisibleMessage('Sujet')],
    ['a name of zero-width spaces', 'name', { name: '\u200b\u200b' }, 'Veuillez indiquer votre nom.'],
  ])('refuses a contact message with %s, storing nothing', async (_, field, change, message) => {
    const { app, count } = await setUp();
    const response = await postJson(app, '/api/contact', { ...contactMessage, ...change });
    expect(response.status).toBe(400);
    const body = (await response.json()) as MessageApiError;
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.fields).toEqual({ [field]: message });
    expect(await count()).toBe(0);
  });

  it('says « 5 000 » with French spacing in the length message', () => {
    expect(tooLongMessage('Message', 5_000)).toMatch(
      /^«\u00a0Message\u00a0» ne peut dépasser 5\s000\u00a0caractères\.$/u,
    );
  });

  it('accepts the longest values allowed and the company left empty', async () => {
    const { app } = await setUp();
    const response = await postJson(app, '/api/contact', {
      ...contactMessage,
      company: '',
      name: 'x'.repeat(120),
      message: 'é'.repeat(5_000),
    });
    expect(response.status).toBe(201);
  });

  it('refuses a support priority outside the list', async () => {
    const { app } = await setUp();
    const response = await postJson(app, '/api/support', { ...supportMessage, priority: 'critical' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as MessageApiError).error.fields).toEqual({
      priority: 'Choisissez une valeur de la liste «\u00a0Priorité\u00a0».',
    });
  });

  it('refuses a body that is not JSON, not an object, or of another type', async () => {
    const { app } = await setUp();
    const broken = await app.request('/api/contact', { method: 'POST', headers: jsonHeaders, body: '{"name":' });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as MessageApiError).error.code).toBe('invalid_request');
    expect((await postJson(app, '/api/contact', [contactMessage])).status).toBe(400);
    const text = await app.request('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'Bonjour',
    });
    expect(text.status).toBe(415);
    expect(((await text.json()) as MessageApiError).error.code).toBe('invalid_request');
  });

  it('says in French what is wrong with a body Hono’s validator cannot read, and reads a form’s first value of a name', async () => {
    const { app, store } = await setUp();
    const broken = await app.request('/api/contact', { method: 'POST', headers: jsonHeaders, body: '{"name":' });
    expect(((await broken.json()) as MessageApiError).error.message).toBe(
      'Le corps de la requête n’est pas du JSON valide.',
    );
    const array = await postJson(app, '/api/contact', [contactMessage]);
    expect(((await array.json()) as MessageApiError).error.message).toBe(
      'Le corps de la requête doit être un objet JSON.',
    );
    const form = new URLSearchParams(asForm(contactMessage));
    form.append('subject', 'Un second sujet');
    const response = await app.request('/api/contact', { method: 'POST', headers: formHeaders, body: form.toString() });
    expect(response.status).toBe(201);
    const { messages } = await store.list({ offset: 0, limit: 1 });
    expect(messages[0]?.subject).toBe(contactMessage.subject);
  });

  it('reads only a form post as a form: a text/plain or untyped body asking for a page is refused with 415', async () => {
    const { app, count } = await setUp();
    const body = new URLSearchParams(asForm(contactMessage)).toString();
    for (const headers of [{ 'Content-Type': 'text/plain', Accept: 'text/html' }, { Accept: 'text/html' }] as Record<
      string,
      string
    >[]) {
      const response = await app.request('/api/contact', {
        method: 'POST',
        headers,
        // Bytes, not a string: a string body would be typed text/plain by the Request itself.
        body: new TextEncoder().encode(body),
      });
      expect(response.status, JSON.stringify(headers)).toBe(415);
    }
    expect(await count()).toBe(0);
  });

  it('answers 413 past the body limit, counting the bytes that arrive whatever Content-Length says', async () => {
    const { app, count } = await setUp();
    const big = { ...contactMessage, message: 'x'.repeat(messageLimits.maxBodyBytes) };
    const response = await postJson(app, '/api/contact', big);
    expect(response.status).toBe(413);
    expect(((await response.json()) as MessageApiError).error.code).toBe('payload_too_large');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 20; index += 1) controller.enqueue(new Uint8Array(1024).fill(120));
        controller.close();
      },
    });
    const streamed = await app.request('/api/contact', {
      method: 'POST',
      headers: jsonHeaders,
      body: stream,
      // @ts-expect-error Node's fetch needs it for a streamed body
      duplex: 'half',
    });
    expect(streamed.status).toBe(413);
    expect(await count()).toBe(0);
  });

  it('answers 405 with Allow: POST to other methods', async () => {
    const { app } = await setUp();
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await app.request('/api/support', { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toBe('POST');
      expect(((await response.json()) as MessageApiError).error.code).toBe('method_not_allowed');
    }
  });

  it('refuses another site’s origin, and lets its own and an allowed one post', async () => {
    const { app, count } = await setUp({ env: { CHAT_ALLOWED_ORIGINS: 'https://www.company.example' } });
    const evil = await postJson(app, '/api/contact', contactMessage, { Origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(await count()).toBe(0);
    const own = await postJson(app, '/api/contact', contactMessage, { Origin: 'http://localhost' });
    expect(own.status).toBe(201);
    expect(own.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const allowed = await postJson(
      app,
      '/api/contact',
      { ...contactMessage, subject: 'Autre' },
      { Origin: 'https://www.company.example' },
    );
    expect(allowed.status).toBe(201);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://www.company.example');
    const preflight = await app.request('/api/contact', {
      method: 'OPTIONS',
      headers: { Origin: 'https://www.company.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('Idempotency-Key');
  });
});

describe('honeypot', () => {
  it('answers a filled honeypot as accepted, stores nothing, and logs it as spam', async () => {
    const { app, count, logs } = await setUp();
    const response = await postJson(app, '/api/contact', { ...contactMessage, website: 'https://spam.example' });
    expect(response.status).toBe(201);
    expect(((await response.json()) as MessageApiAccepted).duplicate).toBe(false);
    expect(await count()).toBe(0);
    expect(logs.at(-1)).toMatchObject({ path: '/api/contact', status: 201, spam: true });
  });

  it('answers a bot’s form post with the same confirmation page a person gets', async () => {
    const { app, count } = await setUp();
    const response = await app.request('/api/contact', {
      method: 'POST',
      headers: formHeaders,
      body: asForm({ website: 'x', name: '', email: 'nope' }),
    });
    expect(response.status).toBe(201);
    expect(await response.text()).toContain('Message envoyé avec succès\u00a0!');
    expect(await count()).toBe(0);
  });
});

describe('idempotency', () => {
  it('stores one message for two submits with the same Idempotency-Key, and answers the same id', async () => {
    const { app, count } = await setUp();
    const headers = { 'Idempotency-Key': '3f1c2a9e-4b7d-4c58-9a61-0d2f6b8e7c11' };
    const first = await postJson(app, '/api/contact', contactMessage, headers);
    const second = await postJson(app, '/api/contact', contactMessage, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    const [a, b] = (await Promise.all([first.json(), second.json()])) as MessageApiAccepted[];
    expect(b).toEqual({ id: a?.id, duplicate: true });
    expect(await count()).toBe(1);
  });

  it('takes the key from the form field too, and two different keys store two messages', async () => {
    const { app, count } = await setUp();
    const send = (key: string, message: string) =>
      postJson(app, '/api/contact', { ...contactMessage, message, idempotencyKey: key });
    expect((await send('key-1', 'Premier message')).status).toBe(201);
    expect((await send('key-1', 'Premier message')).status).toBe(200);
    expect((await send('key-2', 'Premier message')).status).toBe(201);
    expect(await count()).toBe(2);
  });

  it('refuses a key sent again with other content (409), and keeps each form’s keys its own', async () => {
    const { app, count } = await setUp();
    const key = { 'Idempotency-Key': 'reused-key' };
    const first = (await (await postJson(app, '/api/contact', contactMessage, key)).json()) as MessageApiAccepted;
    const other = await postJson(app, '/api/contact', { ...contactMessage, message: 'Un tout autre texte' }, key);
    expect(other.status).toBe(409);
    expect(((await other.json()) as MessageApiError).error.code).toBe('idempotency_conflict');
    const page = await app.request('/api/contact', {
      method: 'POST',
      headers: formHeaders,
      body: new URLSearchParams(asForm({ ...contactMessage, message: 'Encore autre', idempotencyKey: 'reused-key' })),
    });
    expect(page.status).toBe(409);
    expect(await page.text()).toContain('Encore autre');
    const support = await postJson(app, '/api/support', supportMessage, key);
    expect(support.status).toBe(201);
    expect(((await support.json()) as MessageApiAccepted).id).not.toBe(first.id);
    expect(await count()).toBe(2);
  });

  it('stores one message for a double submit at once', async () => {
    const { app, count } = await setUp();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postJson(app, '/api/contact', contactMessage, { 'Idempotency-Key': 'same' })),
    );
    const ids = new Set(await Promise.all(responses.map(async (r) => ((await r.json()) as MessageApiAccepted).id)));
    expect(ids.size).toBe(1);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await count()).toBe(1);
  });

  it('without a key, takes the same address, subject and text within 24 h for the same message', async () => {
    const { app, count, clock } = await setUp();
    const first = (await (await postJson(app, '/api/contact', contactMessage)).json()) as MessageApiAccepted;
    clock.advance(60_000);
    const again = await postJson(app, '/api/contact', {
      ...contactMessage,
      email: 'AINA@example.mg',
      name: 'Aina R.',
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id: first.id, duplicate: true });
    // The same text as a support request is another message.
    expect((await postJson(app, '/api/support', { ...supportMessage, ...contactMessage })).status).toBe(201);
    clock.advance(24 * 60 * 60 * 1000);
    expect((await postJson(app, '/api/contact', contactMessage)).status).toBe(201);
    expect(await count()).toBe(3);
  });

  it('refuses a malformed key in JSON', async () => {
    const { app } = await setUp();
    const response = await postJson(app, '/api/contact', contactMessage, { 'Idempotency-Key': 'x'.repeat(101) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as MessageApiError).error.message).toMatch(/clé d’idempotence/);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past the client’s budget, and nothing more is stored', async () => {
    const { app, count, clock } = await setUp({ env: { MESSAGE_RATE_LIMIT_PER_MINUTE: '2' } });
    for (let index = 0; index < 2; index += 1) {
      const response = await postJson(app, '/api/contact', { ...contactMessage, subject: `Sujet ${index}` });
      expect(response.status).toBe(201);
    }
    const refused = await postJson(app, '/api/contact', { ...contactMessage, subject: 'Sujet 3' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(((await refused.json()) as MessageApiError).error.code).toBe('rate_limited');
    expect(await count()).toBe(2);
    clock.advance(60_000);
    expect((await postJson(app, '/api/contact', { ...contactMessage, subject: 'Sujet 3' })).status).toBe(201);
  });

  it('counts each client apart, with the limiter it is given', async () => {
    let address = '203.0.113.1';
    const limiter = new MemoryRateLimiter({ perMinute: 1, perDay: 0, maxKeys: 10 });
    const { app } = await setUp({ limiter, clientAddress: () => address });
    expect((await postJson(app, '/api/contact', contactMessage)).status).toBe(201);
    expect((await postJson(app, '/api/contact', { ...contactMessage, subject: 'B' })).status).toBe(429);
    address = '203.0.113.2';
    expect((await postJson(app, '/api/contact', { ...contactMessage, subject: 'B' })).status).toBe(201);
    // Two addresses of one IPv6 /64 are one client.
    address = '2001:db8:1:2::1';
    expect((await postJson(app, '/api/contact', { ...contactMessage, subject: 'C' })).status).toBe(201);
    address = '2001:db8:1:2:ffff::9';
    expect((await postJson(app, '/api/contact', { ...contactMessage, subject: 'D' })).status).toBe(429);
  });
});

describe('storage failure', () => {
  it('answers 503 storage_unavailable and claims nothing when the store fails or is missing', async () => {
    const { app: failing } = await setUp({ store: () => Promise.reject(new Error('disk full')) });
    const response = await postJson(failing, '/api/contact', contactMessage);
    expect(response.status).toBe(503);
    const body = (await response.json()) as MessageApiError;
    expect(body.error.code).toBe('storage_unavailable');
    expect(body.error.message).toContain('contact@company.example');
    const { app: missing } = await setUp({ store: undefined });
    expect((await postJson(missing, '/api/support', supportMessage)).status).toBe(503);
  });

  it('tries to open the store again on the next request', async () => {
    const { store } = await setUp();
    let calls = 0;
    const { app } = await setUp({
      store: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('not yet')) : Promise.resolve(store);
      },
    });
    expect((await postJson(app, '/api/contact', contactMessage)).status).toBe(503);
    expect((await postJson(app, '/api/contact', contactMessage)).status).toBe(201);
  });
});

describe('logs', () => {
  it('write one line per request with no field of the message and no address', async () => {
    const { app, logs } = await setUp();
    await postJson(app, '/api/contact', contactMessage);
    await postJson(app, '/api/contact', { ...contactMessage, email: 'faux' });
    const printed = JSON.stringify(logs);
    for (const value of Object.values(contactMessage)) expect(printed).not.toContain(value);
    expect(printed).not.toContain('203.0.113.7');
    expect(logs).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/contact', status: 201, kind: 'contact', duplicate: false }),
      expect.objectContaining({ status: 400, code: 'invalid_request' }),
    ]);
  });
});
