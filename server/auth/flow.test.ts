import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  loginFlow,
  loginWithPassword,
  mintAccessToken,
  openLoginPage,
  pathOf,
  startTestServer,
  tokenRequest,
  type TestServer,
} from '../testing/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

describe('discovery and keys', () => {
  it('serves Keycloak-shaped endpoints under the realm issuer', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/auth/realms/edc/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<Record<string, string>>();
    expect(doc.issuer).toBe('http://localhost:8080/auth/realms/edc');
    expect(doc.authorization_endpoint).toMatch(/\/auth\/realms\/edc\/protocol\/openid-connect\/auth$/);
    expect(doc.token_endpoint).toMatch(/\/protocol\/openid-connect\/token$/);
    expect(doc.jwks_uri).toMatch(/\/protocol\/openid-connect\/certs$/);
    expect(doc.end_session_endpoint).toMatch(/\/protocol\/openid-connect\/logout$/);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('publishes only public key material', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/auth/realms/edc/protocol/openid-connect/certs' });
    const { keys } = res.json<{ keys: Record<string, unknown>[] }>();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
  });
});

describe('authorization code flow with PKCE', () => {
  it('logs in through the login page and gives a JWT the API accepts', async () => {
    const tokens = await loginWithPassword(server.app, 'producer');
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.id_token).toBeTruthy();
    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      sub: 'producer',
      preferred_username: 'producer',
      realm_access: { roles: ['EDC.VYROBCA'] },
      given_name: 'Martin',
      family_name: 'Kováč',
      email: 'producer@edc.local',
      iss: 'http://localhost:8080/auth/realms/edc',
    });
    expect([claims.aud].flat()).toContain('edc-api');
    const info = await server.app.inject({ method: 'GET', url: '/portalbl/svc/environment/info', headers: bearer(tokens.access_token) });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ login: 'producer', role: ['EDC.VYROBCA'] });
  });

  it('issues new tokens for a refresh token and rotates it', async () => {
    const first = await loginWithPassword(server.app, 'supplier');
    const res = await tokenRequest(server.app, { grant_type: 'refresh_token', refresh_token: first.refresh_token as string, client_id: 'edc-portal' });
    expect(res.statusCode).toBe(200);
    const next = res.json<{ access_token: string; refresh_token: string }>();
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(next.access_token)).toMatchObject({ preferred_username: 'supplier', aud: 'edc-api' });
    const api = await server.app.inject({ method: 'GET', url: '/portalbl/svc/environment/info', headers: bearer(next.access_token) });
    expect(api.statusCode).toBe(200);
  });

  it('refuses a code exchange with the wrong PKCE verifier', async () => {
    const { jar, action, redirectUri } = await openLoginPage(server.app);
    const login = await server.app.inject({
      method: 'POST',
      url: action as string,
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=admin&password=admin',
    });
    jar.absorb(login);
    const resumed = await server.app.inject({ method: 'GET', url: pathOf(String(login.headers.location)), headers: { cookie: jar.header() } });
    const code = new URL(String(resumed.headers.location)).searchParams.get('code') as string;
    expect(code).toBeTruthy();
    const res = await tokenRequest(server.app, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: 'edc-portal',
      code_verifier: 'x'.repeat(43),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('requires PKCE on the authorization request', async () => {
    const query = new URLSearchParams({
      client_id: 'edc-portal',
      response_type: 'code',
      redirect_uri: 'http://localhost:8080/portal/ui/auth/callback',
      scope: 'openid',
      state: 's',
    });
    const res = await server.app.inject({ method: 'GET', url: `/auth/realms/edc/protocol/openid-connect/auth?${query}` });
    expect(res.statusCode).toBe(303);
    expect(String(res.headers.location)).toContain('error=invalid_request');
  });

  it('accepts the registered callback on another loopback port outside production', async () => {
    const { page } = await openLoginPage(server.app, 'edc-core', { redirect_uri: 'http://127.0.0.1:41234/core/ui/auth/callback' });
    expect(page.statusCode).toBe(200);
  });
});

describe('login page', () => {
  it('is Slovak by default, keyboard friendly and offers English', async () => {
    const { page } = await openLoginPage(server.app);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<html lang="sk">');
    expect(page.body).toContain('<label for="username">Používateľské meno</label>');
    expect(page.body).toMatch(/id="username"[^>]*autofocus/);
    expect(page.body).toContain('hreflang="en"');
  });

  it('follows ui_locales', async () => {
    const { page } = await openLoginPage(server.app, 'edc-portal', { ui_locales: 'en' });
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Sign in');
  });

  it('shows an error on a wrong password and keeps the login usable', async () => {
    const { jar, action } = await openLoginPage(server.app);
    const res = await server.app.inject({
      method: 'POST',
      url: action as string,
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=producer&password=wrong',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('Nesprávne používateľské meno alebo heslo.');
    expect(res.body).toContain('value="producer"');
    expect(res.body).toMatch(/id="password"[^>]*autofocus/);
  });

  it('answers a clear page for an unknown or expired interaction', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/auth/realms/edc/login-actions/nonexistent' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Prihlásenie vypršalo');
  });
});

describe('logout', () => {
  it('ends the session with an auto-submitted form and revokes the refresh token', async () => {
    const { tokens, jar } = await loginFlow(server.app, 'operator', 'operator', 'edc-core');
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token as string,
      post_logout_redirect_uri: 'http://localhost:8080/core/ui/',
      state: 'bye',
    });
    const page = await server.app.inject({
      method: 'GET',
      url: `/auth/realms/edc/protocol/openid-connect/logout?${query}`,
      headers: { cookie: jar.header() },
    });
    jar.absorb(page);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("document.getElementById('op.logoutForm').submit()");
    expect(page.body).toContain('name="logout" value="yes"');
    const action = /action="([^"]+)"/.exec(page.body)?.[1] as string;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1] as string;
    const confirm = await server.app.inject({
      method: 'POST',
      url: pathOf(action),
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe('http://localhost:8080/core/ui/?state=bye');
    const refresh = await tokenRequest(server.app, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token as string, client_id: 'edc-core' });
    expect(refresh.statusCode).toBe(400);
  });
});

