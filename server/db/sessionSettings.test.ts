import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/testDatabase';
import { SESSION_SETTINGS } from './sessionSettings';
import type { Database } from './types';

// Every session of the server's database (PGlite, or the PostgreSQL pool under test:server:pg)
// plans with the costs of storage where a random read costs about a sequential one.
let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => db.close());

describe('database session planner costs', () => {
  it('reads a random page at 1.1 sequential reads, on every pooled connection and in a transaction', async () => {
    const cost = async () => (await db.query<{ cost: string }>("SELECT current_setting('random_page_cost') AS cost")).rows[0]?.cost;
    // Several at once: a PostgreSQL pool answers them on different connections.
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => cost()));
    const inTransaction = await db.transaction(async (tx) => (await tx.query<{ cost: string }>("SELECT current_setting('random_page_cost') AS cost")).rows[0]?.cost);
    expect(new Set([...answers, inTransaction])).toEqual(new Set([SESSION_SETTINGS.random_page_cost]));
    expect(SESSION_SETTINGS.random_page_cost).toBe('1.1');
  });
});
