import { describe, expect, it, vi } from 'vitest';
import { BusyTracker, progressAt } from './progressModel';

describe('progressAt', () => {
  it('shows nothing for the first 100 ms', () => {
    expect(progressAt(0)).toBe(0);
    expect(progressAt(99)).toBe(0);
  });

  it('starts at 10% and adds 10% every 500 ms', () => {
    expect(progressAt(100)).toBe(10);
    expect(progressAt(599)).toBe(10);
    expect(progressAt(600)).toBe(20);
    expect(progressAt(1100)).toBe(30);
  });

  it('stops at 90% until the work is done', () => {
    expect(progressAt(4100)).toBe(90);
    expect(progressAt(60_000)).toBe(90);
  });
});

describe('BusyTracker', () => {
  it('is busy while any work is pending, and a done counts once', () => {
    const tracker = new BusyTracker();
    const listener = vi.fn();
    tracker.subscribe(listener);
    const a = tracker.start();
    const b = tracker.start();
    a();
    a();
    expect(tracker.busy).toBe(true);
    b();
    expect(tracker.busy).toBe(false);
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
