import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../../testing/harness';

const URL_BASE = '/portalbl/svc/portal/common/saved-filter/';
let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['producer', 'supplier']) tokens[user] = (await loginWithPassword(server.app, user)).access_token;
});

afterAll(async () => {
  await server.close();
});

const call = (user: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  server.app.inject({
    method,
    url,
    headers: bearer(tokens[user] as string, payload === undefined ? {} : { 'content-type': 'application/json' }),
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });

const GRID = '/technologia/vyhladanie:technologia';
const list = async (user: string) => (await call(user, 'GET', `${URL_BASE}?gridKey=${encodeURIComponent(GRID)}`)).json() as { idSavedFilter: number; nazov: string; predvoleny: boolean; code: string; settings: unknown }[];

describe('saved filters API', () => {
  it('creates, lists, renames, overwrites, sets the default and deletes, per user', async () => {
    const created = await call('producer', 'POST', URL_BASE, { gridKey: GRID, nazov: 'Solárne', settings: { filter: { kategoria: 'SOLAR' }, sort: '-kod' } });
    expect(created.statusCode).toBe(201);
    const first = created.json() as { idSavedFilter: number; code: string; predvoleny: boolean };
    expect(first.code).toMatch(/^solarne-[0-9a-f]{8}$/);
    expect(first.predvoleny).toBe(false);
    expect(created.headers.location).toBe(`${URL_BASE}${first.idSavedFilter}`);
    expect((await call('producer', 'GET', `${URL_BASE}${first.idSavedFilter}`)).json()).toMatchObject({ nazov: 'Solárne' });
    expect((await call('supplier', 'GET', `${URL_BASE}${first.idSavedFilter}`)).statusCode).toBe(404);

    const second = (await call('producer', 'POST', URL_BASE, { gridKey: GRID, nazov: 'Aktívne', settings: { filter: { stav: 'AKTIVNA' } }, predvoleny: true })).json() as { idSavedFilter: number };
    expect((await list('producer')).map((f) => [f.nazov, f.predvoleny])).toEqual([
      ['Aktívne', true],
      ['Solárne', false],
    ]);

    // Making the first the default clears the second's flag.
    const renamed = await call('producer', 'POST', `${URL_BASE}${first.idSavedFilter}`, { nazov: 'Slnko', predvoleny: true, settings: { filter: { kategoria: 'VIETOR' } } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ nazov: 'Slnko', predvoleny: true, settings: { filter: { kategoria: 'VIETOR' } } });
    expect((await list('producer')).map((f) => [f.nazov, f.predvoleny])).toEqual([
      ['Aktívne', false],
      ['Slnko', true],
    ]);

    // Another user sees none of them and cannot touch them.
    expect(await list('supplier')).toEqual([]);
    expect((await call('supplier', 'DELETE', `${URL_BASE}${second.idSavedFilter}`)).statusCode).toBe(404);
    expect((await call('supplier', 'POST', `${URL_BASE}${second.idSavedFilter}`, { nazov: 'X' })).statusCode).toBe(404);

    expect((await call('producer', 'DELETE', `${URL_BASE}${second.idSavedFilter}`)).statusCode).toBe(204);
    expect((await list('producer')).map((f) => f.nazov)).toEqual(['Slnko']);
  });

  it('answers bad input with 4xx and reasons, never 500', async () => {
    const cases: [string, 'GET' | 'POST' | 'DELETE', string, unknown?][] = [
      ['no grid', 'GET', URL_BASE],
      ['empty name', 'POST', URL_BASE, { gridKey: GRID, nazov: ' ', settings: { filter: {} } }],
      ['bad filter value', 'POST', URL_BASE, { gridKey: GRID, nazov: 'A', settings: { filter: { a: 1 } } }],
      ['bad sort', 'POST', URL_BASE, { gridKey: GRID, nazov: 'A', settings: { filter: {}, sort: 'drop table' } }],
      ['extra field', 'POST', URL_BASE, { gridKey: GRID, nazov: 'A', settings: { filter: {} }, login: 'admin' }],
      ['bad id', 'DELETE', `${URL_BASE}abc`],
      ['empty update', 'POST', `${URL_BASE}1`, {}],
    ];
    for (const [name, method, url, body] of cases) {
      const res = await call('producer', method, url, body);
      expect(res.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, name).toBeLessThan(500);
      const json = res.json() as { message: string; hints: { reasons: string[] } };
      expect(json.message, name).toBeTruthy();
      expect(Array.isArray(json.hints.reasons), name).toBe(true);
    }
    expect((await server.app.inject({ method: 'GET', url: `${URL_BASE}?gridKey=x` })).statusCode).toBe(401);
  });

  it('refuses a second filter of the same name on a grid with 409', async () => {
    const body = { gridKey: 'g:dup', nazov: 'Dvakrát', settings: { filter: {} } };
    expect((await call('producer', 'POST', URL_BASE, body)).statusCode).toBe(201);
    const again = await call('producer', 'POST', URL_BASE, body);
    expect(again.statusCode).toBe(409);
    expect((again.json() as { hints: { reasons: string[] } }).hints.reasons.join()).toMatch(/nazov/);
  });
});
