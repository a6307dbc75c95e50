import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidEic, withEicCheck } from '../../engine/core/validation/eicCheck';
import { isValidIco } from '../../engine/core/validation/identifiers';
import { parseContentRange } from '../../engine/core/rql/contentRange';
import { compileSchema } from '../api/validation';
import { ucastnikTrhu } from './ucastnikTrhu';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';

const BASE = '/portalbl/svc/portal/zmluvy/ucastnik-trhu/';

let server: TestServer;
let producer: string;
let visitor: string;
let operator: string;
let producerId: number;

type Row = Record<string, unknown> & { idUcastnikTrhu: number; verzia: number };

beforeAll(async () => {
  server = await startTestServer();
  const login = async (user: string) => (await loginWithPassword(server.app, user)).access_token;
  [producer, visitor, operator] = await Promise.all([login('producer'), login('visitor'), login('operator')]);
  const { rows } = await server.db.query<{ id: number }>("SELECT id_ucastnik_trhu AS id FROM user_ucastnik WHERE login = 'producer'");
  producerId = (rows[0] as { id: number }).id;
});

afterAll(async () => {
  await server.close();
});

// Portal calls name the participant they act for, as the UI does.
const tenantOf = (token: string): Record<string, string> => (token === producer ? { 'x-tenant': String(producerId) } : {});
const get = (url: string, token = operator) => server.app.inject({ method: 'GET', url, headers: bearer(token, tenantOf(token)) });
const post = (url: string, payload: unknown, token = operator) =>
  server.app.inject({ method: 'POST', url, headers: bearer(token, { 'content-type': 'application/json', ...tenantOf(token) }), payload: JSON.stringify(payload) });

/** The update body of a stored row: its writable fields and version. */
function bodyOf(row: Row): Record<string, unknown> {
  const { mesto: _mesto, ...rest } = row;
  return rest;
}

