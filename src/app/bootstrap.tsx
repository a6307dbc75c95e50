import '../shell/ui/variables.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHttpClient } from '../../engine/core/http';
import { AuthService } from '../auth/AuthService';
import { startErrorHandling } from '../errors/startErrorHandling';
import { oidcSettings } from '../auth/oidcSettings';
import { currentLanguage, DEFAULT_LANGUAGE, initI18n, readStoredLanguage, resolveLanguage, SUPPORTED_LANGUAGES } from '../i18n';
import { START_TEXTS } from '../i18n/resources';
import { FatalErrorScreen } from '../shell/pages/FatalErrorScreen';
import { TenantStore } from '../tenant/TenantStore';
import { App } from './App';
import type { AppServices } from './AppServices';
import { loadConfig, type AppConfig } from './config';
import { variantBase, variantBasename, type Variant } from './variant';

/** Version of this UI build: set by the Vite config, 'dev' in tests. */
export const BUILD_VERSION: string = (import.meta.env.VITE_BUILD_VERSION as string | undefined) ?? 'dev';

/** The path inside the application (without the basename), to come back to after a login. */
function currentAppPath(variant: Variant): string {
  const basename = variantBasename(variant);
  const path = window.location.pathname.startsWith(basename) ? window.location.pathname.slice(basename.length) : '/';
  return `${path || '/'}${window.location.search}`;
}

/** Paths where a refused token must not start a login (public pages, the login callback itself). */
function isLoginFreePath(path: string): boolean {
  return path.startsWith('/public') || path.startsWith('/auth/callback');
}

/**
 * Starts one variant: texts, configuration, login, HTTP client, then renders the application
 * into `#root`. A missing or broken configuration shows a fatal error instead.
 */
export async function bootstrap({ variant }: { variant: Variant }): Promise<void> {
  document.documentElement.dataset.variant = variant;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing in index.html');
  const root = createRoot(container);
  const base = variantBase(variant);

  // The shell's, the errors' and the dashboard's texts; the others load with their pages.
  await initI18n(resolveLanguage(readStoredLanguage(), SUPPORTED_LANGUAGES, DEFAULT_LANGUAGE), SUPPORTED_LANGUAGES, START_TEXTS);

  let config: AppConfig;
  try {
    config = await loadConfig(base);
  } catch (error) {
    root.render(<FatalErrorScreen error={error instanceof Error ? error.message : String(error)} />);
    return;
  }
  const language = resolveLanguage(readStoredLanguage(), config.languages, config.defaultLanguage);
  if (language !== currentLanguage()) await initI18n(language, config.languages, START_TEXTS);

  const auth = new AuthService(oidcSettings(config, window.location.origin, base));
  const tenant = new TenantStore();
  const errors = startErrorHandling({
    variant,
    base,
    auth,
    tenant,
    buildVersion: BUILD_VERSION,
    logout: () => {
      // A refused token means the session ended at the provider: log in again and come back here.
      const path = currentAppPath(variant);
      if (!isLoginFreePath(path)) auth.redirectToLogin(path, currentLanguage()).catch(errors.onUnexpectedError);
    },
  });
  const http = createHttpClient({
    baseUrl: config.api.url,
    getAccessToken: () => auth.accessToken(),
    getLanguage: currentLanguage,
    getTenant: () => tenant.current?.idUcastnikTrhu,
    onError: errors.onHttpError,
  });
  errors.attachHttp(http);
  const services: AppServices = { variant, base, config, http, auth, tenant, buildVersion: BUILD_VERSION, errors };

  root.render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
}
