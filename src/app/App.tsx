import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from '../auth/AuthContext';
import { AppRoutes } from './AppRoutes';
import { AppServicesProvider, type AppServices } from './AppServices';
import { variantTheme } from './theme';
import { variantBasename } from './variant';

/** Everything around the router: variant theme, notifications, query cache, services, auth. */
export function AppProviders({ services, queryClient, testMode, children }: { services: AppServices; queryClient: QueryClient; testMode?: boolean; children: ReactNode }) {
  const [theme] = useState(() => variantTheme(services.variant));
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={testMode ? 'test' : 'default'}>
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <AppServicesProvider services={services}>
          <AuthProvider auth={services.auth}>{children}</AuthProvider>
        </AppServicesProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** The application of one variant, routed under its basename. */
export function App({ services, queryClient }: { services: AppServices; queryClient: QueryClient }) {
  return (
    <AppProviders services={services} queryClient={queryClient}>
      <BrowserRouter basename={variantBasename(services.variant)}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
