import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isHttpError } from '../../engine/core/errors';
import { useAppServices } from '../app/AppServices';
import { currentLanguage } from '../i18n';
import { FullPageLoader } from '../shell/pages/FullPageLoader';
import { EnvironmentContext } from './EnvironmentContext';
import { ENVIRONMENT_QUERY_KEY, envLoadErrorPath, fetchEnvironment, toEnvironment } from './environmentQuery';

/**
 * Loads the business environment after login and provides it; a failure goes to
 * /public/env-load-error, an expired GDPR consent to /public/gdpr-expired, a rejected token back to login.
 */
export function EnvironmentGate({ children }: { children: ReactNode }) {
  const { http, auth } = useAppServices();
  const location = useLocation();
  const query = useQuery({
    queryKey: ENVIRONMENT_QUERY_KEY,
    queryFn: () => fetchEnvironment(http),
    staleTime: Infinity,
    retry: false, // the HTTP client already retries transient failures
    refetchOnWindowFocus: false,
  });
  const environment = useMemo(() => (query.data ? toEnvironment(query.data) : undefined), [query.data]);
  const status = isHttpError(query.error) ? query.error.status : undefined;

  useEffect(() => {
    // The token was refused: the session is gone at the provider, log in again.
    if (status === 401) void auth.redirectToLogin(`${location.pathname}${location.search}`, currentLanguage());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, auth]);

  if (query.isPending || status === 401) return <FullPageLoader messageKey="shell.environment.loading" />;
  if (query.isError || !environment) return <Navigate to={envLoadErrorPath(status)} replace />;
  if (environment.info.gdprExpired) return <Navigate to="/public/gdpr-expired" replace />;
  return <EnvironmentContext.Provider value={environment}>{children}</EnvironmentContext.Provider>;
}
