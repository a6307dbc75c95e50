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
  /** A background completion not finished in this time is taken over by another instance. @default 30 s */
  staleAfterMs?: number;
  /** How often an idle instance looks for due background completions. @default 2 s */
  pollMs?: number;
  /** Where background failures that are not business refusals are logged. */
  logError?: (error: unknown) => void;
}

/**
 * The process engine the routes use, made of four parts: the state machine (stateMachine.ts:
 * start, complete, reasons, the background half of async actions), the inbox queries (inbox.ts:
 * an activity, the lists, their counts, notes), the authorisation (authorisation.ts: who sees and
 * works what) and the scheduler (scheduler.ts: background completions as jobs, across instances).
 */
export class ProcessEngine {
  private readonly auth: ActivityAuthorisation;
  private readonly machine: ProcessStateMachine;
  private readonly queries: InboxQueries;
  private readonly scheduler: CompletionScheduler;

  constructor(db: Database, options: EngineOptions = {}) {
    this.auth = new ActivityAuthorisation(db);
    this.scheduler = new CompletionScheduler(db, (id, lang) => this.machine.finishAsync(id, lang), {
      delayMs: options.asyncDelayMs ?? 1500,
      leaseMs: options.staleAfterMs ?? 30_000,
      pollMs: options.pollMs ?? 2000,
      ...(options.logError ? { logError: options.logError } : {}),
    });
    this.machine = new ProcessStateMachine(db, this.auth, { closed: () => this.scheduler.closed, enqueue: (tx, id, lang) => this.scheduler.enqueue(tx, id, lang) }, options.logError);
    this.queries = new InboxQueries(db, this.auth);
  }

  /** Runs background completions in this instance (those of every instance that are due). */
  startBackground(): void {
    this.scheduler.start();
  }

  /** Stops running background completions here (another instance or the next start runs them). */
  close(): Promise<void> {
    return this.scheduler.close();
  }

  /** Starts a process for the caller; answers the first activity (spec 7: {activityId, code}). */
  start(...args: Parameters<ProcessStateMachine['start']>) {
    return this.machine.start(...args);
  }

  /** Completes an activity with an action; an async one finishes in the background. */
  complete(id: number, actionCode: string, caller: Caller): Promise<{ async: boolean; message: string | null }> {
    return this.machine.complete(id, actionCode, caller);
  }

  /** Saves the return or decline reason of the activity's process; answers the activity. */
  async saveReason(id: number, text: unknown, caller: Caller): Promise<ApiActivity> {
    await this.machine.saveReason(id, text, caller);
    return this.queries.read(id, caller);
  }

  /** The background half of an async completion (normally run by the scheduler's jobs). */
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
