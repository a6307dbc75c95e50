import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withEicCheck } from '../../../engine/core/validation/eicCheck';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../../testing/harness';
import type { EicVerdict } from './eicCheck';
import { marketDayAfter } from '../../../engine/core/validation/marketDay';

const API = '/portalbl/svc';
let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const SOLAR = 'Solárny park Zlaté Moravce s.r.o.';
const ZSE = 'Západoslovenská energetika a.s.';

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['visitor', 'producer', 'supplier', 'operator']) tokens[user] = (await loginWithPassword(server.app, user)).access_token;
  const { rows } = await server.db.query<{ id: number; nazov: string }>('SELECT id_ucastnik_trhu AS id, nazov FROM ucastnik_trhu');
  for (const r of rows) ids[r.nazov] = r.id;
});
afterAll(async () => server.close());

function call(method: 'GET' | 'POST', url: string, user: string, options: { tenant?: string; body?: unknown } = {}) {
  const headers = bearer(tokens[user] as string, {
    ...(options.tenant ? { 'x-tenant': String(ids[options.tenant]) } : {}),
    'x-language': 'en',
    ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
  });
  return server.app.inject({ method, url: `${API}${url}`, headers, ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }) });
}

async function oomOf(participant: string): Promise<{ eic: string; nazov: string }> {
  const { rows } = await server.db.query<{ eic: string; nazov: string }>('SELECT eic, nazov FROM odberne_miesto WHERE id_ucastnik_trhu = $1 ORDER BY eic LIMIT 1', [ids[participant]]);
  if (!rows[0]) throw new Error(`no OOM of ${participant}`);
  return rows[0];
}

