// The table of call outcomes (migration 195) behind server/http/idempotency.ts. Bodies travel as
// base64 text, as DMS contents do (dms/content.ts): PGlite converts bytea parameters slowly.
import { BYTEA_FROM_BASE64, toSqlBase64 } from '../dms/content';
import type { Queryable } from '../db/types';

/** One logical call of one caller. */
export interface CallKey {
  /** The login; '' for anonymous calls. */
  caller: string;
  correlationId: string;
  callId: string;
}

/** What a call answered: replayed as it was. */
export interface Outcome {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** A live entry: its fingerprint, how long it has existed, and its outcome once the call has answered. */
interface StoredCall {
  fingerprint: string;
  ageMs: number;
  outcome?: Outcome;
}

/** How long outcomes are kept (and a repeat answered from them). */
const KEEP = "interval '1 day'";

const KEY = 'caller = $1 AND correlation_id = $2 AND call_id = $3';

const keyParams = (key: CallKey) => [key.caller, key.correlationId, key.callId];

/**
 * Marks the call as running, atomically among all instances: true when this request owns it (no
 * entry, or only an expired one), false when another request got there first.
 */
export async function claimCall(db: Queryable, key: CallKey, fingerprint: string): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO idempotent_call AS c (caller, correlation_id, call_id, fingerprint) VALUES ($1, $2, $3, $4)
     ON CONFLICT (caller, correlation_id, call_id) DO UPDATE
       SET fingerprint = EXCLUDED.fingerprint, status = NULL, headers = NULL, body = NULL, created_at = now()
       WHERE c.created_at < now() - ${KEEP}
     RETURNING 1 AS claimed`,
    [...keyParams(key), fingerprint],
  );
  return rows.length > 0;
}

/** The live entry of a call, if any. */
export async function findCall(db: Queryable, key: CallKey): Promise<StoredCall | undefined> {
  const { rows } = await db.query<{ fingerprint: string; ageMs: number; status: number | null; headers: Record<string, string> | null; body: string | null }>(
    `SELECT fingerprint, (extract(epoch FROM now() - created_at) * 1000)::float8 AS "ageMs", status, headers, encode(body, 'base64') AS body
     FROM idempotent_call WHERE ${KEY} AND created_at >= now() - ${KEEP}`,
    keyParams(key),
  );
  const row = rows[0];
  if (!row) return undefined;
  const outcome = row.status === null ? undefined : { status: row.status, headers: row.headers ?? {}, body: Buffer.from(row.body ?? '', 'base64') };
  return { fingerprint: row.fingerprint, ageMs: row.ageMs, ...(outcome ? { outcome } : {}) };
}

/** Records the outcome of a claimed call. */
export async function storeOutcome(db: Queryable, key: CallKey, outcome: Outcome): Promise<void> {
  await db.query(
    `UPDATE idempotent_call SET status = $4, headers = $5::jsonb, body = ${BYTEA_FROM_BASE64('$6')} WHERE ${KEY} AND status IS NULL`,
    [...keyParams(key), outcome.status, JSON.stringify(outcome.headers), toSqlBase64(outcome.body)],
  );
}

/** Forgets a claimed call that answered nothing worth keeping: a repeat runs it again. */
export async function releaseCall(db: Queryable, key: CallKey): Promise<void> {
  await db.query(`DELETE FROM idempotent_call WHERE ${KEY} AND status IS NULL`, keyParams(key));
}

/** Drops expired outcomes (run with the other hourly purges). */
export async function purgeIdempotentCalls(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM idempotent_call WHERE created_at < now() - ${KEEP}`);
}
