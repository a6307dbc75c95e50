import { Progress } from '@mantine/core';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { busyTracker, progressAt, PROGRESS } from './progressModel';

/** Marks work for the progress bar while mounted (e.g. a Suspense fallback). */
export function useBusy(active = true): void {
  useEffect(() => (active ? busyTracker.start() : undefined), [active]);
}

/**
 * The thin bar at the top of the page while a page or its data loads: it appears after 100 ms,
 * grows 10% every 500 ms up to 90%, and fills up when the work is done.
 */
export function TopProgress() {
  const { t } = useTranslation();
  const lazyBusy = useSyncExternalStore(busyTracker.subscribe, busyTracker.getSnapshot);
  const fetching = useIsFetching() > 0;
  const mutating = useIsMutating() > 0;
  const busy = lazyBusy || fetching || mutating;
  const [value, setValue] = useState(0);

  useEffect(() => {
    if (!busy) {
      // Finish visibly, then hide.
      setValue((v) => (v > 0 ? 100 : 0));
      const hide = window.setTimeout(() => setValue(0), 300);
      return () => window.clearTimeout(hide);
    }
    const started = Date.now();
    setValue(0);
    const timer = window.setInterval(() => setValue(progressAt(Date.now() - started)), PROGRESS.delayMs);
    return () => window.clearInterval(timer);
  }, [busy]);

  if (value === 0) return null;
  return (
    <Progress
      value={value}
      size={3}
      radius={0}
      transitionDuration={200}
      aria-label={t('global.msg_LoadingForm')}
      data-testid="top-progress"
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
    />
  );
}
