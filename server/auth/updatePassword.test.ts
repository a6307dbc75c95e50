import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALM_PATH } from './provider';
import { checkNewPassword } from './updatePassword';
import { loginFlow, loginWithPassword, openLoginPage, pathOf, pkcePair, startTestServer, TEST_PUBLIC_URL, type TestServer } from '../testing/harness';
import type { CookieJar } from '../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const redirectUri = `${TEST_PUBLIC_URL}/portal/ui/auth/callback`;

/** Follows the provider's redirects until a page is shown or the client gets its code back. */
async function follow(jar: CookieJar, response: LightMyRequestResponse): Promise<{ page?: LightMyRequestResponse; code?: string }> {
  for (let hops = 0; hops < 8; hops++) {
    const location = response.headers.location ? String(response.headers.location) : undefined;
    if (!location) return { page: response };
    if (location.startsWith(redirectUri)) return { code: new URL(location).searchParams.get('code') ?? undefined };
    response = await server.app.inject({ method: 'GET', url: pathOf(location), headers: { cookie: jar.header() } });
    jar.absorb(response);
  }
  throw new Error('too many redirects');
}

function post(jar: CookieJar, url: string, form: Record<string, string>) {
  return server.app.inject({ method: 'POST', url, headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() });
}

const actionOf = (html: string) => /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replace(/&#38;/g, '&') as string;

describe('change password (kc_action=UPDATE_PASSWORD)', () => {
  it('asks for the login first, then for the new password, and stores it', async () => {
    const { jar, action } = await openLoginPage(server.app, 'edc-portal', { kc_action: 'UPDATE_PASSWORD' });
    const loggedIn = await post(jar, action as string, { username: 'supplier', password: 'supplier' });
    jar.absorb(loggedIn);
    const { page } = await follow(jar, loggedIn);
    expect(page?.body).toContain('name="next"');
    const passwordAction = actionOf(page?.body ?? '');

    const wrong = await post(jar, passwordAction, { current: 'nope', next: 'NoveHeslo123', confirm: 'NoveHeslo123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('role="alert"');
    const mismatch = await post(jar, passwordAction, { current: 'supplier', next: 'NoveHeslo123', confirm: 'InakeHeslo123' });
    expect(mismatch.statusCode).toBe(400);

    const saved = await post(jar, passwordAction, { current: 'supplier', next: 'NoveHeslo123', confirm: 'NoveHeslo123' });
    jar.absorb(saved);
    const done = await follow(jar, saved);
    expect(done.code).toBeTruthy();

    await expect(loginWithPassword(server.app, 'supplier', 'supplier')).rejects.toThrow();
    expect((await loginWithPassword(server.app, 'supplier', 'NoveHeslo123')).access_token).toBeTruthy();
  });

  it('goes straight to the form with a provider session, and cancel changes nothing', async () => {
    const { jar } = await loginFlow(server.app, 'producer');
    const pkce = pkcePair();
    const query = new URLSearchParams({
      client_id: 'edc-portal',
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: 'openid profile email',
      state: randomBytes(8).toString('hex'),
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
      kc_action: 'UPDATE_PASSWORD',
    });
    const start = await server.app.inject({ method: 'GET', url: `${REALM_PATH}/protocol/openid-connect/auth?${query}`, headers: { cookie: jar.header() } });
    jar.absorb(start);
    const { page } = await follow(jar, start);
    expect(page?.body).toContain('name="current"');
    const cancelled = await post(jar, actionOf(page?.body ?? ''), { submit: 'cancel' });
    jar.absorb(cancelled);
    expect((await follow(jar, cancelled)).code).toBeTruthy();
    expect((await loginWithPassword(server.app, 'producer', 'producer')).access_token).toBeTruthy();
  });
});

describe('checkNewPassword', () => {
  it('refuses short, mismatched, unchanged and missing passwords', () => {
    expect(checkNewPassword('old', 'short', 'short')).toBe('tooShort');
    expect(checkNewPassword('old', 'longenough1', 'longenough2')).toBe('mismatch');
    expect(checkNewPassword('longenough1', 'longenough1', 'longenough1')).toBe('sameAsCurrent');
    expect(checkNewPassword('', 'longenough1', 'longenough1')).toBe('missing');
    expect(checkNewPassword('old', 'longenough1', 'longenough1')).toBeUndefined();
  });
});
