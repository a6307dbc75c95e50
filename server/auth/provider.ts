import type { ClientMetadata, Configuration, KoaContextWithOIDC, Provider } from 'oidc-provider';
import type { Database } from '../db/types';
import { findUser, isActive, userClaims } from './accounts';
import { databaseAdapter, purgeExpired } from './adapter';
import type { AuthKeys } from './keys';
import { loadOidcProvider } from './load';
import type { OriginPolicy } from './origins';
import { logoutPage, messagePage } from './pages';
import { AUTH_TEXTS, pickLang } from './texts';
import { interactionPolicyWithUpdatePassword } from './updatePassword';

/** Where the provider is mounted; the issuer is PUBLIC_URL + this path (Keycloak-shaped). */
export const REALM_PATH = '/auth/realms/edc';
/** Resource indicator of the API; every access token is issued for it (JWT, audience below). */
export const API_RESOURCE = 'urn:edc:api';
/** `aud` of access tokens for the API. */
export const API_AUDIENCE = 'edc-api';
/** The two public clients, one per UI variant. */
export const CLIENTS = [
  { clientId: 'edc-portal', variant: 'portal', name: 'EDC portál' },
  { clientId: 'edc-core', variant: 'core', name: 'EDC core' },
] as const;

/** What the provider needs from the application. */
export interface ProviderOptions {
  /** PUBLIC_URL: the issuer is `${publicUrl}${REALM_PATH}`. */
  publicUrl: string;
  db: Database;
  keys: AuthKeys;
  origins: OriginPolicy;
  /** Trust X-Forwarded-* (behind a TLS-terminating proxy). */
  trustProxy?: boolean;
  /** Access token lifetime in seconds. @default 600 */
  accessTokenTtl?: number;
}

const HOUR = 60 * 60;
const SESSION_TTL = 10 * HOUR;

