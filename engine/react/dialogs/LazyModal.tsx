import { lazy } from 'react';

/**
 * Mantine's Modal loaded on first use: with its scroll lock and focus trap it weighs ~10 kB, which
 * a search screen should not download before a dialog opens. Render it (inside Suspense) from the
 * first opening on and keep it mounted, so closing animates as usual.
 */
export const LazyModal = lazy(() => import('./mantineModal'));
