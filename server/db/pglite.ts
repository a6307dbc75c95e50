import { mkdir } from 'node:fs/promises';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Transaction as PgliteTransaction } from '@electric-sql/pglite';
import { AfterCommit } from './afterCommit';
import { SET_SESSION_SETTINGS } from './sessionSettings';
import type { Database, Queryable, QueryResult, Transaction } from './types';

function wrap(client: Pick<PGlite, 'query'>): Queryable {
  return {
    async query<R extends object>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
      const result = await client.query<R>(sql, params as unknown[]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  };
}

function wrapTransaction(tx: PgliteTransaction, committed: AfterCommit): Transaction {
  return {
    ...wrap(tx),
    async exec(sql) {
      await tx.exec(sql);
    },
    afterCommit: (callback) => committed.add(callback),
  };
}

/** An embedded database that can also be written out whole (tests copy one seeded database). */
export type PgliteDatabase = Database & { dumpDataDir: (compression?: 'gzip' | 'none') => Promise<Blob> };

/** How a new cluster is made and tuned (the tests' template keeps its write-ahead log small). */
export type PgliteTuning = Pick<PGliteOptions, 'initDbStartParams' | 'postgresqlconf'>;

/**
 * Opens embedded PostgreSQL. `location` is a directory (created when missing) or `memory://`;
 * `from` starts a memory database as a copy of a dumped one.
 */
export async function openPglite(location: string, from?: Blob, tuning: PgliteTuning = {}): Promise<PgliteDatabase> {
  if (!location.startsWith('memory://')) await mkdir(location, { recursive: true });
  // pg_trgm backs the trigram indexes of like() searches (migration 010); loaded on first use.
  const db = from
    ? await PGlite.create({ loadDataDir: from, extensions: { pg_trgm } })
    : await PGlite.create(location, { extensions: { pg_trgm }, ...tuning });
  // PGlite's one session keeps these settings for its life (sessionSettings.ts).
  await db.exec(SET_SESSION_SETTINGS);
  const base = wrap(db);
  return {
    kind: 'pglite',
    dumpDataDir: (compression = 'gzip') => db.dumpDataDir(compression),
    query: base.query,
    async exec(sql) {
      await db.exec(sql);
    },
    async transaction(fn) {
      const committed = new AfterCommit();
      const result = await db.transaction((tx) => fn(wrapTransaction(tx, committed)));
      committed.run();
      return result;
    },
    async close() {
      if (!db.closed) await db.close();
    },
  };
}
