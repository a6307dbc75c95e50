import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { loadCoreTexts } from '../i18n/resources';
import { PageLoader } from '../shell/pages/FullPageLoader';

// The component library, the query cache and the engine's texts arrive together with the first
// page that needs them; a page's own area texts come with the page (AppRoutes' withTexts, EntityScreen).
const RichProviders = lazy(async () => {
  const [module] = await Promise.all([import('./RichProviders'), loadCoreTexts()]);
  return module;
});

/** Renders `children` inside the lazily loaded providers of the rich pages (see RichProviders). */
export function Rich({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback === undefined ? <PageLoader /> : fallback}>
      <RichProviders>{children}</RichProviders>
    </Suspense>
  );
}

/** A layout route whose pages use the rich providers. */
export function RichLayout() {
  return (
    <Rich>
      <Outlet />
    </Rich>
  );
}
