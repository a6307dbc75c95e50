import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseContentRange } from '../../../engine/core/rql/contentRange';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../../testing/harness';
import { seedDay } from '../../testing/testDatabase';

const API = '/portalbl/svc';
let server: TestServer;
let distDir: string;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'edc-dist-'));
  mkdirSync(path.join(distDir, 'portal', 'ui'), { recursive: true });
  writeFileSync(path.join(distDir, 'portal', 'ui', 'index.html'), '<script src="/assets/portal-AAAA.js"></script>');
  server = await startTestServer({ distDir });
  for (const user of ['visitor', 'producer', 'supplier', 'operator', 'admin']) tokens[user] = (await loginWithPassword(server.app, user)).access_token;
  const { rows } = await server.db.query<{ id: number; nazov: string }>('SELECT id_ucastnik_trhu AS id, nazov FROM ucastnik_trhu');
  for (const r of rows) ids[r.nazov] = r.id;
});
afterAll(async () => server.close());

const SOLAR = 'Solárny park Zlaté Moravce s.r.o.';
const ZSE = 'Západoslovenská energetika a.s.';
const SSE = 'Stredoslovenská energetika a.s.';

function call(method: 'GET' | 'POST', url: string, user: string, options: { tenant?: number; body?: unknown; language?: string } = {}) {
  const headers = bearer(tokens[user] as string, {
    ...(options.tenant ? { 'x-tenant': String(options.tenant) } : {}),
    ...(options.language ? { 'x-language': options.language } : {}),
    ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
  });
  return server.app.inject({ method, url: `${API}${url}`, headers, ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }) });
}

// The top bar's count is the dashboard's (server/bpm/myActivities.test.ts): the participant's queue,
// e.g. the seed's chain links waiting for its consent, counts too.
describe('activity count', () => {
  it("counts the user's open activities of the current participant by category", async () => {
    const res = await call('GET', '/bpm/dashboard/my-activity-count', 'producer', { tenant: ids[SOLAR] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { activityCategory: 'approval', count: 1 },
      { activityCategory: 'contract', count: 2 },
      { activityCategory: 'device', count: 1 },
      { activityCategory: 'participant', count: 3 },
    ]);
  });

  it('counts per participant for a user of several', async () => {
    const zse = (await call('GET', '/bpm/dashboard/my-activity-count', 'supplier', { tenant: ids[ZSE] })).json() as { count: number }[];
    const sse = (await call('GET', '/bpm/dashboard/my-activity-count', 'supplier', { tenant: ids[SSE] })).json() as { count: number }[];
    expect(zse.reduce((n, r) => n + r.count, 0)).toBe(4);
    expect(sse.reduce((n, r) => n + r.count, 0)).toBe(2);
  });

  it("includes activities waiting for the operator's role", async () => {
    const rows = (await call('GET', '/bpm/dashboard/my-activity-count', 'operator')).json() as { activityCategory: string; count: number }[];
    expect(rows).toEqual([
      { activityCategory: 'approval', count: 2 },
      { activityCategory: 'contract', count: 2 },
      { activityCategory: 'participant', count: 1 },
    ]);
  });

  it('needs a login', async () => {
    const res = await server.app.inject({ method: 'GET', url: `${API}/bpm/dashboard/my-activity-count` });
    expect(res.statusCode).toBe(401);
  });
});

describe('mailbox', () => {
  it('answers the unread count in Content-Range as the counter asks it', async () => {
    const res = await call('GET', '/edc/schranky/schranka/?limit(1,0)&ne(stavKod,2)', 'producer');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
    expect(parseContentRange(res.headers['content-range'] as string)).toEqual({ from: 0, to: 0, total: 3 });
  });

  it("lists only the caller's own messages", async () => {
    const res = await call('GET', '/edc/schranky/schranka/?limit(100,0)', 'supplier');
    const rows = res.json() as { login: string }[];
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.login === 'supplier')).toBe(true);
  });

  it('marks a message read, once, and refuses other users\' messages as not found', async () => {
    const [first] = (await call('GET', '/edc/schranky/schranka/?eq(stavKod,1)&limit(1,0)', 'operator')).json() as { idSchranka: number }[];
    const id = (first as { idSchranka: number }).idSchranka;
    expect((await call('POST', `/edc/schranky/schranka-readed/${id}`, 'producer')).statusCode).toBe(404);
    const read = await call('POST', `/edc/schranky/schranka-readed/${id}`, 'operator');
    expect(read.json()).toEqual({ idSchranka: id, stavKod: 2 });
    expect((await call('POST', `/edc/schranky/schranka-readed/${id}`, 'operator')).statusCode).toBe(200);
    const after = await call('GET', '/edc/schranky/schranka/?limit(1,0)&ne(stavKod,2)', 'operator');
    expect(parseContentRange(after.headers['content-range'] as string)?.total).toBe(2);
  });

  it('answers a bad query or id with 400 and reasons', async () => {
    const bad = await call('GET', '/edc/schranky/schranka/?eq(nope,1)', 'producer');
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { hints: { reasons: string[] } }).hints.reasons.length).toBeGreaterThan(0);
    expect((await call('POST', '/edc/schranky/schranka-readed/abc', 'producer')).statusCode).toBe(400);
  });
});

