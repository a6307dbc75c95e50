import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithPassword, startTestServer, type TestServer } from '../../testing/harness';
import { certificateRequired, isLocalPath, withReason } from './certcheck';

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

  it('refuses addresses of other sites with a translated 400', async () => {
    const res = await server.app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-language': 'en' }, payload: new URLSearchParams({ uiRedirect: '//evil.example/', errorRedirect: 'https://evil.example/', token }).toString() });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; hints: { reasons: string[] } }>();
    expect(body.hints.reasons).toHaveLength(2);
    expect(body.hints.reasons[0]).toContain('uiRedirect');
  });

  it('helpers: local paths, reasons and the switch', () => {
    expect(isLocalPath('/a')).toBe(true);
    expect(isLocalPath('//a')).toBe(false);
    expect(isLocalPath('/\\evil')).toBe(false);
    expect(isLocalPath(undefined)).toBe(false);
    expect(withReason('/e', 'certificate')).toBe('/e?certcheck=certificate');
    expect(certificateRequired({})).toBe(false);
    expect(certificateRequired({ EDC_CERTCHECK_REQUIRE_CERT: '1' })).toBe(true);
  });
});
