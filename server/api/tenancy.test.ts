// Tenant isolation of participant-owned data (vyrobne-zariadenie) on a real PGlite with real tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseContentRange } from '../../engine/core/rql/contentRange';
import { withEicCheck } from '../../engine/core/validation/eicCheck';
import { foldText } from '../rql/fold';
import { DEVICE_TOTAL } from '../seed/oomSeed';
import { PARTICIPANTS, PRODUCER_EIC, SUPPLIER_EICS } from '../seed/participants';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';

const BASE = '/portalbl/svc/portal/vyrobne-zariadenia/vyrobne-zariadenie/';

interface Device {
  idZariadVyr: number;
  eic: string;
  nazov: string;
  idUcastnikTrhu: number;
  verzia: number;
  [field: string]: unknown;
}

interface ErrorJson {
  message: string;
  hints: { reasons: string[]; [hint: string]: unknown };
}

let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let serial = 0;

/** A valid new device; each call gets a fresh EIC. */
function newDevice(extra: Record<string, unknown> = {}) {
  serial++;
  return {
    eic: withEicCheck(`24WTEST-${String(serial).padStart(6, '0')}`.padEnd(15, '0')),
    nazov: `Testovacia FVE ${serial}`,
    idTechnologia: 1,
    instalovanyVykonKw: 99.5,
    typPodpory: 'VYKUP',
    datumUvedeniaDoPrevadzky: '2024-05-01',
    gpsLat: 48.1,
    gpsLon: 17.1,
    // In proceedings: an active device needs a generator first.
    stav: 'V_KONANI',
    poznamka: null,
    ...extra,
  };
}

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['producer', 'supplier', 'operator', 'visitor']) tokens[user] = (await loginWithPassword(server.app, user)).access_token;
  const { rows } = await server.db.query<{ id: number; eic: string }>('SELECT id_ucastnik_trhu AS id, eic FROM ucastnik_trhu');
  const byEic = new Map(rows.map((r) => [r.eic, r.id]));
  ids.producer = byEic.get(PRODUCER_EIC) as number;
  ids.zse = byEic.get(SUPPLIER_EICS[0] as string) as number;
  ids.sse = byEic.get(SUPPLIER_EICS[1] as string) as number;
  ids.other = byEic.get(PARTICIPANTS[4]?.eic as string) as number;
});

afterAll(async () => {
  await server.close();
});

type As = { user: string; tenant?: number | string };
const headers = (as: As, extra: Record<string, string> = {}) =>
  bearer(tokens[as.user] as string, { ...(as.tenant === undefined ? {} : { 'x-tenant': String(as.tenant) }), ...extra });
const get = (url: string, as: As) => server.app.inject({ method: 'GET', url, headers: headers(as) });
const post = (url: string, body: unknown, as: As) =>
  server.app.inject({ method: 'POST', url, headers: headers(as, { 'content-type': 'application/json' }), payload: JSON.stringify(body) });
const del = (url: string, as: As) => server.app.inject({ method: 'DELETE', url, headers: headers(as) });

const producer: As = { user: 'producer', get tenant() { return ids.producer; } };

async function countOf(owner: number): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM vyrobne_zariadenie WHERE id_ucastnik_trhu = $1', [owner]);
  return rows[0]?.n ?? 0;
}

async function rowInDb(id: number) {
  const { rows } = await server.db.query('SELECT * FROM vyrobne_zariadenie WHERE id_zariad_vyr = $1', [id]);
  return rows[0];
}

async function firstDeviceOf(owner: number): Promise<Device> {
  const { rows } = await server.db.query<{ id: number }>('SELECT id_zariad_vyr AS id FROM vyrobne_zariadenie WHERE id_ucastnik_trhu = $1 ORDER BY 1 LIMIT 1', [owner]);
  const res = await get(`${BASE}${rows[0]?.id}`, { user: 'operator' });
  return res.json<Device>();
}

describe('seed', () => {
  it('spreads the devices over the producer, both supplier participants and others (topped up to DEVICE_TOTAL by the volume seed)', async () => {
    const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM vyrobne_zariadenie');
    expect(rows[0]?.n).toBe(DEVICE_TOTAL);
    for (const owner of [ids.producer, ids.zse, ids.sse, ids.other]) expect(await countOf(owner as number)).toBeGreaterThanOrEqual(10);
  });
});

