import type { Database, Transaction } from '../db/types';
import { translate, type Lang } from '../i18n/messages';
import { enqueueJob } from '../jobs/queue';
import { JobRunner } from '../jobs/runner';

/** Finishes one background completion (the state machine's finishAsync). */
export type FinishAsync = (activityId: number, lang: Lang) => Promise<void>;

const KIND = 'bpm.finish';

/** When background completions run and how long one may take before another instance takes it over. */
interface SchedulerOptions {
  /** Delay before a completion runs, so its progress can be seen. */
  delayMs: number;
  /** A claimed completion not finished in this time is taken over by another instance. */
  leaseMs: number;
  /** How often an idle instance looks for due completions (also those another instance left). */
  pollMs: number;
  logError?: (error: unknown) => void;
}

const langOf = (payload: Record<string, unknown>): Lang => (payload.lang === 'en' || payload.lang === 'cs' ? payload.lang : 'sk');

/**
 * Background completions as jobs of the shared runner (server/jobs/): the job is added with the
 * FINISHING state in one transaction, runs after the delay in whichever instance claims it first,
 * and is taken over by another instance when its instance dies. A completion that keeps failing
 * for technical reasons goes back to its worker (ACTIVE) with the reason, after the attempt cap.
 */
export class CompletionScheduler {
  private runner: JobRunner | undefined;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly finish: FinishAsync,
    private readonly options: SchedulerOptions,
  ) {}

  /** Whether close() was called: nothing new is run or written back. */
  get closed(): boolean {
    return this.stopped;
  }

  /** Adds the completion's job (inside the transaction that sets FINISHING). */
  enqueue(tx: Transaction, activityId: number, lang: Lang): Promise<void> {
    return enqueueJob(tx, KIND, activityId, { payload: { lang }, delayMs: this.options.delayMs });
  }

  /** Starts running due completions in this instance. */
  start(): void {
    if (this.stopped || this.runner) return;
    const stillFinishing = async (id: number) =>
      (await this.db.query("SELECT 1 FROM activity WHERE id_activity = $1 AND status_code = 'FINISHING'", [id])).rows.length > 0;
    this.runner = new JobRunner(
      this.db,
      {
        kind: KIND,
        leaseMs: this.options.leaseMs,
        pollMs: this.options.pollMs,
        maxAttempts: 5,
        backoff: { firstMs: 1000, maxMs: 60_000 },
        run: async (job, lease) => {
          const id = Number(job.ref);
          await this.finish(id, langOf(job.payload));
          // finishAsync ends every outcome it can write itself; still FINISHING means it could not.
          if (!(await stillFinishing(id))) return;
          if (lease.stopping) return 'stopped';
          throw new Error(`activity ${id} is still finishing`);
        },
        deadLetter: async (tx, job, reason) => {
          const lang = langOf(job.payload);
          const text = translate(lang, 'job.gaveUp', { count: reason.attempts, reason: translate(lang, reason.key, reason.params) });
          await tx.query(
            `UPDATE activity SET status_code = 'ACTIVE', async_error_message = $2, completed_by = NULL, async_started_at = NULL
             WHERE id_activity = $1 AND status_code = 'FINISHING'`,
            [Number(job.ref), text.slice(0, 1000)],
          );
        },
      },
      this.options.logError,
    );
    this.runner.start();
  }

  /** Stops running completions here (another instance, or the next start, runs them). */
  async close(): Promise<void> {
    this.stopped = true;
    await this.runner?.stop();
  }
}
