import { useEffect, useRef } from 'react';

/**
 * A Suspense fallback that shows nothing itself: it reports busy while it is mounted (the lazy
 * code loading), so the button that opened the widget can say so (aria-busy). The report goes to
 * the latest `onBusy`, which may be a new function in each render of its host.
 */
export function BusyWhileLoading({ onBusy }: { onBusy: (busy: boolean) => void }) {
  const report = useRef(onBusy);
  report.current = onBusy;
  useEffect(() => {
    report.current(true);
    return () => report.current(false);
  }, []);
  return null;
}
