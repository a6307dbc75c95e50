import { useEffect } from 'react';

/**
 * A Suspense fallback that shows nothing itself: it reports busy while it is mounted (the lazy
 * code loading), so the button that opened the widget can say so (aria-busy).
 */
export function BusyWhileLoading({ onBusy }: { onBusy: (busy: boolean) => void }) {
  useEffect(() => {
    onBusy(true);
    return () => onBusy(false);
  }, [onBusy]);
  return null;
}
