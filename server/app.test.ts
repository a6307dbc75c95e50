import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginWithPassword, startTestServer, type TestServer } from './testing/harness';

let server: TestServer;
let dist: string;
let token: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'edc-dist-'));
  await mkdir(path.join(dist, 'portal/ui/assets/config'), { recursive: true });
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'portal/ui/index.html'), '<!doctype html><title>portal</title>');
  await writeFile(path.join(dist, 'portal/ui/assets/config/config.json'), '{"api":{"url":"/portalbl/svc"}}');
  await writeFile(path.join(dist, 'assets/index-abc123.js'), 'console.log(1)');
  server = await startTestServer({ distDir: dist });
  // The operator may write technologies (a shared list), so the body checks below are reached.
  token = (await loginWithPassword(server.app, 'operator')).access_token;
});

afterAll(async () => {
  await server.close();
  await rm(dist, { recursive: true, force: true });
});

describe('static UI', () => {
  it('redirects / to the portal', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/portal/ui/');
  });

  it('serves index.html for client routes without caching it', async () => {
    // A route's last segment may hold a dot: a login (jana.nova) is not a file name.
    for (const url of ['/portal/ui/', '/portal/ui/technologia/detail/12', '/portal/ui/auth/callback?code=x', '/portal/ui/user-management/detail-portal/jana.nova']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>portal</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year but not the config', async () => {
    const asset = await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const config = await server.app.inject({ method: 'GET', url: '/portal/ui/assets/config/config.json' });
    expect(config.json()).toEqual({ api: { url: '/portalbl/svc' } });
    expect(config.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing script instead of the app', async () => {
    for (const url of ['/portal/ui/assets/missing.js', '/portal/ui/favicon.ico', '/portal/ui/assets/missing']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('explains how to build a variant that is missing', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/core/ui/dashboard' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
  });
});

describe('errors are JSON and never 500 for client mistakes', () => {
  const url = '/portalbl/svc/portal/zmluvy/technologia/';

  it('answers 404 JSON for unknown routes', async () => {
    for (const path of ['/portalbl/svc/nothing', '/nothing', '/portalbl/svc/portal/zmluvy/technologia/1/extra']) {
      const res = await server.app.inject({ method: 'GET', url: path, headers: bearer(token) });
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ message: 'No such address', hints: { reasons: [expect.stringContaining('does not exist')] } });
    }
  });

  it('answers 400 for malformed JSON and 415 for other content types', async () => {
    const bad = await server.app.inject({ method: 'POST', url, headers: bearer(token, { 'content-type': 'application/json' }), payload: '{"kod":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'The request body is not valid JSON' });
    const proto = await server.app.inject({ method: 'POST', url, headers: bearer(token, { 'content-type': 'application/json' }), payload: '{"__proto__":{"x":1}}' });
    expect(proto.statusCode).toBe(400);
    const text = await server.app.inject({ method: 'POST', url, headers: bearer(token, { 'content-type': 'text/plain' }), payload: 'hi' });
    expect(text.statusCode).toBe(415);
    expect(text.json().hints.reasons[0]).toContain('text/plain');
  });

  it('answers 400 (not 500) for an empty JSON body sent to an entity', async () => {
    const res = await server.app.inject({ method: 'POST', url, headers: bearer(token, { 'content-type': 'application/json' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().hints.reasons[0]).toContain('request body');
  });

  it('answers 413 for a body over the limit', async () => {
    const payload = JSON.stringify({ nazov: 'x'.repeat(1_100_000) });
    const res = await server.app.inject({ method: 'POST', url, headers: bearer(token, { 'content-type': 'application/json' }), payload });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request body is too large');
  });

  it('answers 400 JSON for a malformed URL', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/portalbl/svc/portal/zmluvy/technologia/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('hints.reasons');
  });
});

describe('API extras', () => {
  it('serves explicitly public routes without a token', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/portalbl/svc/public/version' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ buildNumber: 'test', environment: 'test' });
  });

  it('answers CORS preflights for allowed origins only', async () => {
    const preflight = (origin: string) =>
      server.app.inject({
        method: 'OPTIONS',
        url: '/portalbl/svc/environment/info',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,x-tenant' },
      });
    const allowed = await preflight('http://localhost:5173');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(allowed.headers['access-control-allow-headers']).toBe('authorization,x-tenant');
    const denied = await preflight('https://evil.example');
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
    const list = await server.app.inject({ method: 'GET', url: '/portalbl/svc/portal/zmluvy/technologia/?limit(1)', headers: bearer(token, { origin: 'http://127.0.0.1:4000' }) });
    expect(list.headers['access-control-expose-headers']).toContain('Content-Range');
  });
});