describe('participants (core)', () => {
  it('needs the read token: the visitor gets 403', async () => {
    const res = await get(BASE, visitor);
    expect(res.statusCode).toBe(403);
    expect(res.json().hints.reasons.join(' ')).toContain('ucastnik-trhu#read');
  });

  it('seeds a few hundred realistic participants with valid EIC and IČO', async () => {
    const res = await get(`${BASE}?limit(1000,0)&count()`);
    expect(res.statusCode).toBe(200);
    const rows = res.json<Row[]>();
    expect(parseContentRange(String(res.headers['content-range']))?.total).toBeGreaterThanOrEqual(300);
    expect(rows.every((r) => isValidEic(String(r.eic)) && String(r.eic).startsWith('24X'))).toBe(true);
    expect(rows.every((r) => isValidIco(String(r.ico)))).toBe(true);
    // Every seeded row can be saved as it is: the seed keeps the schema's own rules.
    const validate = compileSchema(ucastnikTrhu.updateSchema);
    const invalid = rows.filter((r) => !validate(bodyOf(r)));
    expect(invalid.map((r) => r.nazov)).toEqual([]);
  });

  it('filters by name and by role (a list field holds the value)', async () => {
    const res = await get(`${BASE}?like(nazov,*energ*)&eq(roly,AGREGATOR)&limit(100,0)`);
    expect(res.statusCode).toBe(200);
    const rows = res.json<Row[]>();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(String(r.nazov).toLowerCase()).toContain('energ');
      expect(r.roly).toContain('AGREGATOR');
    }
    const several = await get(`${BASE}?in(roly,SPRAVCA_SKUPINY,AKTIVNY_ODBERATEL)&limit(100,0)`);
    expect(several.json<Row[]>().every((r) => (r.roly as string[]).some((x) => ['SPRAVCA_SKUPINY', 'AKTIVNY_ODBERATEL'].includes(x)))).toBe(true);
  });

  it('refuses a bad IČO and a bad IBAN with field reasons (400), saves a valid change, 409 on a stale version', async () => {
    const row = (await get(`${BASE}${producerId}`)).json<Row>();
    const badIco = await post(`${BASE}${producerId}`, { ...bodyOf(row), ico: '12345678' });
    expect(badIco.statusCode).toBe(400);
    expect(badIco.json().hints.errors.map((e: { field: string }) => e.field)).toContain('ico');
    const badIban = await post(`${BASE}${producerId}`, { ...bodyOf(row), bankoveUcty: [{ iban: 'SK0000000000000000000000', banka: 'Tatra banka, a.s.', mena: 'EUR', hlavny: true }] });
    expect(badIban.statusCode).toBe(400);
    expect(JSON.stringify(badIban.json().hints.errors)).toContain('iban');

    const saved = await post(`${BASE}${producerId}`, { ...bodyOf(row), acerKod: 'C0643278W.EU', roly: [] });
    expect(saved.statusCode).toBe(200);
    // The main kind stays one of the roles.
    expect(saved.json<Row>().roly).toContain('VYROBCA');
    expect(saved.json<Row>().verzia).toBe(row.verzia + 1);
    const stale = await post(`${BASE}${producerId}`, { ...bodyOf(row), acerKod: 'C0643278X.EU' });
    expect(stale.statusCode).toBe(409);

    const history = await get(`${BASE}${producerId}/history`);
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json()[0].zmeny)).toContain('acerKod');
  });

  it('refuses a second main account and an IČ DPH without the DIČ by the served schema’s rules: 400, the reason under the field, in words', async () => {
    const row = (await get(`${BASE}${producerId}`)).json<Row>();
    const account = (iban: string, hlavny: boolean) => ({ iban, banka: 'Tatra banka, a.s.', mena: 'EUR', hlavny });
    const skPost = (payload: unknown) =>
      server.app.inject({ method: 'POST', url: `${BASE}${producerId}`, headers: bearer(operator, { 'content-type': 'application/json', 'x-language': 'sk' }), payload: JSON.stringify(payload) });
    type Refusal = { hints: { fields: Record<string, string[]>; errors: { field: string; keyword: string }[] } };

    const twoMain = await skPost({ ...bodyOf(row), bankoveUcty: [account('SK3112000000198742637541', true), account('SK6109000000002626123458', true)] });
    expect(twoMain.statusCode).toBe(400);
    expect(twoMain.json<Refusal>().hints.fields).toEqual({ 'bankoveUcty.1.hlavny': ['bankoveUcty.1.hlavny: Hlavný môže byť len jeden bankový účet; hlavný je už účet SK3112000000198742637541'] });
    expect(twoMain.json<Refusal>().hints.errors).toMatchObject([{ field: 'bankoveUcty.1.hlavny', keyword: 'oneMainAccount' }]);

    const otherDic = await skPost({ ...bodyOf(row), dic: '2020261353', icDph: 'SK2022726024' });
    expect(otherDic.statusCode).toBe(400);
    expect(otherDic.json<Refusal>().hints.fields).toEqual({ icDph: ['icDph: IČ DPH musí obsahovať DIČ účastníka: SK2020261353'] });
    expect(otherDic.json<Refusal>().hints.errors).toMatchObject([{ field: 'icDph', keyword: 'vatIdHoldsTaxId' }]);

    // The rules are in the schema the form reads (for any id and for `current`).
    for (const path of [`${BASE}schema/post/request`, `${BASE}${producerId}/schema/post/request`]) {
      const schema = (await get(path)).json<{ vatIdHoldsTaxId: unknown; properties: { bankoveUcty: { oneMainAccount: unknown } } }>();
      expect(schema.vatIdHoldsTaxId).toEqual({ vatId: 'icDph', taxId: 'dic' });
      expect(schema.properties.bankoveUcty.oneMainAccount).toEqual({ flag: 'hlavny', name: 'iban' });
    }
    const saved = await skPost({ ...bodyOf(row), dic: '2020261353', icDph: 'SK2020261353', bankoveUcty: [account('SK3112000000198742637541', true), account('SK6109000000002626123458', false)] });
    expect(saved.statusCode).toBe(200);
  });

  it('creates a participant (core staff) and refuses a duplicate EIC with 409', async () => {
    const body = {
      nazov: 'Nová Energia Test s.r.o.',
      eic: '24XZSE-ENERGIA-I',
      ico: '35829052',
      typ: 'DODAVATEL',
      roly: ['DODAVATEL'],
      stav: 'AKTIVNY',
      adresa: { Ulica: 'Hlavná', OrientacneCislo: '1', Psc: '81101', Mesto: 'Bratislava', IdStat: 'SK' },
    };
    const duplicate = await post(BASE, body);
    expect(duplicate.statusCode).toBe(409);
    const badEic = await post(BASE, { ...body, eic: '24XNOVA-ENERG-1A' });
    expect(badEic.statusCode).toBe(400);
    const created = await post(BASE, { ...body, eic: withEicCheck('24XNOVA-ENERG-1') });
    expect(created.statusCode).toBe(201);
    expect(created.json<Row>().verzia).toBe(1);
  });
});

describe('participants (portal)', () => {
  it('lists and reads only the participant the user acts for', async () => {
    const list = await get(`${BASE}?limit(100,0)`, producer);
    expect(list.statusCode).toBe(200);
    expect(list.json<Row[]>().map((r) => r.idUcastnikTrhu)).toEqual([producerId]);
    const other = await get(`${BASE}${producerId + 1}`, producer);
    expect(other.statusCode).toBe(404);
    const otherHistory = await get(`${BASE}${producerId + 1}/history`, producer);
    expect(otherHistory.statusCode).toBe(404);
  });

  it('answers `current` with the tenant’s participant; core staff act for none', async () => {
    const current = await get(`${BASE}current`, producer);
    expect(current.statusCode).toBe(200);
    expect(current.json<Row>().idUcastnikTrhu).toBe(producerId);
    expect((await get(`${BASE}current/schema/post/request`, producer)).statusCode).toBe(200);
    expect((await get(`${BASE}current`, operator)).statusCode).toBe(404);
  });

  it('cannot write: changes go through the participant-change process', async () => {
    const row = (await get(`${BASE}current`, producer)).json<Row>();
    const res = await post(`${BASE}${producerId}`, { ...bodyOf(row), nazov: 'Prepísané' }, producer);
    expect(res.statusCode).toBe(403);
  });
});
