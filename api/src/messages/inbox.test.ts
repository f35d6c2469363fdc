import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type {
  InboxApiError,
  InboxBulkResponse,
  InboxListResponse,
  InboxMessageResponse,
} from '@company/contract/inbox';
import { afterEach, describe, expect, it } from 'vitest';
import { createCloudflareMessagesHandler } from './cloudflare';
import { Outbox } from './outbox';
import { openSqliteDatabase } from './sqlite';
import { MessageStore } from './store';
import {
  contactMessage,
  fakeD1,
  recordingTransport,
  setUpStaff,
  site,
  staffAddress,
  supportMessage,
  testClock,
} from './testing';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const day = 24 * 60 * 60 * 1000;

/** Five messages on five days, on a SQLite file, and a signed-in staff member. */
async function inboxWithMessages() {
  const folder = mkdtempSync(join(tmpdir(), 'inbox-'));
  folders.push(folder);
  const db = openSqliteDatabase(join(folder, 'messages.sqlite'));
  const clock = testClock();
  const store = await MessageStore.open(db, { now: clock.now });
  const seeded = await setUpStaff({ store }, clock);
  const fixtures = [
    { kind: 'contact', fields: contactMessage },
    { kind: 'support', fields: supportMessage },
    {
      kind: 'contact',
      fields: {
        ...contactMessage,
        name: 'Lova Andria',
        email: 'lova@hotel-ivato.mg',
        company: 'Hôtel Ivato',
        subject: 'Réponse à votre proposition',
        message: '=HYPERLINK("http://x") Merci pour la réponse rapide.',
      },
    },
    {
      kind: 'support',
      fields: { ...supportMessage, subject: 'Facture en double', message: 'La facture NEAR( est "doublée" OR *.' },
    },
    { kind: 'contact', fields: { ...contactMessage, email: 'autre@example.mg', subject: 'Devis boutique en ligne' } },
  ] as const;
  const ids: string[] = [];
  for (const fixture of fixtures) {
    ids.push((await store.add(fixture)).id);
    seeded.clock.advance(day);
  }
  const cookie = await seeded.signIn();
  const get = async <T>(path: string) => {
    const response = await seeded.call(path, { headers: { Cookie: cookie } });
    return { status: response.status, body: (await response.json()) as T };
  };
  const list = async (query = '') => (await get<InboxListResponse>(`/api/admin/inbox/messages?${query}`)).body;
  const subjects = async (query = '') => (await list(query)).messages.map((message) => message.subject);
  return { ...seeded, db, store, ids, cookie, get, list, subjects };
}

