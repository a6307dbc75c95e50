// Request rate limits on @fastify/rate-limit, counted at `onRequest` (before any body is read) with
// the standard RateLimit-* and Retry-After headers. The counts live in the database, as the login
// throttle's do (auth/throttle.ts), so every instance on one database shares the same windows.
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../api/errors';
import type { Queryable } from '../db/types';

/** A fixed window per key in table `rate_limit`, counted atomically whichever instance counts. */
function databaseStore(db: Queryable): FastifyRateLimitStoreCtor {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      db.query<{ current: number; ttl: number }>(
        `INSERT INTO rate_limit AS r (key, hits, window_end) VALUES ($1, 1, now() + make_interval(secs => $2))
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN r.window_end <= now() THEN 1 ELSE r.hits + 1 END,
           window_end = CASE WHEN r.window_end <= now() THEN now() + make_interval(secs => $2) ELSE r.window_end END
         RETURNING hits AS current, greatest(0, extract(epoch FROM window_end - now()) * 1000)::float8 AS ttl`,
        [`rate:${key}`.slice(0, 300), timeWindow / 1000],
      ).then(
        ({ rows }) => callback(null, rows[0]),
        (error: Error) => callback(error),
      );
    }

    // Every route shares the one table; the route's groupId keeps its keys apart.
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/**
 * Lets routes of `context` (and its children) set `config.rateLimit` ({ max, timeWindow, groupId });
 * routes without it are not limited. Refusals are a translated JSON 429.
 */
export async function registerRateLimits(context: FastifyInstance, db: Queryable): Promise<void> {
  await context.register(rateLimit, {
    global: false,
    hook: 'onRequest',
    enableDraftSpec: true,
    store: databaseStore(db),
    errorResponseBuilder: (_request, { ttl }) =>
      new ApiError(429, 'error.tooManyRequests', [{ key: 'reason.retryAfter', params: { seconds: Math.max(1, Math.ceil(ttl / 1000)) } }]),
  });
}

/** Drops finished windows (run with the other hourly purges). */
export async function purgeRateLimits(db: Queryable): Promise<void> {
  await db.query("DELETE FROM rate_limit WHERE window_end < now() - interval '1 hour'");
}
