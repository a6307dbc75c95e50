import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAppServices } from '../../app/AppServices';
import { useCurrentTenant } from '../../tenant/TenantGate';
import { loadActivityCount, loadDeviationCount, loadMailboxCount, loadRejectedCount, POLL_MS } from './loaders';
import { startPolling } from './polling';
import { onChainChanged } from '../../kontrola/chainEvents';

/** The background counters; null when not loaded or when the last load failed (spec 8). */
export interface Counters {
  activities: number | null;
  mailbox: number | null;
  rejected: number | null;
  deviations: number | null;
}

export type CounterName = keyof Counters;

export interface CountersApi {
  counters: Counters;
  /** Loads one counter again now (e.g. after a message was read). */
  reload: (name: CounterName) => void;
  /** How the last loads went, for the traffic light: ok, some failed, all failed. */
  health: 'ok' | 'degraded' | 'down' | 'unknown';
}

const EMPTY: Counters = { activities: null, mailbox: null, rejected: null, deviations: null };
const CountersContext = createContext<CountersApi | null>(null);

/** The counters (inside CountersProvider); outside it every counter is null. */
export function useCounters(): CountersApi {
  return useContext(CountersContext) ?? { counters: EMPTY, reload: () => undefined, health: 'unknown' };
}

/**
 * Polls the counters of spec 7 while the page is visible: activities every 60 s, mailbox every
 * 30 s, and in the portal the rejected requests and the deviation chain every 60 s. A failed
 * load logs a warning and shows no number.
 */
export function CountersProvider({ children }: { children: ReactNode }) {
  const { http, variant } = useAppServices();
  const tenant = useCurrentTenant();
  const tenantId = tenant?.idUcastnikTrhu;
  const [counters, setCounters] = useState<Counters>(EMPTY);
  const [failures, setFailures] = useState<Partial<Record<CounterName, boolean>>>({});
  const loaders = useRef<Partial<Record<CounterName, () => Promise<void>>>>({});

  // A chain link decided in a dialog window (outside this provider) changes the deviation count now.
  useEffect(() => onChainChanged(() => void loaders.current.deviations?.()), []);

  useEffect(() => {
    const portal = variant === 'portal';
    const definitions: [CounterName, number, (() => Promise<number>) | undefined][] = [
      ['activities', POLL_MS.activities, () => loadActivityCount(http)],
      ['mailbox', POLL_MS.mailbox, () => loadMailboxCount(http)],
      ['rejected', POLL_MS.rejected, portal && tenantId !== undefined ? () => loadRejectedCount(http) : undefined],
      ['deviations', POLL_MS.deviations, portal && tenantId !== undefined ? () => loadDeviationCount(http, tenantId) : undefined],
    ];
    let active = true;
    const stops: (() => void)[] = [];
    setCounters(EMPTY);
    setFailures({});
    for (const [name, interval, load] of definitions) {
      if (!load) continue;
      const task = async () => {
        try {
          const value = await load();
          if (!active) return;
          setCounters((c) => (c[name] === value ? c : { ...c, [name]: value }));
          setFailures((f) => (f[name] === false ? f : { ...f, [name]: false }));
        } catch (error) {
          if (!active) return;
          console.warn(`Counter '${name}' could not be loaded`, error);
          setCounters((c) => (c[name] === null ? c : { ...c, [name]: null }));
          setFailures((f) => (f[name] === true ? f : { ...f, [name]: true }));
        }
      };
      loaders.current[name] = task;
      stops.push(startPolling(task, interval));
    }
    return () => {
      active = false;
      loaders.current = {};
      for (const stop of stops) stop();
    };
  }, [http, variant, tenantId]);

  const reload = useCallback((name: CounterName) => void loaders.current[name]?.(), []);
  const health = useMemo<CountersApi['health']>(() => {
    const results = Object.values(failures);
    if (results.length === 0) return 'unknown';
    const failed = results.filter(Boolean).length;
    return failed === 0 ? 'ok' : failed === results.length ? 'down' : 'degraded';
  }, [failures]);
  const api = useMemo(() => ({ counters, reload, health }), [counters, reload, health]);
  return <CountersContext.Provider value={api}>{children}</CountersContext.Provider>;
}
