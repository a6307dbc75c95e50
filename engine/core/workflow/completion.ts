import type { Activity } from './types';

/** Poll interval of an asynchronous completion (spec 9). */
export const COMPLETION_POLL_MS = 1000;

/** Message key shown when the entity was saved but the process could not go on (spec 4.4). */
export const ENTITY_SAVE_BUT_CANNOT_COMPLETE = 'entitySaveButCannotComplete';

/** Texts of completion failures that carry no server message. */
export const MISSING_ACTION_MESSAGE = 'Completed asynchronous activity has no actionMessage';
export const MISSING_ERROR_MESSAGE = 'Activity completion failed without asyncStav.errorMessage';

/** What a read of the activity after completing means (spec 4.4). */
export type CompletionOutcome =
  /** Still finishing: keep polling. */
  | { kind: 'polling' }
  /** Done; `message` is the actionMessage (may be absent for a synchronous activity). */
  | { kind: 'completed'; message?: string }
  /** Failed; `message` from asyncStav.errorMessage or a fixed text when absent. */
  | { kind: 'error'; message: string; missingMessage: boolean };

/**
 * The outcome of an activity read after a completion: finishing → keep polling; completed →
 * its actionMessage (missing on an async activity is an error); any other status → an error
 * with asyncStav.errorMessage (missing is an error too).
 */
export function completionOutcome(activity: Pick<Activity, 'status' | 'actionMessage' | 'async' | 'asyncStav'>, wasAsync = false): CompletionOutcome {
  // Servers differ in case (ACTIVE / active); the codes are the same.
  const status = activity.status?.code?.toLowerCase();
  if (status === 'finishing') return { kind: 'polling' };
  if (status === 'completed') {
    const message = activity.actionMessage?.trim();
    if (message) return { kind: 'completed', message };
    if (activity.async || wasAsync) return { kind: 'error', message: MISSING_ACTION_MESSAGE, missingMessage: true };
    return { kind: 'completed' };
  }
  const error = activity.asyncStav?.errorMessage?.trim();
  return error ? { kind: 'error', message: error, missingMessage: false } : { kind: 'error', message: MISSING_ERROR_MESSAGE, missingMessage: true };
}

/** How a save-then-complete ended: saved and completed, or saved but the process could not continue. */
export type SaveThenCompleteOutcome = { kind: 'completed' } | { kind: 'savedNotCompleted'; messageKey: string; detail: string };

/** Maps the completion's failure after a successful save to entitySaveButCannotComplete. */
export function saveThenCompleteOutcome(completionError: unknown): SaveThenCompleteOutcome {
  if (completionError === undefined || completionError === null) return { kind: 'completed' };
  const detail = completionError instanceof Error ? completionError.message : String(completionError);
  return { kind: 'savedNotCompleted', messageKey: ENTITY_SAVE_BUT_CANNOT_COMPLETE, detail };
}

/** Options of pollCompletion. */
export interface PollOptions {
  /** @default COMPLETION_POLL_MS */
  intervalMs?: number;
  /** Aborted when the location changes: polling stops quietly. */
  signal?: AbortSignal;
  /** Injected for tests. @default setTimeout-based */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Whether the completion was asynchronous (then a missing actionMessage is an error). */
  wasAsync?: boolean;
}

/** Resolves after `ms`, or rejects with the abort reason when the signal fires. */
export function sleepFor(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Reads the activity until it is no longer finishing (first read at once, then every interval);
 * resolves with the final outcome, or undefined when aborted (the user went elsewhere).
 */
export async function pollCompletion(read: (signal?: AbortSignal) => Promise<Activity>, options: PollOptions = {}): Promise<CompletionOutcome | undefined> {
  const interval = options.intervalMs ?? COMPLETION_POLL_MS;
  const sleep = options.sleep ?? sleepFor;
  const { signal } = options;
  for (;;) {
    if (signal?.aborted) return undefined;
    let activity: Activity;
    try {
      activity = await read(signal);
    } catch (error) {
      if (signal?.aborted) return undefined;
      throw error;
    }
    if (signal?.aborted) return undefined;
    const outcome = completionOutcome(activity, options.wasAsync);
    if (outcome.kind !== 'polling') return outcome;
    try {
      await sleep(interval, signal);
    } catch {
      return undefined;
    }
  }
}
