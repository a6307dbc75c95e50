// Code books and lookups on a real PGlite with real tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';

const API = '/portalbl/svc';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['producer', 'operator', 'visitor']) tokens[user] = (await loginWithPassword(server.app, user)).access_token;
});

afterAll(async () => {
  await server.close();
});

const get = (path: string, user = 'producer', lang = 'sk') =>
  server.app.inject({ method: 'GET', url: `${API}${path}`, headers: bearer(tokens[user] as string, { 'x-language': lang }) });

interface Item {
  kod: string;
  nazov: string;
  idEdcCiselnik: number;
  poradie: number;
  anoPlatny: boolean;
  _extensions?: string[];
}

describe('code books', () => {
  it('lists active items by order, SK first and CZ second, with the spec fields', async () => {
    const res = await get('/edc/enum/stat/');
    expect(res.statusCode).toBe(200);
    const items = res.json<Item[]>();
    expect(items.slice(0, 2).map((i) => i.kod)).toEqual(['SK', 'CZ']);
    expect(items.every((i) => i.anoPlatny)).toBe(true);
    expect(items.map((i) => i.kod)).not.toContain('CS');
    expect(Object.keys(items[0] as Item).sort()).toEqual(['anoPlatny', 'idEdcCiselnik', 'kod', 'nazov', 'poradie']);
    expect(items[0]?.nazov).toBe('Slovensko');
  });

  it('answers select(kod,nazov) and sort, in the request language; inactive items stay hidden even when asked for', async () => {
    const res = await get('/edc/enum/stat/?select(kod,nazov)&sort(-nazov)&count()', 'producer', 'en');
    const items = res.json<Item[]>();
    expect(Object.keys(items[0] as Item)).toEqual(['kod', 'nazov']);
    expect(items[0]).toEqual({ kod: 'UA', nazov: 'Ukraine' });
    expect(res.headers['content-range']).toBe(`items 0-${items.length - 1}/${items.length}`);
    const inactive = await get('/edc/enum/stat/?eq(anoPlatny,false)');
    expect(inactive.json()).toEqual([]);
    expect((await get('/edc/enum/stat/?or(eq(kod,CS),eq(anoPlatny,false))')).json()).toEqual([]);
  });

  it('serves balance groups, document types with _extensions and mixed code books', async () => {
    const groups = (await get('/edc/enum/bilancna-skupina/?select(kod,nazov)')).json<Item[]>();
    expect(groups.length).toBe(5);
    expect(groups.every((g) => /^24Y/.test(g.kod))).toBe(true);
    const types = (await get('/portal/enum/document-type/')).json<Item[]>();
    const photo = types.find((t) => t.kod === 'vyrobne-zariadenie.fotodokumentacia');
    expect(photo?._extensions).toEqual(['jpg', 'jpeg', 'png']);
    expect(types.find((t) => t.kod === 'ucastnik.staraPlnaMoc')).toBeUndefined();
    const support = (await get('/edc/enum/mixed/typ-podpory/?select(kod)')).json<Item[]>();
    expect(support.map((s) => s.kod)).toEqual(['BEZ_PODPORY', 'DOPLATOK', 'VYKUP', 'PRIPLATOK', 'INVESTICNA']);
  });

  it('names items in Czech for a Czech reader, filters by that name, and in Slovak where an item has no Czech name', async () => {
    const named = async (path: string, lang = 'cs') => (await get(path, 'producer', lang)).json<Item[]>().map((i) => i.nazov);
    expect(await named('/portal/enum/document-type/?eq(kod,vyrobne-zariadenie.revizna-sprava)')).toEqual(['Revizní zpráva']);
    expect(await named('/edc/enum/mixed/kategoria-technologie/?eq(kod,SOLAR)')).toEqual(['Sluneční energie']);
    // Every item, invalidated ones too (read from the table, not the view of valid items).
    expect(await named('/edc/enum/sustava/vsetky/?eq(kod,MDS_OLD)')).toEqual(['Zrušená lokální distribuční soustava']);
    // A filter on the name matches the Czech one (Rakousko; in Slovak Rakúsko).
    expect(await named('/edc/enum/stat/?like(nazov,*rakous*)')).toEqual(['Rakousko']);
    expect(await named('/edc/enum/stat/?like(nazov,*rakous*)', 'sk')).toEqual([]);
    await server.db.query("UPDATE edc_ciselnik SET nazov_cs = NULL WHERE kod = 'DE'");
    try {
      expect(await named('/edc/enum/stat/?eq(kod,DE)')).toEqual(['Nemecko']);
    } finally {
      await server.db.query("UPDATE edc_ciselnik SET nazov_cs = 'Německo' WHERE kod = 'DE'");
    }
    expect(await named('/edc/enum/stat/?eq(kod,DE)')).toEqual(['Německo']);
  });

  it('lists the mixed code books with table and column for the core menus', async () => {
    const res = await get('/edc/enum/mixed/', 'operator');
    expect(res.statusCode).toBe(200);
    const books = res.json<{ nazov: string; tabulka: string; stlpec: string; popis: string }[]>();
    expect(books).toContainEqual(expect.objectContaining({ nazov: 'typ-podpory', tabulka: 'vyrobne_zariadenie', stlpec: 'typ_podpory' }));
    expect(books.map((b) => b.nazov)).not.toContain('stat');
    // Named in each UI language (the core's code-book menu shows these).
    const named = async (lang: string) => (await get('/edc/enum/mixed/?eq(nazov,stav-zariadenia)&select(popis)', 'operator', lang)).json<{ popis: string }[]>()[0]?.popis;
    expect(await named('sk')).toBe('Stavy výrobných zariadení');
    expect(await named('en')).toBe('Production device states');
    expect(await named('cs')).toBe('Stavy výroben');
  });

  it('answers 404 naming an unknown code book, 400 for a bad query, 401 without login', async () => {
    const unknown = await get('/edc/enum/neexistuje/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().hints.reasons[0]).toContain('/edc/enum/neexistuje/');
    const bad = await get('/edc/enum/stat/?eq(heslo,1)');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().hints.reasons[0]).toContain('heslo');
    const anonymous = await server.app.inject({ method: 'GET', url: `${API}/edc/enum/stat/` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('lookups', () => {
  it('finds participants by name without accents or by EIC prefix', async () => {
    const byName = (await get('/edc/zmluvy/ucastnik-trhu/?like(nazov,*energetika*)&select(nazov,eic)')).json<{ nazov: string; eic: string }[]>();
    expect(byName.map((p) => p.nazov)).toEqual(expect.arrayContaining(['Stredoslovenská energetika a.s.', 'Východoslovenská energetika a.s.', 'Západoslovenská energetika a.s.']));
    expect(byName.every((p) => /energetika/i.test(p.nazov))).toBe(true);
    const byEic = (await get('/edc/zmluvy/ucastnik-trhu/?like(eic,24XZSE*)')).json<{ eic: string }[]>();
    expect(byEic).toHaveLength(1);
  });

  it('finds users by login or full name and never exposes roles or passwords', async () => {
    const res = await get('/edc/iam/user/?like(fullName,*novakova*)&like(login,oper*)', 'operator');
    expect(res.statusCode).toBe(200);
    const [user] = res.json<Record<string, unknown>[]>();
    expect(user).toMatchObject({ login: 'operator', meno: 'Lucia', priezvisko: 'Nováková', fullName: 'Lucia Nováková' });
    expect(Object.keys(user ?? {})).not.toContain('roles');
    expect(Object.keys(user ?? {})).not.toContain('passwordHash');
    const one = await get('/edc/iam/user/producer', 'operator');
    expect(one.json()).toMatchObject({ login: 'producer', fullName: 'Martin Kováč' });
    expect((await get('/edc/iam/user/', 'producer')).statusCode).toBe(403);
    expect((await get('/edc/iam/user/?select(password_hash)', 'operator')).statusCode).toBe(400);
  });

  it('serves technologies as a lookup and refuses writes to read-only lists', async () => {
    const tech = await get('/portal/zmluvy/technologia/?like(nazov,*fotovolt*)&select(idTechnologia,nazov)&sort(+nazov)');
    expect(tech.json<unknown[]>().length).toBeGreaterThan(2);
    const write = await server.app.inject({
      method: 'POST',
      url: `${API}/edc/zmluvy/ucastnik-trhu/`,
      headers: bearer(tokens.operator as string, { 'content-type': 'application/json' }),
      payload: '{}',
    });
    expect(write.statusCode).toBe(404);
  });
});
