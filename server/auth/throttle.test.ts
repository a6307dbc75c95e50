import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import type { Database } from '../db/types';
import { openTestDatabase } from '../testing/testDatabase';
import { ACCOUNT_LOGIN, clearFailures, delaySeconds, recordFailure, waitSeconds, type ThrottlePolicy } from './throttle';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
});
afterAll(async () => db.close());

describe('throttle', () => {
  it('doubles the wait past the free failures, up to the cap', () => {
    expect([1, 5, 6, 7, 8, 9, 12].map((f) => delaySeconds(f, ACCOUNT_LOGIN))).toEqual([0, 0, 1, 2, 4, 8, 30]);
  });

  it('lets the free failures pass, then makes the key wait, then locks it', async () => {
    const key = 'login:jana';
    for (let i = 0; i < ACCOUNT_LOGIN.freeFailures; i++) await recordFailure(db, key, ACCOUNT_LOGIN);
    expect(await waitSeconds(db, key, ACCOUNT_LOGIN)).toBe(0);
    await recordFailure(db, key, ACCOUNT_LOGIN);
    expect(await waitSeconds(db, key, ACCOUNT_LOGIN)).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 4; i++) await recordFailure(db, key, ACCOUNT_LOGIN);
    const locked = await waitSeconds(db, key, ACCOUNT_LOGIN);
    expect(locked).toBeGreaterThan(ACCOUNT_LOGIN.lockSeconds - 5);
    expect(locked).toBeLessThanOrEqual(ACCOUNT_LOGIN.lockSeconds);
    // Another key is not touched; a success forgets the failures.
    expect(await waitSeconds(db, 'login:peter', ACCOUNT_LOGIN)).toBe(0);
    await clearFailures(db, key);
    expect(await waitSeconds(db, key, ACCOUNT_LOGIN)).toBe(0);
  });

  it('counts concurrent failures exactly (one row per key, updated atomically)', async () => {
    const policy: ThrottlePolicy = { ...ACCOUNT_LOGIN, lockAfter: 1000 };
    await Promise.all(Array.from({ length: 25 }, () => recordFailure(db, 'login-ip:10.0.0.7', policy)));
    const { rows } = await db.query<{ failures: number }>("SELECT failures FROM throttle WHERE key = 'login-ip:10.0.0.7'");
    expect(rows[0]?.failures).toBe(25);
  });

  it('forgets failures older than its window', async () => {
    const key = 'login:stary';
    for (let i = 0; i < 8; i++) await recordFailure(db, key, ACCOUNT_LOGIN);
    await db.query("UPDATE throttle SET first_failure = now() - interval '1 hour', last_failure = now() - interval '1 hour' WHERE key = $1", [key]);
    expect(await waitSeconds(db, key, ACCOUNT_LOGIN)).toBe(0);
    await recordFailure(db, key, ACCOUNT_LOGIN);
    const { rows } = await db.query<{ failures: number }>('SELECT failures FROM throttle WHERE key = $1', [key]);
    expect(rows[0]?.failures).toBe(1);
  });
});
