import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketToday, MARKET_TIME_ZONE } from '../../engine/core/validation/marketDay';
import { openTestDatabase } from '../testing/testDatabase';
import { isoUtcSql } from './sessionZone';
import type { Database } from './types';

// Every session of the server's database (PGlite, or the PostgreSQL pool under test:server:pg)
// counts days in the market's zone: 23:30 UTC in November is already the next Slovak day.
let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => db.close());

async function dayOf(instant: string): Promise<string> {
  const { rows } = await db.query<{ d: string }>('SELECT ($1::timestamptz)::date::text AS d', [instant]);
  return rows[0]?.d ?? '';
}

describe('database session time zone', () => {
  it('is the market zone', async () => {
    const { rows } = await db.query<{ zone: string }>("SELECT current_setting('TimeZone') AS zone");
    expect(rows[0]?.zone).toBe(MARKET_TIME_ZONE);
  });

  it('casts a timestamp late in the UTC evening to the next Slovak day, in winter and in summer', async () => {
    expect(await dayOf('2026-11-26T23:30:00Z')).toBe('2026-11-27');
    expect(await dayOf('2026-11-26T22:59:00Z')).toBe('2026-11-26');
    expect(await dayOf('2026-07-26T22:30:00Z')).toBe('2026-07-27');
    expect(await dayOf('2026-07-26T21:59:00Z')).toBe('2026-07-26');
    const { rows } = await db.query<{ d: string }>("SELECT ('2026-11-26T23:30:00Z'::timestamptz)::date::text AS d");
    expect(rows[0]?.d).toBe(marketToday(new Date('2026-11-26T23:30:00Z')));
  });

  it('has current_date equal to marketToday, also in a transaction and on every pooled connection', async () => {
    const before = marketToday();
    const today = async () => (await db.query<{ d: string }>('SELECT current_date::text AS d')).rows[0]?.d;
    // Several at once: a PostgreSQL pool answers them on different connections.
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => today()));
    const inTransaction = await db.transaction(async (tx) => (await tx.query<{ d: string }>('SELECT current_date::text AS d')).rows[0]?.d);
    const after = marketToday();
    // Midnight may pass between the calls: either side of it is right, nothing else.
    for (const day of [...answers, inTransaction]) expect([before, after]).toContain(day);
  });

  it('keeps instants: a timestamp goes in and comes out as the same moment, and isoUtcSql prints it in UTC', async () => {
    const instant = '2026-11-26T23:30:00.000Z';
    const { rows } = await db.query<{ t: Date; iso: string }>(`SELECT $1::timestamptz AS t, ${isoUtcSql('$1::timestamptz')} AS iso`, [instant]);
    expect(new Date(rows[0]?.t ?? 0).toISOString()).toBe(instant);
    expect(rows[0]?.iso).toBe('2026-11-26T23:30:00Z');
  });
});
