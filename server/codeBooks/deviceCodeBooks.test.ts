// A device's support type (typ-podpory) and a technology's category (kategoria-technologie) come from
// the live mixed code books, not lists in the schemas: an item the operator adds is accepted at once,
// an invalidated one only where a stored row already holds it, and an item in use cannot be deleted
// (409 naming the devices or the technologies).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withEicCheck } from '../../engine/core/validation/eicCheck';
import { PRODUCER_EIC } from '../seed/participants';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';

const API = '/portalbl/svc';
const DEVICES = '/portal/vyrobne-zariadenia/vyrobne-zariadenie/';
const TECHNOLOGIES = '/portal/zmluvy/technologia/';
const SUPPORT_BOOK = '/edc/ciselnik/mixed/vyrobne_zariadenie/typ_podpory/';
const CATEGORY_BOOK = '/edc/ciselnik/mixed/technologia/kategoria/';

let server: TestServer;
let operator: string;
let producer: string;
let producerTenant: string;

beforeAll(async () => {
  server = await startTestServer();
  operator = (await loginWithPassword(server.app, 'operator')).access_token;
  producer = (await loginWithPassword(server.app, 'producer')).access_token;
  const { rows } = await server.db.query<{ id: number }>('SELECT id_ucastnik_trhu AS id FROM ucastnik_trhu WHERE eic = $1', [PRODUCER_EIC]);
  producerTenant = String((rows[0] as { id: number }).id);
});

afterAll(async () => {
  await server.close();
});

type Row = Record<string, unknown>;
interface Refusal {
  hints: { reasons: string[]; errors?: { field: string }[] };
}
const call = (token: string, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown, lang = 'sk') =>
  server.app.inject({
    method,
    url: `${API}${path}`,
    headers: bearer(token, { 'x-language': lang, ...(token === producer ? { 'x-tenant': producerTenant } : {}) }),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const reasons = (res: { json: <T>() => T }) => res.json<Refusal>().hints.reasons.join(' ');
const fields = (res: { json: <T>() => T }) => res.json<Refusal>().hints.errors?.map((e) => e.field);

/** Adds an item to a book (operator) and returns it. */
async function addItem(book: string, kod: string, nazov: string): Promise<Row> {
  const res = await call(operator, 'POST', book, { kod, nazov, nazovEn: nazov, poradie: 990, anoPlatny: true });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Row>();
}

/** Invalidates a book's item (it stays listed for old rows). */
async function invalidate(book: string, item: Row): Promise<void> {
  const { kod, nazov, nazovEn, poradie, verzia } = item;
  const res = await call(operator, 'POST', `${book}${String(item.idEdcCiselnik)}`, { kod, nazov, nazovEn, poradie, verzia, anoPlatny: false, platnostOd: null, platnostDo: null });
  expect(res.statusCode, res.body).toBe(200);
}

const device = (eic: string, typPodpory: string) => ({ eic: withEicCheck(eic), nazov: `FVE ${eic}`, idTechnologia: 1, instalovanyVykonKw: 10, typPodpory, stav: 'V_KONANI' });
const technology = (kod: string, kategoria: string) => ({ kod, nazov: `Technológia ${kod}`, popis: null, kategoria, stav: 'AKTIVNA', obnovitelna: true, ucinnost: null, platnostOd: '2026-01-01', platnostDo: null });

describe('support types and technology categories from the code books', () => {
  it('serves schemas without fixed lists', async () => {
    const device = (await call(operator, 'GET', `${DEVICES}schema/post/request`)).json<{ properties: Record<string, Row> }>();
    expect(device.properties.typPodpory).toMatchObject({ type: 'string' });
    expect(device.properties.typPodpory).not.toHaveProperty('enum');
    const tech = (await call(operator, 'GET', `${TECHNOLOGIES}schema/post/request`)).json<{ properties: Record<string, Row> }>();
    expect(tech.properties.kategoria).toMatchObject({ type: 'string' });
    expect(tech.properties.kategoria).not.toHaveProperty('enum');
  });

  it('accepts a support type added to the book, keeps it on a stored device once invalidated, refuses it anew, and refuses deleting it', async () => {
    const item = await addItem(SUPPORT_BOOK, 'KOMUNITNA_PODPORA', 'Komunitná podpora');
    const created = await call(producer, 'POST', DEVICES, device('24WKODBOOKTEST1', 'KOMUNITNA_PODPORA'));
    expect(created.statusCode, created.body).toBe(201);
    const stored = created.json<Row>();

    const unknown = await call(producer, 'POST', DEVICES, device('24WKODBOOKTEST2', 'NIKDY'));
    expect(unknown.statusCode).toBe(400);
    expect(reasons(unknown)).toContain('NIKDY');
    expect(fields(unknown)).toEqual(['typPodpory']);

    await invalidate(SUPPORT_BOOK, item);
    const refused = await call(producer, 'POST', DEVICES, device('24WKODBOOKTEST3', 'KOMUNITNA_PODPORA'));
    expect(refused.statusCode).toBe(400);
    expect(reasons(refused)).toContain('KOMUNITNA_PODPORA');
    const kept = await call(producer, 'POST', `${DEVICES}${String(stored.idZariadVyr)}`, { ...stored, poznamka: 'Stará podpora ostáva' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<Row>()).toMatchObject({ typPodpory: 'KOMUNITNA_PODPORA', poznamka: 'Stará podpora ostáva' });

    const inUse = await call(operator, 'DELETE', `${SUPPORT_BOOK}${String(item.idEdcCiselnik)}`, undefined, 'en');
    expect(inUse.statusCode).toBe(409);
    expect(reasons(inUse)).toMatch(/KOMUNITNA_PODPORA .*production devices \(1\)/);
  });

  it('accepts a technology category added to the book, keeps it on a stored technology once invalidated, refuses it anew, and refuses deleting it', async () => {
    const item = await addItem(CATEGORY_BOOK, 'VODIK', 'Vodík');
    const created = await call(operator, 'POST', TECHNOLOGIES, technology('H2_ELEKTROLYZA', 'VODIK'));
    expect(created.statusCode, created.body).toBe(201);
    const stored = created.json<Row>();

    const unknown = await call(operator, 'POST', TECHNOLOGIES, technology('NEZNAMA_KAT', 'NIKDY'));
    expect(unknown.statusCode).toBe(400);
    expect(fields(unknown)).toEqual(['kategoria']);

    await invalidate(CATEGORY_BOOK, item);
    expect((await call(operator, 'POST', TECHNOLOGIES, technology('H2_PALIVOVY', 'VODIK'))).statusCode).toBe(400);
    const kept = await call(operator, 'POST', `${TECHNOLOGIES}${String(stored.idTechnologia)}`, { ...stored, popis: 'Elektrolýza vody' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<Row>()).toMatchObject({ kategoria: 'VODIK', popis: 'Elektrolýza vody' });

    const inUse = await call(operator, 'DELETE', `${CATEGORY_BOOK}${String(item.idEdcCiselnik)}`, undefined, 'en');
    expect(inUse.statusCode).toBe(409);
    expect(reasons(inUse)).toMatch(/VODIK .*technologies \(1\)/);
  });

  it('deletes a support type nobody uses', async () => {
    const item = await addItem(SUPPORT_BOOK, 'NEPOUZITA', 'Nepoužitá');
    const res = await call(operator, 'DELETE', `${SUPPORT_BOOK}${String(item.idEdcCiselnik)}`);
    expect(res.statusCode, res.body).toBe(204);
  });
});
