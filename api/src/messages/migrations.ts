// The schema, one migration set for SQLite on Node and D1 on Cloudflare, applied by the same code at
// startup: a fresh server or `wrangler pages dev` needs no manual step. A migration is never edited
// once shipped; a change is a new file, listed here in order.
import messages0001 from '../../migrations/0001_messages.sql';
import inbox0002 from '../../migrations/0002_inbox.sql';
import type { SqlDatabase, SqlStatement } from './sql';

export interface Migration {
  /** The file's name, recorded in `schema_migrations` once applied. */
  name: string;
  sql: string;
}

export const messageMigrations: readonly Migration[] = [
  { name: '0001_messages', sql: messages0001 },
  { name: '0002_inbox', sql: inbox0002 },
];

/**
 * A migration's statements: full-line `--` comments dropped, split at each `;` that ends a line.
 * Enough for the schema's own files, which keep to that shape.
 */
export function splitStatements(sql: string): string[] {
  const lines = sql.split(/\r?\n/).filter((line) => !line.trim().startsWith('--'));
  return lines
    .join('\n')
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.trim())
    .filter(Boolean);
}

/**
 * Applies the migrations not yet recorded, each in one transaction with its record. Two servers
 * starting at once (two isolates on Cloudflare) may race: the loser's transaction fails, and it
 * checks that the winner applied the migration before going on.
 */
export async function migrate(db: SqlDatabase, migrations: readonly Migration[] = messageMigrations): Promise<void> {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(
    (await db.all<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
  );
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    const statements: SqlStatement[] = splitStatements(migration.sql).map((sql) => ({ sql }));
    statements.push({
      sql: 'INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)',
      params: [migration.name, new Date().toISOString()],
    });
    try {
      await db.transaction(statements);
    } catch (error) {
      const done = await db.first('SELECT name FROM schema_migrations WHERE name = ?', [migration.name]);
      if (!done) throw error;
    }
  }
}
