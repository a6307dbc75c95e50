import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../ui/ui.module.css';
import { chunkLoads } from './chunkLoads';
import classes from './StalePage.module.css';

/** After this long a pending chunk shows a spinner over the page (a fast load shows nothing). */
export const STALE_OVERLAY_DELAY_MS = 150;

/**
 * A page that may stay on screen while the next page's chunk loads (a tracked loader, see
 * chunkLoads.ts): meanwhile it is inert and aria-busy, and after STALE_OVERLAY_DELAY_MS a spinner
 * covers it and screen readers hear `engine.detail.pending` ("Načítava sa…") politely.
 */
export function StalePage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const pending = useSyncExternalStore(chunkLoads.subscribe, chunkLoads.getSnapshot, chunkLoads.getSnapshot);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!pending) {
      setShown(false);
      return undefined;
    }
    const timer = window.setTimeout(() => setShown(true), STALE_OVERLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);
  return (
    <div className={classes.host} data-testid="stale-page">
      <div inert={pending} aria-busy={pending || undefined} data-testid="stale-page-content">
        {children}
      </div>
      {pending && shown && (
        <div className={classes.overlay} data-testid="stale-page-overlay">
          <span className={ui.spinner} aria-hidden />
        </div>
      )}
      {/* Outside the aria-busy part (readers hold back its changes); always present, so that the text's arrival is announced. */}
      <span className={ui.visuallyHidden} role="status" aria-live="polite">
        {pending && shown ? t('engine.detail.pending') : ''}
      </span>
    </div>
  );
}
