// Sharing groups, their members, tariff reduction groups and complaints on a real PGlite with real
// tokens: tokens, tenant and administrator scope, field reasons, the 100 % share rule, versions,
// the complaint's due date in working days and its reopening.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseContentRange } from '../../engine/core/rql/contentRange';
import { withEicCheck } from '../../engine/core/validation/eicCheck';
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

  it('takes group members from the seeded metering points of the group’s own participant', async () => {
    const count = async (sql: string) => (await server.db.query<{ n: number }>(sql)).rows[0]?.n;
    expect(await count('SELECT count(*)::int AS n FROM skupina_zdielania_oom')).toBeGreaterThan(SEED_SIZES.sharingGroups * 2);
    expect(await count('SELECT count(*)::int AS n FROM ponizenie_oom')).toBeGreaterThanOrEqual(SEED_SIZES.reductionGroups * 2);
    // Every member is a point, and a point of the participant that owns the group.
    const strangers = (members: string, groups: string, id: string) =>
      count(`SELECT count(*)::int AS n FROM ${members} m JOIN ${groups} g USING (${id})
             WHERE NOT EXISTS (SELECT 1 FROM odberne_miesto o WHERE o.eic = m.eic AND o.id_ucastnik_trhu = g.id_ucastnik_trhu)`);
    expect(await strangers('skupina_zdielania_oom', 'skupina_zdielania', 'id_zdielanie')).toBe(0);
    expect(await strangers('ponizenie_oom', 'ponizenie', 'id_ponizenie')).toBe(0);
    // An aggregation block's members are its owner's points and devices.
    expect(
      await count(`SELECT count(*)::int AS n FROM agregacny_blok_clen c WHERE NOT EXISTS (
        SELECT 1 FROM odberne_miesto o WHERE o.eic = c.eic AND o.id_ucastnik_trhu = c.id_ucastnik_trhu
        UNION ALL SELECT 1 FROM vyrobne_zariadenie v WHERE v.eic = c.eic AND v.id_ucastnik_trhu = c.id_ucastnik_trhu
        UNION ALL SELECT 1 FROM akumulacne_zariadenie a WHERE a.eic = c.eic AND a.id_ucastnik_trhu = c.id_ucastnik_trhu)`),
    ).toBe(0);
    // No member over its group's own limit (in percent), and every group has at least two members.
    expect(await count('SELECT count(*)::int AS n FROM skupina_zdielania_oom m JOIN skupina_zdielania g USING (id_zdielanie) WHERE m.podiel * 100 > g.max_podiel')).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM skupina_zdielania g WHERE (SELECT count(*) FROM skupina_zdielania_oom m WHERE m.id_zdielanie = g.id_zdielanie) < 2')).toBe(0);
  });

  it('lists a seeded point’s sharing groups on the point, for the point’s participant', async () => {
    // The producer's point in the most groups (the seed divides its plants between communities).
    const { rows } = await server.db.query<{ eic: string; kody: string[] }>(
      `SELECT m.eic, array_agg(g.kod ORDER BY g.kod) AS kody FROM skupina_zdielania_oom m JOIN skupina_zdielania g USING (id_zdielanie)
       WHERE g.id_ucastnik_trhu = $1 GROUP BY m.eic ORDER BY count(*) DESC, m.eic LIMIT 1`,
      [ids.producer],
    );
    const point = rows[0] as { eic: string; kody: string[] };
    expect(point.kody.length).toBeGreaterThan(1);
    const POINT_GROUPS = `${API}/edc/odberne-miesta/odberne-miesto-skupina/`;
    const listed = await get(`${POINT_GROUPS}?eq(eic,${point.eic})&sort(+kod)&limit(20)`, { user: 'producer', tenant: ids.producer });
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as { kod: string; eic: string }[]).map((r) => r.kod)).toEqual(point.kody);
    // Another participant does not see them.
    expect((await get(`${POINT_GROUPS}?eq(eic,${point.eic})`, { user: 'supplier', tenant: ids.zse })).json()).toEqual([]);
  });

  it('follows a member’s point when it is registered later, changes owner and is removed', async () => {
    const POINT_GROUPS = `${API}/edc/odberne-miesta/odberne-miesto-skupina/`;
    const group = (await server.db.query<{ id: number; kod: string }>('SELECT id_zdielanie AS id, kod FROM skupina_zdielania WHERE id_ucastnik_trhu = $1 ORDER BY kod LIMIT 1', [ids.producer])).rows[0] as { id: number; kod: string };
    const eic = withEicCheck('24ZSKNEWPOINT01');
    const listed = async (as: As) => ((await get(`${POINT_GROUPS}?eq(eic,${eic})`, as)).json() as { kod: string }[]).map((r) => r.kod);
    // A member naming a point not registered yet: no point, no row in the point's list.
    await server.db.query("INSERT INTO skupina_zdielania_oom (id_zdielanie, eic, nazov, podiel) VALUES ($1, $2, 'Nová 1, Nitra', 0.1)", [group.id, eic]);
    expect(await listed({ user: 'operator' })).toEqual([]);
    await server.db.query(
      "INSERT INTO odberne_miesto (eic, nazov, typ, napatova_uroven, platnost_od, id_ucastnik_trhu) VALUES ($1, 'Nová prevádzka', 'ODBER', 'NN', '2026-01-01', $2)",
      [eic, ids.producer],
    );
    expect(await listed({ user: 'producer', tenant: ids.producer })).toEqual([group.kod]);
    await server.db.query('UPDATE odberne_miesto SET id_ucastnik_trhu = $2 WHERE eic = $1', [eic, ids.zse]);
    expect(await listed({ user: 'producer', tenant: ids.producer })).toEqual([]);
    expect(await listed({ user: 'supplier', tenant: ids.zse })).toEqual([group.kod]);
    await server.db.query('DELETE FROM odberne_miesto WHERE eic = $1', [eic]);
    expect(await listed({ user: 'operator' })).toEqual([]);
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
    // The seeded point with the most shared out over several groups (a plant divided 40 % / 60 %).
    const { rows } = await server.db.query<{ eic: string; ids: number[]; total: number }>(
      'SELECT eic, array_agg(id_clen ORDER BY id_clen) AS ids, sum(podiel)::float AS total FROM skupina_zdielania_oom GROUP BY eic HAVING count(*) > 1 ORDER BY sum(podiel) DESC, eic LIMIT 1',
    );
    const shared = rows[0] as { eic: string; ids: number[]; total: number };
    const member = (await get(`${MEMBERS}${shared.ids[0]}`, { user: 'operator' })).json() as Record<string, unknown>;
    const others = shared.total - Number(member.podiel);
    expect(others).toBeGreaterThanOrEqual(0.2);
    const body = { idClen: member.idClen, idZdielanie: member.idZdielanie, eic: member.eic, nazov: member.nazov, podiel: Math.round((1.1 - others) * 100) / 100, platnostOd: null, platnostDo: null, verzia: member.verzia };
    await server.db.query("UPDATE skupina_zdielania SET max_podiel = 100, stav = 'SCHVALENA' WHERE id_zdielanie IN (SELECT id_zdielanie FROM skupina_zdielania_oom WHERE eic = $1)", [shared.eic]);
    const over = await post(`${MEMBERS}${member.idClen}`, body, { user: 'operator' });
    expect(over.statusCode).toBe(400);
    expect(reasonsOf(over.body)).toContain(shared.eic);
    expect((over.json() as { hints: { errors: { field: string }[] } }).hints.errors[0]?.field).toBe('podiel');
    // Its own share again keeps the point within 100 %.
    const ok = await post(`${MEMBERS}${member.idClen}`, { ...body, podiel: member.podiel }, { user: 'operator' });
    expect(ok.statusCode).toBe(200);
    expect((await post(`${MEMBERS}${member.idClen}`, { ...body, podiel: member.podiel }, { user: 'operator' })).statusCode).toBe(409);
  });
});

