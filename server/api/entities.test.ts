import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseContentRange } from '../../engine/core/rql/contentRange';
import { technologia } from '../model/technologia';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';

const BASE = '/portalbl/svc/portal/zmluvy/technologia/';

let server: TestServer;
let producer: string;
let visitor: string;
let operator: string;

interface Row {
  idTechnologia: number;
  kod: string;
  nazov: string;
  verzia: number;
  [field: string]: unknown;
}

interface ErrorJson {
  message: string;
  hints: { reasons: string[]; userError?: boolean; [hint: string]: unknown };
}

const validBody = {
  kod: 'FVE_TEST',
  nazov: 'Testovacia fotovoltika',
  popis: null,
  kategoria: 'SOLAR',
  stav: 'AKTIVNA',
  obnovitelna: true,
  ucinnost: 0.2134,
  platnostOd: '2025-01-01',
  platnostDo: null,
};

beforeAll(async () => {
  server = await startTestServer();
  const login = async (user: string) => (await loginWithPassword(server.app, user)).access_token;
  producer = await login('producer');
  visitor = await login('visitor');
  operator = await login('operator');
});

afterAll(async () => {
  await server.close();
});

const get = (url: string, token = producer, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers: bearer(token, headers) });
// Reads as a portal user, writes as the operator: technologies are a shared list only core roles change.
const post = (url: string, payload: unknown, token = operator) =>
  server.app.inject({ method: 'POST', url, headers: bearer(token, { 'content-type': 'application/json' }), payload: JSON.stringify(payload) });

describe('list', () => {
  it('answers rows with Content-Range, total only with count()', async () => {
    const counted = await get(`${BASE}?eq(kategoria,SOLAR)&sort(+kod)&limit(3,2)&count()`);
    expect(counted.statusCode).toBe(200);
    expect(counted.headers['content-range']).toBe('items 2-4/7');
    expect(counted.json<Row[]>()).toHaveLength(3);
    const uncounted = await get(`${BASE}?eq(kategoria,SOLAR)&limit(3)`);
    expect(uncounted.headers['content-range']).toBe('items 0-2/*');
    const empty = await get(`${BASE}?eq(kod,NIC)&count()`);
    expect(empty.json()).toEqual([]);
    expect(parseContentRange(String(empty.headers['content-range']))).toEqual({ from: 0, to: -1, total: 0 });
  });

  it('defaults to 100 rows sorted by name and filters like() without accents', async () => {
    const all = await get(BASE);
    const rows = all.json<Row[]>();
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const names = rows.map((r) => r.nazov);
    // Sorted for people (ICU collation in the database): accents do not push names to the end.
    expect(names).toEqual([...names].sort(new Intl.Collator('und').compare));
    expect(all.headers['content-range']).toBe(`items 0-${rows.length - 1}/*`);
    const like = await get(`${BASE}?like(nazov,*veterna*)&select(kod,nazov)`);
    expect(like.json<Row[]>().map((r) => r.kod).sort()).toEqual(['VTE_MALA', 'VTE_PEVNINA', 'VTE_VERTIKALNA']);
    expect(Object.keys(like.json<Row[]>()[0] as Row)).toEqual(['kod', 'nazov']);
  });

  it('reads the standard array form and the known converters', async () => {
    const arr = await get(`${BASE}?in(kod,(PVE,BESS))&select(kod)`);
    expect(arr.statusCode).toBe(200);
    expect(arr.json<Row[]>().map((r) => r.kod).sort()).toEqual(['BESS', 'PVE']);
    const out = await get(`${BASE}?out(kod,(PVE,BESS))&select(kod)&limit(1000)`);
    expect(out.json<Row[]>().map((r) => r.kod)).not.toContain('PVE');
    const typed = await get(`${BASE}?eq(kod,string:PVE)&select(kod)`);
    expect(typed.json<Row[]>().map((r) => r.kod)).toEqual(['PVE']);
  });

  it('answers 400 naming the problem for bad RQL', async () => {
    const cases: [string, string][] = [
      ['eq(heslo,x)', 'heslo'],
      ['foo(kod,x)', 'foo'],
      ['eq(kod,x', 'parenthesis'],
      ['eq(idTechnologia,abc)', 'idTechnologia'],
      ['limit(5000)', 'limit'],
      ['sort(+created_by)', 'created_by'],
      // An unknown converter is refused, not read as the text `foo:x`.
      ['eq(kod,foo:x)', "Unknown converter 'foo:'"],
      ['in(kod,(PVE,(x)))', 'array holds values only'],
    ];
    for (const [query, named] of cases) {
      const res = await get(`${BASE}?${query}`);
      expect(res.statusCode, query).toBe(400);
      const body = res.json<ErrorJson>();
      expect(body.message).toBe('Invalid list query (RQL)');
      expect(body.hints.reasons.join(' '), query).toContain(named);
    }
  });
});

