/** Counts events per key in fixed windows; enough to slow down abuse of anonymous endpoints. */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Records one event; returns 0 when allowed, else the milliseconds until the window ends. */
  take(key: string, now = Date.now()): number {
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      // Forget finished windows now and then, so the map does not grow without bound.
      if (this.windows.size > 10_000) for (const [k, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(k);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    if (window.count >= this.max) return window.start + this.windowMs - now;
    window.count++;
    return 0;
  }
}