describe('rejected requests and deviation chain', () => {
  it('counts the unread rejections of the current participant only', async () => {
    const res = await call('GET', '/portal/common/zamietnutie-ziadosti/?eq(unread,true)&count()', 'producer', { tenant: ids[SOLAR] });
    expect(res.statusCode).toBe(200);
    expect(parseContentRange(res.headers['content-range'] as string)?.total).toBe(2);
    const zse = await call('GET', '/portal/common/zamietnutie-ziadosti/?eq(unread,true)&count()', 'supplier', { tenant: ids[ZSE] });
    expect(parseContentRange(zse.headers['content-range'] as string)?.total).toBe(1);
  });

  it("marks a rejection read; another participant's code is not found", async () => {
    expect((await call('POST', '/portal/common/zamietnutie-ziadosti-readed/ZAM-0001', 'supplier', { tenant: ids[ZSE] })).statusCode).toBe(404);
    const res = await call('POST', '/portal/common/zamietnutie-ziadosti-readed/ZAM-0001', 'producer', { tenant: ids[SOLAR] });
    expect(res.json()).toEqual({ code: 'ZAM-0001', unread: false });
    const after = await call('GET', '/portal/common/zamietnutie-ziadosti/?eq(unread,true)&count()', 'producer', { tenant: ids[SOLAR] });
    expect(parseContentRange(after.headers['content-range'] as string)?.total).toBe(1);
  });

  it('counts waiting deviation-chain requests of a participant the user acts for', async () => {
    const res = await call('POST', '/portal/zmluvy/retazenie-odchylok/waiting-count', 'supplier', { tenant: ids[ZSE], body: { idUcastnikTrhu: ids[ZSE] } });
    expect(res.json()).toEqual({ count: 2 });
    const foreign = await call('POST', '/portal/zmluvy/retazenie-odchylok/waiting-count', 'supplier', { body: { idUcastnikTrhu: ids[SOLAR] } });
    expect(foreign.statusCode).toBe(403);
    const other = await call('POST', '/portal/zmluvy/retazenie-odchylok/waiting-count', 'supplier', { tenant: ids[ZSE], body: { idUcastnikTrhu: ids[SSE] } });
    expect(other.statusCode).toBe(403);
    const bad = await call('POST', '/portal/zmluvy/retazenie-odchylok/waiting-count', 'supplier', { body: { idUcastnikTrhu: 'x' } });
    expect(bad.statusCode).toBe(400);
  });

  it('needs the token of the feature', async () => {
    expect((await call('GET', '/portal/common/zamietnutie-ziadosti/', 'visitor')).statusCode).toBe(403);
  });
});

