// The one background job runner (issue 26 item 4). Jobs live in `background_job` (migration 196)
// and are shared by every server instance on the database:
// - a claim takes one due job with FOR UPDATE SKIP LOCKED, so two workers never take the same one,
//   and gives it a lease; a worker that dies leaves it to another once the lease runs out;
// - work that lasts renews the lease inside its own transactions (JobLease.hold), which also fences
//   off a worker whose lease was taken over: its transaction fails instead of writing twice;
// - a failed attempt waits an exponentially growing delay; past the attempt cap the job is FAILED
//   (the dead letter) and its kind writes the reason where its screen shows it.
import { randomUUID } from 'node:crypto';
import type { Database, Queryable, Transaction } from '../db/types';
import { listenLocally } from './queue';

/** A job as its handler sees it. */
interface Job {
  id: number;
  ref: string;
  payload: Record<string, unknown>;
  /** This attempt's number, from 1. */
  attempt: number;
}

/** Why a job failed: a message key with its parameters (shown translated) and the technical detail. */
export interface JobReason {
  key: string;
  params: Record<string, string | number>;
  detail: string;
  attempts: number;
}

/** Another worker holds the job now (this one's lease ran out): stop without writing. */
class LeaseLost extends Error {}

/** What a handler may do with its claim. */
export interface JobLease {
  /**
   * Renews the lease inside the work's transaction and keeps the job locked until it commits;
   * throws LeaseLost when the job is no longer this worker's.
   */
  hold(tx: Queryable): Promise<void>;
  /** True once the runner is stopping: the handler returns 'stopped' at its next safe point. */
  readonly stopping: boolean;
}

/** One kind of job: how it runs, how long a claim lasts, how often it is tried, where failure shows. */
export interface JobKind {
  kind: string;
  /** Does the work; 'stopped' hands the job back untouched (the runner is stopping). Throws to fail the attempt. */
  run(job: Job, lease: JobLease): Promise<void | 'stopped'>;
  /** Writes the final failure onto the work's own rows (in the transaction that marks the job FAILED). */
  deadLetter(tx: Transaction, job: Job, reason: JobReason): Promise<void>;
  /** How long a claim lasts without renewal. */
  leaseMs: number;
  /** Attempts before the job is given up. @default 5 */
  maxAttempts?: number;
  /** The delay after the first failed attempt, doubled after each further one, up to maxMs. @default 2 s … 10 min */
  backoff?: { firstMs: number; maxMs: number };
  /** How often idle runners look for due jobs. @default 2 s */
  pollMs?: number;
}

const DEFAULT_BACKOFF = { firstMs: 2000, maxMs: 600_000 };

/** The delay before attempt `failed + 1`, after `failed` failed attempts. */
function backoffMs(failed: number, backoff = DEFAULT_BACKOFF): number {
  return Math.min(backoff.maxMs, backoff.firstMs * 2 ** Math.max(0, failed - 1));
}

/** A failure as the dead letter keeps it: the shown reason is generic, the detail goes to the log and the job row. */
function reasonOf(error: unknown, attempts: number): JobReason {
  const detail = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  return { key: 'job.reason.error', params: {}, detail, attempts };
}

interface Claimed {
  id: string;
  ref: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/** Runs the jobs of one kind in this server instance, one at a time. */
export class JobRunner {
  private readonly worker = randomUUID();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private timerAt = Infinity;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private unlisten: (() => void) | undefined;
  private readonly waiters: (() => void)[] = [];

  constructor(
    private readonly db: Database,
    private readonly def: JobKind,
    private readonly logError: (error: unknown) => void = (error) => console.error(`${def.kind} job:`, error),
  ) {}

  /** Starts looking for due jobs now and every pollMs. */
  start(): void {
    this.unlisten = listenLocally(this.def.kind, this);
    this.nudge(0);
  }

  /** Looks for work after `delayMs` (the earliest wake wins). */
  nudge(delayMs = 0): void {
    if (this.stopped) return;
    const at = Date.now() + delayMs;
    if (this.running) {
      // A drain under way looks again when it ends; a later job gets its own wake-up.
      if (delayMs <= 0) this.again = true;
      else this.schedule(at);
      return;
    }
    this.schedule(at);
  }

  /** Resolves when no job is running here (tests). */
  idle(): Promise<void> {
    return this.running ? new Promise<void>((resolve) => this.waiters.push(resolve)) : Promise.resolve();
  }

