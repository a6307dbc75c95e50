// The lookups of forms-data.md 7 on a real PGlite with real tokens: RQL, Content-Range, tenant
// scope and permission tokens of aggregation blocks, heat systems and devices, addendum
// templates and metering points.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseContentRange } from '../../engine/core/rql/contentRange';
import { isValidEic } from '../../engine/core/validation/eicCheck';
import { PARTICIPANTS, PRODUCER_EIC, SUPPLIER_EICS } from '../seed/participants';
import { SEED_PARTICIPANTS } from '../seed/participantsSeed';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';

const API = '/portalbl/svc';
const BLOCKS = '/portal/zmluvy/agregacny-blok/';
const SYSTEMS = '/portal/vyrobne-zariadenia/zmluva-sustava-teplo/';
const HEAT_DEVICES = '/portal/vyrobne-zariadenia/zmluva-zariadenie-teplo/';
const TEMPLATES = '/portal/document/addendum-template/';
const POINTS = '/edc/odberne-miesta/odberne-miesto/';

type Row = Record<string, unknown> & { idUcastnikTrhu?: number };

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
  ids.sse = byEic.get(SUPPLIER_EICS[1] as string) as number;
  ids.aggregator = byEic.get(PARTICIPANTS[7]?.eic as string) as number;
});

afterAll(async () => {
  await server.close();
});

const get = (path: string, user: string, tenant?: number) =>
  server.app.inject({
    method: 'GET',
    url: `${API}${path}`,
    headers: bearer(tokens[user] as string, tenant === undefined ? {} : { 'x-tenant': String(tenant) }),
  });

async function dbCount(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>(sql, params);
  return rows[0]?.n ?? 0;
}