describe('the inbox API', () => {
  it('lists newest first, pages on the server, filters by form, dates, status and words', async () => {
    const { list, subjects, call, cookie, ids } = await inboxWithMessages();
    const first = await list('limit=2');
    expect(first).toMatchObject({ page: 1, limit: 2, total: 5, pages: 3 });
    expect(first.messages[0]).toEqual({
      id: ids[4],
      kind: 'contact',
      name: contactMessage.name,
      email: 'autre@example.mg',
      company: contactMessage.company,
      subject: 'Devis boutique en ligne',
      priority: null,
      excerpt: contactMessage.message,
      createdAt: '2026-12-02T09:00:00.000Z',
      status: 'new',
      delivery: 'pending',
    });
    expect(await subjects('page=3&limit=2')).toEqual([contactMessage.subject]);
    expect(await subjects('kind=support')).toEqual(['Facture en double', supportMessage.subject]);
    // Days are whole and in UTC: the 2nd to the 3rd of the five days.
    expect(await subjects('from=2026-11-29&to=2026-11-30')).toEqual([
      'Réponse à votre proposition',
      supportMessage.subject,
    ]);
    // Words: any case, without accents, a word's start, in any of the five fields, all required.
    expect(await subjects('q=reponse')).toEqual(['Réponse à votre proposition']);
    expect(await subjects('q=DEV')).toEqual(['Devis boutique en ligne', contactMessage.subject]);
    expect(await subjects('q=hotel')).toEqual(['Réponse à votre proposition']);
    expect(await subjects('q=lova%40hotel-ivato.mg')).toEqual(['Réponse à votre proposition']);
    expect(await subjects('q=devis+boutique')).toEqual(['Devis boutique en ligne']);
    expect(await subjects('q=devis&kind=support')).toEqual([]);
    // What FTS5 would read as its own syntax is only text.
    expect(await subjects(`q=${encodeURIComponent('"doublée" OR * NEAR(')}`)).toEqual(['Facture en double']);
    for (const query of [
      'page=0',
      'limit=101',
      'kind=autre',
      'status=lu',
      'from=2026-13-01',
      'from=2026-12-02&to=2026-12-01',
    ]) {
      const response = await call(`/api/admin/inbox/messages?${query}`, { headers: { Cookie: cookie } });
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as InboxApiError).error.code).toBe('invalid_request');
    }
  });

  it('changes statuses one at a time and in bulk, recording who and when, and filters by them', async () => {
    const staff = await inboxWithMessages();
    const [a = '', b = '', c = ''] = staff.ids;
    const headers = { Cookie: staff.cookie };
    const one = await staff.call(`/api/admin/inbox/messages/${a}`, {
      method: 'PATCH',
      headers,
      body: { status: 'answered' },
    });
    expect(one.status).toBe(200);
    const detail = (await one.json()) as InboxMessageResponse;
    expect(detail.message).toMatchObject({
      id: a,
      status: 'answered',
      message: contactMessage.message,
      delivery: { status: 'pending', attempts: 0 },
    });
    expect(detail.history).toEqual([
      { at: '2026-12-03T09:00:00.000Z', actor: staffAddress, type: 'status', from: 'new', to: 'answered' },
    ]);

    staff.clock.advance(60_000);
    const bulk = await staff.call('/api/admin/inbox/messages', {
      method: 'POST',
      headers: { Authorization: 'Bearer adm_0123456789abcdef0123456789abcdef' },
      body: { ids: [a, b, c, 'inconnu'], status: 'archived' },
    });
    // ADMIN_TOKEN is unset here: a script's token is refused.
    expect(bulk.status).toBe(401);
    const moved = await staff.call('/api/admin/inbox/messages', {
      method: 'POST',
      headers,
      body: { ids: [a, b, c, 'inconnu'], status: 'in_progress' },
    });
    expect((await moved.json()) as InboxBulkResponse).toEqual({ updated: 3 });
    const again = await staff.call('/api/admin/inbox/messages', {
      method: 'POST',
      headers,
      body: { ids: [a, b], status: 'in_progress' },
    });
    expect((await again.json()) as InboxBulkResponse).toEqual({ updated: 0 });
    const history = (await staff.get<InboxMessageResponse>(`/api/admin/inbox/messages/${a}`)).body.history;
    expect(history.map((event) => [event.from, event.to, event.at])).toEqual([
      ['new', 'answered', '2026-12-03T09:00:00.000Z'],
      ['answered', 'in_progress', '2026-12-03T09:01:00.000Z'],
    ]);
    expect(await staff.subjects('status=in_progress')).toHaveLength(3);
    expect(await staff.subjects('status=new,in_progress')).toHaveLength(5);
    expect(await staff.subjects('status=new')).toEqual(['Devis boutique en ligne', 'Facture en double']);

    for (const body of [{ status: 'lu' }, {}, 'pas du json']) {
      const response = await staff.call(`/api/admin/inbox/messages/${a}`, { method: 'PATCH', headers, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const missing = await staff.call('/api/admin/inbox/messages/inconnu', {
      method: 'PATCH',
      headers,
      body: { status: 'spam' },
    });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as InboxApiError).error.message).toBe('Ce message n’existe pas ou a été effacé.');
  });

  it('exports the filtered list as CSV, formulas defused', async () => {
    const staff = await inboxWithMessages();
    const response = await staff.call('/api/admin/inbox/export.csv?kind=contact&q=merci', {
      headers: { Cookie: staff.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The BOM, for spreadsheets to read UTF-8 (a decoder drops it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,kind,inbox_status,status,attempts,sent_at,last_error,name,email,company,subject,priority,message',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',contact,new,pending,0,,,Lova Andria,lova@hotel-ivato.mg,Hôtel Ivato,');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"") Merci pour la réponse rapide."`);
  });

  it('erases a message: its row, its search entry, its mail in the outbox and its history go; the erasure stays, anonymous', async () => {
    const staff = await inboxWithMessages();
    const [, , lova = ''] = staff.ids;
    const headers = { Cookie: staff.cookie };
    await staff.call(`/api/admin/inbox/messages/${lova}`, { method: 'PATCH', headers, body: { status: 'spam' } });
    const erased = await staff.call(`/api/admin/inbox/messages/${lova}`, { method: 'DELETE', headers });
    expect(erased.status).toBe(204);
    expect((await staff.get(`/api/admin/inbox/messages/${lova}`)).status).toBe(404);
    expect((await staff.call(`/api/admin/inbox/messages/${lova}`, { method: 'DELETE', headers })).status).toBe(404);
    expect(await staff.subjects('q=lova')).toEqual([]);
    expect((await staff.list()).total).toBe(4);

    const everything = JSON.stringify(
      await Promise.all(
        ['messages', 'message_events', 'erasures', 'staff_mails'].map((table) =>
          staff.db.all(`SELECT * FROM ${table}`),
        ),
      ),
    );
    for (const personal of ['Lova', 'lova@hotel-ivato.mg', 'Ivato', 'HYPERLINK'])
      expect(everything).not.toContain(personal);
    expect(await staff.db.all("SELECT rowid FROM messages_fts WHERE messages_fts MATCH 'ivato'")).toEqual([]);
    // Nor in the index's own pages, where a deleted entry lingers until its segments are merged.
    const pages = await staff.db.all<{ block: Uint8Array }>('SELECT block FROM messages_fts_data');
    expect(pages.some(({ block }) => Buffer.from(block).includes('ivato'))).toBe(false);
    expect(await staff.db.all('SELECT message_id, kind, erased_at, actor FROM erasures')).toEqual([
      { message_id: lova, kind: 'contact', erased_at: '2026-12-03T09:00:00.000Z', actor: staffAddress },
    ]);
    // The outbox, which had not yet mailed it, has nothing of it left to send.
    const transport = recordingTransport();
    await new Outbox({
      store: staff.store,
      transport,
      from: 'a@company.example',
      to: 'b@company.example',
      now: staff.clock.now,
    }).deliverDue();
    expect(transport.sent).toHaveLength(4);
    expect(JSON.stringify(transport.sent)).not.toContain('Lova');
  });

  it('answers 401 to anyone without a session or the token, and takes ADMIN_TOKEN for scripts', async () => {
    const token = 'adm_0123456789abcdef0123456789abcdef';
    const staff = await setUpStaff({ env: { ADMIN_EMAILS: staffAddress, ADMIN_TOKEN: token, SITE_ORIGIN: site } });
    const { id } = await staff.store.add({ kind: 'contact', fields: contactMessage });
    const paths = [
      ['GET', '/api/admin/inbox/messages'],
      ['POST', '/api/admin/inbox/messages'],
      ['GET', '/api/admin/inbox/export.csv'],
      ['GET', `/api/admin/inbox/messages/${id}`],
      ['PATCH', `/api/admin/inbox/messages/${id}`],
      ['DELETE', `/api/admin/inbox/messages/${id}`],
      ['GET', '/api/admin/session'],
    ];
    for (const [method = 'GET', path = ''] of paths) {
      for (const headers of [
        {} as Record<string, string>,
        { Cookie: '__Host-admin_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
      ]) {
        const response = await staff.call(path, {
          method,
          headers,
          ...(method === 'GET' ? {} : { body: { status: 'spam', ids: [id] } }),
        });
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(JSON.stringify(await response.json())).not.toContain('Aina');
      }
    }
    const byScript = await staff.app.request(`${site}/api/admin/inbox/messages/${id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'archived' }),
    });
    expect(((await byScript.json()) as InboxMessageResponse).history[0]?.actor).toBe('ADMIN_TOKEN');
  });
});

describe('the inbox on D1', () => {
  it('signs a staff member in and out with a session kept in D1', async () => {
    const sqlite = new DatabaseSync(':memory:');
    const env = { DB: fakeD1(sqlite), ADMIN_EMAILS: staffAddress, SITE_ORIGIN: site };
    const handle = createCloudflareMessagesHandler();
    const tasks: Promise<unknown>[] = [];
    const send = (path: string, init: RequestInit = {}) =>
      handle({
        request: new Request(`${site}${path}`, { ...init, headers: { Origin: site, ...init.headers } }),
        env,
        waitUntil: (task) => tasks.push(task),
      });
    const json = { 'Content-Type': 'application/json' };
    const asked = await send('/api/admin/session/link', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: staffAddress }),
    });
    expect(asked.status).toBe(202);
    await Promise.all(tasks);
    // Without SEND_EMAIL the link waits in D1's outbox: the Worker's cron would send it.
    const mail = sqlite.prepare("SELECT text FROM staff_mails WHERE status = 'pending'").get() as { text: string };
    const token = /token=([\w-]{43})/.exec(mail.text)?.[1] ?? '';
    const opened = await send('/api/admin/session', { method: 'POST', headers: json, body: JSON.stringify({ token }) });
    const cookie = opened.headers.get('Set-Cookie')?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^__Host-admin_session=/);
    expect((await send('/api/admin/inbox/messages', { headers: { Cookie: cookie } })).status).toBe(200);
    expect((await send('/api/admin/session', { method: 'DELETE', headers: { Cookie: cookie } })).status).toBe(204);
    expect((await send('/api/admin/inbox/messages', { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it('runs the same migrations, search, status history and erasure through D1', async () => {
    const DB = fakeD1();
    const env = { DB, ADMIN_TOKEN: 'secret-token-for-tests' };
    const handle = createCloudflareMessagesHandler();
    const request = (path: string, init: RequestInit = {}) =>
      handle({
        request: new Request(`${site}${path}`, {
          ...init,
          headers: {
            Authorization: 'Bearer secret-token-for-tests',
            'Content-Type': 'application/json',
            ...init.headers,
          },
        }),
        env,
      });
    const posted = await handle({
      request: new Request(`${site}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(contactMessage),
      }),
      env,
    });
    const { id } = (await posted.json()) as { id: string };
    await handle({
      request: new Request(`${site}/api/support`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(supportMessage),
      }),
      env,
    });
    expect(DB.statements.some((sql) => sql.startsWith('CREATE VIRTUAL TABLE messages_fts USING fts5'))).toBe(true);
    const found = (await (await request('/api/admin/inbox/messages?q=cinq+pages')).json()) as InboxListResponse;
    expect(found.messages.map((message) => message.id)).toEqual([id]);
    await request('/api/admin/inbox/messages', {
      method: 'POST',
      body: JSON.stringify({ ids: [id], status: 'answered' }),
    });
    const detail = (await (await request(`/api/admin/inbox/messages/${id}`)).json()) as InboxMessageResponse;
    expect(detail.history.map((event) => event.to)).toEqual(['answered']);
    expect((await request(`/api/admin/inbox/messages/${id}`, { method: 'DELETE' })).status).toBe(204);
    const after = (await (await request('/api/admin/inbox/messages?q=cinq')).json()) as InboxListResponse;
    expect(after.total).toBe(0);
    expect(((await (await request('/api/admin/inbox/messages')).json()) as InboxListResponse).total).toBe(1);
  });
});
