import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slovakDaysOfRest } from '../seed/holidays';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';

const INFO = '/portalbl/svc/environment/info';
const SET_TENANT = '/portalbl/svc/portal/iam/set-tenant';

let server: TestServer;
const tokens: Record<string, string> = {};
let idByName: Map<string, number>;

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['visitor', 'producer', 'supplier', 'admin']) {
    tokens[user] = (await loginWithPassword(server.app, user)).access_token;
  }
  const { rows } = await server.db.query<{ id: number; nazov: string }>('SELECT id_ucastnik_trhu AS id, nazov FROM ucastnik_trhu');
  idByName = new Map(rows.map((r) => [r.nazov, r.id]));
});

afterAll(async () => {
  await server.close();
});

const info = (user: string) => server.app.inject({ method: 'GET', url: INFO, headers: bearer(tokens[user] as string) });
const setTenant = (user: string, tenant?: string) =>
  server.app.inject({
    method: 'POST',
    url: SET_TENANT,
    // As the UI sends it: a POST without a body still has a JSON content type.
    headers: bearer(tokens[user] as string, { 'content-type': 'application/json', ...(tenant === undefined ? {} : { 'x-tenant': tenant }) }),
  });

describe('GET /environment/info', () => {
  it('describes the supplier: roles, tokens, profile, participants, calendar and config', async () => {
    const res = await info('supplier');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      login: 'supplier',
      role: ['EDC.DODAVATEL'],
      gdprExpired: false,
      userInfo: { login: 'supplier', meno: 'Jana', priezvisko: 'Horváthová', email: 'supplier@edc.local', role: ['EDC.DODAVATEL'] },
      tenant: null,
      appConfig: { environment: 'test', allowReduction: true, buildNumber: 'test' },
    });
    expect(body.tokens).toEqual(expect.arrayContaining(['odberatelia#create', 'vyrobne-zariadenia#read']));
    expect(body.ucastnici.map((u: { nazov: string }) => u.nazov)).toEqual(['Stredoslovenská energetika a.s.', 'Západoslovenská energetika a.s.']);
    expect(body.holidays).toEqual(expect.arrayContaining(slovakDaysOfRest(2026).map((h) => h.date)));
    expect(body.holidays).not.toContain('2025-09-01');
    expect(body.timeOffset.ZMENA_DODAVATELA).toEqual({ dni: 21, anoPracDni: false });
  });

  it('gives the visitor only the visitor token and no participants', async () => {
    const body = (await info('visitor')).json();
    expect(body.tokens).toEqual(['zmluvy#navstevnik#create']);
    expect(body.ucastnici).toEqual([]);
    expect(body.rolesChanged).toBe(false);
  });

  it('says when the stored roles no longer match the token, and a renewed token brings them', async () => {
    const { rows } = await server.db.query<{ roles: string[] }>("SELECT roles FROM app_user WHERE login = 'visitor'");
    const before = rows[0]?.roles ?? [];
    try {
      await server.db.query("UPDATE app_user SET roles = array_append(roles, 'EDC.VYROBCA') WHERE login = 'visitor'");
      const stale = (await info('visitor')).json();
      expect(stale.rolesChanged).toBe(true);
      expect(stale.role).toEqual(['EDC.NAVSTEVNIK.IDENTITA']);
      const renewed = (await loginWithPassword(server.app, 'visitor')).access_token;
      const fresh = (await server.app.inject({ method: 'GET', url: INFO, headers: bearer(renewed) })).json();
      expect(fresh.rolesChanged).toBe(false);
      expect(fresh.role).toEqual(['EDC.NAVSTEVNIK.IDENTITA', 'EDC.VYROBCA']);
    } finally {
      await server.db.query("UPDATE app_user SET roles = $1 WHERE login = 'visitor'", [before]);
    }
  });
});

describe('POST /portal/iam/set-tenant', () => {
  it('sets and persists the tenant for the user', async () => {
    const sse = idByName.get('Stredoslovenská energetika a.s.') as number;
    const res = await setTenant('supplier', String(sse));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ idUcastnikTrhu: sse, nazov: 'Stredoslovenská energetika a.s.' });
    expect((await info('supplier')).json().tenant).toEqual({ idUcastnikTrhu: sse, nazov: 'Stredoslovenská energetika a.s.' });
    const zse = idByName.get('Západoslovenská energetika a.s.') as number;
    expect((await setTenant('supplier', String(zse))).statusCode).toBe(200);
    expect((await info('supplier')).json().tenant.idUcastnikTrhu).toBe(zse);
  });

  it('answers 403 for a participant the user does not belong to', async () => {
    const foreign = idByName.get('Východoslovenská energetika a.s.') as number;
    const res = await setTenant('producer', String(foreign));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ hints: { reasons: [`You do not belong to market participant ${foreign}`], userRoles: ['EDC.VYROBCA'] } });
    expect((await setTenant('admin', String(foreign))).statusCode).toBe(403);
    // Nor a participant that has members, only not this user (the supplier's).
    expect((await setTenant('producer', String(idByName.get('Západoslovenská energetika a.s.')))).statusCode).toBe(403);
    expect((await info('producer')).json().tenant).toBeNull();
  });

  it('answers 400 when the header is missing or not a number', async () => {
    for (const value of [undefined, 'abc', '-1', '0', '1.5', '99999999999']) {
      const res = await setTenant('producer', value);
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json().hints.reasons[0]).toContain('X-Tenant');
    }
  });
});
