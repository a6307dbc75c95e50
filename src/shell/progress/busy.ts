import { useEffect } from 'react';
import { busyTracker } from './progressModel';

/** Marks work for the progress bar while mounted and `active` (e.g. a Suspense fallback, a page load). */
export function useBusy(active = true): void {
  useEffect(() => (active ? busyTracker.start() : undefined), [active]);
}