describe('a portal user sees only its tenant', () => {
  it('lists only the tenant’s rows with the right total, whatever the filter says', async () => {
    const own = await countOf(ids.producer as number);
    const res = await get(`${BASE}?limit(1000)&count()`, producer);
    expect(res.statusCode).toBe(200);
    const rows = res.json<Device[]>();
    expect(rows).toHaveLength(own);
    expect(rows.every((r) => r.idUcastnikTrhu === ids.producer)).toBe(true);
    expect(res.headers['content-range']).toBe(`items 0-${own - 1}/${own}`);
    // Asking for another participant's rows in the query cannot widen the scope.
    for (const query of [`eq(idUcastnikTrhu,${ids.zse})`, `or(eq(idUcastnikTrhu,${ids.zse}),ne(idUcastnikTrhu,0))`, `in(idUcastnikTrhu,${ids.zse},${ids.sse})`]) {
      const widened = await get(`${BASE}?${query}&limit(1000)&count()`, producer);
      expect(widened.statusCode, query).toBe(200);
      expect(widened.json<Device[]>().every((r) => r.idUcastnikTrhu === ids.producer), query).toBe(true);
    }
  });

  it('refuses an X-Tenant the user does not belong to with 403, on every route', async () => {
    const foreign = await firstDeviceOf(ids.zse as number);
    const as = { user: 'producer', tenant: ids.zse as number };
    const before = await rowInDb(foreign.idZariadVyr);
    for (const res of [
      await get(BASE, as),
      await get(`${BASE}${foreign.idZariadVyr}`, as),
      await post(`${BASE}${foreign.idZariadVyr}`, { ...foreign, nazov: 'Ukradnuté' }, as),
      await del(`${BASE}${foreign.idZariadVyr}`, as),
      await post(BASE, newDevice(), as),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json<ErrorJson>().hints.reasons.join(' ')).toContain(String(ids.zse));
    }
    expect(await rowInDb(foreign.idZariadVyr)).toEqual(before);
  });

  it('answers 404 for another tenant’s record by id and changes nothing', async () => {
    const foreign = await firstDeviceOf(ids.zse as number);
    const before = await rowInDb(foreign.idZariadVyr);
    expect((await get(`${BASE}${foreign.idZariadVyr}`, producer)).statusCode).toBe(404);
    const update = await post(`${BASE}${foreign.idZariadVyr}`, { ...foreign, nazov: 'Ukradnuté', idUcastnikTrhu: ids.producer }, producer);
    expect(update.statusCode).toBe(404);
    expect((await del(`${BASE}${foreign.idZariadVyr}`, producer)).statusCode).toBe(404);
    expect(await rowInDb(foreign.idZariadVyr)).toEqual(before);
  });

  it('does not tell a stale version of a foreign record from a missing one', async () => {
    const foreign = await firstDeviceOf(ids.zse as number);
    const { idUcastnikTrhu: _owner, ...withoutOwner } = foreign;
    const res = await post(`${BASE}${foreign.idZariadVyr}`, { ...withoutOwner, verzia: foreign.verzia + 5 }, producer);
    expect(res.statusCode).toBe(404);
    // Naming the foreign owner in the body is refused before the record is even looked at.
    expect((await post(`${BASE}${foreign.idZariadVyr}`, foreign, producer)).statusCode).toBe(403);
  });

  it('stamps the tenant on create and refuses to create or move a record to another one', async () => {
    const created = await post(BASE, newDevice(), producer);
    expect(created.statusCode).toBe(201);
    const row = created.json<Device>();
    expect(row.idUcastnikTrhu).toBe(ids.producer);
    expect(created.headers.location).toBe(`${BASE}${row.idZariadVyr}`);

    const before = await countOf(ids.zse as number);
    const planted = await post(BASE, newDevice({ idUcastnikTrhu: ids.zse }), producer);
    expect(planted.statusCode).toBe(403);
    expect(planted.json<ErrorJson>().hints.reasons[0]).toContain('idUcastnikTrhu');
    expect(await countOf(ids.zse as number)).toBe(before);

    const moved = await post(`${BASE}${row.idZariadVyr}`, { ...row, idUcastnikTrhu: ids.zse }, producer);
    expect(moved.statusCode).toBe(403);
    expect((await rowInDb(row.idZariadVyr))?.id_ucastnik_trhu).toBe(ids.producer);

    // Sending its own tenant back (forms post the whole row) is fine.
    const updated = await post(`${BASE}${row.idZariadVyr}`, { ...row, nazov: 'Premenovaná FVE' }, producer);
    expect(updated.statusCode).toBe(200);
    expect(updated.json<Device>()).toMatchObject({ nazov: 'Premenovaná FVE', verzia: 2, idUcastnikTrhu: ids.producer });
    expect((await del(`${BASE}${row.idZariadVyr}`, producer)).statusCode).toBe(204);
  });

  it('switches the scope with X-Tenant between the user’s participants and falls back to set-tenant', async () => {
    const zse = await get(`${BASE}?limit(1000)`, { user: 'supplier', tenant: ids.zse as number });
    const sse = await get(`${BASE}?limit(1000)`, { user: 'supplier', tenant: ids.sse as number });
    expect(zse.json<Device[]>().every((r) => r.idUcastnikTrhu === ids.zse)).toBe(true);
    expect(sse.json<Device[]>().every((r) => r.idUcastnikTrhu === ids.sse)).toBe(true);
    expect(zse.json<Device[]>()).toHaveLength(await countOf(ids.zse as number));

    // Without the header and without a chosen tenant the server cannot know whose data to show.
    const none = await get(BASE, { user: 'supplier' });
    expect(none.statusCode).toBe(400);
    expect(none.json<ErrorJson>().hints.reasons[0]).toContain('X-Tenant');
    const set = await server.app.inject({ method: 'POST', url: '/portalbl/svc/portal/iam/set-tenant', headers: headers({ user: 'supplier', tenant: ids.sse as number }) });
    expect(set.statusCode).toBe(200);
    const persisted = await get(`${BASE}?limit(1000)`, { user: 'supplier' });
    expect(persisted.json<Device[]>().every((r) => r.idUcastnikTrhu === ids.sse)).toBe(true);
  });
});

