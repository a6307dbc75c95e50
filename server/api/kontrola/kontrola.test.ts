import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withEicCheck } from '../../../engine/core/validation/eicCheck';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../../testing/harness';
import type { EicVerdict } from './eicCheck';

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
    expect(d).toMatchObject({ platny: false, typ: null, problem: { key: 'validation.invalidEicCharOnPosition', params: { position: 16 } } });
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

  it('checks thousands at once and refuses more than 10,000', async () => {
    const many: string[] = [];
    // Some bases have no valid check character (withEicCheck throws): those are skipped.
    for (let i = 0; many.length < 5000; i++) {
      try {
        many.push(withEicCheck(`24ZSS${String(i).padStart(10, '0')}`));
      } catch {
        // next base
      }
    }
    const started = Date.now();
    const res = await call('POST', '/edc/kontrola-eic', 'operator', { body: { eics: many } });
    expect(res.statusCode).toBe(200);
    expect(res.json<EicVerdict[]>()).toHaveLength(5000);
    expect(Date.now() - started).toBeLessThan(5000);
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
    expect((await call('POST', `/edc/semafor/${l.kod}`, 'producer', { tenant: SOLAR, body: { stav: 'CERVENA', dovod: 'x', verzia: l.verzia } })).statusCode).toBe(403);
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