describe('EIC check', () => {
  it('403 without the token', async () => {
    expect((await call('POST', '/edc/kontrola-eic', 'visitor', { body: { eics: ['24XZSE-ENERGIA-I'] } })).statusCode).toBe(403);
  });

  it('judges syntax and check character, and finds known codes of every kind (core staff see owners)', async () => {
    const oom = await oomOf(ZSE);
    const device = (await server.db.query<{ eic: string }>('SELECT eic FROM vyrobne_zariadenie ORDER BY eic LIMIT 1')).rows[0]?.eic as string;
    const unknown = withEicCheck('24ZNEZNAMY-0001');
    const res = await call('POST', '/edc/kontrola-eic', 'operator', { body: { eics: [oom.eic, device, unknown, '24XZSE-ENERGIA-A', '24XZSE', ' 24xzse-energia-i '] } });
    expect(res.statusCode).toBe(200);
    const [a, b, c, d, e, f] = res.json<EicVerdict[]>();
    expect(a).toMatchObject({ eic: oom.eic, platny: true, typ: 'OOM', nazov: oom.nazov, vlastnik: ZSE });
    expect(b).toMatchObject({ platny: true, typ: 'VYROBNE_ZARIADENIE' });
    expect(c).toMatchObject({ eic: unknown, platny: true, typ: null, vlastnik: null });
    expect(d).toMatchObject({ platny: false, typ: null, problem: { key: 'validation.invalidEicCheckChar', params: { char: expect.any(String) } } });
    expect(e).toMatchObject({ platny: false, problem: { key: 'validation.invalidEic' } });
    // Trimmed and upper-cased before the check.
    expect(f).toMatchObject({ eic: '24XZSE-ENERGIA-I', platny: true, typ: 'UCASTNIK', vlastnik: ZSE });
  });

  it("portal users learn that another participant's code exists, not whose it is", async () => {
    const foreign = await oomOf(ZSE);
    const own = await oomOf(SOLAR);
    const res = await call('POST', '/edc/kontrola-eic', 'producer', { tenant: SOLAR, body: { eics: [foreign.eic, own.eic] } });
    expect(res.statusCode).toBe(200);
    const [theirs, mine] = res.json<EicVerdict[]>();
    expect(theirs).toMatchObject({ typ: 'OOM', nazov: null, vlastnik: null, vlastny: false, skupinyZdielania: [] });
    expect(mine).toMatchObject({ typ: 'OOM', nazov: own.nazov, vlastnik: SOLAR, vlastny: true });
  });

  describe('memberships', () => {
    const blockA = { kod: 'TEST-BLOK-A', nazov: 'Flexibilita Západ (test)' };
    const blockS = { kod: 'TEST-BLOK-S', nazov: 'Solárny blok Zlaté Moravce (test)' };
    const group = { kod: 'TEST-SKUP-G', nazov: 'Komunita Hlavná ulica (test)' };
    let devOwn: string;
    let devForeign: string;
    let point: string;

    beforeAll(async () => {
      const one = async (sql: string, params: unknown[]) => ((await server.db.query<{ eic: string }>(sql, params)).rows[0]?.eic ?? '').trim();
      devOwn = await one('SELECT eic FROM vyrobne_zariadenie WHERE id_ucastnik_trhu = $1 ORDER BY eic LIMIT 1', [ids[SOLAR]]);
      devForeign = await one('SELECT eic FROM vyrobne_zariadenie WHERE id_ucastnik_trhu NOT IN ($1, $2) ORDER BY eic LIMIT 1', [ids[SOLAR], ids[ZSE]]);
      point = (await oomOf(ZSE)).eic.trim();
      if (!devOwn || !devForeign) throw new Error('no devices in the seed');
      // Blocks of ZSE (A) and of the producer (S); A holds both devices and the point (that one ended
      // yesterday), S the foreign device; ZSE's sharing group holds the point.
      const block = async (b: { kod: string; nazov: string }, owner: number, stem: string) =>
        (
          await server.db.query<{ id: number }>(
            `INSERT INTO agregacny_blok (kod, nazov, eic, id_ucastnik_trhu, perioda_flexibility_min, stav, platnost_od)
             VALUES ($1, $2, $3, $4, 15, 'AKTIVNY', '2025-01-01') RETURNING id_agregacny_blok AS id`,
            [b.kod, b.nazov, withEicCheck(stem), owner],
          )
        ).rows[0]?.id as number;
      const a = await block(blockA, ids[ZSE] as number, '24WTESTBLOKA-00');
      const s = await block(blockS, ids[SOLAR] as number, '24WTESTBLOKS-00');
      const member = (blok: number, owner: number, eic: string, druh: string, od: string, to: string | null) =>
        server.db.query(
          `INSERT INTO agregacny_blok_clen (id_agregacny_blok, id_ucastnik_trhu, eic, druh, flexibilny_vykon_kw, platnost_od, platnost_do) VALUES ($1, $2, $3, $4, 50, $5, $6::date)`,
          [blok, owner, eic, druh, od, to],
        );
      await member(a, ids[ZSE] as number, devOwn, 'VYROBNE_ZARIADENIE', '2025-01-01', null);
      await member(a, ids[ZSE] as number, devForeign, 'VYROBNE_ZARIADENIE', '2025-01-01', '2099-12-31');
      await member(a, ids[ZSE] as number, point, 'ODBERNE_MIESTO', '2025-01-01', marketDayAfter(-1));
      await member(s, ids[SOLAR] as number, devForeign, 'VYROBNE_ZARIADENIE', '2025-06-01', null);
      const g = (
        await server.db.query<{ id: number }>(`INSERT INTO skupina_zdielania (kod, nazov, id_ucastnik_trhu, stav) VALUES ($1, $2, $3, 'SCHVALENA') RETURNING id_zdielanie AS id`, [group.kod, group.nazov, ids[ZSE]])
      ).rows[0]?.id;
      await server.db.query(`INSERT INTO skupina_zdielania_oom (id_zdielanie, eic, nazov, podiel, platnost_od) VALUES ($1, $2, 'Odberné miesto (test)', 0.5, '2025-01-01')`, [g, point]);
    });

    const kods = (list: { kod: string }[] | undefined) => (list ?? []).map((m) => m.kod).filter((k) => k.startsWith('TEST-')).sort();

    it('core staff see the owner and every current membership of devices and metering points', async () => {
      const res = await call('POST', '/edc/kontrola-eic', 'operator', { body: { eics: [devOwn, devForeign, point] } });
      expect(res.statusCode).toBe(200);
      const [own, foreign, oom] = res.json<EicVerdict[]>();
      expect(own).toMatchObject({ typ: 'VYROBNE_ZARIADENIE', vlastnik: SOLAR });
      expect(kods(own?.agregacneBloky)).toEqual([blockA.kod]);
      expect(own?.agregacneBloky.find((m) => m.kod === blockA.kod)).toEqual({ ...blockA, platnostOd: '2025-01-01', platnostDo: null });
      expect(kods(foreign?.agregacneBloky)).toEqual([blockA.kod, blockS.kod]);
      expect(oom).toMatchObject({ typ: 'OOM', vlastnik: ZSE });
      expect(kods(oom?.skupinyZdielania)).toEqual([group.kod]);
      expect(oom?.skupinyZdielania.find((m) => m.kod === group.kod)).toMatchObject({ nazov: group.nazov, platnostOd: '2025-01-01' });
      // The point's block membership ended yesterday.
      expect(kods(oom?.agregacneBloky)).toEqual([]);
    });

    it("portal users see all memberships of their own codes, and of others' codes only those in their own blocks", async () => {
      const res = await call('POST', '/edc/kontrola-eic', 'producer', { tenant: SOLAR, body: { eics: [devOwn, devForeign, point] } });
      expect(res.statusCode).toBe(200);
      const [own, foreign, oom] = res.json<EicVerdict[]>();
      expect(own).toMatchObject({ vlastnik: SOLAR, vlastny: true });
      expect(kods(own?.agregacneBloky)).toEqual([blockA.kod]);
      expect(foreign).toMatchObject({ typ: 'VYROBNE_ZARIADENIE', vlastnik: null, vlastny: false });
      expect(kods(foreign?.agregacneBloky)).toEqual([blockS.kod]);
      expect(oom).toMatchObject({ typ: 'OOM', vlastnik: null, skupinyZdielania: [], agregacneBloky: [] });
    });

    it('an invalid or unknown code has no memberships', async () => {
      const unknown = withEicCheck('24WNEZNAME-0001');
      const res = await call('POST', '/edc/kontrola-eic', 'operator', { body: { eics: [unknown, `${devOwn.slice(0, 15)}${devOwn.endsWith('A') ? 'B' : 'A'}`] } });
      const [u, bad] = res.json<EicVerdict[]>();
      expect(u).toMatchObject({ platny: true, typ: null, vlastnik: null, skupinyZdielania: [], agregacneBloky: [] });
      expect(bad).toMatchObject({ platny: false, typ: null, agregacneBloky: [] });
    });
  });

  it('checks 5,000 codes at once (known, unknown and invalid mixed) and refuses more than 10,000', async () => {
    const known = (await server.db.query<{ eic: string }>(`SELECT eic FROM odberne_miesto ORDER BY eic LIMIT 2000`)).rows.map((r) => r.eic.trim());
    const devices = (await server.db.query<{ eic: string }>(`SELECT eic FROM vyrobne_zariadenie ORDER BY eic LIMIT 1000`)).rows.map((r) => r.eic.trim());
    const many: string[] = [...known, ...devices];
    // Some bases have no valid check character (withEicCheck throws): those are skipped.
    for (let i = 0; many.length < 4500; i++) {
      try {
        many.push(withEicCheck(`24ZSS${String(i).padStart(10, '0')}`));
      } catch {
        // next base
      }
    }
    for (let i = 0; many.length < 5000; i++) many.push(`24ZXX${String(i).padStart(10, '0')}!`);
    const started = performance.now();
    const res = await call('POST', '/edc/kontrola-eic', 'operator', { body: { eics: many } });
    const ms = performance.now() - started;
    console.log(`EIC check of ${many.length} codes (${known.length + devices.length} known, 500 invalid): ${ms.toFixed(0)} ms`);
    expect(res.statusCode).toBe(200);
    const verdicts = res.json<EicVerdict[]>();
    expect(verdicts).toHaveLength(5000);
    expect(verdicts.filter((v) => v.typ !== null)).toHaveLength(known.length + devices.length);
    expect(verdicts.filter((v) => !v.platny)).toHaveLength(500);
    // The time is printed, not asserted: the suite also runs beside e2e at a low priority.
    const tooMany = await call('POST', '/edc/kontrola-eic', 'operator', { body: { eics: Array.from({ length: 10_001 }, () => '24XZSE-ENERGIA-I') } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ hints: { reasons: string[] } }>().hints.reasons.join(' ')).toContain('At most 10000 EIC codes');
    expect((await call('POST', '/edc/kontrola-eic', 'operator', { body: { eics: [] } })).statusCode).toBe(400);
  });
});

