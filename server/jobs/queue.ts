// The job table's writes that the work's own code makes: adding a job in the transaction that
// creates its work, so that the work and its job are committed together or not at all.
import type { Database, Transaction } from '../db/types';

/** Runners of this process by kind, woken when a job of their kind was added here. */
const localRunners = new Map<string, Set<{ nudge(delayMs?: number): void }>>();

/** Registers a runner to be woken by enqueueJob (runner.ts). */
export function listenLocally(kind: string, runner: { nudge(delayMs?: number): void }): () => void {
  const set = localRunners.get(kind) ?? new Set();
  localRunners.set(kind, set);
  set.add(runner);
  return () => set.delete(runner);
}

/**
 * Wakes this process's runners of `kind` after `delayMs`: at once when `db` is the database (its
 * statement has committed), else once the transaction commits. Woken earlier, a runner could look
 * before the commit, find nothing and sleep a whole poll interval.
 */
export function wakeRunners(db: Database | Transaction, kind: string, delayMs: number): void {
  const wake = () => {
    for (const runner of localRunners.get(kind) ?? []) runner.nudge(delayMs);
  };
  if ('afterCommit' in db) db.afterCommit(wake);
  else wake();
}

/**
 * Adds a job of `kind` for the work `ref` (inside the caller's transaction), due after `delayMs`.
 * A job already waiting for the same work is kept: one live job per piece of work.
 */
export async function enqueueJob(db: Database | Transaction, kind: string, ref: string | number, options: { payload?: object; delayMs?: number } = {}): Promise<void> {
  const delayMs = options.delayMs ?? 0;
  await db.query(
    `INSERT INTO background_job (kind, ref, payload, run_after) VALUES ($1, $2, $3::jsonb, now() + make_interval(secs => $4::float8 / 1000))
     ON CONFLICT (kind, ref) WHERE stav = 'WAITING' DO NOTHING`,
    [kind, String(ref), JSON.stringify(options.payload ?? {}), delayMs],
  );
  wakeRunners(db, kind, delayMs);
}
