import { describe, expect, it } from 'vitest';
import type { MessageApiAccepted, MessageApiError } from '@company/contract/messages';
import { createCloudflareMessagesHandler, deliverDueMessages } from './cloudflare';
import { asForm, contactMessage, fakeD1, formHeaders, jsonHeaders } from './testing';

const post = (body: string, headers: Record<string, string>) =>
  new Request('https://www.company.example/api/contact', { method: 'POST', headers, body });

describe('messages on Cloudflare', () => {
  it('refuses with 503 storage_unavailable, as JSON or as a page, when no D1 database is bound', async () => {
    const handle = createCloudflareMessagesHandler();
    const json = await handle({ request: post(JSON.stringify(contactMessage), jsonHeaders), env: {} });
    expect(json.status).toBe(503);
    expect(((await json.json()) as MessageApiError).error.code).toBe('storage_unavailable');
    const page = await handle({ request: post(asForm(contactMessage), formHeaders), env: {} });
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('Votre message n’a pas pu être envoyé');
  });

  it('stores in D1, migrating it on first use, and lists for the admin token', async () => {
    const DB = fakeD1();
    const env = { DB, ADMIN_TOKEN: 'secret-token-for-tests' };
    const handle = createCloudflareMessagesHandler();
    const request = post(JSON.stringify(contactMessage), { ...jsonHeaders, 'CF-Connecting-IP': '198.51.100.4' });
    const response = await handle({ request, env });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as MessageApiAccepted;
    const list = await handle({
      request: new Request('https://www.company.example/api/admin/messages', {
        headers: { Authorization: 'Bearer secret-token-for-tests' },
      }),
      env,
    });
    expect(((await list.json()) as { messages: { id: string }[] }).messages.map((message) => message.id)).toEqual([id]);
    // Without SEND_EMAIL, the cron has nothing to send; the message waits in D1.
    expect(await deliverDueMessages(env)).toBe(0);
  });
});
