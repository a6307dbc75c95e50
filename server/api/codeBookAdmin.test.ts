// Code-book administration on a real PGlite with real tokens: tokens, validation, locking,
// codes in use, and what forms then read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations } from '../db/migrate';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';

const API = '/portalbl/svc';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['producer', 'operator']) tokens[user] = (await loginWithPassword(server.app, user)).access_token;
});

afterAll(async () => {
  await server.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, path: string, user = 'operator', payload?: unknown, lang = 'sk') =>
  server.app.inject({ method, url: `${API}${path}`, headers: bearer(tokens[user] as string, { 'x-language': lang }), ...(payload === undefined ? {} : { payload: payload as object }) });

interface Item {
  idEdcCiselnik: number;
  kod: string;
  nazov: string;
  nazovEn: string;
  nazovCs: string | null;
  poradie: number;
  anoPlatny: boolean;
  platnostOd: string | null;
  platnostDo: string | null;
  verzia: number;
  extensions?: string[];
}

const STAT = '/edc/ciselnik/edc/stat/';

describe('code-book administration', () => {
  it('refuses a portal user (403) for reading and writing', async () => {
    expect((await call('GET', STAT, 'producer')).statusCode).toBe(403);
    expect((await call('POST', STAT, 'producer', { kod: 'PT', nazov: 'Portugalsko', nazovEn: 'Portugal', poradie: 500, anoPlatny: true })).statusCode).toBe(403);
  });

  it('lists every item of one code book with RQL, inactive ones included; unknown book is 404', async () => {
    const res = await call('GET', `${STAT}?eq(anoPlatny,false)&count()`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Item[]>().map((i) => i.kod)).toEqual(['CS']);
    const mixed = await call('GET', '/edc/ciselnik/mixed/vyrobne_zariadenie/typ_podpory/?sort(+kod)');
    expect(mixed.json<Item[]>().map((i) => i.kod)).toContain('DOPLATOK');
    expect((await call('GET', '/edc/ciselnik/edc/neznamy/')).statusCode).toBe(404);
    const docs = (await call('GET', '/edc/ciselnik/portal/document-type/?eq(kod,zmluva.podpisana)')).json<Item[]>();
    expect(docs[0]?.extensions).toEqual(['pdf', 'asice', 'p7m', 'sce']);
  });

  it('creates, renames with verzia (409 when stale) and invalidates; forms stop offering it at once', async () => {
    const bad = await call('POST', STAT, 'operator', { kod: 'P T', nazov: '', nazovEn: 'Portugal', poradie: 500, anoPlatny: true });
    expect(bad.statusCode).toBe(400);
    const created = await call('POST', STAT, 'operator', { kod: 'PT', nazov: 'Portugalsko', nazovEn: 'Portugal', poradie: 500, anoPlatny: true });
    expect(created.statusCode).toBe(201);
    expect(created.headers.location).toBe(`${API}${STAT}${created.json<Item>().idEdcCiselnik}`);
    const item = created.json<Item>();
    expect((await call('GET', '/edc/enum/stat/?eq(kod,PT)', 'producer')).json<Item[]>()[0]?.nazov).toBe('Portugalsko');

    const renamed = await call('POST', `${STAT}${item.idEdcCiselnik}`, 'operator', { ...strip(item), nazov: 'Portugalská republika' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Item>().verzia).toBe(2);
    const stale = await call('POST', `${STAT}${item.idEdcCiselnik}`, 'operator', { ...strip(item), nazov: 'Iné' });
    expect(stale.statusCode).toBe(409);
    expect((await call('GET', '/edc/enum/stat/?eq(kod,PT)', 'producer', undefined, 'en')).json<Item[]>()[0]?.nazov).toBe('Portugal');
    expect((await call('GET', '/edc/enum/stat/?eq(kod,PT)', 'producer')).json<Item[]>()[0]?.nazov).toBe('Portugalská republika');

    // Validity ended yesterday: hidden from the read endpoint, still listed by the administration.
    const ended = await call('POST', `${STAT}${item.idEdcCiselnik}`, 'operator', { ...strip(renamed.json<Item>()), platnostOd: '2020-01-01', platnostDo: '2021-01-01' });
    expect(ended.statusCode).toBe(200);
    expect((await call('GET', '/edc/enum/stat/?eq(kod,PT)', 'producer')).json()).toEqual([]);
    expect((await call('GET', `${STAT}?eq(kod,PT)`)).json<Item[]>()).toHaveLength(1);

    const order = await call('POST', `${STAT}${item.idEdcCiselnik}`, 'operator', { ...strip(ended.json<Item>()), platnostOd: '2022-01-01', platnostDo: '2021-01-01' });
    expect(order.statusCode).toBe(400);

    expect((await call('DELETE', `${STAT}${item.idEdcCiselnik}`)).statusCode).toBe(204);
    expect((await call('GET', `${STAT}${item.idEdcCiselnik}`)).statusCode).toBe(404);
  });

  it('refuses a duplicate code (409) and deleting or recoding a code in use, naming where it is used', async () => {
    const dup = await call('POST', STAT, 'operator', { kod: 'SK', nazov: 'Slovensko 2', nazovEn: 'Slovakia 2', poradie: 1, anoPlatny: true });
    expect(dup.statusCode).toBe(409);
    const PODPORA = '/edc/ciselnik/mixed/vyrobne_zariadenie/typ_podpory/';
    const doplatok = (await call('GET', `${PODPORA}?eq(kod,DOPLATOK)`)).json<Item[]>()[0] as Item;
    const refused = await call('DELETE', `${PODPORA}${doplatok.idEdcCiselnik}`, 'operator', undefined, 'en');
    expect(refused.statusCode).toBe(409);
    const reasons = refused.json<{ hints: { reasons: string[] } }>().hints.reasons.join(' ');
    expect(reasons).toMatch(/Code DOPLATOK is in use .*production devices \(\d+\)/);
    const recode = await call('POST', `${PODPORA}${doplatok.idEdcCiselnik}`, 'operator', { ...strip(doplatok), kod: 'DOPLATOK2' });
    expect(recode.statusCode).toBe(409);
    // A rename keeping the code is fine.
    expect((await call('POST', `${PODPORA}${doplatok.idEdcCiselnik}`, 'operator', { ...strip(doplatok), nazov: 'Doplatok (OZE)' })).statusCode).toBe(200);
    // Another code book's item is not reachable through this one.
    expect((await call('GET', `${STAT}${doplatok.idEdcCiselnik}`)).statusCode).toBe(404);
    expect((await call('DELETE', `${STAT}${doplatok.idEdcCiselnik}`)).statusCode).toBe(404);
  });

  it('serves the create and update schemas with the document fields for document types', async () => {
    const schema = (await call('GET', '/edc/ciselnik/portal/document-type/schema/post/request')).json<{ properties: Record<string, unknown>; required: string[] }>();
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['kod', 'nazov', 'nazovEn', 'nazovCs', 'extensions', 'rootDocumentType']));
    expect(schema.required).toContain('extensions');
    expect(schema.required).not.toContain('nazovCs');
    const update = (await call('GET', `${STAT}1/schema/post/request`)).json<{ required: string[] }>();
    expect(update.required).toContain('verzia');
  });
});

