import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { messageMigrations, migrate, splitStatements } from './migrations';
import { d1Database } from './sql';
import { openSqliteDatabase } from './sqlite';
import { MessageStore } from './store';
import { contactMessage, fakeD1, supportMessage, testClock } from './testing';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
const tempFile = () => {
  const folder = mkdtempSync(join(tmpdir(), 'messages-'));
  folders.push(folder);
  return join(folder, 'data', 'messages.sqlite');
};

describe('MessageStore on a SQLite file', () => {
  it('keeps messages and their delivery state across a restart', async () => {
    const file = tempFile();
    const clock = testClock();
    const first = openSqliteDatabase(file);
    const store = await MessageStore.open(first, { now: clock.now });
    const { id } = await store.add({ kind: 'contact', fields: contactMessage, idempotencyKey: 'k-1' });
    clock.advance(1_000);
    const support = await store.add({ kind: 'support', fields: supportMessage });
    await store.markSent(support.id, clock.now());
    first.close();

    const second = openSqliteDatabase(file);
    const reopened = await MessageStore.open(second, { now: clock.now });
    const { messages, total } = await reopened.list({ offset: 0, limit: 10 });
    expect(total).toBe(2);
    expect(messages.map((message) => message.id)).toEqual([support.id, id]);
    expect(messages[1]).toMatchObject({ ...contactMessage, kind: 'contact', delivery: { status: 'pending' } });
    expect(messages[0]?.delivery).toMatchObject({ status: 'sent', sentAt: '2026-11-28T09:00:01.000Z' });
    // The key still finds the first message after the restart.
    expect(await reopened.add({ kind: 'contact', fields: contactMessage, idempotencyKey: 'k-1' })).toEqual({
      id,
      duplicate: true,
    });
    const journal = (await second.first<{ journal_mode: string }>('PRAGMA journal_mode'))?.journal_mode;
    expect(journal).toBe('wal');
    second.close();
  });

  it('applies each migration once, however often it is opened', async () => {
    const file = tempFile();
    for (let index = 0; index < 3; index += 1) {
      const db = openSqliteDatabase(file);
      await MessageStore.open(db);
      const applied = await db.all<{ name: string }>('SELECT name FROM schema_migrations');
      expect(applied.map((row) => row.name)).toEqual(messageMigrations.map((migration) => migration.name));
      db.close();
    }
  });
});

describe('MessageStore on D1', () => {
  it('runs the same migrations through prepared statements and stores, dedupes and lists', async () => {
    const binding = fakeD1();
    const clock = testClock();
    const store = await MessageStore.open(d1Database(binding), { now: clock.now });
    const created = binding.statements.filter((sql) => sql.startsWith('CREATE'));
    expect(created).toEqual(
      expect.arrayContaining([
        expect.stringContaining('CREATE TABLE messages'),
        expect.stringContaining('CREATE INDEX messages_due'),
      ]),
    );
    const first = await store.add({ kind: 'contact', fields: contactMessage });
    expect(first.duplicate).toBe(false);
    expect(await store.add({ kind: 'contact', fields: contactMessage })).toEqual({ id: first.id, duplicate: true });
    clock.advance(10);
    const key = await store.add({ kind: 'support', fields: supportMessage, idempotencyKey: 'abc' });
    expect(await store.add({ kind: 'support', fields: supportMessage, idempotencyKey: 'abc' })).toEqual({
      id: key.id,
      duplicate: true,
    });
    const { messages, total } = await store.list({ offset: 0, limit: 10 });
    expect(total).toBe(2);
    expect(messages.map((message) => message.kind)).toEqual(['support', 'contact']);
    // A second isolate opening the same database finds the schema in place.
    await MessageStore.open(d1Database(binding));
  });

  it('leaves no half-applied migration when one fails', async () => {
    const db = new DatabaseSync(':memory:');
    db.exec('CREATE TABLE messages (id TEXT)');
    await expect(MessageStore.open(d1Database(fakeD1(db)))).rejects.toThrow();
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'messages_by_date'").get()).toBeUndefined();
  });
});

describe('the inbox migration over a database already in use', () => {
  it('indexes the messages stored before it, and gives them the status « new »', async () => {
    const old = openSqliteDatabase(':memory:');
    await migrate(old, messageMigrations.slice(0, 1));
    await old.run(
      "INSERT INTO messages (id, kind, name, email, subject, message, created_at, fingerprint) VALUES ('m1', 'contact', 'Aina', 'aina@example.mg', 'Devis', 'Un site de cinq pages', '2026-11-01T08:00:00.000Z', 'f')",
    );
    const store = await MessageStore.open(old);
    const { messages } = await store.search({ q: 'cinq' }, { offset: 0, limit: 10 });
    expect(messages.map((message) => [message.id, message.status])).toEqual([['m1', 'new']]);
    old.close();
  });
});

describe('splitStatements', () => {
  it('drops comments and splits at the semicolons that end a line', () => {
    expect(splitStatements('-- a note\nCREATE TABLE a (x TEXT);\n\nCREATE INDEX b ON a (x);\n')).toEqual([
      'CREATE TABLE a (x TEXT)',
      'CREATE INDEX b ON a (x)',
    ]);
  });
});
