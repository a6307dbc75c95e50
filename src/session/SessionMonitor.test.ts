import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionTiming } from './sessionModel';
import { ACTIVITY_STORAGE_KEY, SessionMonitor } from './SessionMonitor';

const timing = sessionTiming(30, 5);
const MIN = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T08:00:00Z') });
  window.localStorage.clear();
});
afterEach(() => vi.useRealTimers());

function monitor() {
  const events = { onChange: vi.fn(), onCritical: vi.fn(), onRecovered: vi.fn(), onExpired: vi.fn() };
  const m = new SessionMonitor(timing, events);
  m.start();
  return { m, events };
}

describe('SessionMonitor', () => {
  it('warns once at the critical minutes and logs out at zero', () => {
    const { m, events } = monitor();
    vi.advanceTimersByTime(24 * MIN);
    expect(events.onCritical).not.toHaveBeenCalled();
    // Noticed at the next check, at most timeout/100 (18 s) later.
    vi.advanceTimersByTime(1 * MIN + 18_000);
    expect(events.onCritical).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(4 * MIN - 18_000);
    expect(events.onCritical).toHaveBeenCalledTimes(1);
    expect(events.onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 * MIN);
    expect(events.onExpired).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * MIN);
    expect(events.onExpired).toHaveBeenCalledTimes(1);
    m.stop();
  });

  it('checks every timeout/100', () => {
    const { m, events } = monitor();
    events.onChange.mockClear();
    vi.advanceTimersByTime(18_000);
    expect(events.onChange).toHaveBeenCalledTimes(1);
    m.stop();
  });

  it('resets the clock on user activity and shares it with other tabs', () => {
    const { m, events } = monitor();
    vi.advanceTimersByTime(20 * MIN);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(Number(window.localStorage.getItem(ACTIVITY_STORAGE_KEY))).toBe(Date.now());
    vi.advanceTimersByTime(20 * MIN);
    expect(events.onCritical).not.toHaveBeenCalled();
    expect(m.state().remainingSeconds).toBe(10 * 60);
    m.stop();
  });

  it("takes another tab's newer activity from storage within a second", () => {
    const { m, events } = monitor();
    vi.advanceTimersByTime(26 * MIN);
    expect(events.onCritical).toHaveBeenCalledTimes(1);
    window.localStorage.setItem(ACTIVITY_STORAGE_KEY, String(Date.now()));
    vi.advanceTimersByTime(1000);
    expect(events.onRecovered).toHaveBeenCalledTimes(1);
    expect(m.state().remainingSeconds).toBe(30 * 60 - 1);
    vi.advanceTimersByTime(10 * MIN);
    expect(events.onExpired).not.toHaveBeenCalled();
    m.stop();
  });

  it('warns again after the user came back and went idle once more', () => {
    const { m, events } = monitor();
    vi.advanceTimersByTime(26 * MIN);
    expect(events.onCritical).toHaveBeenCalledTimes(1);
    m.touch();
    expect(events.onRecovered).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(26 * MIN);
    expect(events.onCritical).toHaveBeenCalledTimes(2);
    m.stop();
  });

  it('ignores activity after expiry', () => {
    const { m, events } = monitor();
    vi.advanceTimersByTime(31 * MIN);
    m.touch();
    expect(m.state().expired).toBe(true);
    expect(events.onExpired).toHaveBeenCalledTimes(1);
  });
});