describe('Czech names of items', () => {
  const czech = async (kod: string) => (await call('GET', `/edc/enum/stat/?eq(kod,${kod})`, 'producer', undefined, 'cs')).json<Item[]>()[0]?.nazov;

  it('keeps the Czech name the operator gives and serves it to a Czech reader; without one, the Slovak name', async () => {
    const created = await call('POST', STAT, 'operator', { kod: 'GR', nazov: 'Grécko', nazovEn: 'Greece', nazovCs: 'Řecko', poradie: 500, anoPlatny: true });
    expect(created.statusCode).toBe(201);
    const item = created.json<Item>();
    try {
      expect(item.nazovCs).toBe('Řecko');
      expect((await call('GET', `${STAT}?eq(kod,GR)`)).json<Item[]>()[0]?.nazovCs).toBe('Řecko');
      expect(await czech('GR')).toBe('Řecko');
      const renamed = await call('POST', `${STAT}${item.idEdcCiselnik}`, 'operator', { ...strip(item), nazovCs: 'Řecká republika' });
      expect(renamed.statusCode).toBe(200);
      expect(await czech('GR')).toBe('Řecká republika');
      // An empty name is refused; no name at all leaves the Czech reader the Slovak one.
      expect((await call('POST', `${STAT}${item.idEdcCiselnik}`, 'operator', { ...strip(renamed.json<Item>()), nazovCs: '' })).statusCode).toBe(400);
      const cleared = await call('POST', `${STAT}${item.idEdcCiselnik}`, 'operator', { ...strip(renamed.json<Item>()), nazovCs: null });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json<Item>().nazovCs).toBeNull();
      expect(await czech('GR')).toBe('Grécko');
    } finally {
      await call('DELETE', `${STAT}${item.idEdcCiselnik}`);
    }
  });

  it('gives a database seeded before migration 201 the same Czech names as the seed, leaving names an operator set', async () => {
    const names = async () =>
      (await server.db.query<{ book: string; kod: string; cs: string | null }>(
        'SELECT c.nazov AS book, i.kod, i.nazov_cs AS cs FROM edc_ciselnik i JOIN ciselnik c ON c.id_ciselnik = i.id_ciselnik ORDER BY 1, 2',
      )).rows;
    const seeded = await names();
    // Every seeded item has its Czech name (the seed's code books and the complaint document types).
    expect(seeded.filter((r) => r.cs === null)).toEqual([]);
    expect(seeded.length).toBeGreaterThanOrEqual(85);
    const migration = (await loadMigrations()).find((m) => m.version === '201');
    await server.db.query("UPDATE edc_ciselnik SET nazov_cs = CASE WHEN kod = 'AT' THEN 'Rakousko (operátor)' END");
    try {
      await server.db.exec(migration?.sql ?? '');
      expect(await names()).toEqual(seeded.map((r) => (r.kod === 'AT' ? { ...r, cs: 'Rakousko (operátor)' } : r)));
    } finally {
      await server.db.query("UPDATE edc_ciselnik SET nazov_cs = 'Rakousko' WHERE kod = 'AT'");
    }
  });
});

/** The writable part of an item, as a form sends it back. */
function strip(item: Item): Record<string, unknown> {
  const { kod, nazov, nazovEn, nazovCs, poradie, anoPlatny, platnostOd, platnostDo, verzia } = item;
  return { kod, nazov, nazovEn, nazovCs, poradie, anoPlatny, platnostOd, platnostDo, verzia };
}
