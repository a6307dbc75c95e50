import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { busyTracker, progressAt, PROGRESS } from './progressModel';
import classes from './TopProgress.module.css';


/**
 * The thin bar at the top of the page while a page or its data loads: it appears after 100 ms,
 * grows 10% every 500 ms up to 90%, and fills up when the work is done.
 */
export function TopProgress() {
  const { t } = useTranslation();
  const busy = useSyncExternalStore(busyTracker.subscribe, busyTracker.getSnapshot);
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
    <div className={classes.track} role="progressbar" aria-label={t('global.msg_LoadingForm')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} data-testid="top-progress">
      <div className={classes.bar} style={{ width: `${value}%` }} />
    </div>
  );
}
