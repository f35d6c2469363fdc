// The little SQL the messages need, over two drivers: Node's built-in SQLite (sqlite.ts, Node only)
// and Cloudflare D1 (here, importable anywhere). Both speak SQLite, so one set of statements and one
// set of migrations serve both.

/** A value a statement can bind. */
export type SqlValue = string | number | null;

export interface SqlStatement {
  sql: string;
  params?: readonly SqlValue[];
}

/** An SQLite database, asynchronous so that D1 fits. */
export interface SqlDatabase {
  /** Runs one statement; `changes` is the number of rows it wrote. */
  run(sql: string, params?: readonly SqlValue[]): Promise<{ changes: number }>;
  all<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
  /** The first row, or undefined. */
  first<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row | undefined>;
  /** Runs one statement without parameters (a pragma, a `CREATE … IF NOT EXISTS`). */
  exec(sql: string): Promise<void>;
  /** Runs the statements in one transaction: all of them or none. */
  transaction(statements: readonly SqlStatement[]): Promise<void>;
}

/** The part of D1's binding (`env.DB`) the store uses. */
export interface D1Binding {
  prepare(sql: string): D1PreparedStatement;
  batch(statements: D1PreparedStatement[]): Promise<unknown[]>;
}

export interface D1PreparedStatement {
  bind(...values: unknown[]): D1PreparedStatement;
  run(): Promise<{ meta?: { changes?: number } }>;
  all<Row>(): Promise<{ results?: Row[] }>;
  first<Row>(): Promise<Row | null>;
}

/** Whether `value` looks like a D1 binding. */
export function isD1Binding(value: unknown): value is D1Binding {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as D1Binding).prepare === 'function' &&
    typeof (value as D1Binding).batch === 'function'
  );
}

/** D1 as a `SqlDatabase`: prepared statements only (D1's own `exec` splits on line breaks). */
export function d1Database(binding: D1Binding): SqlDatabase {
  const statement = (sql: string, params: readonly SqlValue[] = []) =>
    params.length > 0 ? binding.prepare(sql).bind(...params) : binding.prepare(sql);
  return {
    async run(sql, params) {
      const result = await statement(sql, params).run();
      return { changes: result.meta?.changes ?? 0 };
    },
    async all<Row>(sql: string, params?: readonly SqlValue[]) {
      const result = await statement(sql, params).all<Row>();
      return result.results ?? [];
    },
    async first<Row>(sql: string, params?: readonly SqlValue[]) {
      return (await statement(sql, params).first<Row>()) ?? undefined;
    },
    async exec(sql) {
      await statement(sql).run();
    },
    async transaction(statements) {
      // D1 runs a batch as one transaction.
      await binding.batch(statements.map(({ sql, params }) => statement(sql, params)));
    },
  };
}
