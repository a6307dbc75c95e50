import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import { absoluteUrl, type AppConfig } from '../app/config';

/** Seconds before expiry at which the access token is renewed (spec 4.2: 20 s). */
export const TOKEN_RENEW_SECONDS_BEFORE_EXPIRY = 20;

/**
 * The oidc-client-ts settings of a variant: authorization code with PKCE against
 * `{auth.url}/realms/{realm}`, tokens in session storage, renewal 20 s before expiry.
 * `storage` is injectable for tests.
 */
export function oidcSettings(config: AppConfig, origin: string, base: string, storage: Storage = window.sessionStorage): UserManagerSettings {
  const appUrl = `${origin}${base}`;
  return {
    authority: `${absoluteUrl(config.auth.url, origin)}/realms/${encodeURIComponent(config.auth.realm)}`,
    client_id: config.auth.clientId,
    redirect_uri: `${appUrl}auth/callback`,
    silent_redirect_uri: `${appUrl}assets/silent-check-sso.html`,
    post_logout_redirect_uri: appUrl,
    response_type: 'code',
    scope: 'openid profile email',
    userStore: new WebStorageStateStore({ store: storage }),
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: TOKEN_RENEW_SECONDS_BEFORE_EXPIRY,
    // The start-up check must not keep the user waiting long when the provider does not answer.
    silentRequestTimeoutInSeconds: 5,
    loadUserInfo: false,
  };
}
