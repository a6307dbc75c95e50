import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userManagement } from './userManagement';
import { bearer, loginFlow, loginWithPassword, openLoginPage, startTestServer, type TestServer } from '../testing/harness';

const BASE = '/portalbl/svc/edc/iam/user-management/';
const PARTICIPANTS = '/portalbl/svc/portal/zmluvy/ucastnik-trhu/';
const MAILBOX = '/portalbl/svc/edc/schranky/schranka/';

let server: TestServer;
let operator: string;
let producer: string;

type Row = Record<string, unknown> & { idPouzivatel: number; login: string; verzia: number; stav: string };

beforeAll(async () => {
  server = await startTestServer();
  const login = async (user: string) => (await loginWithPassword(server.app, user)).access_token;
  [operator, producer] = await Promise.all([login('operator'), login('producer')]);
});

afterAll(async () => {
  await server.close();
});

const get = (url: string, token = operator, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers: bearer(token, headers) });
const post = (url: string, payload: unknown, token = operator) =>
  server.app.inject({ method: 'POST', url, headers: bearer(token, { 'content-type': 'application/json' }), payload: JSON.stringify(payload) });

async function userByLogin(login: string): Promise<Row> {
  const res = await get(`${BASE}?eq(login,${login})`);
  const row = res.json<Row[]>()[0];
  if (!row) throw new Error(`no user ${login}`);
  return row;
}

/** What the detail form sends: the properties of the update schema. */
function formBody(row: Row): Record<string, unknown> {
  const properties = Object.keys(userManagement.updateSchema.properties ?? {});
  return Object.fromEntries(Object.entries(row).filter(([k]) => properties.includes(k)));
}

async function producerParticipant(): Promise<number> {
  const { rows } = await server.db.query<{ id: number }>("SELECT id_ucastnik_trhu AS id FROM user_ucastnik WHERE login = 'producer'");
  return (rows[0] as { id: number }).id;
}

/** Sets a known password on a seeded account (they have none) and logs in. */
async function loginAs(login: string): Promise<string> {
  const { hashPassword } = await import('../auth/password');
  await server.db.query('UPDATE app_user SET password_hash = $2 WHERE login = $1', [login, await hashPassword('heslo-123')]);
  return (await loginWithPassword(server.app, login, 'heslo-123')).access_token;
}

