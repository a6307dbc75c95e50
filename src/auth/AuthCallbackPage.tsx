import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FullPageLoader } from '../shell/pages/FullPageLoader';
import { useAuth } from './AuthContext';

/** `/auth/callback`: completes the login and goes to the page the user wanted (or the login error page). */
export function AuthCallbackPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    const params = new URLSearchParams(window.location.search);
    // Reached without an answer from the provider (history, bookmark): nothing to complete.
    if (!params.has('code') && !params.has('error')) {
      navigate('/', { replace: true });
      return undefined;
    }
    auth
      .completeLogin(window.location.href)
      .then((target) => {
        if (active) navigate(target, { replace: true });
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        if (active) navigate(`/public/login-error?error=${encodeURIComponent(message)}`, { replace: true });
      });
    return () => {
      active = false;
    };
  }, [auth, navigate]);
  return <FullPageLoader messageKey="shell.auth.completing" />;
}


