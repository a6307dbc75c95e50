import { safeStorage } from '../crossTab/storage';
import { ACTIVITY_POLL_MS, sessionCheckIntervalMs, sessionState, type SessionState, type SessionTiming } from './sessionModel';

/** localStorage key of the last user activity in any tab (epoch ms). */
export const ACTIVITY_STORAGE_KEY = 'edc.session.lastActivity';

/** DOM events that count as user activity. */
export const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** Own activity is written to storage at most this often (mousemove fires constantly). */
const WRITE_THROTTLE_MS = 1000;

export interface SessionEvents {
  /** Every recomputed state (each check, each activity). */
  onChange?: (state: SessionState) => void;
  /** The remaining time fell to or below the critical minutes (once per fall). */
  onCritical?: (state: SessionState) => void;
  /** The activity left the critical zone again (e.g. in another tab). */
  onRecovered?: () => void;
  /** Nothing left: the session must end. Called once. */
  onExpired?: () => void;
}

/**
 * The idle session of spec 4.2: remaining time from the last activity in any tab, activity
 * shared through localStorage (read every second), state checked every timeout/100.
 */
export class SessionMonitor {
  private lastActivity: number;
  private lastWrite = 0;
  private critical = false;
  private expired = false;
  private timers: number[] = [];
  private readonly onActivity = () => this.touch();

  constructor(
    private readonly timing: SessionTiming,
    private readonly events: SessionEvents = {},
    private readonly target: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setInterval' | 'clearInterval'> = window,
  ) {
    // Opening or reloading a page is activity in itself.
    this.lastActivity = Date.now();
    this.write(this.lastActivity);
  }

  start(): void {
    for (const name of ACTIVITY_EVENTS) this.target.addEventListener(name, this.onActivity, { passive: true, capture: true });
    this.timers.push(this.target.setInterval(() => this.pollShared(), ACTIVITY_POLL_MS));
    this.timers.push(this.target.setInterval(() => this.check(), sessionCheckIntervalMs(this.timing.timeoutMs)));
    this.check();
  }

  stop(): void {
    for (const name of ACTIVITY_EVENTS) this.target.removeEventListener(name, this.onActivity, { capture: true });
    for (const timer of this.timers) this.target.clearInterval(timer);
    this.timers = [];
  }

  /** The state now. */
  state(): SessionState {
    return sessionState(this.lastActivity, Date.now(), this.timing);
  }

  /** Records user activity now (also what 'OK, stay logged in' and 'click to refresh' do). */
  touch(): void {
    if (this.expired) return;
    const now = Date.now();
    this.lastActivity = now;
    if (now - this.lastWrite >= WRITE_THROTTLE_MS) this.write(now);
    if (this.critical) this.check();
  }

  /** Reads another tab's activity; a newer one resets this tab's clock. */
  private pollShared(): void {
    const shared = readSharedActivity();
    if (shared !== undefined && shared > this.lastActivity) {
      this.lastActivity = shared;
      if (this.critical) this.check();
    }
  }

  private write(time: number): void {
    this.lastWrite = time;
    safeStorage.set(ACTIVITY_STORAGE_KEY, String(time));
  }

  /** Recomputes the state and raises the transitions. */
  check(): SessionState {
    // Unwritten own activity (throttled) must not be lost before another tab reads it.
    if (this.lastActivity > this.lastWrite) this.write(this.lastActivity);
    const state = this.state();
    this.events.onChange?.(state);
    if (state.expired) {
      if (!this.expired) {
        this.expired = true;
        this.stop();
        this.events.onExpired?.();
      }
      return state;
    }
    if (state.critical && !this.critical) {
      this.critical = true;
      this.events.onCritical?.(state);
    } else if (!state.critical && this.critical) {
      this.critical = false;
      this.events.onRecovered?.();
    }
    return state;
  }
}

/** The last activity any tab recorded, or undefined. */
function readSharedActivity(): number | undefined {
  const value = Number(safeStorage.get(ACTIVITY_STORAGE_KEY));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}
