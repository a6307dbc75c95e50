// Sharing groups, their members, tariff reduction groups and complaints on a real PGlite with real
// tokens: tokens, tenant and administrator scope, field reasons, the 100 % share rule, versions,
// the complaint's due date in working days and its reopening.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseContentRange } from '../../engine/core/rql/contentRange';
import { PRODUCER_EIC, SUPPLIER_EICS } from '../seed/participants';
import { SEED_SIZES } from '../seed/skupinySeed';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';
import { complaintDueDate } from './reklamacia';

const API = '/portalbl/svc';
const GROUPS = `${API}/portal/skupiny-zdielania/skupina-zdielania-evidencia/`;
const MEMBERS = `${API}/portal/skupiny-zdielania/skupina-zdielania-clen/`;
const REDUCTIONS = `${API}/portal/ponizenie/ponizenie-evidencia/`;
const COMPLAINTS = `${API}/portal/reklamacie/reklamacia-evidencia/`;

let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['producer', 'supplier', 'operator', 'visitor']) tokens[user] = (await loginWithPassword(server.app, user)).access_token;
  const { rows } = await server.db.query<{ id: number; eic: string }>('SELECT id_ucastnik_trhu AS id, eic FROM ucastnik_trhu');
  const byEic = new Map(rows.map((r) => [r.eic, r.id]));
  ids.producer = byEic.get(PRODUCER_EIC) as number;
  ids.zse = byEic.get(SUPPLIER_EICS[0] as string) as number;
  // Another participant that owns groups (the volume spreads them over some 300 participants).
  const dev = [PRODUCER_EIC, ...SUPPLIER_EICS].map((eic) => byEic.get(eic) as number);
  const other = await server.db.query<{ id: number }>(
    'SELECT id_ucastnik_trhu AS id FROM skupina_zdielania WHERE NOT (id_ucastnik_trhu = ANY($1::int[])) GROUP BY id_ucastnik_trhu ORDER BY count(*) DESC, id_ucastnik_trhu LIMIT 1',
    [dev],
  );
  ids.other = other.rows[0]?.id as number;
});

afterAll(async () => {
  await server.close();
});

type As = { user: string; tenant?: number };
const headers = (as: As, extra: Record<string, string> = {}) => bearer(tokens[as.user] as string, { ...(as.tenant === undefined ? {} : { 'x-tenant': String(as.tenant) }), ...extra });
const get = (url: string, as: As) => server.app.inject({ method: 'GET', url, headers: headers(as) });
const post = (url: string, body: unknown, as: As) =>
  server.app.inject({ method: 'POST', url, headers: headers(as, { 'content-type': 'application/json' }), payload: JSON.stringify(body) });
const reasonsOf = (body: string) => (JSON.parse(body) as { hints: { reasons: string[] } }).hints.reasons.join(' | ');

describe('seed', () => {
  it('has the volume and a handful for the dev participants', async () => {
    const count = async (sql: string, params: unknown[] = []) => (await server.db.query<{ n: number }>(sql, params)).rows[0]?.n;
    expect(await count('SELECT count(*)::int AS n FROM skupina_zdielania')).toBe(SEED_SIZES.sharingGroups);
    expect(await count('SELECT count(*)::int AS n FROM ponizenie')).toBe(SEED_SIZES.reductionGroups);
    expect(await count('SELECT count(*)::int AS n FROM reklamacia')).toBe(SEED_SIZES.complaints);
    expect(await count('SELECT count(DISTINCT stav)::int AS n FROM reklamacia')).toBe(6);
    expect(await count('SELECT count(*)::int AS n FROM skupina_zdielania WHERE id_ucastnik_trhu = $1', [ids.producer])).toBe(4);
    expect(await count('SELECT count(*)::int AS n FROM reklamacia WHERE id_ucastnik_trhu = $1', [ids.producer])).toBe(5);
    // No point is over 100 % in the seed.
    expect(await count('SELECT count(*)::int AS n FROM (SELECT eic FROM skupina_zdielania_oom GROUP BY eic HAVING sum(podiel) > 1) x')).toBe(0);
  });
});

