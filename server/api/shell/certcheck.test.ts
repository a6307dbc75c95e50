import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithPassword, startTestServer, type TestServer } from '../../testing/harness';
import { certificateRequired, withReason } from './certcheck';

const URL = '/portalbl/svc/certcheck';
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({});
  token = (await loginWithPassword(server.app, 'producer')).access_token;
});
afterAll(async () => server.close());

function post(fields: Record<string, string>) {
  return server.app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
}

describe('certificate check', () => {
  it('redirects to uiRedirect for a valid token (no certificate required by default)', async () => {
    const res = await post({ uiRedirect: '/portal/ui/dashboard?x=1', errorRedirect: '/portal/ui/public/login-error', token });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/portal/ui/dashboard?x=1');
  });

  it('redirects to errorRedirect with the reason for a bad token', async () => {
    const res = await post({ uiRedirect: '/portal/ui/dashboard', errorRedirect: '/portal/ui/public/login-error?error=x', token: 'not-a-token' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/portal/ui/public/login-error?error=x&certcheck=token');
  });

  it('never follows an address of another site: the portal takes its place', async () => {
    const res = await post({ uiRedirect: '//evil.example/', errorRedirect: 'https://evil.example/', token });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/portal/ui/');
    // The probe's tab trick, without login: the error address falls back to the login-error page.
    const tab = await post({ uiRedirect: '/portal/ui/', errorRedirect: '/\t/evil.example', token: 'x' });
    expect(tab.headers.location).toBe('/portal/ui/public/login-error?certcheck=token');
  });

  it('answers a redirect, not a 500, for control and wide characters in the addresses', async () => {
    for (const odd of ['/a\nb', '/a\rSet-Cookie: x=1', '/ľ\u0100\u2603', '/\u0000']) {
      const res = await post({ uiRedirect: '/portal/ui/', errorRedirect: odd, token: 'x' });
      expect(res.statusCode, JSON.stringify(odd)).toBe(303);
      expect(String(res.headers.location)).toMatch(/^\/[\x21-\x7e]*$/);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('helpers: local paths, reasons and the switch', () => {
    expect(withReason('/e', 'certificate')).toBe('/e?certcheck=certificate');
    expect(certificateRequired({})).toBe(false);
    expect(certificateRequired({ EDC_CERTCHECK_REQUIRE_CERT: '1' })).toBe(true);
  });
});
