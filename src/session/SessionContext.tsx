import { createContext, lazy, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAppServices } from '../app/AppServices';
import { Rich } from '../app/rich';
import { useEnvironment } from '../environment/EnvironmentContext';
import { remainingMinutes, sessionTiming, type SessionState } from './sessionModel';
import { SessionMonitor } from './SessionMonitor';

// The dialog (a modal) loads only when the warning is due.
const SessionWarningDialog = lazy(() => import('./SessionWarningDialog'));

export interface SessionApi {
  state: SessionState;
  /** Counts as activity now. */
  touch: () => void;
  /** Activity now plus a token renewal ('click to refresh'). */
  refresh: () => void;
}

const SessionContext = createContext<SessionApi | null>(null);

/** The session of the logged-in user (inside SessionProvider). */
export function useSession(): SessionApi {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** Session minutes: the environment's when it names them, else the UI configuration's. */
function useTiming() {
  const { config } = useAppServices();
  const { info } = useEnvironment();
  const fromEnv = info.appConfig as { sessionTimeoutMinutes?: unknown; sessionCriticalMinutes?: unknown } | undefined;
  const timeout = typeof fromEnv?.sessionTimeoutMinutes === 'number' ? fromEnv.sessionTimeoutMinutes : config.session.timeoutMinutes;
  const critical = typeof fromEnv?.sessionCriticalMinutes === 'number' ? fromEnv.sessionCriticalMinutes : config.session.criticalMinutes;
  return useMemo(() => sessionTiming(timeout, critical), [timeout, critical]);
}

/**
 * Watches the idle session (spec 4.2): shows the critical warning once when the remaining time
 * falls to the critical minutes, logs out at zero, and gives the state to the top bar.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { auth } = useAppServices();
  const timing = useTiming();
  const monitorRef = useRef<SessionMonitor | null>(null);
  const [state, setState] = useState<SessionState>(() => ({ remainingSeconds: timing.timeoutMs / 1000, fraction: 1, critical: false, expired: false }));
  const [warning, setWarning] = useState(false);

  useEffect(() => {
    const monitor = new SessionMonitor(timing, {
      onChange: setState,
      onCritical: () => setWarning(true),
      onRecovered: () => setWarning(false),
      onExpired: () => {
        setWarning(false);
        void auth.logout();
      },
    });
    monitorRef.current = monitor;
    monitor.start();
    return () => {
      monitor.stop();
      monitorRef.current = null;
    };
  }, [timing, auth]);

  const api = useMemo<SessionApi>(() => {
    const touch = () => {
      const monitor = monitorRef.current;
      if (!monitor) return;
      monitor.touch();
      setState(monitor.check());
    };
    return {
      state,
      touch,
      refresh: () => {
        touch();
        void auth.renew();
      },
    };
  }, [state, auth]);

  return (
    <SessionContext.Provider value={api}>
      {children}
      {warning && (
        <Rich fallback={null}>
          <SessionWarningDialog
            minutes={remainingMinutes(state)}
            onStay={() => {
              setWarning(false);
              api.refresh();
            }}
          />
        </Rich>
      )}
    </SessionContext.Provider>
  );
}
