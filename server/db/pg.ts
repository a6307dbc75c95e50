import pg from 'pg';
import { AfterCommit } from './afterCommit';
import { PG_SESSION_OPTIONS } from './sessionSettings';
import type { Database, Queryable, QueryResult, Transaction } from './types';

function wrap(client: Pick<pg.Pool, 'query'> | pg.PoolClient): Queryable {
  return {
    async query<R extends object>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
      const result = await client.query<R & pg.QueryResultRow>(sql, params as unknown[]);
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
    },
  };
}

// bigint columns (history ids, counts) come back as numbers, as PGlite gives them, so both drivers
// answer alike; a value beyond 2^53 stays text rather than lose digits.
const INT8_OID = 20;
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID && format !== 'binary') {
      return (text: string) => {
        const n = Number(text);
        return Number.isSafeInteger(n) ? n : text;
      };
    }
    return pg.types.getTypeParser(oid, format);
  },
};

/** Opens a pool on a real PostgreSQL (`DATABASE_URL=postgres://…`). */
export async function openPg(connectionString: string): Promise<Database> {
  // Each new connection starts in the market's zone and with the planner's page cost
  // (sessionSettings.ts), before any statement runs.
  const pool = new pg.Pool({ connectionString, max: 10, options: PG_SESSION_OPTIONS, types });
  // An idle connection ended by the server (a restart, an administrator, a dropped test database)
  // is replaced at the next use; unheard, the pool's error event would end the process.
  pool.on('error', () => undefined);
  // Fail at start, not at the first request, when the database is unreachable.
  const probe = await pool.connect();
  probe.release();
  const base = wrap(pool);
  return {
    kind: 'pg',
    query: base.query,
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      const committed = new AfterCommit();
      try {
        await client.query('BEGIN');
        const tx: Transaction = {
          ...wrap(client),
          async exec(sql) {
            await client.query(sql);
          },
          afterCommit: (callback) => committed.add(callback),
        };
        const result = await fn(tx);
        await client.query('COMMIT');
        committed.run();
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