describe('every lookup', () => {
  const all = [BLOCKS, SYSTEMS, HEAT_DEVICES, TEMPLATES, POINTS];

  it('refuses a caller without its read token with 403 naming the token, on the list and on one row', async () => {
    for (const path of all) {
      const list = await get(path, 'visitor');
      expect(list.statusCode, path).toBe(403);
      expect(list.json<{ hints: { reasons: string[] } }>().hints.reasons[0], path).toMatch(/^Missing permission [a-z-]+#read$/);
      expect((await get(`${path}1`, 'visitor')).statusCode, path).toBe(403);
    }
  });

  it('is read-only: no create, update or delete route (metering points are edited on their own screen, issue 13)', async () => {
    for (const path of all.filter((p) => p !== POINTS)) {
      for (const [method, url] of [['POST', path], ['POST', `${path}1`], ['DELETE', `${path}1`]] as const) {
        const res = await server.app.inject({
          method,
          url: `${API}${url}`,
          headers: bearer(tokens.operator as string, { 'content-type': 'application/json' }),
          payload: '{}',
        });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
  });

  it('answers a malformed or hostile query with 400, never 500', async () => {
    for (const path of all) {
      for (const query of ['eq(heslo,1)', 'like(nazov', `eq(nazov,x')%3BDROP%20TABLE%20ucastnik_trhu%3B--)`, 'limit(100000000)']) {
        const res = await get(`${path}?${query}`, 'operator');
        expect([200, 400], `${path}?${query}`).toContain(res.statusCode);
        if (query.startsWith('eq(heslo') || query === 'like(nazov') expect(res.statusCode, `${path}?${query}`).toBe(400);
      }
    }
    expect(await dbCount('SELECT count(*)::int AS n FROM ucastnik_trhu')).toBe(PARTICIPANTS.length + SEED_PARTICIPANTS);
  });
});

describe('aggregation blocks', () => {
  it('lists a participant’s blocks with RQL and Content-Range, never another’s', async () => {
    const res = await get(`${BLOCKS}?select(kod,nazov,eic,periodaFlexibilityMin,idUcastnikTrhu)&sort(+nazov)&limit(1,0)&count()`, 'supplier', ids.zse);
    expect(res.statusCode).toBe(200);
    expect(res.json<Row[]>()).toEqual([{ kod: expect.any(String), nazov: 'Riadené odbery ZSE – západ', eic: expect.any(String), periodaFlexibilityMin: 60, idUcastnikTrhu: ids.zse }]);
    expect(parseContentRange(res.headers['content-range'] as string)).toEqual({ from: 0, to: 0, total: 2 });
    const sse = (await get(BLOCKS, 'supplier', ids.sse)).json<Row[]>();
    expect(sse.map((r) => r.nazov)).toEqual(['Riadené odbery SSE – stred']);
    // A filter naming another owner cannot widen the scope.
    const widened = await get(`${BLOCKS}?or(eq(idUcastnikTrhu,${ids.aggregator}),ne(idUcastnikTrhu,0))`, 'producer', ids.producer);
    expect(widened.json<Row[]>().every((r) => r.idUcastnikTrhu === ids.producer)).toBe(true);
    expect(widened.json<Row[]>()).toHaveLength(2);
  });

  it('hides a foreign block behind 404 and shows core staff every block', async () => {
    const { rows } = await server.db.query<{ id: number }>('SELECT id_agregacny_blok AS id FROM agregacny_blok WHERE id_ucastnik_trhu = $1 LIMIT 1', [ids.aggregator]);
    const foreignId = rows[0]?.id as number;
    expect((await get(`${BLOCKS}${foreignId}`, 'producer', ids.producer)).statusCode).toBe(404);
    expect((await get(`${BLOCKS}${foreignId}`, 'operator')).json<Row>()).toMatchObject({ idAgregacnyBlok: foreignId, idUcastnikTrhu: ids.aggregator });
    const everything = await get(`${BLOCKS}?eq(stav,AKTIVNY)&sort(-periodaFlexibilityMin)&count()`, 'operator');
    const active = everything.json<Row[]>();
    expect(active.length).toBe(await dbCount(`SELECT count(*)::int AS n FROM agregacny_blok WHERE stav = 'AKTIVNY'`));
    expect(new Set(active.map((r) => r.idUcastnikTrhu)).size).toBeGreaterThan(3);
    expect(active[0]?.periodaFlexibilityMin).toBe(60);
  });

  it('holds only valid 24W EICs and flexibility periods in multiples of 15 minutes', async () => {
    const rows = (await get(`${BLOCKS}?limit(100)`, 'operator')).json<{ eic: string; periodaFlexibilityMin: number }[]>();
    expect(rows.length).toBeGreaterThan(8);
    for (const r of rows) {
      expect(r.eic.startsWith('24W') && isValidEic(r.eic), r.eic).toBe(true);
      expect(r.periodaFlexibilityMin % 15).toBe(0);
    }
    await expect(
      server.db.query(`UPDATE agregacny_blok SET perioda_flexibility_min = 20 WHERE id_ucastnik_trhu = $1`, [ids.producer]),
    ).rejects.toThrow();
  });
});

describe('heat systems and heat devices', () => {
  it('belong to the owner of their production device, even after the device changes hands', async () => {
    const mismatched = await dbCount(
      `SELECT count(*)::int AS n FROM zariadenie_teplo z JOIN sustava_teplo s USING (id_sustava_teplo)
       JOIN vyrobne_zariadenie v ON v.id_zariad_vyr = s.id_zariad_vyr
       WHERE z.id_ucastnik_trhu <> v.id_ucastnik_trhu OR s.id_ucastnik_trhu <> v.id_ucastnik_trhu OR z.id_zariad_vyr <> s.id_zariad_vyr`,
    );
    expect(mismatched).toBe(0);
    const { rows } = await server.db.query<{ id: number; device: number; owner: number }>(
      'SELECT id_sustava_teplo AS id, id_zariad_vyr AS device, id_ucastnik_trhu AS owner FROM sustava_teplo ORDER BY 1 DESC LIMIT 1',
    );
    const system = rows[0] as { id: number; device: number; owner: number };
    const newOwner = system.owner === ids.sse ? ids.zse : ids.sse;
    await server.db.query('UPDATE vyrobne_zariadenie SET id_ucastnik_trhu = $1 WHERE id_zariad_vyr = $2', [newOwner, system.device]);
    try {
      expect((await get(`${SYSTEMS}${system.id}`, 'supplier', newOwner)).json<Row>()).toMatchObject({ idSustavaTeplo: system.id, idUcastnikTrhu: newOwner });
      const devices = (await get(`${HEAT_DEVICES}?eq(idSustavaTeplo,${system.id})`, 'supplier', newOwner)).json<Row[]>();
      expect(devices.length).toBeGreaterThanOrEqual(2);
      expect(devices.every((d) => d.idUcastnikTrhu === newOwner)).toBe(true);
    } finally {
      await server.db.query('UPDATE vyrobne_zariadenie SET id_ucastnik_trhu = $1 WHERE id_zariad_vyr = $2', [system.owner, system.device]);
    }
  });

  it('lists only the tenant’s systems with Content-Range; another tenant’s system is a 404', async () => {
    const { rows } = await server.db.query<{ owner: number; n: number }>(
      'SELECT id_ucastnik_trhu AS owner, count(*)::int AS n FROM sustava_teplo GROUP BY 1 ORDER BY 2 DESC',
    );
    expect(rows.length).toBeGreaterThan(2);
    const top = rows.find((r) => r.owner === ids.producer || r.owner === ids.zse || r.owner === ids.sse) as { owner: number; n: number };
    const user = top.owner === ids.producer ? 'producer' : 'supplier';
    const res = await get(`${SYSTEMS}?select(idSustavaTeplo,nazov,typSustavy,tepelnyVykonKw,idUcastnikTrhu)&sort(-tepelnyVykonKw)&limit(1,0)&count()`, user, top.owner);
    expect(res.statusCode).toBe(200);
    expect(parseContentRange(res.headers['content-range'] as string)).toEqual({ from: 0, to: 0, total: top.n });
    expect(res.json<Row[]>()[0]?.idUcastnikTrhu).toBe(top.owner);
    const { rows: foreign } = await server.db.query<{ id: number }>('SELECT id_sustava_teplo AS id FROM sustava_teplo WHERE id_ucastnik_trhu <> $1 LIMIT 1', [top.owner]);
    expect((await get(`${SYSTEMS}${foreign[0]?.id}`, user, top.owner)).statusCode).toBe(404);
    const foreignDevices = await get(`${HEAT_DEVICES}?eq(idSustavaTeplo,${foreign[0]?.id})&count()`, user, top.owner);
    expect(foreignDevices.json<Row[]>()).toEqual([]);
    expect(foreignDevices.headers['content-range']).toBe('items */0');
  });

  it('finds heat devices by kind and name, folding accents', async () => {
    const res = await get(`${HEAT_DEVICES}?and(eq(typZariadenia,KOTOL),like(nazov,*spickovy*))&select(kod,nazov,palivo)&limit(5)&count()`, 'operator');
    expect(res.statusCode).toBe(200);
    const rows = res.json<Row[]>();
    expect(rows.length).toBe(5);
    expect(rows.every((r) => r.nazov === 'Špičkový plynový kotol' && r.palivo === 'ZEMNY_PLYN')).toBe(true);
    const range = parseContentRange(res.headers['content-range'] as string);
    expect(range?.total).toBe(await dbCount(`SELECT count(*)::int AS n FROM zariadenie_teplo WHERE nazov = 'Špičkový plynový kotol'`));
  });
});

describe('addendum templates', () => {
  it('are the same list for every participant, filtered and sorted by RQL', async () => {
    const query = `${TEMPLATES}?eq(typZmluvy,VYROBCA)&select(kod,nazov,platnostOd,platnostDo)&sort(-platnostOd,+nazov)&count()`;
    const producer = await get(query, 'producer', ids.producer);
    const supplier = await get(query, 'supplier', ids.sse);
    expect(producer.statusCode).toBe(200);
    expect(producer.json()).toEqual(supplier.json());
    const rows = producer.json<{ kod: string; platnostOd: string; platnostDo: string | null }[]>();
    expect(rows.map((r) => r.kod)).toEqual(['DOD-VYR-NOVE-ZARIADENIE', 'DOD-VYR-ZMENA-VYKONU', 'DOD-VYR-ZMENA-PODPORY']);
    expect(rows[2]).toMatchObject({ platnostOd: '2020-01-01', platnostDo: '2023-12-31' });
    expect(producer.headers['content-range']).toBe('items 0-2/3');
  });

  it('filters by validity dates: templates valid on a day', async () => {
    const day = '2026-06-01';
    const res = await get(`${TEMPLATES}?and(le(platnostOd,${day}),or(eq(platnostDo,null),ge(platnostDo,${day})))&count()`, 'operator');
    expect(res.statusCode).toBe(200);
    const kody = res.json<{ kod: string }[]>().map((r) => r.kod);
    expect(kody).not.toContain('DOD-VYR-ZMENA-PODPORY');
    expect(kody).not.toContain('DOD-PUD-2027');
    expect(kody).toHaveLength(8);
  });
});

describe('metering points', () => {
  it('are found by EIC prefix, only the tenant’s, with valid check characters', async () => {
    const res = await get(`${POINTS}?like(eic,24ZZS*)&select(eic,nazov,idUcastnikTrhu)&limit(100)&count()`, 'supplier', ids.zse);
    expect(res.statusCode).toBe(200);
    const rows = res.json<{ eic: string; idUcastnikTrhu: number }[]>();
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((r) => r.eic.startsWith('24ZZS') && isValidEic(r.eic) && r.idUcastnikTrhu === ids.zse)).toBe(true);
    const own = await dbCount(`SELECT count(*)::int AS n FROM odberne_miesto WHERE id_ucastnik_trhu = $1 AND eic LIKE '24ZZS%'`, [ids.zse]);
    expect(res.headers['content-range']).toBe(`items 0-${own - 1}/${own}`);
    // Everybody else's ZS points exist, but stay out of the tenant's list.
    expect(await dbCount(`SELECT count(*)::int AS n FROM odberne_miesto WHERE eic LIKE '24ZZS%'`)).toBeGreaterThan(own);
    // A prefix typed in lower case finds the same.
    expect((await get(`${POINTS}?like(eic,24zzs*)&limit(100)`, 'supplier', ids.zse)).json<unknown[]>()).toHaveLength(own);
  });

  it('pages with Content-Range for core staff and answers an EIC of another tenant with 404', async () => {
    const total = await dbCount(`SELECT count(*)::int AS n FROM odberne_miesto WHERE eic LIKE '24Z%'`);
    const page = await get(`${POINTS}?like(eic,24Z*)&sort(+eic)&limit(5,5)&count()`, 'operator');
    // Metering points count at most 10,000 (countCap): above it the total is "more than 10,000".
    if (total > 10_000) {
      expect(page.headers['content-range']).toBe('items 5-9/*');
      expect(page.headers['x-total-more-than']).toBe('10000');
    } else {
      expect(page.headers['content-range']).toBe(`items 5-9/${total}`);
    }
    const eics = page.json<{ eic: string }[]>().map((r) => r.eic);
    expect(eics).toEqual([...eics].sort());
    const { rows } = await server.db.query<{ id: number }>('SELECT id_odberne_miesto AS id FROM odberne_miesto WHERE id_ucastnik_trhu = $1 LIMIT 1', [ids.zse]);
    expect((await get(`${POINTS}${rows[0]?.id}`, 'producer', ids.producer)).statusCode).toBe(404);
    expect((await get(`${POINTS}${rows[0]?.id}`, 'supplier', ids.zse)).json<Row>()).toMatchObject({ idOdberneMiesto: rows[0]?.id, idUcastnikTrhu: ids.zse });
  });

  it('treats LIKE wildcards typed by the user literally', async () => {
    for (const prefix of ['24Z%25', '24Z_', '%25']) {
      const res = await get(`${POINTS}?like(eic,${prefix}*)`, 'operator');
      expect(res.statusCode, prefix).toBe(200);
      expect(res.json<unknown[]>(), prefix).toEqual([]);
    }
  });
});