  /** Stops taking jobs; the job under way ends at its next safe point and is handed back. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unlisten?.();
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private schedule(at: number): void {
    if (this.timer && this.timerAt <= at) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.timerAt = Infinity;
      this.kick();
    }, Math.max(0, at - Date.now()));
    this.timer.unref();
  }

  private kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => {
        if (!this.stopped) this.logError(error);
      })
      .finally(() => {
        this.running = undefined;
        for (const w of this.waiters.splice(0)) w();
        if (this.stopped) return;
        if (this.again) this.kick();
        else this.schedule(Date.now() + (this.def.pollMs ?? 2000));
      });
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      for (let job = await this.claim(); job && !this.stopped; job = await this.claim()) await this.runOne(job);
    } while (this.again && !this.stopped);
  }

  /** Takes the next due job whose lease (if any) ran out; counts the attempt. */
  private async claim(): Promise<Claimed | undefined> {
    if (this.stopped) return undefined;
    const { rows } = await this.db.query<Claimed>(
      `UPDATE background_job SET worker = $2, lease_until = now() + make_interval(secs => $3::float8 / 1000), attempts = attempts + 1
       WHERE id = (
         SELECT id FROM background_job
         WHERE kind = $1 AND stav = 'WAITING' AND run_after <= now() AND (lease_until IS NULL OR lease_until < now())
         ORDER BY run_after, id FOR UPDATE SKIP LOCKED LIMIT 1)
       RETURNING id::text, ref, payload, attempts`,
      [this.def.kind, this.worker, this.def.leaseMs],
    );
    return rows[0];
  }

  private async runOne(claimed: Claimed): Promise<void> {
    const job: Job = { id: Number(claimed.id), ref: claimed.ref, payload: claimed.payload, attempt: claimed.attempts };
    const max = this.def.maxAttempts ?? 5;
    if (job.attempt > max) {
      // The cap was reached by workers that died or stopped holding it: it is not run again.
      await this.fail(job, { key: 'job.reason.workerLost', params: {}, detail: 'lease expired on the last attempt', attempts: max });
      return;
    }
    let outcome: void | 'stopped';
    try {
      outcome = await this.def.run(job, this.lease(job));
    } catch (error) {
      if (error instanceof LeaseLost) return;
      if (this.stopped) {
        // Cut short by the stop (e.g. the database closing): not the job's fault.
        await this.release(job).catch(() => undefined);
        return;
      }
      this.logError(error);
      await this.fail(job, reasonOf(error, job.attempt));
      return;
    }
    if (outcome === 'stopped') await this.release(job);
    else await this.db.query('DELETE FROM background_job WHERE id = $1 AND worker = $2', [job.id, this.worker]);
  }

  private lease(job: Job): JobLease {
    const { worker, def } = this;
    const isStopped = () => this.stopped;
    return {
      async hold(tx) {
        const { rowCount } = await tx.query(
          `UPDATE background_job SET lease_until = now() + make_interval(secs => $3::float8 / 1000)
           WHERE id = $1 AND worker = $2 AND stav = 'WAITING'`,
          [job.id, worker, def.leaseMs],
        );
        if (rowCount !== 1) throw new LeaseLost();
      },
      get stopping() {
        return isStopped();
      },
    };
  }

  /** Hands the job back for another worker at once; the attempt does not count. */
  private async release(job: Job): Promise<void> {
    await this.db.query(
      `UPDATE background_job SET worker = NULL, lease_until = NULL, attempts = attempts - 1 WHERE id = $1 AND worker = $2 AND stav = 'WAITING'`,
      [job.id, this.worker],
    );
  }

  /** A failed attempt: wait and try again, or past the cap mark it FAILED with its reason. */
  private async fail(job: Job, reason: JobReason): Promise<void> {
    const max = this.def.maxAttempts ?? 5;
    await this.db.transaction(async (tx) => {
      if (reason.attempts < max) {
        const delay = backoffMs(reason.attempts, this.def.backoff);
        await tx.query(
          `UPDATE background_job SET worker = NULL, lease_until = NULL, run_after = now() + make_interval(secs => $3::float8 / 1000),
             reason_key = $4, reason_detail = $5
           WHERE id = $1 AND worker = $2 AND stav = 'WAITING'`,
          [job.id, this.worker, delay, reason.key, reason.detail],
        );
        // This runner tries it again when it is due, unless another one is quicker.
        this.schedule(Date.now() + delay);
        return;
      }
      const { rowCount } = await tx.query(
        `UPDATE background_job SET stav = 'FAILED', worker = NULL, lease_until = NULL, failed_at = now(), reason_key = $3, reason_detail = $4
         WHERE id = $1 AND worker = $2 AND stav = 'WAITING'`,
        [job.id, this.worker, reason.key, reason.detail],
      );
      if (rowCount === 1) await this.def.deadLetter(tx, job, reason);
    });
  }
}
