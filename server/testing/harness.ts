// Test helpers: a whole server on in-memory PGlite, and logins through the real OIDC flow.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { importJWK, SignJWT, type JWTPayload } from 'jose';
import { buildApp } from '../app';
import { createEphemeralKeys, type AuthKeys } from '../auth/keys';
import { API_AUDIENCE, issuerFor, REALM_PATH } from '../auth/provider';
import { migrate } from '../db/migrate';
import type { Database } from '../db/types';
import { seedIfEmpty } from '../seed/seed';
import { openTestDatabase } from './testDatabase';

export const TEST_PUBLIC_URL = 'http://localhost:8080';

/**
 * One signing key per test process: an RSA key takes up to a second to make, and every test file
 * starts its own server. Each server still gets its own copy and its own cookie key.
 */
let processKeys: Promise<AuthKeys> | undefined;
async function testKeys(): Promise<AuthKeys> {
  processKeys ??= createEphemeralKeys();
  const { jwks } = await processKeys;
  return { jwks: { keys: jwks.keys.map((key) => ({ ...key })) }, cookieKeys: [randomBytes(32).toString('base64url')] };
}

/** A running (injectable) server with its database and keys. */
export interface TestServer {
  app: FastifyInstance;
  db: Database;
  keys: AuthKeys;
  close(): Promise<void>;
}

/** Builds the app on a fresh, migrated and seeded database (PGlite, or PostgreSQL: see testDatabase) with ephemeral keys. */
export async function startTestServer(options: { distDir?: string; accessTokenTtl?: number } = {}): Promise<TestServer> {
  const { apps, db, keys, close } = await startTestInstances(1, options);
  return { app: apps[0] as FastifyInstance, db, keys, close };
}

/** Several server instances on one database (as behind a load balancer), sharing the keys. */
export async function startTestInstances(
  count: number,
  options: { distDir?: string; accessTokenTtl?: number } = {},
): Promise<{ apps: FastifyInstance[]; db: Database; keys: AuthKeys; close(): Promise<void> }> {
  const db = await openTestDatabase();
  await migrate(db);
  await seedIfEmpty(db);
  const keys = await testKeys();
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < count; i++) {
    const app = await buildApp({
      db,
      keys,
      publicUrl: TEST_PUBLIC_URL,
      distDir: options.distDir ?? '/nonexistent/edc-dist',
      appConfig: { environment: 'test', allowReduction: true, buildNumber: 'test' },
      accessTokenTtl: options.accessTokenTtl,
    });
    await app.ready();
    apps.push(app);
  }
  return {
    apps,
    db,
    keys,
    async close() {
      for (const app of apps) await app.close();
      await db.close();
    },
  };
}

/** Keeps cookies between injected requests, like a browser on one origin. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  absorb(response: LightMyRequestResponse): void {
    const header = response.headers['set-cookie'];
    const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=')[1] ?? '') < Date.now());
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** Path and query of an absolute or relative location. */
export function pathOf(location: string): string {
  const url = new URL(location, TEST_PUBLIC_URL);
  return url.pathname + url.search;
}

/** PKCE verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The token endpoint's answer. */
export interface TokenSet {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}

const TOKEN_PATH = `${REALM_PATH}/protocol/openid-connect/token`;

/** Starts an authorization request and follows redirects to the login page; returns its HTML and the jar (which may bring a provider session along). */
export async function openLoginPage(app: FastifyInstance, client = 'edc-portal', extra: Record<string, string> = {}, jar = new CookieJar()) {
  const variant = client === 'edc-core' ? 'core' : 'portal';
  const redirectUri = `${TEST_PUBLIC_URL}/${variant}/ui/auth/callback`;
  const pkce = pkcePair();
  const query = new URLSearchParams({
    client_id: client,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  const start = await app.inject({ method: 'GET', url: `${REALM_PATH}/protocol/openid-connect/auth?${query}`, headers: { cookie: jar.header() } });
  jar.absorb(start);
  if (start.statusCode !== 303 || !start.headers.location) throw new Error(`authorization request answered ${start.statusCode}: ${start.body}`);
  const loginUrl = pathOf(String(start.headers.location));
  const page = await app.inject({ method: 'GET', url: loginUrl, headers: { cookie: jar.header() } });
  jar.absorb(page);
  const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1]?.replace(/&#38;/g, '&');
  return { page, jar, action, pkce, redirectUri, state: query.get('state') as string, loginUrl };
}

/** Logs in through the real flow: authorization request, login form, resume, code + PKCE at the token endpoint. */
export async function loginWithPassword(app: FastifyInstance, username: string, password = username, client = 'edc-portal'): Promise<TokenSet> {
  return (await loginFlow(app, username, password, client)).tokens;
}

/** Like loginWithPassword, also returning the browser's cookies (the provider session). */
export async function loginFlow(app: FastifyInstance, username: string, password = username, client = 'edc-portal'): Promise<{ tokens: TokenSet; jar: CookieJar }> {
  const { jar, action, pkce, redirectUri, state } = await openLoginPage(app, client);
  if (!action) throw new Error('no login form');
  let response = await app.inject({
    method: 'POST',
    url: action,
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  });
  jar.absorb(response);
  // Follow the provider's redirects until it sends the browser back to the client with a code.
  for (let hops = 0; hops < 5; hops++) {
    const location = response.headers.location ? String(response.headers.location) : undefined;
    if (response.statusCode < 300 || response.statusCode >= 400 || !location) {
      throw new Error(`login of ${username} stopped at ${response.statusCode}: ${response.body.slice(0, 300)}`);
    }
    if (location.startsWith(redirectUri)) {
      const back = new URL(location);
      if (back.searchParams.get('state') !== state) throw new Error('state mismatch');
      const code = back.searchParams.get('code');
      if (!code) throw new Error(`no code: ${location}`);
      return { tokens: await exchangeCode(app, client, code, redirectUri, pkce.verifier), jar };
    }
    response = await app.inject({ method: 'GET', url: pathOf(location), headers: { cookie: jar.header() } });
    jar.absorb(response);
  }
  throw new Error('too many redirects');
}

/** POSTs a form to the token endpoint. */
export function tokenRequest(app: FastifyInstance, form: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: TOKEN_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

async function exchangeCode(app: FastifyInstance, client: string, code: string, redirectUri: string, verifier: string): Promise<TokenSet> {
  const response = await tokenRequest(app, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: client,
    code_verifier: verifier,
  });
  if (response.statusCode !== 200) throw new Error(`token endpoint answered ${response.statusCode}: ${response.body}`);
  return response.json<TokenSet>();
}

/** Signs an access token with the provider's real key (for expiry and audience edge cases). */
export async function mintAccessToken(keys: AuthKeys, claims: JWTPayload, options: { expiresIn?: string | number; audience?: string; issuer?: string } = {}) {
  const jwk = keys.jwks.keys[0];
  if (!jwk) throw new Error('no signing key');
  const key = await importJWK(jwk, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid })
    .setIssuer(options.issuer ?? issuerFor(TEST_PUBLIC_URL))
    .setAudience(options.audience ?? API_AUDIENCE)
    .setIssuedAt(now - 10)
    .setExpirationTime(options.expiresIn ?? '5m')
    .sign(key);
}

/** Authorization and language headers for API calls. */
export function bearer(token: string, extra: Record<string, string> = {}): Record<string, string> {
  return { authorization: `Bearer ${token}`, 'x-language': 'en', ...extra };
}
