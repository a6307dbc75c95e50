// One test server per test file with its users logged in, and a short way to call the API as one
// of them. Server test files repeated this setup word for word.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { bearer, loginWithPassword, startTestServer, type TestServer } from './harness';

export const API = '/portalbl/svc';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What one call sends besides its user and body. */
export interface CallOptions {
  /** X-Language (else the session's default language, else English as `bearer`). */
  language?: string;
  /** The participant the caller acts for (X-Tenant); left out, the server's remembered one. */
  tenant?: number;
  /** Further request headers (they win over the ones above). */
  headers?: Readonly<Record<string, string>>;
}

export interface ApiSession {
  /** The running server (set once started). */
  readonly server: TestServer;
  /** Access tokens by login name. */
  readonly tokens: Readonly<Record<string, string>>;
  /**
   * Calls `API + path` as `user` (the session's default user when left out). The last argument is
   * the language, or the call's options (language, tenant, headers).
   */
  call(method: Method, path: string, user?: string, payload?: unknown, options?: string | CallOptions): Promise<LightMyRequestResponse>;
  /** Logs `user` in again through the OIDC flow (after a change of roles). */
  relogin(user: string): Promise<void>;
  /** Calls go as `name` with this token from now on (e.g. a minted token with other roles). */
  useToken(name: string, token: string): void;
}

/** A session whose server starts and stops when asked (`apiSession` asks in beforeAll/afterAll). */
export interface ManualApiSession extends ApiSession {
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The session without test hooks: `start()` starts a fresh server and logs `users` in through the
 * real OIDC flow. Calls go as `defaults.user` (else the first user) in `defaults.language`.
 */
export function openApiSession(users: readonly string[], defaults: { user?: string; language?: string } = {}): ManualApiSession {
  let server: TestServer | undefined;
  const tokens: Record<string, string> = {};
  const running = (): TestServer => {
    if (!server) throw new Error('apiSession: the server starts in beforeAll; call it from a test or a later hook');
    return server;
  };
  const relogin = async (user: string) => {
    tokens[user] = (await loginWithPassword(running().app, user)).access_token;
  };
  return {
    get server() {
      return running();
    },
    tokens,
    async start() {
      server = await startTestServer();
      for (const user of users) await relogin(user);
    },
    async close() {
      await server?.close();
    },
    relogin,
    useToken(name, token) {
      tokens[name] = token;
    },
    call(method, path, user = defaults.user ?? users[0], payload, options) {
      const token = user === undefined ? undefined : tokens[user];
      if (token === undefined) throw new Error(`apiSession: ${String(user)} is not logged in (log in: ${users.join(', ')})`);
      const { language = defaults.language, tenant, headers = {} } = typeof options === 'string' ? { language: options } : (options ?? {});
      const extra: Record<string, string> = {
        ...(language === undefined ? {} : { 'x-language': language }),
        ...(tenant === undefined ? {} : { 'x-tenant': String(tenant) }),
        ...headers,
      };
      return running().app.inject({
        method,
        url: `${API}${path}`,
        headers: bearer(token, extra),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    },
  };
}

/**
 * Registers beforeAll/afterAll hooks that start a fresh server, log `users` in through the real
 * OIDC flow and close the server afterwards (see openApiSession).
 */
export function apiSession(users: readonly string[], defaults: { user?: string; language?: string } = {}): ApiSession {
  const session = openApiSession(users, defaults);
  beforeAll(() => session.start());
  afterAll(() => session.close());
  return session;
}
