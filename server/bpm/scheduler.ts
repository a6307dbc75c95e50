import type { Database } from '../db/types';
import type { Lang } from '../i18n/messages';

/** Finishes one background completion (the state machine's finishAsync). */
export type FinishAsync = (activityId: number, lang: Lang) => Promise<void>;

/**
 * When background completions run: after a short delay in this instance, again at the next start
 * for those left FINISHING, and by the sweep for those another instance left unfinished.
 */
export class CompletionScheduler {
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly finish: FinishAsync,
    private readonly delayMs: number,
  ) {}

  /** Whether close() was called: nothing new is scheduled or written back. */
  get closed(): boolean {
    return this.stopped;
  }

  /** Stops pending background completions (they resume at the next start). */
  close(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /**
   * Finishes background completions that no instance is finishing any more (their instance died or
   * stopped before its timer fired): those FINISHING for longer than `staleAfterMs`. Several server
   * instances may sweep at once: each completion is claimed in the database (`SKIP LOCKED`) and
   * re-checked under its lock, so it is finished exactly once and never lost.
   */
  async sweepStale(staleAfterMs: number): Promise<number> {
    const { rows } = await this.db.query<{ id: number }>(
      `SELECT id_activity AS id FROM activity
       WHERE status_code = 'FINISHING' AND process_id IS NOT NULL AND async_started_at < now() - make_interval(secs => $1::float8 / 1000)
       ORDER BY id_activity LIMIT 100`,
      [staleAfterMs],
    );
    for (const row of rows) {
      if (this.stopped) break;
      await this.finish(row.id, 'sk');
    }
    return rows.length;
  }

  /** Schedules background completions left FINISHING by a previous run. */
  async resumeFinishing(): Promise<number> {
    const { rows } = await this.db.query<{ id: number }>("SELECT id_activity AS id FROM activity WHERE status_code = 'FINISHING' AND process_id IS NOT NULL");
    for (const row of rows) this.schedule(row.id, 'sk');
    return rows.length;
  }

  /** Finishes the completion after the delay. */
  schedule(activityId: number, lang: Lang): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.finish(activityId, lang);
    }, this.delayMs);
    this.timers.add(timer);
  }
}
