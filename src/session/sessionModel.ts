/** The session settings in milliseconds. */
export interface SessionTiming {
  timeoutMs: number;
  criticalMs: number;
}

/** Where the session stands at one moment. */
export interface SessionState {
  /** Whole seconds left, never negative. */
  remainingSeconds: number;
  /** Share of the timeout left, 0..1. */
  fraction: number;
  /** At or below the critical minutes (the warning dialog is due). */
  critical: boolean;
  /** Nothing left: log out. */
  expired: boolean;
}

/** Cross-tab activity poll (spec 9: 1 s). */
export const ACTIVITY_POLL_MS = 1000;

/** The session is checked at 1/100 of its timeout (spec 4.2), at least once a second. */
export function sessionCheckIntervalMs(timeoutMs: number): number {
  return Math.max(ACTIVITY_POLL_MS, Math.round(timeoutMs / 100));
}

/** The timing from minutes as configured; the critical time never exceeds the timeout. */
export function sessionTiming(timeoutMinutes: number, criticalMinutes: number): SessionTiming {
  const timeoutMs = Math.max(1, timeoutMinutes) * 60_000;
  return { timeoutMs, criticalMs: Math.min(timeoutMs, Math.max(0, criticalMinutes) * 60_000) };
}

/** The state `now` given the last activity (in this or another tab). */
export function sessionState(lastActivity: number, now: number, timing: SessionTiming): SessionState {
  const remainingMs = Math.max(0, lastActivity + timing.timeoutMs - now);
  const remainingSeconds = Math.ceil(remainingMs / 1000);
  return {
    remainingSeconds,
    fraction: Math.min(1, remainingMs / timing.timeoutMs),
    critical: remainingMs <= timing.criticalMs,
    expired: remainingMs <= 0,
  };
}

/** Whole minutes shown in 'login expires in N minutes' (a started minute counts). */
export function remainingMinutes(state: Pick<SessionState, 'remainingSeconds'>): number {
  return Math.ceil(state.remainingSeconds / 60);
}

/** The heartbeat indicator: four bars lit in proportion; the last lit bar warns at 25% or less. */
export const HEARTBEAT_BARS = 4;
export function heartbeat(fraction: number): { lit: number; warning: boolean } {
  const clamped = Math.min(1, Math.max(0, fraction));
  return { lit: Math.ceil(clamped * HEARTBEAT_BARS), warning: clamped <= 0.25 };
}
