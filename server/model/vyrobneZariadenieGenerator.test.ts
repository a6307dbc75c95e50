// Generators of production devices and the copy to an active customer on a real PGlite with real
// tokens: token, tenant scope through the device, field reasons, versions, the power rule, the copy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withEicCheck } from '../../engine/core/validation/eicCheck';
import { GENERATOR_POWER_SUM, type DevicePowerFact } from '../../engine/core/validation/storedRules';
import { DEMO_EIC, PRODUCER_EIC, SUPPLIER_EICS } from '../seed/participants';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';
import { vyrobneZariadenie } from './vyrobneZariadenie';
import { vyrobneZariadenieGenerator } from './vyrobneZariadenieGenerator';

const API = '/portalbl/svc';
const DEVICES = `${API}/portal/vyrobne-zariadenia/vyrobne-zariadenie/`;
const GENERATORS = `${API}/portal/vyrobne-zariadenia/generator/`;

let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

type As = { user: string; tenant?: number };
const headers = (as: As) => bearer(tokens[as.user] as string, { ...(as.tenant === undefined ? {} : { 'x-tenant': String(as.tenant) }), 'x-language': 'en' });
const get = (url: string, as: As) => server.app.inject({ method: 'GET', url, headers: headers(as) });
const post = (url: string, body: unknown, as: As) =>
  server.app.inject({ method: 'POST', url, headers: { ...headers(as), 'content-type': 'application/json' }, payload: JSON.stringify(body) });
const reasonsOf = (body: string) => (JSON.parse(body) as { hints: { reasons: string[] } }).hints.reasons.join(' | ');
const fieldsOf = (body: string) => ((JSON.parse(body) as { hints: { errors?: { field: string }[] } }).hints.errors ?? []).map((e) => e.field);

let producer: As;
/** The dev participant with every market role, the active customer's among them. */
let demo: As;

/** A valid 24W EIC of a stem and a number; numbers without a valid check character are skipped. */
function eicOf(stem: string, from: number): string {
  for (let n = from; ; n++) {
    try {
      return withEicCheck(`${stem}${String(n).padStart(15 - stem.length, '0')}`);
    } catch {
      // No check character for this one: the next.
    }
  }
}

/** A new device (of the producer unless said) with the given power (kW), so each test owns its figures. */
async function newDevice(kw: number, n: number, as: As = producer): Promise<{ idZariadVyr: number; verzia: number; nazov: string }> {
  const res = await post(
    DEVICES,
    { eic: eicOf('24WGENTEST', n * 10), nazov: `FVE Testovacia ${n}`, idTechnologia: 1, instalovanyVykonKw: kw, typPodpory: 'VYKUP', stav: 'V_KONANI' },
    as,
  );
  expect(res.statusCode, res.body).toBe(201);
  return JSON.parse(res.body) as { idZariadVyr: number; verzia: number; nazov: string };
}

const generator = (idZariadVyr: number, extra: Record<string, unknown> = {}) => ({
  idZariadVyr,
  nazov: 'Striedač 1',
  typ: 'STRIEDAC',
  primarnyZdroj: 'SLNECNA',
  instalovanyVykonKw: 60,
  menoviteNapatieV: 400,
  vyrobca: 'Huawei',
  model: 'SUN2000-100KTL-M1',
  vyrobneCislo: 'HU00001-1',
  rokVyroby: 2023,
  datumUvedeniaDoPrevadzky: '2024-03-15',
  stav: 'PREVADZKA',
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['producer', 'supplier', 'operator', 'visitor', 'demo']) tokens[user] = (await loginWithPassword(server.app, user)).access_token;
  const { rows } = await server.db.query<{ id: number; eic: string }>('SELECT id_ucastnik_trhu AS id, eic FROM ucastnik_trhu');
  const byEic = new Map(rows.map((r) => [r.eic, r.id]));
  ids.producer = byEic.get(PRODUCER_EIC) as number;
  ids.zse = byEic.get(SUPPLIER_EICS[0] as string) as number;
  ids.demo = byEic.get(DEMO_EIC) as number;
  producer = { user: 'producer', tenant: ids.producer };
  demo = { user: 'demo', tenant: ids.demo };
  const foreign = await server.db.query<{ id: number; gen: number }>(
    `SELECT g.id_zariad_vyr AS id, g.id_zariad_vyr_detail AS gen FROM vyrobne_zariadenie_generator g
     WHERE g.id_ucastnik_trhu = $1 ORDER BY g.id_zariad_vyr_detail LIMIT 1`,
    [ids.zse],
  );
  ids.foreignDevice = foreign.rows[0]?.id as number;
  ids.foreignGenerator = foreign.rows[0]?.gen as number;
});