describe('core staff and missing permissions', () => {
  it('lets the operator see and change every participant’s rows; create needs the owner', async () => {
    const all = await get(`${BASE}?limit(1)&count()`, { user: 'operator' });
    const total = parseContentRange(String(all.headers['content-range']))?.total ?? -1;
    const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM vyrobne_zariadenie');
    expect(total).toBe(rows[0]?.n);

    const missingOwner = await post(BASE, newDevice(), { user: 'operator' });
    expect(missingOwner.statusCode).toBe(400);
    expect(missingOwner.json<ErrorJson>().hints.reasons[0]).toContain('idUcastnikTrhu');
    const created = await post(BASE, newDevice({ idUcastnikTrhu: ids.other }), { user: 'operator' });
    expect(created.statusCode).toBe(201);
    expect(created.json<Device>().idUcastnikTrhu).toBe(ids.other);
    const noSuchOwner = await post(BASE, newDevice({ idUcastnikTrhu: 999999 }), { user: 'operator' });
    expect(noSuchOwner.statusCode).toBe(400);
    expect(noSuchOwner.json<ErrorJson>().hints.reasons[0]).toContain('idUcastnikTrhu');
  });

  it('answers 403 naming the token to a user without it, on every route', async () => {
    const device = await firstDeviceOf(ids.producer as number);
    for (const res of [
      await get(BASE, { user: 'visitor' }),
      await get(`${BASE}${device.idZariadVyr}`, { user: 'visitor' }),
      await post(BASE, newDevice(), { user: 'visitor' }),
      await post(`${BASE}${device.idZariadVyr}`, device, { user: 'visitor' }),
      await del(`${BASE}${device.idZariadVyr}`, { user: 'visitor' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json<ErrorJson>().hints.reasons.join(' ')).toMatch(/vyrobne-zariadenia#(read|write|create)/);
    }
    expect(await rowInDb(device.idZariadVyr)).toBeDefined();
  });
});

describe('hostile and malformed input', () => {
  it('answers 4xx naming the problem for bad queries, never 500, and changes nothing', async () => {
    const before = await server.db.query('SELECT md5(string_agg(t::text, \',\' ORDER BY id_zariad_vyr)) AS h FROM vyrobne_zariadenie t');
    const deep = `${'and('.repeat(40)}eq(stav,AKTIVNE)${')'.repeat(40)}`;
    const cases: [string, string][] = [
      ['eq(idZariadVyr,1%20OR%201=1)', 'idZariadVyr'],
      ['eq(instalovanyVykonKw,1;DROP%20TABLE%20vyrobne_zariadenie)', 'instalovanyVykonKw'],
      ['eq(id_ucastnik_trhu,1)', 'id_ucastnik_trhu'],
      ['eq(created_by,seed)', 'created_by'],
      ['sort(+pg_sleep)', 'pg_sleep'],
      ['select(nazov,heslo)', 'heslo'],
      ['regex(nazov,.*)', 'regex'],
      ['like(instalovanyVykonKw,*1*)', 'instalovanyVykonKw'],
      ['lt(datumUvedeniaDoPrevadzky,2024-02-30)', 'datumUvedeniaDoPrevadzky'],
      ['limit(100000)', 'limit'],
      ['limit(-1)', '-1'],
      [deep, '32'],
      ['eq(nazov,%E0%A4%A)', '%'],
      ['eq(nazov,%FF%FE)', '%'],
      [`eq(nazov,${'x'.repeat(9000)})`, '8000'],
      ['eq(nazov,abc', 'parenthesis'],
    ];
    for (const [query, named] of cases) {
      const res = await get(`${BASE}?${query}`, producer);
      expect(res.statusCode, query.slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, query.slice(0, 60)).toBeLessThan(500);
      expect(res.json<ErrorJson>().hints.reasons.join(' '), query.slice(0, 60)).toContain(named);
    }
    // SQL in a text value is only text: it matches nothing and runs nothing.
    for (const value of ["'%3B%20DROP%20TABLE%20vyrobne_zariadenie%3B%20--", '1%27%20OR%20%271%27%3D%271', '%5C%25']) {
      const res = await get(`${BASE}?eq(nazov,${value})&count()`, producer);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
    const after = await server.db.query('SELECT md5(string_agg(t::text, \',\' ORDER BY id_zariad_vyr)) AS h FROM vyrobne_zariadenie t');
    expect(after.rows).toEqual(before.rows);
  });

  it('refuses bad bodies with 400 naming the field and keeps the row', async () => {
    const device = await firstDeviceOf(ids.producer as number);
    const before = await rowInDb(device.idZariadVyr);
    const cases: [unknown, string][] = [
      [{ ...device, eic: '24WFVE-00007-S0X' }, 'eic'],
      [{ ...device, eic: "24W'; DROP TABLE--" }, 'eic'],
      [{ ...device, instalovanyVykonKw: 0.05 }, 'instalovanyVykonKw'],
      [{ ...device, instalovanyVykonKw: 1.0004 }, 'instalovanyVykonKw'],
      [{ ...device, instalovanyVykonKw: 1e308 }, 'instalovanyVykonKw'],
      [{ ...device, pocetGeneratorov: 1.5 }, 'pocetGeneratorov'],
      [{ ...device, gpsLat: 10 }, 'gpsLat'],
      [{ ...device, typPodpory: 'ZADARMO' }, 'typPodpory'],
      [{ ...device, datumUvedeniaDoPrevadzky: '2095-01-01' }, 'datumUvedeniaDoPrevadzky'],
      [{ ...device, idTechnologia: 999999 }, 'idTechnologia'],
      [{ ...device, heslo: 'x' }, 'heslo'],
      // Fastify's JSON parser refuses prototype keys outright.
      [JSON.parse('{"__proto__": {"admin": true}, "nazov": "x"}'), 'JSON'],
      // A list where one record belongs: the reason names the body and what it must be, in words.
      [[device], 'request body: must be a group of fields'],
    ];
    for (const [body, named] of cases) {
      const res = await post(`${BASE}${device.idZariadVyr}`, body, producer);
      expect(res.statusCode, named).toBe(400);
      expect(res.json<ErrorJson>().hints.reasons.join(' '), named).toContain(named);
    }
    const malformed = await server.app.inject({
      method: 'POST',
      url: `${BASE}${device.idZariadVyr}`,
      headers: headers(producer, { 'content-type': 'application/json' }),
      payload: '{"nazov": "x",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await rowInDb(device.idZariadVyr)).toEqual(before);
  });

  it('answers 409 to a stale version and keeps the row; 409 to a duplicate EIC', async () => {
    const device = await firstDeviceOf(ids.producer as number);
    const fresh = await post(`${BASE}${device.idZariadVyr}`, { ...device, poznamka: 'Prvá zmena' }, producer);
    expect(fresh.statusCode).toBe(200);
    const before = await rowInDb(device.idZariadVyr);
    const stale = await post(`${BASE}${device.idZariadVyr}`, { ...device, poznamka: 'Neskorá zmena' }, producer);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorJson>().hints.reasons[0]).toContain('verzia');
    expect(await rowInDb(device.idZariadVyr)).toEqual(before);

    const other = await firstDeviceOf(ids.zse as number);
    const duplicate = await post(BASE, newDevice({ eic: other.eic }), producer);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<ErrorJson>().hints.reasons[0]).toContain('eic');
  });
});

describe('like() on the folded name column', () => {
  it('keeps nazov_fold equal to the server fold of every name and finds names whatever the accents and case', async () => {
    const { rows } = await server.db.query<{ nazov: string; nazov_fold: string }>('SELECT nazov, nazov_fold FROM vyrobne_zariadenie');
    for (const r of rows) expect(r.nazov_fold, r.nazov).toBe(foldText(r.nazov));
    const created = await post(BASE, newDevice({ nazov: 'ŽIAR – Ľubietová ŤČ Ôô Äá' }), producer);
    expect(created.statusCode).toBe(201);
    expect((await rowInDb(created.json<Device>().idZariadVyr))?.nazov_fold).toBe(foldText('ŽIAR – Ľubietová ŤČ Ôô Äá'));
    for (const term of ['ziar', 'ĽUBIETOVÁ', 'tc oo', '*aa']) {
      const res = await get(`${BASE}?like(nazov,*${encodeURIComponent(term)}*)`, producer);
      expect(res.json<Device[]>().map((d) => d.idZariadVyr), term).toContain(created.json<Device>().idZariadVyr);
    }
    await del(`${BASE}${created.json<Device>().idZariadVyr}`, producer);
  });
});

describe('Content-Range', () => {
  it('is right for the first, a middle, the last, an empty and a past-the-end page', async () => {
    const own = await countOf(ids.producer as number);
    const page = (q: string) => get(`${BASE}?${q}`, producer);
    expect((await page('limit(10,0)&count()')).headers['content-range']).toBe(`items 0-9/${own}`);
    expect((await page('limit(10,10)&count()')).headers['content-range']).toBe(`items 10-19/${own}`);
    const lastOffset = Math.floor((own - 1) / 10) * 10;
    expect((await page(`limit(10,${lastOffset})&count()`)).headers['content-range']).toBe(`items ${lastOffset}-${own - 1}/${own}`);
    expect((await page(`limit(10,${lastOffset})`)).headers['content-range']).toBe(`items ${lastOffset}-${own - 1}/*`);
    const empty = await page('eq(nazov,nikde)&count()');
    expect(parseContentRange(String(empty.headers['content-range']))?.total).toBe(0);
    const past = await page(`limit(10,${own + 100})&count()`);
    expect(past.json()).toEqual([]);
    expect(parseContentRange(String(past.headers['content-range']))?.total).toBe(own);
  });

  it('keeps a counted total right after writes (the count cache is invalidated)', async () => {
    const q = `${BASE}?eq(stav,V_KONANI)&limit(1,0)&count()`;
    const before = parseContentRange(String((await get(q, producer)).headers['content-range']))?.total as number;
    const created = await post(BASE, newDevice({ stav: 'V_KONANI' }), producer);
    expect(created.statusCode).toBe(201);
    expect(parseContentRange(String((await get(q, producer)).headers['content-range']))?.total).toBe(before + 1);
    await del(`${BASE}${created.json<Device>().idZariadVyr}`, producer);
    expect(parseContentRange(String((await get(q, producer)).headers['content-range']))?.total).toBe(before);
  });
});