describe('API authentication', () => {
  const url = '/portalbl/svc/environment/info';

  it('answers 401 JSON without a token', async () => {
    const res = await server.app.inject({ method: 'GET', url, headers: { 'x-language': 'en' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'A valid login is required for this request', hints: { reasons: [expect.stringContaining('missing')] } });
  });

  it('answers 401 for a garbage, expired, foreign-audience or foreign-key token', async () => {
    const expired = await mintAccessToken(server.keys, { sub: 'admin', preferred_username: 'admin' }, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    const wrongAudience = await mintAccessToken(server.keys, { sub: 'admin' }, { audience: 'edc-portal' });
    const wrongIssuer = await mintAccessToken(server.keys, { sub: 'admin' }, { issuer: 'http://evil.example/auth/realms/edc' });
    for (const token of ['garbage', expired, wrongAudience, wrongIssuer]) {
      const res = await server.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, token.slice(0, 20)).toBe(401);
      expect(res.headers['www-authenticate']).toContain('invalid_token');
    }
    const expiredRes = await server.app.inject({ method: 'GET', url, headers: bearer(expired) });
    expect(expiredRes.json<{ hints: { reasons: string[] } }>().hints.reasons[0]).toContain('expired');
  });

  it('accepts a token minted with the real key for the right audience', async () => {
    const token = await mintAccessToken(server.keys, { sub: 'admin', preferred_username: 'admin', realm_access: { roles: ['EDC.ADMIN'] } });
    const res = await server.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ tokens: string[] }>().tokens).toContain('ADMIN');
  });
});
