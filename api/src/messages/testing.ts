// Shared by the messages' tests: a store in memory, the app over it, a clock the test moves.
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { MessageFields } from '@company/contract/messages';
import { createMessagesApp, type MessagesAppOptions, type MessagesLogger } from './app';
import type { MailTransport, OutgoingMail } from './mail';
import type { D1Binding, D1PreparedStatement } from './sql';
import { openSqliteDatabase } from './sqlite';
import { MessageStore } from './store';

export const contactMessage = {
  name: 'Aina Rakoto',
  email: 'aina@example.mg',
  company: 'Vanille & Co',
  subject: 'Devis pour un site vitrine',
  message: 'Bonjour, nous aimerions un site de cinq pages. Pouvez-vous nous envoyer un devis ?',
} satisfies MessageFields<'contact'>;

export const supportMessage = {
  name: 'Hery Rabe',
  email: 'hery@example.mg',
  subject: 'Connexion impossible',
  priority: 'high',
  message: 'Depuis ce matin, la page de connexion affiche une erreur.',
} satisfies MessageFields<'support'>;

export function testClock(start = Date.parse('2026-11-28T09:00:00.000Z')) {
  let time = start;
  return {
    now: () => time,
    advance(ms: number) {
      time += ms;
    },
  };
}

export async function setUp(overrides: Partial<MessagesAppOptions> = {}, clock = testClock()) {
  const db = openSqliteDatabase(':memory:');
  const store = await MessageStore.open(db, { now: clock.now });
  const logs: Parameters<MessagesLogger>[0][] = [];
  const app = createMessagesApp({
    env: {},
    store,
    now: clock.now,
    logger: (entry) => logs.push(entry),
    clientAddress: () => '203.0.113.7',
    ...overrides,
  });
  const count = async () => (await store.list({ offset: 0, limit: 1 })).total;
  return { app, store, db, clock, logs, count };
}

export const asForm = (values: Record<string, string>) => new URLSearchParams(values).toString();

export const formHeaders = { 'Content-Type': 'application/x-www-form-urlencoded' };
export const jsonHeaders = { 'Content-Type': 'application/json' };

/** D1's binding over node:sqlite: prepare/bind/run/all/first and batch, with D1's result shapes. */
export function fakeD1(db = new DatabaseSync(':memory:')): D1Binding & { statements: string[] } {
  const statements: string[] = [];
  const prepare = (sql: string, values: unknown[] = []): D1PreparedStatement => ({
    bind: (...next) => prepare(sql, next),
    run: () => {
      statements.push(sql);
      const result = db.prepare(sql).run(...(values as SQLInputValue[]));
      return Promise.resolve({ meta: { changes: Number(result.changes) } });
    },
    all: <Row>() => Promise.resolve({ results: db.prepare(sql).all(...(values as SQLInputValue[])) as Row[] }),
    first: <Row>() => Promise.resolve((db.prepare(sql).get(...(values as SQLInputValue[])) as Row | undefined) ?? null),
  });
  return {
    statements,
    prepare: (sql) => prepare(sql),
    batch: async (batch) => {
      db.exec('BEGIN');
      try {
        const results = [];
        for (const statement of batch) results.push(await statement.run());
        db.exec('COMMIT');
        return results;
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
  };
}

/** A mail transport that keeps what it is given. */
export function recordingTransport(): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    name: 'test',
    sent,
    send: (mail) => {
      sent.push(mail);
      return Promise.resolve();
    },
  };
}

export const staffAddress = 'equipe@company.example';
export const site = 'https://www.company.example';

/**
 * The app with a staff member in ADMIN_EMAILS, its mails recorded, and the work it does after an
 * answer (issuing and mailing a link) collected, so that `settle` waits for it.
 */
export async function setUpStaff(overrides: Partial<MessagesAppOptions> = {}, clock = testClock()) {
  const transport = recordingTransport();
  const tasks: Promise<unknown>[] = [];
  const context = await setUp(
    {
      env: { ADMIN_EMAILS: `${staffAddress}, autre@company.example`, SITE_ORIGIN: site },
      transport,
      background: (_, task) => tasks.push(task),
      ...overrides,
    },
    clock,
  );
  const settle = async () => {
    while (tasks.length > 0) await Promise.all(tasks.splice(0));
  };
  /** A request from the site's own pages (`Origin` set), JSON by default. */
  const call = (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    context.app.request(`${site}${path}`, {
      method: init.method ?? 'GET',
      // A header given as '' is left out: a request that says nothing of its origin.
      headers: Object.fromEntries(
        Object.entries({ Origin: site, ...(init.body === undefined ? {} : jsonHeaders), ...init.headers }).filter(
          ([, value]) => value !== '',
        ),
      ),
      ...(init.body === undefined
        ? {}
        : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
    });
  /** The token of the last link mailed to `to`. */
  const lastToken = (to = staffAddress) => {
    const mail = transport.sent.filter((entry) => entry.to === to).at(-1);
    return mail ? /[?&]token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] : undefined;
  };
  /** Signs the staff member in through the API; resolves with the `Cookie` header of the session. */
  const signIn = async (email = staffAddress) => {
    await call('/api/admin/session/link', { method: 'POST', body: { email } });
    await settle();
    const response = await call('/api/admin/session', { method: 'POST', body: { token: lastToken(email) } });
    const cookie = response.headers.get('Set-Cookie')?.split(';')[0];
    if (response.status !== 200 || !cookie) throw new Error(`Sign-in failed: ${response.status}`);
    return cookie;
  };
  /** How many pieces of work the requests so far left to run after their answers. */
  const deferred = () => tasks.length;
  return { ...context, transport, settle, deferred, call, lastToken, signIn };
}
