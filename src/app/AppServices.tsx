import { createContext, useContext, type ReactNode } from 'react';
import type { HttpClient } from '../../engine/core/http';
import type { AuthService } from '../auth/AuthService';
import type { ErrorHandling } from '../errors/errorHandling';
import type { TenantStore } from '../tenant/TenantStore';
import type { AppConfig } from './config';
import type { Variant } from './variant';

/** Everything the shell creates once per page at start-up. */
export interface AppServices {
  variant: Variant;
  /** URL path of the variant with trailing slash, e.g. `/portal/ui/`. */
  base: string;
  config: AppConfig;
  http: HttpClient;
  auth: AuthService;
  tenant: TenantStore;
  /** Version of this UI build (shown on public pages). */
  buildVersion: string;
  /** The general error handling: `errors.showError(error)` shows the error dialog and reports an incident. */
  errors?: ErrorHandling;
}

const AppServicesContext = createContext<AppServices | null>(null);

/** Provides the page's services to the shell. */
export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

/** The page's services (config, HTTP client, auth, tenant, variant). */
export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices outside AppServicesProvider');
  return services;
}