/** The issuer identifier for a public URL. */
export function issuerFor(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${REALM_PATH}`;
}

function clientMetadata(origins: readonly string[]): ClientMetadata[] {
  return CLIENTS.map(({ clientId, variant, name }) => ({
    client_id: clientId,
    client_name: name,
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: origins.flatMap((o) => [`${o}/${variant}/ui/auth/callback`, `${o}/${variant}/ui/assets/silent-check-sso.html`]),
    post_logout_redirect_uris: origins.flatMap((o) => [`${o}/${variant}/ui/`, `${o}/${variant}/ui/public/logout`]),
  }));
}

function langOf(ctx: KoaContextWithOIDC): ReturnType<typeof pickLang> {
  const params = ctx.oidc?.params as Record<string, unknown> | undefined;
  return pickLang(params?.ui_locales);
}

/** Creates the OpenID Connect provider: code + PKCE, refresh tokens, JWT access tokens, logout without a click. */
export async function createProvider(options: ProviderOptions): Promise<Provider> {
  const { default: OidcProvider, errors, interactionPolicy } = await loadOidcProvider();
  const { db, origins } = options;
  const accessTokenTtl = options.accessTokenTtl ?? 600;
  await purgeExpired(db);

  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    clients: clientMetadata(origins.registered),
    jwks: options.keys.jwks as Configuration['jwks'],
    cookies: {
      keys: options.keys.cookieKeys,
      names: { session: 'edc_session', interaction: 'edc_interaction', resume: 'edc_interaction_resume' },
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    routes: {
      authorization: '/protocol/openid-connect/auth',
      token: '/protocol/openid-connect/token',
      jwks: '/protocol/openid-connect/certs',
      userinfo: '/protocol/openid-connect/userinfo',
      end_session: '/protocol/openid-connect/logout',
      revocation: '/protocol/openid-connect/revoke',
      pushed_authorization_request: '/protocol/openid-connect/ext/par/request',
    },
    responseTypes: ['code'],
    scopes: ['openid', 'offline_access', 'profile', 'email', 'roles'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
      email: ['email', 'email_verified'],
      roles: ['realm_access'],
    },
    discovery: { ui_locales_supported: ['sk', 'en', 'cs'] },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== API_RESOURCE) throw new errors.InvalidTarget();
          return {
            scope: 'api',
            audience: API_AUDIENCE,
            accessTokenTTL: accessTokenTtl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = logoutPage(langOf(ctx), form);
        },
        postLogoutSuccessSource(ctx) {
          const lang = langOf(ctx);
          const t = AUTH_TEXTS[lang];
          ctx.type = 'html';
          ctx.body = messagePage(lang, t.loggedOutTitle, t.loggedOutText, '/portal/ui/');
        },
      },
    },
    // kc_action=UPDATE_PASSWORD (Keycloak's change-password action) adds our password prompt.
    extraParams: ['kc_action'],
    interactions: { policy: interactionPolicyWithUpdatePassword(interactionPolicy), url: (_ctx, interaction) => `${REALM_PATH}/login-actions/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const user = await findUser(db, sub);
      // A locked account is unknown to the provider: its session and refresh tokens stop working.
      if (!user || !isActive(user)) return undefined;
      return { accountId: user.login, claims: () => userClaims(user) };
    },
    // Our two clients are first-party: consent is implied, so a grant covering what was asked
    // for is created or extended here instead of showing a consent screen.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const client = oidc.client;
      const accountId = oidc.session?.accountId;
      if (!client || !accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
      const grant = (grantId ? await oidc.provider.Grant.find(grantId) : undefined) ?? new oidc.provider.Grant({ clientId: client.clientId, accountId });
      grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' ') || 'openid');
      grant.addOIDCClaims(['sub', 'preferred_username', 'name', 'given_name', 'family_name', 'email', 'email_verified', 'realm_access']);
      grant.addResourceScope(API_RESOURCE, 'api');
      await grant.save();
      return grant;
    },
    async extraTokenClaims(_ctx, token) {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      if (!accountId) return undefined;
      const user = await findUser(db, accountId);
      if (!user) return undefined;
      const { sub: _sub, email_verified: _verified, ...claims } = userClaims(user);
      return claims;
    },
    issueRefreshToken: (_ctx, client, code) => client.grantTypeAllowed('refresh_token') && code.kind === 'AuthorizationCode',
    clientBasedCORS: (_ctx, origin) => origins.isAllowed(origin),
    ttl: {
      AccessToken: accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: accessTokenTtl,
      Interaction: HOUR,
      Session: SESSION_TTL,
      Grant: SESSION_TTL,
      // Rotated refresh tokens of public clients keep the remaining lifetime (the session's end).
      RefreshToken(ctx, token, client) {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        if (rotated && client.clientAuthMethod === 'none' && !token.isSenderConstrained()) return rotated.remainingTTL;
        return SESSION_TTL;
      },
    },
    async renderError(ctx, out) {
      const lang = langOf(ctx);
      const t = AUTH_TEXTS[lang];
      const detail = [out.error, out.error_description].filter(Boolean).join(': ');
      ctx.type = 'html';
      ctx.body = messagePage(lang, t.errorTitle, detail, '/portal/ui/');
    },
  };

  const provider = new OidcProvider(issuerFor(options.publicUrl), configuration);
  provider.proxy = Boolean(options.trustProxy);

  // Outside production, accept the registered redirect URIs on any loopback port (tests, dev servers).
  const ClientClass = provider.Client;
  const redirectAllowed = ClientClass.prototype.redirectUriAllowed;
  const postLogoutAllowed = ClientClass.prototype.postLogoutRedirectUriAllowed;
  ClientClass.prototype.redirectUriAllowed = function (this: InstanceType<typeof ClientClass>, uri: string) {
    return redirectAllowed.call(this, uri) || origins.isLoopbackVariant(uri, this.redirectUris ?? []);
  };
  ClientClass.prototype.postLogoutRedirectUriAllowed = function (this: InstanceType<typeof ClientClass>, uri: string) {
    return postLogoutAllowed.call(this, uri) || origins.isLoopbackVariant(uri, this.postLogoutRedirectUris ?? []);
  };
  return provider;
}

