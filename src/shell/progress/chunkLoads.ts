import { busyTracker } from './progressModel';

// A route's lazy chunk loads inside React's navigation transition: the previous page stays on
// screen, and no Suspense fallback shows, until the chunk arrives. A tracked loader makes such a
// load visible: the top progress bar runs, and the stale page can read `chunkLoads` to show that
// it is waiting (EntityScreen's search turns inert with a spinner).

type Listener = () => void;

let pending = 0;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Whether a tracked chunk is on its way (for useSyncExternalStore). */
export const chunkLoads = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): boolean => pending > 0,
};

/**
 * `load` (a lazy() loader) that marks its chunk pending until it settles. React calls a lazy loader
 * while rendering, so the mark is set a microtask later (no state update during a render).
 */
export function trackedLoad<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    const promise = load();
    let settled = false;
    let done: (() => void) | undefined;
    queueMicrotask(() => {
      if (settled) return;
      pending++;
      done = busyTracker.start();
      emit();
    });
    const finish = () => {
      settled = true;
      if (!done) return;
      pending--;
      done();
      done = undefined;
      emit();
    };
    promise.then(finish, finish);
    return promise;
  };
}