describe('user accounts', () => {
  it('needs user#read (a portal user gets 403) and lists the seeded accounts with their type', async () => {
    expect((await get(BASE, producer)).statusCode).toBe(403);
    const res = await get(`${BASE}?eq(typ,INTERNY)&limit(100,0)&count()`);
    expect(res.statusCode).toBe(200);
    const rows = res.json<Row[]>();
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((r) => (r.roly as string[]).some((x) => x.startsWith('EDC_OPERATOR') || x === 'EDC_ADMIN'))).toBe(true);
    const locked = await get(`${BASE}?eq(stav,ZABLOKOVANY)&limit(100,0)`);
    expect(locked.json<Row[]>().length).toBeGreaterThan(0);
  });

  it('lists a participant’s users by membership (the related list of the participant)', async () => {
    const id = await producerParticipant();
    const res = await get(`${BASE}?eq(ucastnici,${id})`);
    expect(res.json<Row[]>().map((r) => r.login)).toContain('producer');
    expect(res.json<Row[]>().every((r) => (r.ucastnici as string[]).includes(String(id)))).toBe(true);
  });

  it('saves names with the version (409 when stale); roles cannot be written by the form', async () => {
    const row = await userByLogin('supplier');
    const saved = await post(`${BASE}${row.idPouzivatel}`, { ...formBody(row), meno: 'Janka', roly: ['EDC_ADMIN'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Row>().meno).toBe('Janka');
    expect(saved.json<Row>().roly).toEqual(['EDC_DODAVATEL']);
    const stale = await post(`${BASE}${row.idPouzivatel}`, { ...formBody(row), meno: 'Jana' });
    expect(stale.statusCode).toBe(409);
  });

  it('changes roles (the type follows) and records it in the history', async () => {
    const row = await userByLogin('supplier');
    const bad = await post(`${BASE}${row.idPouzivatel}/change-roles`, { roly: ['EDC_NEZNAMA'] });
    expect(bad.statusCode).toBe(400);
    const res = await post(`${BASE}${row.idPouzivatel}/change-roles`, { roly: ['EDC_DODAVATEL', 'EDC_OPERATOR'] });
    expect(res.statusCode).toBe(200);
    expect(res.json<Row>().typ).toBe('INTERNY');
    const back = await post(`${BASE}${row.idPouzivatel}/change-roles`, { roly: ['EDC_DODAVATEL'] });
    expect(back.json<Row>().typ).toBe('EXTERNY');
    const history = (await get(`${BASE}${row.idPouzivatel}/history`)).json<{ zmenil: string; zmeny: { field: string }[] }[]>();
    expect(history[0]?.zmenil).toBe('operator');
    expect(history[0]?.zmeny.map((z) => z.field)).toContain('rolyPouzivatela');
  });

  it('needs portal#user#write for actions: a reader without it gets 403', async () => {
    const staff = (await get(`${BASE}?eq(typ,INTERNY)&eq(stav,AKTIVNY)&limit(100,0)`)).json<Row[]>().find((r) => (r.roly as string[]).join() === 'EDC_OPERATOR');
    if (!staff) throw new Error('no plain operator seeded');
    const token = await loginAs(staff.login);
    const row = await userByLogin('visitor');
    expect((await post(`${BASE}${row.idPouzivatel}/lock`, {}, token)).statusCode).toBe(403);
  });

  it('removing a membership takes effect at once: the next X-Tenant call is 403; adding it back restores it', async () => {
    const id = await producerParticipant();
    const producerToken = await loginWithPassword(server.app, 'producer');
    const withTenant = () => get(`${PARTICIPANTS}current`, producerToken.access_token, { 'x-tenant': String(id) });
    expect((await withTenant()).statusCode).toBe(200);
    const row = await userByLogin('producer');
    const removed = await post(`${BASE}${row.idPouzivatel}/remove-membership`, { idUcastnikTrhu: id });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Row>().ucastnici).toEqual([]);
    expect((await withTenant()).statusCode).toBe(403);
    expect((await post(`${BASE}${row.idPouzivatel}/remove-membership`, { idUcastnikTrhu: id })).statusCode).toBe(400);
    const added = await post(`${BASE}${row.idPouzivatel}/add-membership`, { idUcastnikTrhu: id });
    expect(added.statusCode).toBe(200);
    expect((await post(`${BASE}${row.idPouzivatel}/add-membership`, { idUcastnikTrhu: id })).statusCode).toBe(409);
    expect((await post(`${BASE}${row.idPouzivatel}/add-membership`, { idUcastnikTrhu: 999999 })).statusCode).toBe(400);
    expect((await withTenant()).statusCode).toBe(200);
    const history = (await get(`${BASE}${row.idPouzivatel}/history`)).json<{ zmeny: { field: string }[] }[]>();
    expect(history.slice(0, 2).every((h) => h.zmeny.some((z) => z.field === 'ucastnici'))).toBe(true);
  });

  it('locks a user: the next API call with a token is refused and the login fails; unlock restores both', async () => {
    const token = (await loginWithPassword(server.app, 'visitor')).access_token;
    const env = () => get('/portalbl/svc/environment/info', token);
    const before = await env();
    expect(before.statusCode).not.toBe(401);
    const row = await userByLogin('visitor');
    const self = await userByLogin('operator');
    expect((await post(`${BASE}${self.idPouzivatel}/lock`, {})).statusCode).toBe(400);
    const locked = await post(`${BASE}${row.idPouzivatel}/lock`, {});
    expect(locked.statusCode).toBe(200);
    expect(locked.json<Row>().stav).toBe('ZABLOKOVANY');
    const refused = await env();
    expect(refused.statusCode).toBe(401);
    // Said as such, so the app tells the user before logging out (not taken for an expired session).
    expect(refused.json()).toMatchObject({ hints: { reasons: ['The account is locked'], accountLocked: true } });
    await expect(loginWithPassword(server.app, 'visitor')).rejects.toThrow();
    expect((await post(`${BASE}${row.idPouzivatel}/lock`, {})).statusCode).toBe(409);
    expect((await post(`${BASE}${row.idPouzivatel}/unlock`, {})).statusCode).toBe(200);
    expect((await env()).statusCode).not.toBe(401);
    const again = await loginWithPassword(server.app, 'visitor');
    expect(again.access_token).toBeTruthy();
    const { rows } = await server.db.query<{ at: Date | null }>("SELECT posledne_prihlasenie AS at FROM app_user WHERE login = 'visitor'");
    expect(rows[0]?.at).not.toBeNull();
  });

  it("a locked account's provider session is sent to the login page again, not to a crash", async () => {
    const { jar } = await loginFlow(server.app, 'visitor');
    await server.db.query("UPDATE app_user SET stav = 'ZABLOKOVANY' WHERE login = 'visitor'");
    try {
      const { loginUrl } = await openLoginPage(server.app, 'edc-portal', {}, jar);
      expect(loginUrl).toMatch(/\/login-actions\//);
    } finally {
      await server.db.query("UPDATE app_user SET stav = 'AKTIVNY' WHERE login = 'visitor'");
    }
  });

  it('sends a one-time reset link to the user’s mailbox; it sets a new password once', async () => {
    const row = await userByLogin('supplier');
    const res = await post(`${BASE}${row.idPouzivatel}/reset-password`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json<Row>().resetHeslaOdoslany).toBeTruthy();
    const supplier = (await loginWithPassword(server.app, 'supplier')).access_token;
    const messages = (await get(`${MAILBOX}?sort(-datumPrijatia)`, supplier)).json<{ idSchranka: number; predmet: string }[]>();
    const message = messages.find((m) => m.predmet === 'Obnovenie hesla');
    if (!message) throw new Error('no reset message');
    const text = (await get(`${MAILBOX}${message.idSchranka}`, supplier)).json<{ text: string }>().text;
    const link = /\/auth\/realms\/edc\/reset-password\/[A-Za-z0-9_-]+/.exec(text)?.[0];
    if (!link) throw new Error(`no link in ${text}`);
    expect((await server.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    const form = (fields: Record<string, string>) =>
      server.app.inject({ method: 'POST', url: link, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
    expect((await form({ next: 'krátke', confirm: 'krátke' })).statusCode).toBe(400);
    expect((await form({ next: 'nove-heslo-2026', confirm: 'nove-heslo-2026' })).statusCode).toBe(200);
    expect((await form({ next: 'ine-heslo-2026', confirm: 'ine-heslo-2026' })).statusCode).toBe(410);
    expect((await server.app.inject({ method: 'GET', url: link })).statusCode).toBe(410);
    expect((await loginWithPassword(server.app, 'supplier', 'nove-heslo-2026')).access_token).toBeTruthy();
    await expect(loginWithPassword(server.app, 'supplier', 'supplier')).rejects.toThrow();
  });
});