describe('sharing group create route', () => {
  it('admits no body, as its served schema says (a group is created by its process, which gives it its code)', async () => {
    const schema = (await get(`${GROUPS}schema/post/request`, { user: 'operator' })).json() as { not?: unknown };
    expect(schema.not).toEqual({});
    const before = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM skupina_zdielania')).rows[0]?.n;
    const refused = await post(GROUPS, { nazov: 'Bytový dom Nitra', stav: 'ROZPRACOVANA', idUcastnikTrhu: ids.producer }, { user: 'operator' });
    expect(refused.statusCode).toBe(400);
    expect((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM skupina_zdielania')).rows[0]?.n).toBe(before);
  });
});

describe('sharing group members', () => {
  it('added by operator staff belong to the group’s participant without naming it (the schema has no owner field to send)', async () => {
    const group = (await server.db.query<{ id: number }>("SELECT id_zdielanie AS id FROM skupina_zdielania WHERE id_ucastnik_trhu = $1 AND stav <> 'ZRUSENA' ORDER BY kod LIMIT 1", [ids.producer])).rows[0] as { id: number };
    const eic = withEicCheck('24ZSKSTAFFADD01');
    const created = await post(MEMBERS, { idZdielanie: group.id, eic, nazov: 'Nová 2, Nitra', podiel: 0.05 }, { user: 'operator' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ idZdielanie: group.id, eic, idUcastnikTrhu: ids.producer });
    const listed = (await get(`${MEMBERS}?eq(eic,${eic})`, { user: 'producer', tenant: ids.producer })).json() as { idZdielanie: number }[];
    expect(listed.map((m) => m.idZdielanie)).toEqual([group.id]);
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
