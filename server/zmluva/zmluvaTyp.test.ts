// A contract's type comes from the live zmluva-typ code book, not a list in the schema: a type the
// operator adds is accepted at once, an invalidated one only where a contract already holds it, and
// a type in use cannot be deleted (409 naming the contracts and the addendum templates).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCER_EIC } from '../seed/participants';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';

const API = '/portalbl/svc';
const BASE = '/portal/zmluvy/zmluva/';
const BOOK = '/edc/ciselnik/portal/zmluva-typ/';

let server: TestServer;
let operator: string;
let producerTenant: number;

beforeAll(async () => {
  server = await startTestServer();
  operator = (await loginWithPassword(server.app, 'operator')).access_token;
  const { rows } = await server.db.query<{ id: number }>('SELECT id_ucastnik_trhu AS id FROM ucastnik_trhu WHERE eic = $1', [PRODUCER_EIC]);
  producerTenant = (rows[0] as { id: number }).id;
});

afterAll(async () => {
  await server.close();
});

type Row = Record<string, unknown>;
interface Refusal {
  hints: { reasons: string[]; errors?: { field: string }[] };
}
const call = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown, lang = 'sk') =>
  server.app.inject({ method, url: `${API}${path}`, headers: bearer(operator, { 'x-language': lang }), ...(payload === undefined ? {} : { payload: payload as object }) });
const reasons = (res: { json: <T>() => T }) => res.json<Refusal>().hints.reasons.join(' ');

const contract = (cislo: string, typZmluvy: string) => ({ cisloZmluvy: cislo, typZmluvy, stav: 'AKTIVNA', idUcastnikTrhu: producerTenant, platnostOd: '2026-01-01', kontakty: [] });

describe('contract types from the code book', () => {
  it('serves a schema without a fixed list of types', async () => {
    const schema = (await call('GET', `${BASE}schema/post/request`)).json<{ properties: Record<string, Row> }>();
    expect(schema.properties.typZmluvy).toMatchObject({ type: 'string' });
    expect(schema.properties.typZmluvy).not.toHaveProperty('enum');
  });

  it('accepts a type added to the book at once, keeps it on a stored contract once invalidated, and refuses it anew', async () => {
    const added = await call('POST', BOOK, { kod: 'FLEX_Z', nazov: 'Zmluva o flexibilite', nazovEn: 'Flexibility agreement', poradie: 995, anoPlatny: true });
    expect(added.statusCode, added.body).toBe(201);
    const item = added.json<Row>();
    const created = await call('POST', BASE, contract('FLEX-2026-000001', 'FLEX_Z'));
    expect(created.statusCode, created.body).toBe(201);
    const stored = created.json<Row>();

    const unknown = await call('POST', BASE, contract('FLEX-2026-000002', 'NIKDY'));
    expect(unknown.statusCode).toBe(400);
    expect(reasons(unknown)).toContain('NIKDY');
    expect(unknown.json<Refusal>().hints.errors?.map((e) => e.field)).toEqual(['typZmluvy']);

    const { kod, nazov, nazovEn, poradie, verzia } = item;
    const invalidated = await call('POST', `${BOOK}${String(item.idEdcCiselnik)}`, { kod, nazov, nazovEn, poradie, verzia, anoPlatny: false, platnostOd: null, platnostDo: null });
    expect(invalidated.statusCode, invalidated.body).toBe(200);
    const refused = await call('POST', BASE, contract('FLEX-2026-000003', 'FLEX_Z'));
    expect(refused.statusCode).toBe(400);
    expect(reasons(refused)).toContain('FLEX_Z');
    const kept = await call('POST', `${BASE}${String(stored.idZmluva)}`, { ...stored, predmet: 'Flexibilita odberu' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<Row>()).toMatchObject({ typZmluvy: 'FLEX_Z', predmet: 'Flexibilita odberu' });
    // Changing an old contract to the invalidated type is a new choice: refused.
    const other = (await call('POST', BASE, contract('FLEX-2026-000004', 'KT'))).json<Row>();
    expect((await call('POST', `${BASE}${String(other.idZmluva)}`, { ...other, typZmluvy: 'FLEX_Z' })).statusCode).toBe(400);

    const inUse = await call('DELETE', `${BOOK}${String(item.idEdcCiselnik)}`, undefined, 'en');
    expect(inUse.statusCode).toBe(409);
    expect(reasons(inUse)).toMatch(/FLEX_Z .*contracts \(1\)/);
  });

  it('refuses deleting a type that contracts and addendum templates use, naming both', async () => {
    const kt = (await call('GET', `${BOOK}?eq(kod,KT)`)).json<Row[]>()[0] as Row;
    const res = await call('DELETE', `${BOOK}${String(kt.idEdcCiselnik)}`);
    expect(res.statusCode).toBe(409);
    expect(reasons(res)).toMatch(/zmluvy \(\d+\).*šablóny dodatkov \(\d+\)/);
  });

  it('refuses deleting a distribution system that metering points use', async () => {
    const zsd = (await call('GET', '/edc/ciselnik/edc/sustava/?eq(kod,ZSD)')).json<Row[]>()[0] as Row;
    const res = await call('DELETE', `/edc/ciselnik/edc/sustava/${String(zsd.idEdcCiselnik)}`);
    expect(res.statusCode).toBe(409);
    expect(reasons(res)).toMatch(/odberné miesta \(\d+\)/);
  });
});
