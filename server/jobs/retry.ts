// The operator's retry of a failed background job (the core screen of failed jobs,
// server/model/backgroundJob.ts). A job between attempts is simply due now. A dead-lettered job
// (FAILED) gets a fresh attempt count, but only after its kind has reopened the work its dead
// letter closed (e.g. a notification's items marked failed): without that the job would find
// nothing to do. A kind that cannot reopen its work is not retried here.
import type { Transaction } from '../db/types';
import { wakeRunners } from './queue';

/** Puts the work a kind's dead letter closed back in the state its job expects; false when there is none left. */
export type ReopenWork = (tx: Transaction, ref: string) => Promise<boolean>;

/** What a retry did, or why it did not. */
export type RetryOutcome = 'retried' | 'missing' | 'running' | 'notRetryable' | 'alreadyWaiting' | 'workGone';

/** Retries job `id` inside the caller's transaction; its kind's runners are woken after the commit. */
export async function retryJob(tx: Transaction, id: number, reopeners: ReadonlyMap<string, ReopenWork>): Promise<RetryOutcome> {
  const { rows } = await tx.query<{ kind: string; ref: string; stav: string; leased: boolean }>(
    `SELECT kind, ref, stav, coalesce(lease_until >= now(), false) AS leased FROM background_job WHERE id = $1 FOR UPDATE`,
    [id],
  );
  const job = rows[0];
  if (!job) return 'missing';
  if (job.stav === 'WAITING') {
    if (job.leased) return 'running';
    await tx.query('UPDATE background_job SET run_after = now() WHERE id = $1', [id]);
  } else {
    const reopen = reopeners.get(job.kind);
    if (!reopen) return 'notRetryable';
    const live = await tx.query(`SELECT 1 FROM background_job WHERE kind = $1 AND ref = $2 AND stav = 'WAITING'`, [job.kind, job.ref]);
    if (live.rows.length > 0) return 'alreadyWaiting';
    if (!(await reopen(tx, job.ref))) return 'workGone';
    // The last reason stays until an attempt succeeds (the job is then deleted).
    await tx.query(
      `UPDATE background_job SET stav = 'WAITING', attempts = 0, run_after = now(), failed_at = NULL, worker = NULL, lease_until = NULL WHERE id = $1`,
      [id],
    );
  }
  wakeRunners(tx, job.kind, 0);
  return 'retried';
}
