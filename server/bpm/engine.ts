import type { Database, Queryable } from '../db/types';
import type { Lang } from '../i18n/messages';
import type { ApiActivity } from './activityRow';
import { ActivityAuthorisation } from './authorisation';
import type { Caller } from './caller';
import type { EntityEdit } from './definitions/types';
import { InboxQueries, type InboxList } from './inbox';
import { CompletionScheduler } from './scheduler';
import { ProcessStateMachine } from './stateMachine';

export type { InboxList } from './inbox';

/** Options of the engine. */
export interface EngineOptions {
  /** Delay before a background completion runs, so its progress can be seen. @default 1500 */
  asyncDelayMs?: number;
  /** Where background failures that are not business refusals are logged. */
  logError?: (error: unknown) => void;
}

/**
 * The process engine the routes use, made of four parts: the state machine (stateMachine.ts:
 * start, complete, reasons, the background half of async actions), the inbox queries (inbox.ts:
 * an activity, the lists, their counts, notes), the authorisation (authorisation.ts: who sees and
 * works what) and the scheduler (scheduler.ts: when background completions run, across instances).
 */
export class ProcessEngine {
  private readonly auth: ActivityAuthorisation;
  private readonly machine: ProcessStateMachine;
  private readonly queries: InboxQueries;
  private readonly scheduler: CompletionScheduler;

  constructor(db: Database, options: EngineOptions = {}) {
    this.auth = new ActivityAuthorisation(db);
    this.machine = new ProcessStateMachine(db, this.auth, () => this.scheduler.closed, options.logError);
    this.queries = new InboxQueries(db, this.auth);
    this.scheduler = new CompletionScheduler(db, (id, lang) => this.machine.finishAsync(id, lang), options.asyncDelayMs ?? 1500);
  }

  /** Stops pending background completions (they resume at the next start). */
  close(): void {
    this.scheduler.close();
  }

  /** Finishes background completions another instance left unfinished (scheduler.ts). */
  sweepStale(staleAfterMs: number): Promise<number> {
    return this.scheduler.sweepStale(staleAfterMs);
  }

  /** Schedules background completions left FINISHING by a previous run. */
  resumeFinishing(): Promise<number> {
    return this.scheduler.resumeFinishing();
  }

  /** Starts a process for the caller; answers the first activity (spec 7: {activityId, code}). */
  start(...args: Parameters<ProcessStateMachine['start']>) {
    return this.machine.start(...args);
  }

  /** Completes an activity with an action; an async one finishes in the background. */
  async complete(id: number, actionCode: string, caller: Caller): Promise<{ async: boolean; message: string | null }> {
    const result = await this.machine.complete(id, actionCode, caller);
    if (result.async) this.scheduler.schedule(id, caller.lang);
    return result;
  }

  /** Saves the return or decline reason of the activity's process; answers the activity. */
  async saveReason(id: number, text: unknown, caller: Caller): Promise<ApiActivity> {
    await this.machine.saveReason(id, text, caller);
    return this.queries.read(id, caller);
  }

  /** The background half of an async completion (normally run by the scheduler). */
  finishAsync(activityId: number, lang: Lang): Promise<void> {
    return this.machine.finishAsync(activityId, lang);
  }

  read(id: number, caller: Caller): Promise<ApiActivity> {
    return this.queries.read(id, caller);
  }

  readByCode(code: string, caller: Caller): Promise<ApiActivity> {
    return this.queries.readByCode(code, caller);
  }

  actions(id: number, caller: Caller) {
    return this.queries.actions(id, caller);
  }

  addNote(processId: number, text: unknown, caller: Caller): Promise<{ id: number }> {
    return this.queries.addNote(processId, text, caller);
  }

  inbox(caller: Caller, list: InboxList, department?: string): Promise<ApiActivity[]> {
    return this.queries.inbox(caller, list, department);
  }

  counts(caller: Caller): Promise<{ activityCategory: string; count: number }[]> {
    return this.queries.counts(caller);
  }

  /** Throws unless the caller has an open, workable activity on this entity whose task allows `edit`. */
  requireEditable(tx: Queryable, entityType: string, entityId: number, caller: Caller, edit: EntityEdit, notEditableKey?: string): Promise<void> {
    return this.auth.requireEditable(tx, entityType, entityId, caller, edit, notEditableKey);
  }
}
