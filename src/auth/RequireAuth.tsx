import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { currentLanguage } from '../i18n';
import { FullPageLoader } from '../shell/pages/FullPageLoader';
import { useAuth, useAuthUser } from './AuthContext';

/** Renders its children only for a logged-in user; otherwise runs the login (silent check, then redirect). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const user = useAuthUser();
  const location = useLocation();
  const [failure, setFailure] = useState<string>();
  const target = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    if (user) return;
    auth.ensureLogin(target, currentLanguage()).catch((error: unknown) => {
      setFailure(error instanceof Error ? error.message : String(error));
    });
    // Only a lost user restarts the login; navigation alone must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auth, user]);

  if (failure) return <Navigate to={`/public/login-error?error=${encodeURIComponent(failure)}`} replace />;
  if (!user) return <FullPageLoader messageKey="shell.auth.checking" />;
  return <>{children}</>;
}
