import type { Queryable } from '../db/types';

/** How a kind of attempt is slowed down and locked (issue 16). */
export interface ThrottlePolicy {
  /** Failures older than this are forgotten. */
  windowSeconds: number;
  /** Failures allowed before any delay. */
  freeFailures: number;
  /** Each failure past the free ones doubles the wait before the next attempt, up to this. */
  maxDelaySeconds: number;
  /** At this many failures in the window the key is locked… */
  lockAfter: number;
  /** …for this long. */
  lockSeconds: number;
}

/** Wrong passwords of one account: 5 free, then 1, 2, 4… s, then 15 minutes locked at 10. */
export const ACCOUNT_LOGIN: ThrottlePolicy = { windowSeconds: 15 * 60, freeFailures: 5, maxDelaySeconds: 30, lockAfter: 10, lockSeconds: 15 * 60 };

/** Wrong passwords from one client address (many accounts, one guesser; a shared NAT gets room). */
export const ADDRESS_LOGIN: ThrottlePolicy = { windowSeconds: 15 * 60, freeFailures: 20, maxDelaySeconds: 30, lockAfter: 50, lockSeconds: 15 * 60 };

/** Self-registrations from one client address: 10 an hour. */
export const ADDRESS_REGISTRATION: ThrottlePolicy = { windowSeconds: 60 * 60, freeFailures: 10, maxDelaySeconds: 0, lockAfter: 10, lockSeconds: 60 * 60 };

/** Seconds a key must wait after `failures` failures, the last at `last` (ms), under a policy. */
export function delaySeconds(failures: number, policy: ThrottlePolicy): number {
  if (failures <= policy.freeFailures) return 0;
  return Math.min(policy.maxDelaySeconds, 2 ** (failures - policy.freeFailures - 1));
}

/** How many seconds the key must still wait before its next attempt (0: it may try now). */
export async function waitSeconds(db: Queryable, key: string, policy: ThrottlePolicy): Promise<number> {
  const { rows } = await db.query<{ failures: number; sinceLast: number; lockedFor: number | null; expired: boolean }>(
    `SELECT failures, extract(epoch FROM now() - last_failure)::float8 AS "sinceLast",
            extract(epoch FROM locked_until - now())::float8 AS "lockedFor",
            first_failure < now() - make_interval(secs => $2) AS expired
     FROM throttle WHERE key = $1`,
    [key, policy.windowSeconds],
  );
  const row = rows[0];
  if (!row) return 0;
  if (row.lockedFor !== null && row.lockedFor > 0) return Math.ceil(row.lockedFor);
  if (row.expired) return 0;
  return Math.max(0, Math.ceil(delaySeconds(row.failures, policy) - row.sinceLast));
}

/** Counts one failure (atomically, whichever instance records it); locks the key at the policy's limit. */
export async function recordFailure(db: Queryable, key: string, policy: ThrottlePolicy): Promise<void> {
  await db.query(
    `INSERT INTO throttle AS t (key, failures, first_failure, last_failure) VALUES ($1, 1, now(), now())
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN t.first_failure < now() - make_interval(secs => $2) THEN 1 ELSE t.failures + 1 END,
       first_failure = CASE WHEN t.first_failure < now() - make_interval(secs => $2) THEN now() ELSE t.first_failure END,
       last_failure = now(),
       locked_until = CASE
         WHEN (CASE WHEN t.first_failure < now() - make_interval(secs => $2) THEN 1 ELSE t.failures + 1 END) >= $3
         THEN now() + make_interval(secs => $4) ELSE t.locked_until END`,
    [key, policy.windowSeconds, policy.lockAfter, policy.lockSeconds],
  );
}

/** Forgets a key's failures (a successful login). */
export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM throttle WHERE key = $1', [key]);
}

/** Drops what no window remembers any more (run with the other hourly purges). */
export async function purgeThrottle(db: Queryable): Promise<void> {
  await db.query("DELETE FROM throttle WHERE last_failure < now() - interval '1 day' AND (locked_until IS NULL OR locked_until < now())");
}

/** The throttle keys of one login attempt: the account (case-insensitive) and the client address. */
export function loginKeys(login: string, address: string): { account: string; address: string } {
  return { account: `login:${login.trim().toLowerCase().slice(0, 200)}`, address: `login-ip:${address.slice(0, 80)}` };
}
