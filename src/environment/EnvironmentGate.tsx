import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isHttpError } from '../../engine/core/errors';
import { useAppServices } from '../app/AppServices';
import { currentLanguage } from '../i18n';
import { FullPageLoader } from '../shell/pages/FullPageLoader';
import { loadEnvironmentOnce } from './currentEnvironment';
import { EnvironmentContext } from './EnvironmentContext';
import { envLoadErrorPath, toEnvironment } from './environmentQuery';
import type { EnvironmentInfo } from './types';

type Load = { state: 'pending' } | { state: 'done'; info: EnvironmentInfo } | { state: 'failed'; error: unknown };

/**
 * Loads the business environment after login and provides it; a failure goes to
 * /public/env-load-error, an expired GDPR consent to /public/gdpr-expired, a rejected token back to login.
 */
export function EnvironmentGate({ children }: { children: ReactNode }) {
  const { http, auth } = useAppServices();
  const location = useLocation();
  const [load, setLoad] = useState<Load>({ state: 'pending' });

  useEffect(() => {
    let active = true;
    loadEnvironmentOnce(http, () => auth.renew()).then(
      (info) => active && setLoad({ state: 'done', info }),
      (error: unknown) => active && setLoad({ state: 'failed', error }),
    );
    return () => {
      active = false;
    };
  }, [http, auth]);

  const environment = useMemo(() => (load.state === 'done' ? toEnvironment(load.info) : undefined), [load]);
  const status = load.state === 'failed' && isHttpError(load.error) ? load.error.status : undefined;

  useEffect(() => {
    // The token was refused: the session is gone at the provider, log in again.
    if (status === 401) void auth.redirectToLogin(`${location.pathname}${location.search}`, currentLanguage());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, auth]);

  if (load.state === 'pending' || status === 401) return <FullPageLoader messageKey="shell.environment.loading" />;
  if (!environment) return <Navigate to={envLoadErrorPath(status)} replace />;
  if (environment.info.gdprExpired) return <Navigate to="/public/gdpr-expired" replace />;
  return <EnvironmentContext.Provider value={environment}>{children}</EnvironmentContext.Provider>;
}