describe('sharing groups', () => {
  it('needs the token: 403 for a visitor', async () => {
    expect((await get(GROUPS, { user: 'visitor' })).statusCode).toBe(403);
    expect((await get(MEMBERS, { user: 'visitor' })).statusCode).toBe(403);
  });

  it('lists only the tenant’s groups for a portal user, all for the operator', async () => {
    const mine = await get(`${GROUPS}?limit(100)&count()`, { user: 'producer', tenant: ids.producer });
    expect(mine.statusCode).toBe(200);
    const rows = mine.json() as { idUcastnikTrhu: number; spravcaEmail: string | null }[];
    // Its own, and those it administers (seeded with the dev accounts' e-mails).
    expect(rows.some((r) => r.idUcastnikTrhu === ids.producer)).toBe(true);
    expect(rows.every((r) => r.idUcastnikTrhu === ids.producer || r.spravcaEmail === 'producer@edc.local')).toBe(true);
    const all = await get(`${GROUPS}?limit(1)&count()`, { user: 'operator' });
    expect(parseContentRange(all.headers['content-range'] as string)?.total).toBe(SEED_SIZES.sharingGroups);
    const foreign = (await server.db.query<{ id: number }>('SELECT id_zdielanie AS id FROM skupina_zdielania WHERE id_ucastnik_trhu = $1 LIMIT 1', [ids.other])).rows[0]?.id;
    expect((await get(`${GROUPS}${foreign}`, { user: 'producer', tenant: ids.producer })).statusCode).toBe(404);
  });

  it('shows a group to its administrator whatever participant owns it; changes stay the owner’s', async () => {
    const { rows } = await server.db.query<{ id: number; verzia: number }>(
      "UPDATE skupina_zdielania SET spravca_email = 'Supplier@edc.local' WHERE id_zdielanie = (SELECT min(id_zdielanie) FROM skupina_zdielania WHERE id_ucastnik_trhu = $1) RETURNING id_zdielanie AS id, verzia",
      [ids.other],
    );
    const id = rows[0]?.id as number;
    const read = await get(`${GROUPS}${id}`, { user: 'supplier', tenant: ids.zse });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ idZdielanie: id, spravcaEmail: 'Supplier@edc.local' });
    const listed = (await get(`${GROUPS}?eq(idZdielanie,${id})`, { user: 'supplier', tenant: ids.zse })).json() as unknown[];
    expect(listed).toHaveLength(1);
    const members = (await get(`${MEMBERS}?eq(idZdielanie,${id})`, { user: 'supplier', tenant: ids.zse })).json() as unknown[];
    expect(members.length).toBeGreaterThan(1);
    const body = { ...(read.json() as Record<string, unknown>), nazov: 'Cudzia skupina' };
    for (const f of ['kod', 'datumSchvalenia', 'pocetClenov', 'ucastnik', 'idUcastnikTrhu']) Reflect.deleteProperty(body, f);
    expect((await post(`${GROUPS}${id}`, body, { user: 'supplier', tenant: ids.zse })).statusCode).toBe(404);
  });

  it('refuses an administrator without an account and bad fields with reasons; 409 on a stale version', async () => {
    const group = ((await get(`${GROUPS}?eq(idUcastnikTrhu,${ids.zse})&limit(1)`, { user: 'supplier', tenant: ids.zse })).json() as Record<string, unknown>[])[0] as Record<string, unknown>;
    const body: Record<string, unknown> = { idZdielanie: group.idZdielanie, nazov: group.nazov, stav: group.stav, eic: group.eic, platnostOd: group.platnostOd, platnostDo: null, spravcaEmail: 'nikto@nikde.sk', maxPodiel: group.maxPodiel, popis: group.popis, verzia: group.verzia };
    const unknown = await post(`${GROUPS}${group.idZdielanie}`, body, { user: 'supplier', tenant: ids.zse });
    expect(unknown.statusCode).toBe(400);
    expect(reasonsOf(unknown.body)).toContain('nikto@nikde.sk');
    const bad = await post(`${GROUPS}${group.idZdielanie}`, { ...body, spravcaEmail: 'supplier@edc.local', eic: '24XBAD', maxPodiel: 120 }, { user: 'supplier', tenant: ids.zse });
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json() as { hints: { errors: { field: string }[] } }).hints.errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['eic', 'maxPodiel']));
    const stateByPortal = await post(`${GROUPS}${group.idZdielanie}`, { ...body, spravcaEmail: 'supplier@edc.local', stav: group.stav === 'ZRUSENA' ? 'SCHVALENA' : 'ZRUSENA' }, { user: 'supplier', tenant: ids.zse });
    expect(stateByPortal.statusCode).toBe(400);
    const ok = await post(`${GROUPS}${group.idZdielanie}`, { ...body, spravcaEmail: 'Supplier@EDC.local' }, { user: 'supplier', tenant: ids.zse });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ spravcaEmail: 'supplier@edc.local', verzia: (group.verzia as number) + 1 });
    expect((await post(`${GROUPS}${group.idZdielanie}`, { ...body, spravcaEmail: 'supplier@edc.local' }, { user: 'supplier', tenant: ids.zse })).statusCode).toBe(409);
  });

  it('refuses shares of one point over 100 % across groups valid at the same time, naming the point', async () => {
    // A point shared by two groups: 40 % in one, 60 % in the next (seed).
    const { rows } = await server.db.query<{ eic: string; ids: number[] }>(
      'SELECT eic, array_agg(id_clen ORDER BY id_clen) AS ids FROM skupina_zdielania_oom GROUP BY eic HAVING count(*) > 1 LIMIT 1',
    );
    const shared = rows[0] as { eic: string; ids: number[] };
    const member = (await get(`${MEMBERS}${shared.ids[0]}`, { user: 'operator' })).json() as Record<string, unknown>;
    const body = { idClen: member.idClen, idZdielanie: member.idZdielanie, eic: member.eic, nazov: member.nazov, podiel: 0.8, platnostOd: null, platnostDo: null, verzia: member.verzia };
    await server.db.query("UPDATE skupina_zdielania SET max_podiel = 100, stav = 'SCHVALENA' WHERE id_zdielanie IN (SELECT id_zdielanie FROM skupina_zdielania_oom WHERE eic = $1)", [shared.eic]);
    const over = await post(`${MEMBERS}${member.idClen}`, body, { user: 'operator' });
    expect(over.statusCode).toBe(400);
    expect(reasonsOf(over.body)).toContain(shared.eic);
    expect((over.json() as { hints: { errors: { field: string }[] } }).hints.errors[0]?.field).toBe('podiel');
    // Not at the same time: the other group ended before this one starts.
    const ok = await post(`${MEMBERS}${member.idClen}`, { ...body, podiel: 0.4 }, { user: 'operator' });
    expect(ok.statusCode).toBe(200);
    expect((await post(`${MEMBERS}${member.idClen}`, { ...body, podiel: 0.4 }, { user: 'operator' })).statusCode).toBe(409);
  });
});

