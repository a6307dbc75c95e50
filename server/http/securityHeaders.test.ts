import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';
import { contentSecurityPolicy } from './securityHeaders';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await loginWithPassword(server.app, 'producer')).access_token;
});
afterAll(async () => server.close());

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

describe('security headers', () => {
  it('the UI pages of both variants carry a CSP without inline scripts that no other site may frame', async () => {
    for (const url of ['/portal/ui/', '/core/ui/dashboard', '/portal/ui/technologia/vyhladanie?x=1']) {
      const res = await get(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'( 'unsafe-eval')?;/);
      expect(csp).not.toContain("'unsafe-inline' ;");
      expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('only the silent login check may be framed, by the application itself', async () => {
    const res = await get('/portal/ui/assets/silent-check-sso.html');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('API answers are never stored, errors included', async () => {
    const ok = await get('/portalbl/svc/environment/info', bearer(token));
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    const refused = await get('/portalbl/svc/environment/info');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
  });

  it('names an identity provider of another origin where the UI must reach it', () => {
    const csp = contentSecurityPolicy('https://sso.example.sk', "'none'");
    expect(csp).toContain("connect-src 'self' https://sso.example.sk");
    expect(csp).toContain("frame-src 'self' blob: https://sso.example.sk");
  });
});