describe('status board', () => {
  type Light = { kod: string; stav: string; dovod: string; zmenil: string; zmeneneKedy: string; verzia: number };

  it('lists one light per flow with its last change, for portal users too', async () => {
    const lights = (await call('GET', '/edc/semafor/', 'producer', { tenant: SOLAR })).json<Light[]>();
    expect(lights.map((l) => l.kod)).toEqual(['NAMERANE_DATA_PDS', 'DENNE_ZUCTOVANIE', 'MESACNE_ZUCTOVANIE', 'SPRAVY_UCASTNICI', 'SPRAVY_PPS', 'REGISTER_OOM', 'ZARUKY_POVODU', 'ZDIELANIE_AGREGACIA']);
    for (const l of lights) expect(['ZELENA', 'ORANZOVA', 'CERVENA']).toContain(l.stav);
    expect((await call('GET', '/edc/semafor/', 'visitor')).statusCode).toBe(403);
  });

  it('core staff set a light with a note, kept in the history; portal users are refused; stale version 409', async () => {
    const [light] = (await call('GET', '/edc/semafor/', 'operator')).json<Light[]>();
    const l = light as Light;
    // A portal user's valid change (the status board screen offers none) is refused and changes nothing.
    const refused = await call('POST', `/edc/semafor/${l.kod}`, 'producer', { tenant: SOLAR, body: { stav: 'CERVENA', dovod: 'Portál nemení svetlá.', verzia: l.verzia } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: expect.any(String) });
    const unchanged = (await call('GET', '/edc/semafor/', 'producer', { tenant: SOLAR })).json<Light[]>().find((x) => x.kod === l.kod);
    expect(unchanged).toMatchObject({ stav: l.stav, verzia: l.verzia });
    const bad = await call('POST', `/edc/semafor/${l.kod}`, 'operator', { body: { stav: 'MODRA', dovod: 'Test', verzia: l.verzia } });
    expect(bad.statusCode).toBe(400);
    const set = await call('POST', `/edc/semafor/${l.kod}`, 'operator', { body: { stav: 'CERVENA', dovod: 'Výpadok príjmu od ZSD', verzia: l.verzia } });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ stav: 'CERVENA', dovod: 'Výpadok príjmu od ZSD', zmenil: 'operator', verzia: l.verzia + 1 });
    const stale = await call('POST', `/edc/semafor/${l.kod}`, 'operator', { body: { stav: 'ZELENA', dovod: 'V poriadku', verzia: l.verzia } });
    expect(stale.statusCode).toBe(409);
    const history = (await call('GET', `/edc/semafor/${l.kod}/history`, 'operator')).json<Light[]>();
    expect(history[0]).toMatchObject({ stav: 'CERVENA', dovod: 'Výpadok príjmu od ZSD', zmenil: 'operator' });
    expect(history.length).toBeGreaterThan(3);
    expect((await call('POST', '/edc/semafor/NEZNAMY', 'operator', { body: { stav: 'ZELENA', dovod: 'V poriadku', verzia: 1 } })).statusCode).toBe(404);
  });
});
