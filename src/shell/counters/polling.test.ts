import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPolling, type VisibilitySource } from './polling';

function fakeVisibility() {
  let hidden = false;
  const listeners = new Set<() => void>();
  const source: VisibilitySource = {
    isHidden: () => hidden,
    onChange: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  return { source, set: (h: boolean) => ((hidden = h), listeners.forEach((l) => l())) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('startPolling', () => {
  it('runs at once and then every interval', async () => {
    const task = vi.fn();
    const stop = startPolling(task, 30_000, fakeVisibility().source);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(task).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('pauses while hidden and makes up one missed run when visible again', async () => {
    const task = vi.fn();
    const visibility = fakeVisibility();
    const stop = startPolling(task, 30_000, visibility.source);
    await vi.advanceTimersByTimeAsync(0);
    visibility.set(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(task).toHaveBeenCalledTimes(1);
    visibility.set(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does not run again on becoming visible when nothing was missed', async () => {
    const task = vi.fn();
    const visibility = fakeVisibility();
    const stop = startPolling(task, 30_000, visibility.source);
    await vi.advanceTimersByTimeAsync(0);
    visibility.set(true);
    visibility.set(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    stop();
  });

  it('survives a failing task', async () => {
    const task = vi.fn().mockRejectedValue(new Error('down'));
    const stop = startPolling(task, 1000, fakeVisibility().source);
    await vi.advanceTimersByTimeAsync(2000);
    expect(task).toHaveBeenCalledTimes(3);
    stop();
  });
});
