import type { AuthService } from '../auth/AuthService';
import { loadedEnvironmentInfo } from '../environment/currentEnvironment';
import { loadAreaTexts } from '../i18n/resources';
import { currentLanguage } from '../i18n';
import type { TenantStore } from '../tenant/TenantStore';
import type { Variant } from '../app/variant';
import { ErrorHandling } from './errorHandling';
import { installGlobalErrorHandlers } from './globalErrors';

export interface StartErrorHandlingOptions {
  variant: Variant;
  /** URL path of the variant (home, e.g. `/portal/ui/`). */
  base: string;
  auth: AuthService;
  tenant: TenantStore;
  buildVersion: string;
  /** After a 401: log out and log in again (the shell decides where to come back). */
  logout(): void;
}

/**
 * Creates the application's error handling, shows its dialogs in their own React root (so they
 * survive a crash of the application tree; mounted with the first error) and catches the page's
 * uncaught errors.
 */
export function startErrorHandling(options: StartErrorHandlingOptions): ErrorHandling {
  const { variant, base, auth, tenant, buildVersion, logout } = options;
  const errors = new ErrorHandling({
    session: () => {
      const info = loadedEnvironmentInfo();
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

  // The dialogs (and the component library, and the texts they may need) load with the first error.
  const unsubscribe = errors.center.subscribe(() => {
    if (errors.center.snapshot().length === 0) return;
    unsubscribe();
    void Promise.all([import('./mountErrorDialogs'), loadAreaTexts()]).then(([m]) => m.mountErrorDialogs(errors, variant));
  });
  installGlobalErrorHandlers(window, errors.onUnexpectedError);
  return errors;
}
