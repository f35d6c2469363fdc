// The Node driver: Node's built-in SQLite (`node:sqlite`, no native package to build). Imported only
// by the Node adapter, never by the Cloudflare bundle, where `node:sqlite` does not exist.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqlDatabase, SqlValue } from './sql';

export interface SqliteDatabase extends SqlDatabase {
  close(): void;
}

const bind = (params: readonly SqlValue[] = []) => params as SQLInputValue[];

/** The driver is synchronous: its result, or its error, as a promise. */
function settle<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/**
 * Opens (or creates) the SQLite file at `file`, or an in-memory database for `:memory:`. WAL mode:
 * readers (the `messages` script) do not block the server's writes; NORMAL sync is durable across
 * a crash of the process, which is what a stored message needs.
 */
export function openSqliteDatabase(file: string): SqliteDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  // Another process (the messages script) may hold the file for a moment.
  db.exec('PRAGMA busy_timeout = 5000');
  // An erased message's text is overwritten on disk, not left in a free page for anyone with the file.
  db.exec('PRAGMA secure_delete = ON');
  return {
    run: (sql, params) => settle(() => ({ changes: Number(db.prepare(sql).run(...bind(params)).changes) })),
    all: <Row>(sql: string, params?: readonly SqlValue[]) =>
      settle(() => db.prepare(sql).all(...bind(params)) as Row[]),
    first: <Row>(sql: string, params?: readonly SqlValue[]) =>
      settle(() => db.prepare(sql).get(...bind(params)) as Row | undefined),
    exec: (sql) => settle(() => void db.exec(sql)),
    transaction: (statements) =>
      settle(() => {
        db.exec('BEGIN IMMEDIATE');
        try {
          for (const { sql, params } of statements) db.prepare(sql).run(...bind(params));
          db.exec('COMMIT');
        } catch (error) {
          db.exec('ROLLBACK');
          throw error;
        }
      }),
    close() {
      db.close();
    },
  };
}
