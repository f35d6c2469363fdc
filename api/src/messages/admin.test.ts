import { describe, expect, it } from 'vitest';
import type { StoredMessage } from './store';
import { contactMessage, setUp, supportMessage } from './testing';

const token = 'adm_9f2c4e7a1b3d5f60718293a4b5c6d7e8';

interface ListAnswer {
  messages: StoredMessage[];
  page: number;
  limit: number;
  total: number;
  pages: number;
}

async function withMessages(count: number, env: Record<string, string> = { ADMIN_TOKEN: token }) {
  const context = await setUp({ env });
  for (let index = 0; index < count; index += 1) {
    await context.store.add({
      kind: index % 2 ? 'support' : 'contact',
      fields: { ...(index % 2 ? supportMessage : contactMessage), subject: `Message ${index + 1}` },
    });
    context.clock.advance(1_000);
  }
  const get = async (path: string, authorization?: string) =>
    context.app.request(path, { headers: authorization ? { Authorization: authorization } : {} });
  return { ...context, get };
}

describe('GET /api/admin/messages', () => {
  it('does not exist while ADMIN_TOKEN is unset', async () => {
    const { get } = await withMessages(1, {});
    for (const path of ['/api/admin/messages', '/api/admin/anything']) {
      const response = await get(path, `Bearer ${token}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('WWW-Authenticate')).toBeNull();
    }
  });

  it('answers 401 with WWW-Authenticate without the token or with a wrong one', async () => {
    const { get } = await withMessages(1);
    for (const authorization of [
      undefined,
      'Bearer',
      `Basic ${btoa(`admin:${token}`)}`,
      `Bearer ${token}x`,
      `Bearer ${token.slice(0, -1)}`,
      'Bearer x',
    ]) {
      const response = await get('/api/admin/messages', authorization);
      expect(response.status, String(authorization)).toBe(401);
      expect(response.headers.get('WWW-Authenticate')).toMatch(/^Bearer realm="admin"/);
      expect(JSON.stringify(await response.json())).not.toContain('Aina');
    }
  });

  it('lists the messages newest first, with their delivery state, to the right token', async () => {
    const { get } = await withMessages(3);
    const response = await get('/api/admin/messages', `Bearer ${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = (await response.json()) as ListAnswer;
    expect(body).toMatchObject({ page: 1, limit: 50, total: 3, pages: 1 });
    expect(body.messages.map((message) => message.subject)).toEqual(['Message 3', 'Message 2', 'Message 1']);
    expect(body.messages[1]).toMatchObject({
      kind: 'support',
      name: supportMessage.name,
      email: supportMessage.email,
      priority: 'high',
      createdAt: '2026-11-28T09:00:01.000Z',
      delivery: { status: 'pending', attempts: 0 },
    });
    expect(body.messages[0]).not.toHaveProperty('fingerprint');
  });

  it('pages through them within bounds', async () => {
    const { get } = await withMessages(5);
    const auth = `Bearer ${token}`;
    const second = (await (await get('/api/admin/messages?page=2&limit=2', auth)).json()) as ListAnswer;
    expect(second).toMatchObject({ page: 2, limit: 2, total: 5, pages: 3 });
    expect(second.messages.map((message) => message.subject)).toEqual(['Message 3', 'Message 2']);
    const last = (await (await get('/api/admin/messages?page=3&limit=2', auth)).json()) as ListAnswer;
    expect(last.messages.map((message) => message.subject)).toEqual(['Message 1']);
    const past = (await (await get('/api/admin/messages?page=9&limit=2', auth)).json()) as ListAnswer;
    expect(past.messages).toEqual([]);
    for (const query of ['page=0', 'page=-1', 'limit=0', 'limit=201', 'limit=abc', 'page=1.5'])
      expect((await get(`/api/admin/messages?${query}`, auth)).status, query).toBe(400);
    expect((await get('/api/admin/messages?limit=200', auth)).status).toBe(200);
  });

  it('answers 405 to other methods and 404 to other paths once authenticated', async () => {
    const { app } = await withMessages(0);
    const headers = { Authorization: `Bearer ${token}` };
    const remove = await app.request('/api/admin/messages', { method: 'DELETE', headers });
    expect(remove.status).toBe(405);
    expect(remove.headers.get('Allow')).toBe('GET, HEAD');
    expect((await app.request('/api/admin/users', { headers })).status).toBe(404);
  });
});