describe('news, config, build info, cache, profile', () => {
  it('answers the news valid today in the asked language', async () => {
    const today = seedDay();
    const res = await call('GET', `/portal/application/news/?le(datOd,${today})&ge(datDo,${today})`, 'producer', { language: 'en' });
    const rows = res.json() as { code: string; text: string }[];
    expect(rows.map((r) => r.code).sort()).toEqual(['NEWS-ODSTAVKA', 'NEWS-UPOZORNENIE', 'NEWS-ZDIELANIE']);
    expect(rows.find((r) => r.code === 'NEWS-ODSTAVKA')?.text).toMatch(/^Planned system outage/);
  });

  it('answers a Czech reader in Czech where the news has it, else in Slovak (also for an emptied Czech text)', async () => {
    const today = seedDay();
    const read = async () =>
      ((await call('GET', `/portal/application/news/?le(datOd,${today})&ge(datDo,${today})`, 'producer', { language: 'cs' })).json() as { code: string; text: string }[]).find((r) => r.code === 'NEWS-ODSTAVKA')?.text;
    const { rows } = await server.db.query<{ sk: string; cs: string | null }>("SELECT text_sk AS sk, text_cs AS cs FROM novinka WHERE code = 'NEWS-ODSTAVKA'");
    const stored = rows[0] as { sk: string; cs: string | null };
    try {
      await server.db.query("UPDATE novinka SET text_cs = 'Plánovaná odstávka systému' WHERE code = 'NEWS-ODSTAVKA'");
      expect(await read()).toBe('Plánovaná odstávka systému');
      await server.db.query("UPDATE novinka SET text_cs = '' WHERE code = 'NEWS-ODSTAVKA'");
      expect(await read()).toBe(stored.sk);
    } finally {
      await server.db.query("UPDATE novinka SET text_cs = $1 WHERE code = 'NEWS-ODSTAVKA'", [stored.cs]);
    }
  });

  it('answers the application configuration', async () => {
    const res = await call('GET', '/portal/application/config/app-config', 'producer');
    expect(res.json()).toMatchObject({ environment: 'test', buildNumber: 'test' });
  });

  it('answers the build number and a fingerprint of the built UI without login', async () => {
    const res = await server.app.inject({ method: 'GET', url: `${API}/public/build-info` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { buildNumber: string; buildTag: string };
    expect(body.buildNumber).toBe('test');
    expect(body.buildTag).toMatch(/^[0-9a-f]{12}$/);
  });

  it('releases the caches for ADMIN only', async () => {
    expect((await call('POST', '/cache/release', 'operator')).statusCode).toBe(403);
    const res = await call('POST', '/cache/release', 'admin');
    expect(res.statusCode).toBe(200);
    expect((res.json() as { released: string[] }).released).toEqual(expect.arrayContaining(['app-config', 'build-info']));
  });

  it('starts a profile change once and answers the same activity again', async () => {
    const first = await call('POST', '/pouzivatel/change-profile', 'producer', { tenant: ids[SOLAR] });
    expect(first.statusCode).toBe(200);
    const body = first.json() as { activityId: number; code: string };
    expect(body.code).toMatch(/^WF-\d{6}$/);
    const again = await call('POST', '/pouzivatel/change-profile', 'producer', { tenant: ids[SOLAR] });
    expect(again.json()).toEqual(body);
  });
});

describe('self-registration', () => {
  const register = (body: unknown) =>
    server.app.inject({ method: 'POST', url: `${API}/public/pouzivatel/registracia`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const verify = (token: unknown) =>
    server.app.inject({ method: 'POST', url: `${API}/public/pouzivatel/verifikacia`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ token }) });
  const valid = { login: 'novak', meno: 'Ján', priezvisko: 'Novák', email: 'jan.novak@example.sk', heslo: 'TajneHeslo1' };

  it('creates the account only when the e-mail link is opened, as a visitor', async () => {
    const res = await register(valid);
    expect(res.statusCode).toBe(202);
    const link = (res.json() as { devVerificationLink: string }).devVerificationLink;
    const token = new URLSearchParams(link.split('?')[1]).get('token');
    await expect(loginWithPassword(server.app, 'novak', 'TajneHeslo1')).rejects.toThrow();
    const verified = await verify(token);
    expect(verified.json()).toEqual({ login: 'novak', email: 'jan.novak@example.sk' });
    const tokens = await loginWithPassword(server.app, 'novak', 'TajneHeslo1');
    const env = await server.app.inject({ method: 'GET', url: `${API}/environment/info`, headers: bearer(tokens.access_token) });
    expect((env.json() as { role: string[] }).role).toEqual(['EDC.NAVSTEVNIK.IDENTITA']);
    // The link works once.
    expect((await verify(token)).statusCode).toBe(400);
  });

  it('answers a taken login exactly like a free one; the owner hears of it, the link is refused', async () => {
    const taken = await register({ ...valid, login: 'producer' });
    const free = await register({ ...valid, login: 'volny' });
    expect(taken.statusCode).toBe(202);
    expect(free.statusCode).toBe(202);
    const shape = (r: typeof taken) => Object.keys(r.json() as object).sort();
    expect(shape(taken)).toEqual(shape(free));
    const { rows } = await server.db.query<{ predmet: string }>("SELECT predmet FROM schranka WHERE login = 'producer' ORDER BY id_schranka DESC LIMIT 1");
    expect(rows[0]?.predmet).toMatch(/registráciu/);
    const link = (taken.json() as { devVerificationLink: string }).devVerificationLink;
    expect((await verify(new URLSearchParams(link.split('?')[1]).get('token'))).statusCode).toBe(409);
  });

  it('refuses invalid fields with reasons', async () => {
    const bad = await register({ ...valid, login: 'xy', email: 'nie-je-email', heslo: 'kratke' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { hints: { reasons: string[] } }).hints.reasons).toHaveLength(3);
  });

  it('limits registrations per client address (the state is in the database)', async () => {
    const from = (ip: string, i: number) =>
      server.app.inject({ method: 'POST', url: `${API}/public/pouzivatel/registracia`, remoteAddress: ip, headers: { 'content-type': 'application/json', 'x-language': 'en' }, payload: JSON.stringify({ ...valid, login: `hromadny${i}` }) });
    for (let i = 0; i < 10; i++) expect((await from('192.0.2.77', i)).statusCode).toBe(202);
    const refused = await from('192.0.2.77', 10);
    expect(refused.statusCode).toBe(429);
    expect((refused.json() as { hints: { reasons: string[] } }).hints.reasons[0]).toMatch(/^Try again in \d+ min\.$/);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await from('192.0.2.78', 11)).statusCode).toBe(202);
    const { rows } = await server.db.query<{ failures: number }>("SELECT failures FROM throttle WHERE key = 'register-ip:192.0.2.77'");
    expect(rows[0]?.failures).toBe(10);
  });

  it('refuses an unknown or malformed link', async () => {
    expect((await verify('0'.repeat(64))).statusCode).toBe(400);
    expect((await verify('<script>')).statusCode).toBe(400);
  });
});