describe('read, create, update, delete', () => {
  it('reads one row and answers 404 for a missing one and 400 for a bad id', async () => {
    const [first] = (await get(`${BASE}?eq(kod,PVE)`)).json<Row[]>();
    const one = await get(`${BASE}${first?.idTechnologia}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(first);
    expect((await get(`${BASE}999999`)).statusCode).toBe(404);
    const bad = await get(`${BASE}abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorJson>().hints.reasons[0]).toContain('idTechnologia');
  });

  it('creates (201 + Location), updates with verzia+1, refuses a stale verzia with 409 and deletes', async () => {
    const created = await post(BASE, validBody);
    expect(created.statusCode).toBe(201);
    const row = created.json<Row>();
    expect(row).toMatchObject({ ...validBody, verzia: 1 });
    expect(created.headers.location).toBe(`${BASE}${row.idTechnologia}`);
    expect((await get(String(created.headers.location))).json()).toEqual(row);

    const updated = await post(`${BASE}${row.idTechnologia}`, { ...row, nazov: 'Premenovaná', popis: 'Nový popis' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ nazov: 'Premenovaná', popis: 'Nový popis', verzia: 2 });

    const stale = await post(`${BASE}${row.idTechnologia}`, { ...row, nazov: 'Neskoro' });
    expect(stale.statusCode).toBe(409);
    const conflict = stale.json<ErrorJson>();
    expect(conflict.hints.reasons[0]).toContain('verzia');
    expect(conflict.hints.current).toBe(2);

    const removed = await server.app.inject({ method: 'DELETE', url: `${BASE}${row.idTechnologia}`, headers: bearer(operator) });
    expect(removed.statusCode).toBe(204);
    expect((await get(`${BASE}${row.idTechnologia}`)).statusCode).toBe(404);
    const again = await server.app.inject({ method: 'DELETE', url: `${BASE}${row.idTechnologia}`, headers: bearer(operator) });
    expect(again.statusCode).toBe(404);
  });

  it('answers 409 naming kod for a duplicate code', async () => {
    const res = await post(BASE, { ...validBody, kod: 'PVE' });
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorJson>().hints.reasons).toEqual(['kod: the value already exists']);
  });

  it('answers 404 when updating a row that does not exist', async () => {
    const res = await post(`${BASE}999999`, { ...validBody, verzia: 1 });
    expect(res.statusCode).toBe(404);
  });

  it('answers 400 when the body id differs from the address', async () => {
    const [row] = (await get(`${BASE}?eq(kod,BESS)`)).json<Row[]>();
    const res = await post(`${BASE}${row?.idTechnologia}`, { ...row, idTechnologia: 1 + (row?.idTechnologia ?? 0) });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorJson>().hints.reasons[0]).toContain('idTechnologia');
  });
});