afterAll(async () => {
  await server?.close();
});

describe('seed', () => {
  it('gives every device generators owned as the device is, adding up to at most its power', async () => {
    const q = async (sql: string) => (await server.db.query<{ n: number }>(sql)).rows[0]?.n;
    expect(await q('SELECT count(*)::int AS n FROM vyrobne_zariadenie v WHERE NOT EXISTS (SELECT 1 FROM vyrobne_zariadenie_generator g WHERE g.id_zariad_vyr = v.id_zariad_vyr)')).toBe(0);
    expect(await q('SELECT count(*)::int AS n FROM vyrobne_zariadenie_generator g JOIN vyrobne_zariadenie v USING (id_zariad_vyr) WHERE g.id_ucastnik_trhu <> v.id_ucastnik_trhu')).toBe(0);
    expect(
      await q(`SELECT count(*)::int AS n FROM vyrobne_zariadenie v WHERE v.instalovany_vykon_kw <
         (SELECT sum(instalovany_vykon_kw) FROM vyrobne_zariadenie_generator g WHERE g.id_zariad_vyr = v.id_zariad_vyr AND g.stav = 'PREVADZKA')`),
    ).toBe(0);
  });
});

describe('generators', () => {
  it('refuses callers without the token (403) and without a login (401)', async () => {
    expect((await get(GENERATORS, { user: 'visitor' })).statusCode).toBe(403);
    expect((await post(GENERATORS, generator(1), { user: 'visitor' })).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: GENERATORS })).statusCode).toBe(401);
  });

  it("keeps a portal user to its devices' generators", async () => {
    expect((await get(`${GENERATORS}${ids.foreignGenerator}`, producer)).statusCode).toBe(404);
    const list = await get(`${GENERATORS}?eq(idZariadVyr,${ids.foreignDevice})`, producer);
    expect(list.statusCode).toBe(200);
    expect(JSON.parse(list.body)).toEqual([]);
    // A generator for someone else's device is refused, naming the device field.
    const res = await post(GENERATORS, generator(ids.foreignDevice as number), producer);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.body)).toContain('idZariadVyr');
    // The supplier sees its own.
    expect((await get(`${GENERATORS}${ids.foreignGenerator}`, { user: 'supplier', tenant: ids.zse })).statusCode).toBe(200);
  });

  it('answers bad fields with 400 and their reasons', async () => {
    const device = await newDevice(100, 1);
    const res = await post(GENERATORS, generator(device.idZariadVyr, { instalovanyVykonKw: 0, typ: 'PARNY', vyrobneCislo: 'ab cd' }), producer);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.body)).toEqual(expect.arrayContaining(['instalovanyVykonKw', 'typ', 'vyrobneCislo']));
    const sameName = await post(GENERATORS, generator(device.idZariadVyr, { nazov: device.nazov }), producer);
    expect(sameName.statusCode).toBe(400);
    expect(reasonsOf(sameName.body)).toMatch(/must differ from the production device’s name FVE Testovacia 1/);
    // Made after it started running: the served schema's yearMadeNotAfterStart, under the year, in words.
    const year = await post(GENERATORS, generator(device.idZariadVyr, { rokVyroby: 2025 }), producer);
    expect(year.statusCode).toBe(400);
    expect(fieldsOf(year.body)).toEqual(['rokVyroby']);
    expect(reasonsOf(year.body)).toBe('rokVyroby: The year of manufacture 2025 is after the commissioning date (15. 3. 2024)');
    expect((JSON.parse(year.body) as { hints: { errors: { keyword: string }[] } }).hints.errors.map((e) => e.keyword)).toEqual(['yearMadeNotAfterStart']);
    for (const schemaPath of [`${GENERATORS}schema/post/request`, `${GENERATORS}1/schema/post/request`]) {
      expect((await get(schemaPath, producer)).json<Record<string, unknown>>().yearMadeNotAfterStart).toEqual({ year: 'rokVyroby', start: 'datumUvedeniaDoPrevadzky' });
    }
    const sameYear = await post(GENERATORS, generator(device.idZariadVyr, { rokVyroby: 2024 }), producer);
    expect(sameYear.statusCode, sameYear.body).toBe(201);
  });

  it('keeps the generators in operation within the device power, naming the generator', async () => {
    const device = await newDevice(100, 2);
    const first = await post(GENERATORS, generator(device.idZariadVyr), producer);
    expect(first.statusCode, first.body).toBe(201);
    const over = await post(GENERATORS, generator(device.idZariadVyr, { nazov: 'Striedač 2', instalovanyVykonKw: 40.001 }), producer);
    expect(over.statusCode).toBe(400);
    expect(fieldsOf(over.body)).toEqual(['instalovanyVykonKw']);
    expect(reasonsOf(over.body)).toBe('instalovanyVykonKw: generator Striedač 2: the generators in operation would give 100.001 kW, more than the device’s installed power of 100 kW');
    // The shared rule refused it, by name; the form reads the same facts before it sends and the
    // same rule gives the same reason there (the edited generator itself left out on an update).
    expect((JSON.parse(over.body) as { hints: { errors: { keyword: string }[] } }).hints.errors.map((e) => e.keyword)).toEqual(['generatorPowerSum']);
    const facts = JSON.parse((await get(`${GENERATORS}rules/generatorPowerSum?idZariadVyr=${device.idZariadVyr}`, producer)).body) as { facts: DevicePowerFact };
    expect(facts.facts).toEqual({ max: 100, others: 60 });
    expect(GENERATOR_POWER_SUM.check(generator(device.idZariadVyr, { nazov: 'Striedač 2', instalovanyVykonKw: 40.001 }), facts.facts)?.params).toEqual({ nazov: 'Striedač 2', total: 100.001, max: 100 });
    const firstId = (JSON.parse(first.body) as { idZariadVyrDetail: number }).idZariadVyrDetail;
    expect(JSON.parse((await get(`${GENERATORS}rules/generatorPowerSum?idZariadVyr=${device.idZariadVyr}&id=${firstId}`, producer)).body)).toEqual({ facts: { max: 100, others: 0 } });
    // Another participant's device gives no facts.
    expect(JSON.parse((await get(`${GENERATORS}rules/generatorPowerSum?idZariadVyr=${device.idZariadVyr}`, demo)).body)).toEqual({ facts: null });
    // Exactly the device's power is the complete register; a shut-down unit does not count.
    expect((await post(GENERATORS, generator(device.idZariadVyr, { nazov: 'Striedač 2', instalovanyVykonKw: 40 }), producer)).statusCode).toBe(201);
    expect((await post(GENERATORS, generator(device.idZariadVyr, { nazov: 'Striedač 3', instalovanyVykonKw: 50, stav: 'ODSTAVENY' }), producer)).statusCode).toBe(201);
    // Raising one in operation over the rest is refused on update too.
    const stored = JSON.parse(first.body) as Record<string, unknown>;
    const raise = await post(`${GENERATORS}${stored.idZariadVyrDetail}`, { ...generator(device.idZariadVyr), instalovanyVykonKw: 61, verzia: stored.verzia }, producer);
    expect(raise.statusCode).toBe(400);
    expect(reasonsOf(raise.body)).toMatch(/Striedač 1/);
    // The device cannot drop below its generators.
    const read = JSON.parse((await get(`${DEVICES}${device.idZariadVyr}`, producer)).body) as Record<string, unknown>;
    const { idUcastnikTrhu: _owner, idZariadVyrZdroj: _source, ...editable } = read;
    const lower = await post(`${DEVICES}${device.idZariadVyr}`, { ...editable, instalovanyVykonKw: 99.999 }, producer);
    expect(lower.statusCode).toBe(400);
    expect(fieldsOf(lower.body)).toEqual(['instalovanyVykonKw']);
    expect(reasonsOf(lower.body)).toMatch(/give 100 kW together \(the largest is Striedač 1\)/);
    // The shared rule devicePowerCoversGenerators, named in the device's update schema: the form reads the same facts before it sends.
    expect((JSON.parse(lower.body) as { hints: { errors: { keyword: string }[] } }).hints.errors.map((e) => e.keyword)).toEqual(['devicePowerCoversGenerators']);
    expect((JSON.parse((await get(`${DEVICES}${device.idZariadVyr}/schema/post/request`, producer)).body) as { storedRules?: string[] }).storedRules).toEqual(['devicePowerCoversGenerators']);
    expect(JSON.parse((await get(`${DEVICES}rules/devicePowerCoversGenerators?id=${device.idZariadVyr}`, producer)).body)).toEqual({ facts: { total: 100, largest: 'Striedač 1' } });
    expect(JSON.parse((await get(`${DEVICES}rules/devicePowerCoversGenerators?id=${device.idZariadVyr}`, demo)).body)).toEqual({ facts: null });
  });

  it('checks the power rule with the device locked: of two concurrent saves over the power exactly one passes', async () => {
    const device = await newDevice(100, 11);
    // Each fits alone (60 kW of 100), together they would give 120 kW: the second to run must see the first.
    // The check is made slow, so both saves are checked before either writes unless the check and the
    // write run in one transaction with the device locked (without EntityDef.lock both passed).
    const verify = vyrobneZariadenieGenerator.verify as NonNullable<typeof vyrobneZariadenieGenerator.verify>;
    vyrobneZariadenieGenerator.verify = async (body, context) => {
      const problems = await verify(body, context);
      await new Promise((resolve) => setTimeout(resolve, 150));
      return problems;
    };
    const [a, b] = await Promise.all([
      post(GENERATORS, generator(device.idZariadVyr, { nazov: 'Striedač A' }), producer),
      post(GENERATORS, generator(device.idZariadVyr, { nazov: 'Striedač B' }), producer),
    ]).finally(() => {
      vyrobneZariadenieGenerator.verify = verify;
    });
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    const refused = a.statusCode === 400 ? a : b;
    const other = refused === a ? 'Striedač A' : 'Striedač B';
    expect(fieldsOf(refused.body)).toEqual(['instalovanyVykonKw']);
    expect(reasonsOf(refused.body)).toContain(`generator ${other}: `);
    const { rows } = await server.db.query<{ total: number }>(
      "SELECT sum(instalovany_vykon_kw)::float8 AS total FROM vyrobne_zariadenie_generator WHERE id_zariad_vyr = $1 AND stav = 'PREVADZKA'",
      [device.idZariadVyr],
    );
    expect(rows[0]?.total).toBe(60);
  });

  it('checks a device lowered while a generator is added one after the other, never both', async () => {
    const device = await newDevice(100, 12);
    const read = JSON.parse((await get(`${DEVICES}${device.idZariadVyr}`, producer)).body) as Record<string, unknown>;
    const { idUcastnikTrhu: _owner, idZariadVyrZdroj: _source, ...editable } = read;
    // Both checks made slow, as above: unlocked, both would pass.
    const verifyGen = vyrobneZariadenieGenerator.verify as NonNullable<typeof vyrobneZariadenieGenerator.verify>;
    const verifyDevice = vyrobneZariadenie.verify as NonNullable<typeof vyrobneZariadenie.verify>;
    const slow = (check: typeof verifyGen): typeof verifyGen => async (body, context) => {
      const problems = await check(body, context);
      await new Promise((resolve) => setTimeout(resolve, 150));
      return problems;
    };
    vyrobneZariadenieGenerator.verify = slow(verifyGen);
    vyrobneZariadenie.verify = slow(verifyDevice);
    const [gen, lower] = await Promise.all([
      post(GENERATORS, generator(device.idZariadVyr, { instalovanyVykonKw: 80 }), producer),
      post(`${DEVICES}${device.idZariadVyr}`, { ...editable, instalovanyVykonKw: 50 }, producer),
    ]).finally(() => {
      vyrobneZariadenieGenerator.verify = verifyGen;
      vyrobneZariadenie.verify = verifyDevice;
    });
    // Whichever runs first wins; the other sees it (80 kW of generators against 50 kW of device).
    expect([[201, 400], [400, 200]]).toContainEqual([gen.statusCode, lower.statusCode]);
    const { rows } = await server.db.query<{ ok: boolean }>(
      `SELECT coalesce((SELECT sum(g.instalovany_vykon_kw) FROM vyrobne_zariadenie_generator g WHERE g.id_zariad_vyr = v.id_zariad_vyr AND g.stav = 'PREVADZKA'), 0)
         <= v.instalovany_vykon_kw AS ok FROM vyrobne_zariadenie v WHERE v.id_zariad_vyr = $1`,
      [device.idZariadVyr],
    );
    expect(rows[0]?.ok).toBe(true);
  });

  it('counts the generators of a device (pocetGeneratorov, read-only) and keeps it in step with its rows', async () => {
    const device = await newDevice(100, 13);
    const count = async () => (JSON.parse((await get(`${DEVICES}${device.idZariadVyr}`, producer)).body) as { pocetGeneratorov: number }).pocetGeneratorov;
    expect(await count()).toBe(0);
    const first = JSON.parse((await post(GENERATORS, generator(device.idZariadVyr, { instalovanyVykonKw: 10 }), producer)).body) as { idZariadVyrDetail: number };
    await post(GENERATORS, generator(device.idZariadVyr, { nazov: 'Striedač 2', instalovanyVykonKw: 10, stav: 'ODSTAVENY' }), producer);
    expect(await count()).toBe(2);
    // A list filters and sorts by it like a column.
    const listed = await get(`${DEVICES}?eq(idZariadVyr,${device.idZariadVyr})&eq(pocetGeneratorov,2)&sort(-pocetGeneratorov)`, producer);
    expect(listed.statusCode, listed.body).toBe(200);
    expect((JSON.parse(listed.body) as unknown[]).length).toBe(1);
    const removed = await server.app.inject({ method: 'DELETE', url: `${GENERATORS}${first.idZariadVyrDetail}`, headers: headers(producer) });
    expect(removed.statusCode).toBe(204);
    expect(await count()).toBe(1);
    // A form cannot write it: a sent number is ignored.
    const read = JSON.parse((await get(`${DEVICES}${device.idZariadVyr}`, producer)).body) as Record<string, unknown>;
    const { idUcastnikTrhu: _owner, idZariadVyrZdroj: _source, ...editable } = read;
    const saved = await post(`${DEVICES}${device.idZariadVyr}`, { ...editable, pocetGeneratorov: 7 }, producer);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((JSON.parse(saved.body) as { pocetGeneratorov: number }).pocetGeneratorov).toBe(1);
    const schema = JSON.parse((await get(`${DEVICES}${device.idZariadVyr}/schema/post/request`, producer)).body) as { properties: Record<string, { readOnly?: boolean }> };
    expect(schema.properties.pocetGeneratorov?.readOnly).toBe(true);
  });

  it('lets a device become active only with at least one generator and keeps its last one, in sk, en and cs', async () => {
    const device = await newDevice(30, 14);
    const read = JSON.parse((await get(`${DEVICES}${device.idZariadVyr}`, producer)).body) as Record<string, unknown>;
    const { idUcastnikTrhu: _owner, idZariadVyrZdroj: _source, ...editable } = read;
    const texts: Record<string, RegExp> = {
      en: /stav: production device FVE Testovacia 14 needs at least one generator before it becomes Active/,
      sk: /musí mať aspoň jeden generátor/,
      cs: /musí mít alespoň jeden generátor/,
    };
    for (const [language, text] of Object.entries(texts)) {
      const refused = await server.app.inject({
        method: 'POST',
        url: `${DEVICES}${device.idZariadVyr}`,
        headers: { ...headers(producer), 'x-language': language, 'content-type': 'application/json' },
        payload: JSON.stringify({ ...editable, stav: 'AKTIVNE' }),
      });
      expect(refused.statusCode).toBe(400);
      expect(fieldsOf(refused.body)).toEqual(['stav']);
      expect(reasonsOf(refused.body)).toMatch(text);
    }
    // Created as active straight away: it has none yet either.
    const created = await post(DEVICES, { ...editable, eic: eicOf('24WGENTEST', 150), nazov: 'FVE Hneď aktívna', stav: 'AKTIVNE', verzia: undefined, idZariadVyr: undefined }, producer);
    expect(created.statusCode).toBe(400);
    expect(fieldsOf(created.body)).toEqual(['stav']);
    // With a generator (even one shut down) it may.
    const only = JSON.parse((await post(GENERATORS, generator(device.idZariadVyr, { instalovanyVykonKw: 30, stav: 'ODSTAVENY' }), producer)).body) as { idZariadVyrDetail: number };
    const ok = await post(`${DEVICES}${device.idZariadVyr}`, { ...editable, stav: 'AKTIVNE' }, producer);
    expect(ok.statusCode, ok.body).toBe(200);
    // Its last generator then stays; a second one may go.
    const remove = (id: number) => server.app.inject({ method: 'DELETE', url: `${GENERATORS}${id}`, headers: headers(producer) });
    const last = await remove(only.idZariadVyrDetail);
    expect(last.statusCode).toBe(400);
    expect(fieldsOf(last.body)).toEqual(['idZariadVyr']);
    expect(reasonsOf(last.body)).toMatch(/generator Striedač 1 is the last generator of the active production device FVE Testovacia 14/);
    const second = JSON.parse((await post(GENERATORS, generator(device.idZariadVyr, { nazov: 'Striedač 2', instalovanyVykonKw: 10 }), producer)).body) as { idZariadVyrDetail: number };
    expect((await remove(second.idZariadVyrDetail)).statusCode).toBe(204);
    // Someone else's generator is still 'not found'.
    expect((await remove(ids.foreignGenerator as number)).statusCode).toBe(404);
  });

  it('answers a stale version with 409 and the current one with 200', async () => {
    const device = await newDevice(50, 3);
    const created = JSON.parse((await post(GENERATORS, generator(device.idZariadVyr, { instalovanyVykonKw: 20 }), producer)).body) as Record<string, unknown>;
    const body = { ...generator(device.idZariadVyr, { instalovanyVykonKw: 25 }), verzia: created.verzia };
    const ok = await post(`${GENERATORS}${created.idZariadVyrDetail}`, body, producer);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((JSON.parse(ok.body) as { instalovanyVykonKw: number }).instalovanyVykonKw).toBe(25);
    expect((await post(`${GENERATORS}${created.idZariadVyrDetail}`, body, producer)).statusCode).toBe(409);
  });

  it("keeps a generator's owner the device's, whoever writes it", async () => {
    // The database refuses a generator whose owner is not its device's.
    await expect(
      server.db.query(
        `INSERT INTO vyrobne_zariadenie_generator (id_zariad_vyr, id_ucastnik_trhu, nazov, typ, primarny_zdroj, instalovany_vykon_kw, stav)
         VALUES ($1, $2, 'Cudzí', 'INY', 'INY', 1, 'ODSTAVENY')`,
        [ids.foreignDevice, ids.producer],
      ),
    ).rejects.toThrow(/vz_generator_owner_fk/);
    // A device handed to another participant takes its generators along.
    const device = await newDevice(10, 6);
    await post(GENERATORS, generator(device.idZariadVyr, { instalovanyVykonKw: 10 }), producer);
    await server.db.query('UPDATE vyrobne_zariadenie SET id_ucastnik_trhu = $2 WHERE id_zariad_vyr = $1', [device.idZariadVyr, ids.zse]);
    const { rows } = await server.db.query<{ owner: number }>('SELECT id_ucastnik_trhu AS owner FROM vyrobne_zariadenie_generator WHERE id_zariad_vyr = $1', [device.idZariadVyr]);
    expect(rows).toEqual([{ owner: ids.zse }]);
    // A device that does not exist is named in the refusal.
    const none = await post(GENERATORS, generator(2147483647), { user: 'operator' });
    expect(none.statusCode).toBe(400);
    expect(fieldsOf(none.body)).toEqual(['idZariadVyr']);
  });

  it('lets core staff add a generator to any device, owned as the device is', async () => {
    const res = await post(GENERATORS, generator(ids.foreignDevice as number, { nazov: 'Záložný generátor', instalovanyVykonKw: 0.001, stav: 'ODSTAVENY' }), { user: 'operator' });
    expect(res.statusCode, res.body).toBe(201);
    expect((JSON.parse(res.body) as { idUcastnikTrhu: number }).idUcastnikTrhu).toBe(ids.zse);
  });
});

