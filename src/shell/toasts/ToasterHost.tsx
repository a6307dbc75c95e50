import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToaster, toasterWanted } from './toast';

const Toaster = lazy(() => import('./Toaster'));

/** Mounts the toasts' container once something needs it (see showToast). */
export function ToasterHost() {
  const wanted = useSyncExternalStore(subscribeToaster, toasterWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