describe('validation', () => {
  it('answers 400 with one reason per error, each naming its field', async () => {
    const res = await post(BASE, {
      kod: 'bad code',
      nazov: '',
      // Not a code's shape (the live code book, not the schema, decides which codes exist).
      kategoria: 'uhlie a koks',
      obnovitelna: 'ano',
      ucinnost: 1.5,
      platnostOd: '2025-02-30',
      navyse: 1,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorJson>();
    expect(body.message).toBe('Request payload is invalid according to JSON Schema');
    expect(body.hints.userError).toBe(true);
    const reasons = body.hints.reasons;
    for (const field of ['kod', 'nazov', 'kategoria', 'stav', 'obnovitelna', 'ucinnost', 'platnostOd', 'navyse']) {
      expect(reasons.some((r) => r.startsWith(`${field}:`)), field).toBe(true);
    }
    expect(reasons).toContain('stav: is required');
    expect(reasons).toContain('navyse: unknown field');
  });

  it('answers in Slovak by default', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: BASE,
      headers: { authorization: `Bearer ${operator}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...validBody, nazov: undefined }),
    });
    expect(res.json<ErrorJson>()).toEqual({
      message: 'Požiadavka nie je platná podľa JSON schémy',
      hints: {
        reasons: ['nazov: povinný údaj'],
        userError: true,
        errors: [{ field: 'nazov', keyword: 'required', params: { missingProperty: 'nazov' } }],
        // The same reason by field: what forms show under the field.
        fields: { nazov: ['nazov: povinný údaj'] },
      },
    });
  });

  it('checks the validity dates across fields by the served schema’s dateOrder (the form runs the same)', async () => {
    const res = await post(BASE, { ...validBody, kod: 'FVE_DATUMY', platnostOd: '2025-05-01', platnostDo: '2025-04-30' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorJson>().hints.reasons).toEqual(['platnostDo: The end must not be before the start (1. 5. 2025)']);
    expect(res.json<ErrorJson>().hints.errors).toMatchObject([{ field: 'platnostDo', keyword: 'dateOrder' }]);
  });

  it('accepts efficiency with four decimals despite floating point', async () => {
    const res = await post(BASE, { ...validBody, kod: 'FVE_PRESNOST', ucinnost: 0.1235 });
    expect(res.statusCode).toBe(201);
    expect(res.json<Row>().ucinnost).toBe(0.1235);
  });

  it('serves exactly the schemas it validates with', async () => {
    const create = await get(`${BASE}schema/post/request`);
    expect(create.statusCode).toBe(200);
    expect(create.json()).toEqual(technologia.createSchema);
    const update = await get(`${BASE}1/schema/post/request`);
    expect(update.json()).toEqual(technologia.updateSchema);
    expect(update.json<{ required: string[] }>().required).toContain('verzia');
    const createProps = Object.keys(create.json<{ properties: object }>().properties);
    expect(createProps).not.toContain('verzia');
    expect(create.json()).toMatchObject({ properties: { kod: { maxLength: 20, pattern: '^[A-Z0-9_]+$' }, platnostOd: { format: 'date' } } });
  });
});

describe('permissions', () => {
  it('refuses a user without the read token with 403 and the current roles', async () => {
    const res = await get(BASE, visitor);
    expect(res.statusCode).toBe(403);
    const body = res.json<ErrorJson>();
    expect(body.hints.reasons).toEqual(['Missing permission vyrobne-zariadenia#read']);
    expect(body.hints.userRoles).toEqual(['EDC.NAVSTEVNIK.IDENTITA']);
  });

  it('lets the operator read and refuses writes to a user without the write token', async () => {
    expect((await get(BASE, operator)).statusCode).toBe(200);
    const res = await post(BASE, { ...validBody, kod: 'FVE_OPERATOR' }, visitor);
    expect(res.statusCode).toBe(403);
    const portal = await post(BASE, { ...validBody, kod: 'FVE_PORTAL' }, producer);
    expect(portal.statusCode).toBe(403);
    expect(portal.json<ErrorJson>().hints.reasons).toEqual(['Missing permission enums#write']);
  });

  it('refuses an X-Tenant the user does not belong to on any route', async () => {
    const ids = (await server.db.query<{ id: number; eic: string }>('SELECT id_ucastnik_trhu AS id, eic FROM ucastnik_trhu ORDER BY id_ucastnik_trhu')).rows;
    const own = ids[0]?.id as number;
    const foreign = ids[3]?.id as number;
    expect((await get(BASE, producer, { 'x-tenant': String(own) })).statusCode).toBe(200);
    const res = await get(BASE, producer, { 'x-tenant': String(foreign) });
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorJson>().hints.reasons[0]).toContain(String(foreign));
  });
});