describe('copy to an active customer (copy-vyr-to-ao)', () => {
  it('makes a new device with the technical data and the generators, without the support', async () => {
    const device = await newDevice(80, 4, demo);
    await post(GENERATORS, generator(device.idZariadVyr, { instalovanyVykonKw: 80 }), demo);
    const eic = eicOf('24WGENCOPY', 100);
    const res = await post(`${DEVICES}${device.idZariadVyr}/copy-to-ao`, { eic, nazov: 'FVE Testovacia 4 – AO' }, demo);
    expect(res.statusCode, res.body).toBe(200);
    const { idZariadVyr } = JSON.parse(res.body) as { idZariadVyr: number };
    const copy = JSON.parse((await get(`${DEVICES}${idZariadVyr}`, demo)).body) as Record<string, unknown>;
    expect(copy).toMatchObject({ eic, nazov: 'FVE Testovacia 4 – AO', instalovanyVykonKw: 80, idTechnologia: 1, typPodpory: 'BEZ_PODPORY', stav: 'V_KONANI', idUcastnikTrhu: ids.demo, idZariadVyrZdroj: device.idZariadVyr });
    const gens = JSON.parse((await get(`${GENERATORS}?eq(idZariadVyr,${idZariadVyr})`, demo)).body) as Record<string, unknown>[];
    expect(gens.map((g) => [g.nazov, g.instalovanyVykonKw, g.vyrobneCislo])).toEqual([['Striedač 1', 80, 'HU00001-1']]);
    // The same EIC again is a duplicate.
    expect((await post(`${DEVICES}${device.idZariadVyr}/copy-to-ao`, { eic, nazov: 'Iná' }, demo)).statusCode).toBe(409);
  });

  it("refuses bad fields, someone else's device and a participant who is not an active customer", async () => {
    const device = await newDevice(10, 5);
    const copyEic = eicOf('24WGENCOPY', 200);
    // The producer's participant is no active customer: its own devices cannot be copied for it.
    const own = await post(`${DEVICES}${device.idZariadVyr}/copy-to-ao`, { eic: copyEic, nazov: 'X' }, producer);
    expect(own.statusCode).toBe(400);
    expect(reasonsOf(own.body)).toMatch(/Solárny park Zlaté Moravce s\.r\.o\. is not an active customer/);
    const bad = await post(`${DEVICES}${device.idZariadVyr}/copy-to-ao`, { eic: '24WBAD', nazov: '' }, producer);
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(expect.arrayContaining(['eic', 'nazov']));
    expect((await post(`${DEVICES}${ids.foreignDevice}/copy-to-ao`, { eic: copyEic, nazov: 'X' }, producer)).statusCode).toBe(404);
    expect((await post(`${DEVICES}${device.idZariadVyr}/copy-to-ao`, { eic: copyEic, nazov: 'X' }, { user: 'visitor' })).statusCode).toBe(403);
    // Core staff name the participant; it must be an active customer.
    const core = { user: 'operator' };
    const missing = await post(`${DEVICES}${device.idZariadVyr}/copy-to-ao`, { eic: copyEic, nazov: 'X' }, core);
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing.body)).toEqual(['idUcastnikTrhu']);
    const notAo = await post(`${DEVICES}${device.idZariadVyr}/copy-to-ao`, { eic: copyEic, nazov: 'X', idUcastnikTrhu: ids.zse }, core);
    expect(notAo.statusCode).toBe(400);
    expect(reasonsOf(notAo.body)).toMatch(/is not an active customer/);
    const ok = await post(`${DEVICES}${device.idZariadVyr}/copy-to-ao`, { eic: copyEic, nazov: 'X', idUcastnikTrhu: ids.demo }, core);
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
