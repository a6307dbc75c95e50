// One test server per test file with its users logged in, and a short way to call the API as one
// of them. Server test files repeated this setup word for word.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { bearer, loginWithPassword, startTestServer, type TestServer } from './harness';

export const API = '/portalbl/svc';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiSession {
  /** The running server (set once beforeAll has run). */
  readonly server: TestServer;
  /** Access tokens by login name. */
  readonly tokens: Readonly<Record<string, string>>;
  /** Calls `API + path` as `user` (the session's default user when left out), in `language`. */
  call(method: Method, path: string, user?: string, payload?: unknown, language?: string): Promise<LightMyRequestResponse>;
}

/**
 * Registers beforeAll/afterAll hooks that start a fresh server, log `users` in through the real
 * OIDC flow and close the server afterwards. Calls go as `defaults.user` (else the first user)
 * in `defaults.language` (else English, as `bearer`).
 */
export function apiSession(users: readonly string[], defaults: { user?: string; language?: string } = {}): ApiSession {
  let server: TestServer | undefined;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer();
    for (const user of users) tokens[user] = (await loginWithPassword(server.app, user)).access_token;
  });
  afterAll(async () => {
    await server?.close();
  });
  const running = (): TestServer => {
    if (!server) throw new Error('apiSession: the server starts in beforeAll; call it from a test or a later hook');
    return server;
  };
  return {
    get server() {
      return running();
    },
    tokens,
    call(method, path, user = defaults.user ?? users[0], payload, language = defaults.language) {
      const token = user === undefined ? undefined : tokens[user];
      if (token === undefined) throw new Error(`apiSession: ${String(user)} is not logged in (log in: ${users.join(', ')})`);
      return running().app.inject({
        method,
        url: `${API}${path}`,
        headers: bearer(token, language === undefined ? {} : { 'x-language': language }),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    },
  };
}
