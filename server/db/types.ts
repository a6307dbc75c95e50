/** Rows and the number of rows a statement touched. */
export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
}

/** Anything that runs one parameterized statement: the database or an open transaction. */
export interface Queryable {
  query<R extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
}

/** An open transaction: statements, and scripts without parameters. */
export interface Transaction extends Queryable {
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` once this transaction has committed, never when it rolls back: e.g. waking a job
   * runner for a job the transaction added, which no other session can see before the commit.
   */
  afterCommit(fn: () => void): void;
}

/** The one database interface the server uses, over PGlite or a PostgreSQL pool; same SQL for both. */
export interface Database extends Queryable {
  /** Which engine answers: embedded PGlite or a real PostgreSQL. */
  readonly kind: 'pglite' | 'pg';
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Flushes and closes; PGlite must be closed for its files to be consistent. */
  close(): Promise<void>;
}

/** The fields of a PostgreSQL error the server maps to HTTP answers (same for pg and PGlite). */
export interface PgErrorLike {
  code: string;
  constraint?: string;
  column?: string;
  detail?: string;
}

/** True for errors raised by PostgreSQL itself (they carry a five-character SQLSTATE). */
export function isPgError(error: unknown): error is PgErrorLike {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && 'severity' in error;
}
