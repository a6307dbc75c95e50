// Issue 16, hole 4: password guessing slows down, then locks for a while, per account and per
// client address, with the count in the database; the message is in the user's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithPassword, openLoginPage, startTestServer, type TestServer } from '../testing/harness';
import { ACCOUNT_LOGIN } from './throttle';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

async function attempt(username: string, password: string, remoteAddress = '198.51.100.9', lang?: string) {
  const { jar, action } = await openLoginPage(server.app, 'edc-portal', lang ? { ui_locales: lang } : {});
  return server.app.inject({
    method: 'POST',
    url: action as string,
    remoteAddress,
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  });
}

describe('login throttling', () => {
  it('lets the free failures through, then refuses even the right password until the wait is over', async () => {
    for (let i = 0; i < ACCOUNT_LOGIN.freeFailures; i++) {
      const res = await attempt('supplier', `zle${i}`);
      expect(res.body).toContain('Nesprávne používateľské meno alebo heslo.');
    }
    await attempt('supplier', 'zle-posledne');
    const refused = await attempt('supplier', 'supplier', '198.51.100.9', 'en');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toMatch(/Too many failed sign-in attempts\. Try again in \d+ s\./);
    // Another account from another address is not held back.
    await expect(loginWithPassword(server.app, 'producer')).resolves.toMatchObject({ access_token: expect.any(String) });
  });

  it('locks the account after repeated failures, whichever address they come from', async () => {
    await server.db.query("UPDATE throttle SET last_failure = now() - interval '1 minute' WHERE key = 'login:supplier'");
    for (let i = 0; i < 4; i++) {
      await attempt('supplier', `znova${i}`, `203.0.113.${i + 1}`);
      await server.db.query("UPDATE throttle SET last_failure = now() - interval '1 minute' WHERE key = 'login:supplier'");
    }
    const locked = await attempt('supplier', 'supplier', '203.0.113.200');
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toMatch(/Skúste to znova o 1[45] min\./);
    const { rows } = await server.db.query<{ failures: number; locked: boolean }>("SELECT failures, locked_until > now() AS locked FROM throttle WHERE key = 'login:supplier'");
    expect(rows[0]).toEqual({ failures: ACCOUNT_LOGIN.lockAfter, locked: true });
  });

  it('a successful login clears the account’s failures', async () => {
    await attempt('operator', 'zle');
    await attempt('operator', 'zle2');
    await loginWithPassword(server.app, 'operator');
    const { rows } = await server.db.query("SELECT 1 FROM throttle WHERE key = 'login:operator'");
    expect(rows).toHaveLength(0);
  });
});
