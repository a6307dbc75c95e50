// Issue 13 on a real PGlite with the volume seed: metering points (OOM), storage devices and their
// sites, aggregation blocks with members and value history; tokens, tenant scope, field reasons,
// optimistic locking, and the OOM lookup of other forms still answering by EIC prefix.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidEic, withEicCheck } from '../../engine/core/validation/eicCheck';
import { DEMO_EIC, PRODUCER_EIC, SUPPLIER_EICS } from '../seed/participants';
import { BLOCK_TOTAL, DEVICE_TOTAL, OOM_TOTAL, STORAGE_TOTAL } from '../seed/oomSeed';
import { OOM_COUNT_CAP } from '../model/odberneMiesto';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';

const API = '/portalbl/svc';
const OOM = '/edc/odberne-miesta/odberne-miesto/';
const STORAGE = '/portal/akumulacne-zariadenia/akumulacne-zariadenie/';
const SITE = '/portal/akumulacne-zariadenia/lokalita/';
const BLOCKS = '/portal/agregacia/agregacny-blok/';
const MEMBERS = '/portal/agregacia/agregacny-blok-clen/';
const DEVICES = '/portal/vyrobne-zariadenia/vyrobne-zariadenie/';

type Row = Record<string, unknown>;
interface ErrorJson {
  hints: { reasons: string[]; errors?: { field: string }[] };
}

let server: TestServer;
const tokens: Record<string, string> = {};
let producer = 0;
let zse = 0;
let demo = 0;

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['producer', 'supplier', 'operator', 'admin', 'visitor', 'demo']) tokens[user] = (await loginWithPassword(server.app, user)).access_token;
  const { rows } = await server.db.query<{ id: number; eic: string }>('SELECT id_ucastnik_trhu AS id, eic FROM ucastnik_trhu');
  producer = rows.find((r) => r.eic === PRODUCER_EIC)?.id as number;
  zse = rows.find((r) => r.eic === SUPPLIER_EICS[0])?.id as number;
  demo = rows.find((r) => r.eic === DEMO_EIC)?.id as number;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const call = (method: 'GET' | 'POST', path: string, user: string, tenant?: number, payload?: Row) =>
  server.app.inject({
    method,
    url: `${API}${path}`,
    headers: { ...bearer(tokens[user] as string, tenant === undefined ? {} : { 'x-tenant': String(tenant) }), 'x-language': 'en' },
    ...(payload ? { payload } : {}),
  });

async function one<T extends object>(sql: string, params: unknown[] = []): Promise<T> {
  return (await server.db.query<T>(sql, params)).rows[0] as T;
}

describe('seed', () => {
  it('has the volume with valid EICs, the dev producer only a handful of each', async () => {
    const counts = await one<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM odberne_miesto) AS oom, (SELECT count(*)::int FROM vyrobne_zariadenie) AS vyr,
              (SELECT count(*)::int FROM akumulacne_zariadenie) AS akum, (SELECT count(*)::int FROM agregacny_blok) AS blok,
              (SELECT count(*)::int FROM agregacny_blok_clen) AS clen, (SELECT count(*)::int FROM agregacny_blok_hodnota) AS hodnoty`,
    );
    expect(counts).toMatchObject({ oom: OOM_TOTAL, vyr: DEVICE_TOTAL, akum: STORAGE_TOTAL, blok: BLOCK_TOTAL });
    expect(counts.clen).toBeGreaterThan(300);
    expect(counts.hodnoty).toBeGreaterThan(BLOCK_TOTAL * 60);
    const { rows } = await server.db.query<{ eic: string }>('SELECT eic FROM odberne_miesto ORDER BY random() LIMIT 200');
    expect(rows.every((r) => isValidEic(r.eic))).toBe(true);
    const own = await one<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM odberne_miesto WHERE id_ucastnik_trhu = $1) AS oom, (SELECT count(*)::int FROM akumulacne_zariadenie WHERE id_ucastnik_trhu = $1) AS akum`,
      [producer],
    );
    expect(own.oom).toBeLessThan(20);
    expect(own.akum).toBe(5);
  });
});

