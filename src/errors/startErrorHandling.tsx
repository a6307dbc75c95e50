import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import type { AuthService } from '../auth/AuthService';
import { ENVIRONMENT_QUERY_KEY } from '../environment/environmentQuery';
import type { EnvironmentInfo } from '../environment/types';
import { currentLanguage } from '../i18n';
import type { TenantStore } from '../tenant/TenantStore';
import { variantTheme } from '../app/theme';
import type { Variant } from '../app/variant';
import { ErrorDialogs } from './ErrorDialogs';
import { ErrorHandling } from './errorHandling';
import { installGlobalErrorHandlers } from './globalErrors';

export interface StartErrorHandlingOptions {
  variant: Variant;
  /** URL path of the variant (home, e.g. `/portal/ui/`). */
  base: string;
  auth: AuthService;
  tenant: TenantStore;
  /** Holds the environment info (roles, appConfig.environment) once loaded. */
  queryClient: QueryClient;
  buildVersion: string;
  /** After a 401: log out and log in again (the shell decides where to come back). */
  logout(): void;
}

/**
 * Creates the application's error handling, shows its dialogs in their own React root (so they
 * survive a crash of the application tree) and catches the page's uncaught errors.
 */
export function startErrorHandling(options: StartErrorHandlingOptions): ErrorHandling {
  const { variant, base, auth, tenant, queryClient, buildVersion, logout } = options;
  const errors = new ErrorHandling({
    session: () => {
      const info = queryClient.getQueryData<EnvironmentInfo>(ENVIRONMENT_QUERY_KEY);
      const roles = info ? (info.role ?? info.userInfo?.role) : undefined;
      const login = info?.login ?? (auth.getUser()?.profile.preferred_username as string | undefined);
      const tenantId = tenant.current?.idUcastnikTrhu;
      return {
        loggedIn: auth.accessToken() !== undefined,
        ...(login ? { login } : {}),
        ...(roles ? { roles } : {}),
        ...(info?.appConfig?.environment ? { environment: info.appConfig.environment } : {}),
        ...(tenantId !== undefined ? { tenant: tenantId } : {}),
      };
    },
    logout,
    // A full load of the home page: the new roles bring a new environment, menu and tokens.
    goHome: () => window.location.assign(base),
    context: () => ({ page: window.location.href, userAgent: navigator.userAgent, appVersion: buildVersion, variant, language: currentLanguage() }),
  });

  const host = document.createElement('div');
  host.id = 'error-dialogs';
  document.body.appendChild(host);
  createRoot(host).render(
    <MantineProvider theme={variantTheme(variant)}>
      <ErrorDialogs errors={errors} />
    </MantineProvider>,
  );
  installGlobalErrorHandlers(window, errors.onUnexpectedError);
  return errors;
}
