import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AuthProvider } from '../auth/AuthContext';
import { AppRoutes } from './AppRoutes';
import { AppServicesProvider, type AppServices } from './AppServices';
import { variantTheme } from './theme';
import { variantBasename } from './variant';

// The toasts' container loads after the first paint; toasts shown before it are kept and shown then.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/** Secondary ('dimmed') text dark enough to read on white and light grey (4.5:1). */
const readableDimmed: CSSVariablesResolver = () => ({ variables: {}, light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' }, dark: {} });

/** Everything around the router: variant theme, notifications, query cache, services, auth. */
export function AppProviders({ services, queryClient, testMode, children }: { services: AppServices; queryClient: QueryClient; testMode?: boolean; children: ReactNode }) {
  const [theme] = useState(() => variantTheme(services.variant));
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={testMode ? 'test' : 'default'} cssVariablesResolver={readableDimmed}>
      <Suspense fallback={null}>
        <Notifications position="top-right" />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <AppServicesProvider services={services}>
          <AuthProvider auth={services.auth}>{children}</AuthProvider>
        </AppServicesProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * The application of one variant, routed under its basename. A data router (one splat route over
 * the route tree) so that screens can block navigation, e.g. the unsaved-changes prompt.
 */
export function App({ services, queryClient }: { services: AppServices; queryClient: QueryClient }) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AppRoutes /> }], { basename: variantBasename(services.variant) }));
  return (
    <AppProviders services={services} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
