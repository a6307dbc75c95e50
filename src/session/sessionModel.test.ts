import { describe, expect, it } from 'vitest';
import { heartbeat, remainingMinutes, sessionCheckIntervalMs, sessionState, sessionTiming } from './sessionModel';

const timing = sessionTiming(30, 5);

describe('sessionState', () => {
  it('counts down from the timeout after the last activity', () => {
    const state = sessionState(1_000_000, 1_000_000 + 60_000, timing);
    expect(state.remainingSeconds).toBe(29 * 60);
    expect(state.critical).toBe(false);
    expect(state.expired).toBe(false);
  });

  it('is critical at exactly the critical minutes and after', () => {
    expect(sessionState(0, 25 * 60_000 - 1, timing).critical).toBe(false);
    expect(sessionState(0, 25 * 60_000, timing).critical).toBe(true);
    expect(sessionState(0, 29 * 60_000, timing).critical).toBe(true);
  });

  it('expires at zero and never goes negative', () => {
    const state = sessionState(0, 31 * 60_000, timing);
    expect(state.expired).toBe(true);
    expect(state.remainingSeconds).toBe(0);
    expect(state.fraction).toBe(0);
  });

  it('rounds a started minute up in the expiry text', () => {
    expect(remainingMinutes({ remainingSeconds: 61 })).toBe(2);
    expect(remainingMinutes({ remainingSeconds: 60 })).toBe(1);
    expect(remainingMinutes({ remainingSeconds: 0 })).toBe(0);
  });
});

describe('timing', () => {
  it('checks at a hundredth of the timeout', () => {
    expect(sessionCheckIntervalMs(30 * 60_000)).toBe(18_000);
  });

  it('never checks more often than the activity poll', () => {
    expect(sessionCheckIntervalMs(10_000)).toBe(1000);
  });

  it('caps the critical time at the timeout', () => {
    expect(sessionTiming(3, 5)).toEqual({ timeoutMs: 180_000, criticalMs: 180_000 });
  });
});

describe('heartbeat', () => {
  it('lights four bars at the start and warns only at a quarter or less', () => {
    expect(heartbeat(1)).toEqual({ lit: 4, warning: false });
    expect(heartbeat(0.5)).toEqual({ lit: 2, warning: false });
    expect(heartbeat(0.26)).toEqual({ lit: 2, warning: false });
    expect(heartbeat(0.25)).toEqual({ lit: 1, warning: true });
    expect(heartbeat(0.01)).toEqual({ lit: 1, warning: true });
    expect(heartbeat(0)).toEqual({ lit: 0, warning: true });
  });
});
