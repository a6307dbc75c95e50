/** Where the page's visibility is read (replaced in tests). */
export interface VisibilitySource {
  isHidden(): boolean;
  /** Subscribes to visibility changes; returns the unsubscribe. */
  onChange(listener: () => void): () => void;
}

/** The document's visibility (spec 7: background polling pauses while the page is hidden). */
export const documentVisibility: VisibilitySource = {
  isHidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  onChange: (listener) => {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

/**
 * Runs `task` now and every `intervalMs` while the page is visible. A tick that falls while the
 * page is hidden is skipped and made up as soon as the page is visible again. Returns the stop.
 */
export function startPolling(task: () => void | Promise<void>, intervalMs: number, visibility: VisibilitySource = documentVisibility): () => void {
  let missed = false;
  let running = false;
  const run = () => {
    if (visibility.isHidden()) {
      missed = true;
      return;
    }
    missed = false;
    if (running) return; // a slow answer is not asked for twice
    running = true;
    void Promise.resolve()
      .then(task)
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  };
  const timer = window.setInterval(run, intervalMs);
  const unsubscribe = visibility.onChange(() => {
    if (!visibility.isHidden() && missed) run();
  });
  run();
  return () => {
    window.clearInterval(timer);
    unsubscribe();
  };
}