describe('metering points', () => {
  it('needs the read token to list and the write token to change', async () => {
    expect((await call('GET', OOM, 'visitor')).statusCode).toBe(403);
    const mine = (await call('GET', `${OOM}?limit(1)`, 'producer', producer)).json<Row[]>()[0] as Row;
    const res = await call('POST', `${OOM}${mine.odberneMiestoId}`, 'producer', producer, { ...mine });
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorJson>().hints.reasons[0]).toBe('Missing permission odberne-miesta#write');
  });

  it('stops counting at the cap: more matches answer "more than" (X-Total-More-Than), fewer an exact total', async () => {
    expect(OOM_TOTAL).toBeGreaterThan(OOM_COUNT_CAP);
    const all = await call('GET', `${OOM}?sort(+eic)&limit(25,50)&count()`, 'operator');
    expect(all.statusCode).toBe(200);
    expect(all.json<Row[]>()).toHaveLength(25);
    expect(all.headers['content-range']).toBe('items 50-74/*');
    expect(all.headers['x-total-more-than']).toBe(String(OOM_COUNT_CAP));
    // A page past the cap: still "more than", at least as many as the rows already passed.
    const deep = await call('GET', `${OOM}?sort(+eic)&limit(25,${OOM_COUNT_CAP + 100})&count()`, 'operator');
    expect(deep.headers['content-range']).toBe(`items ${OOM_COUNT_CAP + 100}-${OOM_COUNT_CAP + 124}/*`);
    expect(deep.headers['x-total-more-than']).toBe(String(OOM_COUNT_CAP + 124));
    // Under the cap the total is exact and no bound is sent.
    const vn = await one<{ n: number }>(`SELECT count(*)::int AS n FROM odberne_miesto WHERE napatova_uroven = 'VN'`);
    expect(vn.n).toBeLessThanOrEqual(OOM_COUNT_CAP);
    const few = await call('GET', `${OOM}?eq(napatovaUroven,VN)&sort(+nazov)&limit(25,25)&count()`, 'operator');
    expect(few.headers['content-range']).toBe(`items 25-49/${vn.n}`);
    expect(few.headers['x-total-more-than']).toBeUndefined();
    // Without count() nothing is counted at all.
    const uncounted = await call('GET', `${OOM}?sort(+eic)&limit(25,50)`, 'operator');
    expect(uncounted.headers['content-range']).toBe('items 50-74/*');
    expect(uncounted.headers['x-total-more-than']).toBeUndefined();
  });

  it('filters by EIC prefix and voltage level, scoped to the tenant; the old id stays in the answer', async () => {
    const core = await call('GET', `${OOM}?like(eic,24zvs*)&eq(napatovaUroven,VN)&sort(+eic)&limit(50)&count()`, 'operator');
    expect(core.statusCode).toBe(200);
    const rows = core.json<Row[]>();
    expect(rows.length).toBe(50);
    expect(rows.every((r) => String(r.eic).startsWith('24ZVS') && r.napatovaUroven === 'VN' && r.idOdberneMiesto === r.odberneMiestoId)).toBe(true);
    const total = await one<{ n: number }>(`SELECT count(*)::int AS n FROM odberne_miesto WHERE eic LIKE '24ZVS%' AND napatova_uroven = 'VN'`);
    expect(core.headers['content-range']).toBe(`items 0-49/${total.n}`);
    const portal = (await call('GET', `${OOM}?like(eic,24Z*)&limit(100)`, 'producer', producer)).json<Row[]>();
    expect(portal.length).toBeGreaterThan(0);
    expect(portal.every((r) => r.idUcastnikTrhu === producer)).toBe(true);
    // The EIC prefix search of other forms still reads the prefix index.
    const plan = await server.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT * FROM odberne_miesto WHERE eic_fold LIKE '24zvs%' ORDER BY eic LIMIT 20`);
    expect(JSON.stringify(plan.rows)).toMatch(/odberne_miesto_(eic_fold_ix|eic_uq)/);
  });

  it('shows kind, system, supplier name and address; refuses a bad check character and a stale version', async () => {
    const row = (await call('GET', `${OOM}?like(eic,24ZZS*)&limit(1)`, 'admin')).json<Row[]>()[0] as Row;
    expect(row).toMatchObject({ druh: expect.stringMatching(/^(SPOTREBA|VYROBA|OBOJSMERNE)$/), sustava: expect.any(String), dodavatel: expect.any(String) });
    const schema = (await call('GET', `${OOM}${row.odberneMiestoId}/schema/post/request`, 'admin')).json<{ properties: Row }>();
    const body = Object.fromEntries(Object.keys(schema.properties).filter((k) => k in row).map((k) => [k, row[k]]));
    const badEic = `${String(row.eic).slice(0, 15)}${String(row.eic)[15] === 'A' ? 'B' : 'A'}`;
    const bad = await call('POST', `${OOM}${row.odberneMiestoId}`, 'admin', undefined, { ...body, eic: badEic });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorJson>().hints.reasons.join(' ')).toContain('eic');
    const saved = await call('POST', `${OOM}${row.odberneMiestoId}`, 'admin', undefined, { ...body, druh: 'VYROBA', nazov: 'Prevádzka Trnava – úprava' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Row>()).toMatchObject({ druh: 'VYROBA', typ: 'DODAVKA', verzia: Number(body.verzia) + 1 });
    const stale = await call('POST', `${OOM}${row.odberneMiestoId}`, 'admin', undefined, { ...body, nazov: 'Neskoro' });
    expect(stale.statusCode).toBe(409);
  });

  it('lists the devices at a point (the related list of its detail)', async () => {
    const device = await one<{ oom: string; owner: number }>(
      'SELECT eic_odberne_miesto AS oom, id_ucastnik_trhu AS owner FROM vyrobne_zariadenie WHERE id_ucastnik_trhu = $1 AND eic_odberne_miesto IS NOT NULL LIMIT 1',
      [producer],
    );
    const related = await call('GET', `${DEVICES}?eq(eicOdberneMiesto,${device.oom})`, 'producer', producer);
    expect(related.statusCode).toBe(200);
    expect(related.json<Row[]>().every((r) => r.eicOdberneMiesto === device.oom)).toBe(true);
    expect(related.json<Row[]>().length).toBeGreaterThan(0);
  });
});

describe('storage devices and their sites', () => {
  it('lists only the tenant\'s devices; another participant\'s device and site are 404', async () => {
    const mine = await call('GET', `${STORAGE}?count()`, 'producer', producer);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<Row[]>()).toHaveLength(5);
    expect(mine.json<Row[]>().every((r) => r.idUcastnikTrhu === producer)).toBe(true);
    const foreign = await one<{ id: number }>('SELECT id_zariad_akum AS id FROM akumulacne_zariadenie WHERE id_ucastnik_trhu <> $1 LIMIT 1', [producer]);
    expect((await call('GET', `${STORAGE}${foreign.id}`, 'producer', producer)).statusCode).toBe(404);
    expect((await call('GET', `${SITE}${foreign.id}`, 'producer', producer)).statusCode).toBe(404);
    expect((await call('GET', STORAGE, 'visitor')).statusCode).toBe(403);
  });

  it('refuses a charging power above four times the capacity with the field, keeps the version, then saves; 409 when stale', async () => {
    const row = (await call('GET', `${STORAGE}?limit(1)`, 'producer', producer)).json<Row[]>()[0] as Row;
    const { idZariadAkum: id, mesto: _mesto, idUcastnikTrhu: _owner, ...body } = row;
    const tooMuch = await call('POST', `${STORAGE}${id}`, 'producer', producer, { ...body, kapacitaKwh: 10, maxVykonNabijaniaKw: 41 });
    expect(tooMuch.statusCode).toBe(400);
    // The served schema's powerWithinCapacity (the form runs it too), under the power, in words.
    expect(tooMuch.json<ErrorJson>().hints.reasons).toContain('maxVykonNabijaniaKw: 41 kW is too much for a capacity of 10 kWh: at most 40 kW (4 times the capacity)');
    expect(tooMuch.json<ErrorJson & { hints: { errors: { keyword: string }[] } }>().hints.errors).toContainEqual(expect.objectContaining({ field: 'maxVykonNabijaniaKw', keyword: 'powerWithinCapacity' }));
    const sk = await server.app.inject({
      method: 'POST',
      url: `${API}${STORAGE}${id}`,
      headers: { ...bearer(tokens.producer as string, { 'x-tenant': String(producer) }), 'x-language': 'sk' },
      payload: { ...body, kapacitaKwh: 2.5, maxVykonNabijaniaKw: 10, maxVykonVybijaniaKw: 10, instalovanyVykonKw: 10.5 },
    });
    expect(sk.json<ErrorJson & { hints: { fields: Record<string, string[]> } }>().hints.fields).toEqual({
      instalovanyVykonKw: ['instalovanyVykonKw: Výkon 10,5 kW je priveľký pre kapacitu 2,5 kWh: najviac 10 kW (4-násobok kapacity)'],
    });
    for (const path of [`${STORAGE}schema/post/request`, `${STORAGE}${id}/schema/post/request`]) {
      expect((await call('GET', path, 'producer', producer)).json<Row>().powerWithinCapacity).toEqual({ capacity: 'kapacitaKwh', powers: ['maxVykonNabijaniaKw', 'maxVykonVybijaniaKw', 'instalovanyVykonKw'], rate: 4 });
    }
    const foreignOom = await one<{ eic: string }>('SELECT eic FROM odberne_miesto WHERE id_ucastnik_trhu <> $1 LIMIT 1', [producer]);
    const notMine = await call('POST', `${STORAGE}${id}`, 'producer', producer, { ...body, eicOdberneMiesto: foreignOom.eic });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json<ErrorJson>().hints.reasons[0]).toContain('eicOdberneMiesto');
    const ok = await call('POST', `${STORAGE}${id}`, 'producer', producer, { ...body, kapacitaKwh: 200, instalovanyVykonKw: 100, maxVykonNabijaniaKw: 100, maxVykonVybijaniaKw: 95.5 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Row>()).toMatchObject({ kapacitaKwh: 200, maxVykonNabijaniaKw: 100, verzia: Number(body.verzia) + 1 });
    expect((await call('POST', `${STORAGE}${id}`, 'producer', producer, { ...body, nazov: 'Neskoro' })).statusCode).toBe(409);
  });

  it('keeps the site on its own screen: GPS outside Slovakia is refused, a site is never created on its own', async () => {
    const site = (await call('GET', `${SITE}?limit(1)`, 'producer', producer)).json<Row[]>()[0] as Row;
    const body = { adresa: site.adresa, gpsLat: 48.4, gpsLon: 18.4, katastralneUzemie: 'Zlaté Moravce', cisloParcely: '1234/5', verzia: site.verzia };
    const out = await call('POST', `${SITE}${site.idAkumulator}`, 'producer', producer, { ...body, gpsLat: 51.2 });
    expect(out.statusCode).toBe(400);
    expect(out.json<ErrorJson>().hints.reasons.join(' ')).toContain('gpsLat');
    const saved = await call('POST', `${SITE}${site.idAkumulator}`, 'producer', producer, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Row>()).toMatchObject({ gpsLat: 48.4, cisloParcely: '1234/5', eic: site.eic });
    expect((await call('POST', SITE, 'producer', producer, { gpsLat: 48.4 })).statusCode).toBe(403);
    expect((await call('POST', SITE, 'admin', undefined, { gpsLat: 48.4, idUcastnikTrhu: producer })).statusCode).toBe(400);
  });
});

describe('aggregation blocks', () => {
  it('needs agregacia#read; the contract forms\' lookup still answers with zmluvy#read', async () => {
    expect((await call('GET', BLOCKS, 'producer', producer)).statusCode).toBe(403);
    expect((await call('GET', '/portal/zmluvy/agregacny-blok/', 'producer', producer)).statusCode).toBe(200);
  });

  it('shows members and their total; a member of the wrong kind of EIC is refused', async () => {
    const block = (await call('GET', `${BLOCKS}?gt(pocetClenov,2)&limit(1)`, 'operator')).json<Row[]>()[0] as Row;
    const members = (await call('GET', `${MEMBERS}?eq(idAgregacnyBlok,${block.idAgregacnyBlok})&limit(100)`, 'operator')).json<Row[]>();
    expect(members.length).toBeGreaterThanOrEqual(Number(block.pocetClenov));
    expect(Number(block.celkovyFlexibilnyVykonKw)).toBeGreaterThan(0);
    const wrong = await call('POST', MEMBERS, 'admin', undefined, {
      idAgregacnyBlok: block.idAgregacnyBlok,
      idUcastnikTrhu: block.idUcastnikTrhu,
      eic: withEicCheck('24WAKU-99999999'),
      druh: 'ODBERNE_MIESTO',
      flexibilnyVykonKw: 10,
      platnostOd: '2026-01-01',
    });
    // The served schema's eicPrefix chosen by the kind (if/then/else), which the form runs too: under the EIC, in words.
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorJson>().hints.reasons).toEqual(['eic: The EIC code must start with 24Z']);
    expect(wrong.json<ErrorJson & { hints: { errors: { keyword: string }[] } }>().hints.errors).toMatchObject([{ field: 'eic', keyword: 'eicPrefix' }]);
    const device = await call('POST', MEMBERS, 'admin', undefined, {
      idAgregacnyBlok: block.idAgregacnyBlok,
      idUcastnikTrhu: block.idUcastnikTrhu,
      eic: withEicCheck('24ZAKU-99999999'),
      druh: 'AKUMULACNE_ZARIADENIE',
      flexibilnyVykonKw: 10,
      platnostOd: '2026-01-01',
    });
    expect(device.statusCode).toBe(400);
    expect(device.json<ErrorJson>().hints.reasons).toEqual(['eic: The EIC code must start with 24W']);
    const schema = (await call('GET', `${MEMBERS}schema/post/request`, 'admin')).json<{ allOf: unknown[] }>();
    expect(schema.allOf).toContainEqual({
      if: { properties: { druh: { type: 'string', const: 'ODBERNE_MIESTO' } }, required: ['druh'] },
      then: { properties: { eic: { type: 'string', eicPrefix: '24Z' } } },
      else: { properties: { eic: { type: 'string', eicPrefix: '24W' } } },
    });
  });

  it("lists only the aggregator's own blocks; another participant's block reads and saves as missing", async () => {
    // The demo participant (an aggregator among its roles) owns no seeded block: it files one of its own.
    const created = await call('POST', BLOCKS, 'demo', demo, {
      kod: 'AGB-DEMO-01',
      nazov: 'Flexibilita Pohronie',
      eic: withEicCheck('24WAGB-77770002'),
      periodaFlexibilityMin: 15,
      stav: 'NAVRHNUTY',
      platnostOd: '2026-01-01',
      idUcastnikTrhu: demo,
    });
    expect(created.statusCode, created.body).toBe(201);
    const own = created.json<Row>();
    expect(own.idUcastnikTrhu).toBe(demo);
    const list = await call('GET', `${BLOCKS}?limit(100)&count()`, 'demo', demo);
    expect(list.statusCode).toBe(200);
    const rows = list.json<Row[]>();
    const owned = await one<{ n: number }>('SELECT count(*)::int AS n FROM agregacny_blok WHERE id_ucastnik_trhu = $1', [demo]);
    expect(rows).toHaveLength(owned.n);
    expect(rows.map((r) => r.idAgregacnyBlok)).toContain(own.idAgregacnyBlok);
    expect(rows.every((r) => r.idUcastnikTrhu === demo)).toBe(true);
    expect(list.headers['content-range']).toBe(`items 0-${owned.n - 1}/${owned.n}`);
    // Core staff see every participant's blocks.
    const all = await call('GET', `${BLOCKS}?limit(1)&count()`, 'operator');
    expect(all.headers['content-range']).toBe(`items 0-0/${BLOCK_TOTAL + 1}`);

    const foreign = await one<Row>(
      `SELECT id_agregacny_blok AS id, kod, nazov, eic, perioda_flexibility_min AS perioda, stav, to_char(platnost_od, 'YYYY-MM-DD') AS od, verzia
       FROM agregacny_blok WHERE id_ucastnik_trhu <> $1 ORDER BY id_agregacny_blok LIMIT 1`,
      [demo],
    );
    expect((await call('GET', `${BLOCKS}${foreign.id}`, 'demo', demo)).statusCode).toBe(404);
    const take = await call('POST', `${BLOCKS}${foreign.id}`, 'demo', demo, {
      kod: foreign.kod,
      nazov: 'Cudzí blok',
      eic: foreign.eic,
      periodaFlexibilityMin: foreign.perioda,
      stav: foreign.stav,
      platnostOd: foreign.od,
      verzia: foreign.verzia,
    });
    expect(take.statusCode).toBe(404);
    expect((await one<{ nazov: string }>('SELECT nazov FROM agregacny_blok WHERE id_agregacny_blok = $1', [foreign.id])).nazov).toBe(foreign.nazov);
    // Nor do its members show through the member list.
    expect((await call('GET', `${MEMBERS}?eq(idAgregacnyBlok,${foreign.id})`, 'demo', demo)).json<Row[]>()).toEqual([]);
    expect((await call('GET', `${MEMBERS}?eq(idAgregacnyBlok,${foreign.id})`, 'operator')).json<Row[]>().length).toBeGreaterThan(0);
  });

  it('refuses a period not in steps of 15 minutes with the field, saves a change, then answers 409 to the stale version', async () => {
    const row = (await call('GET', `${BLOCKS}?eq(stav,AKTIVNY)&limit(1)`, 'admin')).json<Row[]>()[0] as Row;
    const schema = (await call('GET', `${BLOCKS}${row.idAgregacnyBlok}/schema/post/request`, 'admin')).json<{ properties: Row }>();
    const body = Object.fromEntries(
      Object.keys(schema.properties)
        .filter((k) => k in row && !['pocetClenov', 'celkovyFlexibilnyVykonKw'].includes(k))
        .map((k) => [k, row[k]]),
    );
    const bad = await call('POST', `${BLOCKS}${row.idAgregacnyBlok}`, 'admin', undefined, { ...body, periodaFlexibilityMin: 20 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorJson>().hints.errors?.map((e) => e.field)).toEqual(['periodaFlexibilityMin']);
    const saved = await call('POST', `${BLOCKS}${row.idAgregacnyBlok}`, 'admin', undefined, { ...body, nazov: `${String(row.nazov)} – upravený`, periodaFlexibilityMin: 30 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Row>()).toMatchObject({ periodaFlexibilityMin: 30, verzia: Number(body.verzia) + 1 });
    const stale = await call('POST', `${BLOCKS}${row.idAgregacnyBlok}`, 'admin', undefined, { ...body, nazov: 'Neskoro' });
    expect(stale.statusCode).toBe(409);
    expect((await one<{ nazov: string }>('SELECT nazov FROM agregacny_blok WHERE id_agregacny_blok = $1', [row.idAgregacnyBlok])).nazov).toBe(`${String(row.nazov)} – upravený`);
  });

  it('answers the value history oldest first, scoped like the block', async () => {
    const block = await one<{ id: number; owner: number }>('SELECT id_agregacny_blok AS id, id_ucastnik_trhu AS owner FROM agregacny_blok WHERE id_ucastnik_trhu <> $1 ORDER BY id_agregacny_blok LIMIT 1', [zse]);
    const res = await call('GET', `${BLOCKS}${block.id}/vector-history`, 'operator');
    expect(res.statusCode).toBe(200);
    const points = res.json<{ den: string; flexibilnyVykonKw: number; pocetClenov: number }[]>();
    expect(points.length).toBeGreaterThan(60);
    expect(points.map((p) => p.den)).toEqual([...points.map((p) => p.den)].sort());
    const range = await call('GET', `${BLOCKS}${block.id}/vector-history?od=${points[10]?.den}&do=${points[19]?.den}`, 'operator');
    expect(range.json<unknown[]>()).toHaveLength(10);
    expect((await call('GET', `${BLOCKS}${block.id}/vector-history?od=yesterday`, 'operator')).statusCode).toBe(400);
    expect((await call('GET', `${BLOCKS}${block.id}/vector-history`, 'producer', producer)).statusCode).toBe(403);
    const supplierToken = (await call('GET', `${BLOCKS}${block.id}/vector-history`, 'supplier', zse)).statusCode;
    expect(supplierToken).toBe(403);
  });
});