describe('tariff reduction groups', () => {
  it('needs ponizenie#read and keeps the tenant scope', async () => {
    expect((await get(REDUCTIONS, { user: 'producer', tenant: ids.producer })).statusCode).toBe(403);
    const mine = (await get(`${REDUCTIONS}?limit(100)`, { user: 'supplier', tenant: ids.zse })).json() as { idUcastnikTrhu: number; pocetOom: number }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.idUcastnikTrhu === ids.zse && r.pocetOom >= 2)).toBe(true);
  });
});

describe('complaints', () => {
  it('needs the token and keeps the tenant scope', async () => {
    expect((await get(COMPLAINTS, { user: 'visitor' })).statusCode).toBe(403);
    const mine = (await get(`${COMPLAINTS}?limit(100)`, { user: 'producer', tenant: ids.producer })).json() as { idUcastnikTrhu: number }[];
    expect(mine).toHaveLength(5);
    expect(mine.every((r) => r.idUcastnikTrhu === ids.producer)).toBe(true);
  });

  it('is due in working days, holidays skipped', async () => {
    // From Mon 21 Dec 2026: 24, 25, 26 Dec, 1 and 6 Jan are holidays; 15 working days end on Fri 15 Jan 2027.
    await server.db.query("INSERT INTO sviatok (datum, nazov, statny_sviatok) VALUES ('2026-12-24', 'Štedrý deň', false), ('2026-12-25', 'Prvý sviatok vianočný', false), ('2027-01-01', 'Deň vzniku SR', true), ('2027-01-06', 'Zjavenie Pána', false) ON CONFLICT DO NOTHING");
    expect(await complaintDueDate(server.db, '2026-12-21')).toBe('2027-01-15');
  });

  it('reopens only a resolved complaint, with a reason, in the portal', async () => {
    const resolved = ((await get(`${COMPLAINTS}?eq(stav,VYBAVENA)&limit(1)`, { user: 'operator' })).json() as { idReklamacie: number; idUcastnikTrhu: number }[])[0];
    const open = ((await get(`${COMPLAINTS}?eq(stav,V_RIESENI)&limit(1)`, { user: 'operator' })).json() as { idReklamacie: number; idUcastnikTrhu: number }[])[0];
    await server.db.query('UPDATE reklamacia SET id_ucastnik_trhu = $1 WHERE id_reklamacia = ANY($2::int[])', [ids.producer, [resolved?.idReklamacie, open?.idReklamacie]]);
    const missingReason = await post(`${COMPLAINTS}${resolved?.idReklamacie}/reopen`, {}, { user: 'producer', tenant: ids.producer });
    expect(missingReason.statusCode).toBe(400);
    expect((await post(`${COMPLAINTS}${open?.idReklamacie}/reopen`, { dovod: 'Stále nesprávne' }, { user: 'producer', tenant: ids.producer })).statusCode).toBe(400);
    const done = await post(`${COMPLAINTS}${resolved?.idReklamacie}/reopen`, { dovod: 'Oprava chýba' }, { user: 'producer', tenant: ids.producer });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ stav: 'ZNOVU_OTVORENA' });
    const again = await post(`${COMPLAINTS}${resolved?.idReklamacie}/reopen`, { dovod: 'Znova' }, { user: 'producer', tenant: ids.producer });
    expect(again.statusCode).toBe(400);
    expect(reasonsOf(again.body)).toMatch(/resolved/);
  });
});
