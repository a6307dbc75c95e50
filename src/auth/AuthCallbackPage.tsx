import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAppServices } from '../app/AppServices';
import { FullPageLoader } from '../shell/pages/FullPageLoader';
import { useAuth } from './AuthContext';
import { certificateCheck, submitCertificateCheck } from './certificateCheck';

/**
 * `/auth/callback`: completes the login and goes to the page the user wanted (or the login error
 * page). The portal goes there through the server's certificate check (spec 4.1), a form post
 * that leaves this page; the core navigates inside the application.
 */
export function AuthCallbackPage() {
  const auth = useAuth();
  const { variant, base, config } = useAppServices();
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
        if (!active) return;
        const token = auth.accessToken();
        if (variant === 'portal' && token) {
          // The form post adds a history entry: 'back' then finds the callback without the used
          // code (which goes home) instead of completing the login again (which fails).
          window.history.replaceState(window.history.state, '', `${base}auth/callback`);
          submitCertificateCheck(certificateCheck(config.api.url, base, target, token));
        } else navigate(target, { replace: true });
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        if (active) navigate(`/public/login-error?error=${encodeURIComponent(message)}`, { replace: true });
      });
    return () => {
      active = false;
    };
  }, [auth, navigate, variant, base, config]);
  return <FullPageLoader messageKey="shell.auth.completing" />;
}


