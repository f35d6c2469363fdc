// Shared by the messages' tests: a store in memory, the app over it, a clock the test moves.
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { MessageFields } from '@company/contract/messages';
import { createMessagesApp, type MessagesAppOptions, type MessagesLogger } from './app';
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

export async function setUp(overrides: Partial<MessagesAppOptions> = {}) {
  const clock = testClock();
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
