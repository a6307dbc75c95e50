import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult, Transaction } from './types';

function wrap(client: Pick<PGlite, 'query'>): Queryable {
  return {
    async query<R extends object>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
      const result = await client.query<R>(sql, params as unknown[]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  };
}

function wrapTransaction(tx: PgliteTransaction): Transaction {
  return {
    ...wrap(tx),
    async exec(sql) {
      await tx.exec(sql);
    },
  };
}

/**
 * Opens embedded PostgreSQL. `location` is a directory (created when missing) or `memory://`.
 */
export async function openPglite(location: string): Promise<Database> {
  if (!location.startsWith('memory://')) await mkdir(location, { recursive: true });
  // pg_trgm backs the trigram indexes of like() searches (migration 010); loaded on first use.
  const db = await PGlite.create(location, { extensions: { pg_trgm } });
  const base = wrap(db);
  return {
    kind: 'pglite',
    query: base.query,
    async exec(sql) {
      await db.exec(sql);
    },
    transaction(fn) {
      return db.transaction((tx) => fn(wrapTransaction(tx)));
    },
    async close() {
      if (!db.closed) await db.close();
    },
  };
}
