/** The progress bar of spec 2.4 and 9: shown after 100 ms, +10% every 500 ms, at most 90% until done. */
export const PROGRESS = { delayMs: 100, stepMs: 500, stepPercent: 10, maxPercent: 90 } as const;

/** Percent shown `elapsedMs` after the work started; 0 means not shown yet. */
export function progressAt(elapsedMs: number): number {
  if (elapsedMs < PROGRESS.delayMs) return 0;
  const steps = 1 + Math.floor((elapsedMs - PROGRESS.delayMs) / PROGRESS.stepMs);
  return Math.min(PROGRESS.maxPercent, steps * PROGRESS.stepPercent);
}

type Listener = () => void;

/** Counts the work in progress (lazy pages, data loads); the bar runs while any is pending. */
export class BusyTracker {
  private count = 0;
  private readonly listeners = new Set<Listener>();

  /** Marks one piece of work started; returns the function that marks it done (once). */
  start(): () => void {
    this.count++;
    this.emit();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.count--;
      this.emit();
    };
  }

  get busy(): boolean {
    return this.count > 0;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): boolean => this.busy;

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

/** The page's tracker. */
export const busyTracker = new BusyTracker();
