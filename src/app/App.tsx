import { useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AuthProvider } from '../auth/AuthContext';
import { DialogHost } from '../dialogs/DialogHost';
import { ToasterHost } from '../shell/toasts/ToasterHost';
import { AppRoutes } from './AppRoutes';
import { AppServicesProvider, type AppServices } from './AppServices';
import { variantBasename } from './variant';

/**
 * Everything around the router: services and auth. The component library, the query cache and
 * the toasts load with the pages that use them (Rich, ToasterHost), not with the shell.
 */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <AppServicesProvider services={services}>
      <AuthProvider auth={services.auth}>
        {children}
        <DialogHost />
        <ToasterHost />
      </AuthProvider>
    </AppServicesProvider>
  );
}

/**
 * The application of one variant, routed under its basename. A data router (one splat route over
 * the route tree) so that screens can block navigation, e.g. the unsaved-changes prompt.
 */
export function App({ services }: { services: AppServices }) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AppRoutes /> }], { basename: variantBasename(services.variant) }));
  return (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
