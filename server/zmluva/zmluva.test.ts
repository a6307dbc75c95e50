import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCER_EIC } from '../seed/participants';
import { SEED_CONTRACTS } from '../seed/zmluvySeed';
import { DEMO_PROCESS_CONTRACTS } from '../seed/demoSigningSeed';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';
import { fillVariables } from './notify';
import { compileSchema } from '../api/validation';
import { zmluva } from '../model/zmluva';
import { START_WITHIN_RECORD_PERIOD, storedRulesOf } from '../../engine/core/validation/storedRules';

const API = '/portalbl/svc';
const BASE = `${API}/portal/zmluvy/zmluva/`;

let server: TestServer;
let producer: string;
let operator: string;
let visitor: string;
let producerTenant: number;
let foreignId: number;

interface Row {
  idZmluva: number;
  cisloZmluvy: string;
  typZmluvy: string;
  stav: string;
  idUcastnikTrhu: number;
  platnostOd: string;
  platnostDo: string | null;
  verzia: number;
  kontakty: Record<string, unknown>[] | null;
  dokumenty: Record<string, unknown>[] | null;
  [field: string]: unknown;
}

interface ErrorJson {
  message: string;
  hints: { reasons: string[]; [hint: string]: unknown };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Bratislava' });

beforeAll(async () => {
  server = await startTestServer();
  const login = async (user: string) => (await loginWithPassword(server.app, user)).access_token;
  [producer, operator, visitor] = await Promise.all([login('producer'), login('operator'), login('visitor')]);
  const { rows } = await server.db.query<{ id: number }>('SELECT id_ucastnik_trhu AS id FROM ucastnik_trhu WHERE eic = $1', [PRODUCER_EIC]);
  producerTenant = (rows[0] as { id: number }).id;
  const foreign = await server.db.query<{ id: number }>('SELECT id_zmluva AS id FROM zmluva WHERE id_ucastnik_trhu <> $1 ORDER BY 1 LIMIT 1', [producerTenant]);
  foreignId = (foreign.rows[0] as { id: number }).id;
});

afterAll(async () => {
  await server.close();
});

const headers = (token: string, tenant?: number) => bearer(token, { 'content-type': 'application/json', ...(tenant ? { 'x-tenant': String(tenant) } : {}) });
const get = (url: string, token = operator, tenant?: number) => server.app.inject({ method: 'GET', url, headers: headers(token, tenant) });
const post = (url: string, payload: unknown, token = operator, tenant?: number) =>
  server.app.inject({ method: 'POST', url, headers: headers(token, tenant), payload: JSON.stringify(payload) });

/** A fresh contract of the producer's participant in the given state. */
async function contract(stav: string, extra: Record<string, unknown> = {}): Promise<Row> {
  const n = Math.floor(Math.random() * 1e6);
  const res = await post(BASE, {
    cisloZmluvy: `KT-2026-T${String(n).padStart(6, '0')}`,
    typZmluvy: 'KT',
    stav,
    idUcastnikTrhu: producerTenant,
    datumPodpisu: day(-30),
    platnostOd: day(-20),
    platnostDo: day(300),
    predmet: 'Prístup na krátkodobý trh s elektrinou',
    kontakty: [{ titul: 'Ing.', meno: 'Ľubomír', priezvisko: 'Šťastný', funkcia: 'energetik', telefon: '+421908123456', email: 'lubomir.stastny@example.sk', datDo: null }],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Row>();
}

describe('register', () => {
  it('is seeded with every type and state, a handful for the producer', async () => {
    const all = await get(`${BASE}?limit(1)&count()`);
    // The volume seed's contracts and demo's one taken through its process (seed/demoSigningSeed.ts).
    expect(all.headers['content-range']).toMatch(new RegExp(`/${SEED_CONTRACTS + DEMO_PROCESS_CONTRACTS}$`));
    const { rows } = await server.db.query<{ typy: number; stavy: number }>('SELECT count(DISTINCT typ_zmluvy)::int AS typy, count(DISTINCT stav)::int AS stavy FROM zmluva');
    expect(rows[0]).toEqual({ typy: 12, stavy: 6 });
    const own = await get(`${BASE}?count()`, producer, producerTenant);
    expect(own.statusCode).toBe(200);
    const mine = own.json<Row[]>();
    expect(mine.length).toBeGreaterThanOrEqual(5);
    expect(mine.length).toBeLessThan(20);
    expect(mine.every((r) => r.idUcastnikTrhu === producerTenant)).toBe(true);
  });

  it('seeds contracts that pass their own schema (each can be saved as it is)', async () => {
    const validate = compileSchema(zmluva.updateSchema);
    const rows = (await get(`${BASE}?limit(300)`)).json<Row[]>();
    const invalid = rows.filter((r) => !(validate(r) as boolean)).map((r) => r.cisloZmluvy);
    expect(invalid).toEqual([]);
  });

  it('filters by type, state, participant name or EIC and number prefix', async () => {
    const res = await get(`${BASE}?eq(typZmluvy,ZO)&eq(stav,AKTIVNA)&sort(-platnostOd)&limit(20)`);
    const rows = res.json<Row[]>();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.typZmluvy === 'ZO' && r.stav === 'AKTIVNA')).toBe(true);
    const byEic = await get(`${BASE}?like(ucastnik,*${PRODUCER_EIC.slice(0, 8)}*)&limit(100)`);
    expect(byEic.json<Row[]>().every((r) => r.ucastnikEic === PRODUCER_EIC)).toBe(true);
    const byName = await get(`${BASE}?like(ucastnik,*zlate moravce*)&limit(100)`);
    expect(byName.json<Row[]>().length).toBeGreaterThan(0);
    const prefix = await get(`${BASE}?like(cisloZmluvy,zpu-*)&limit(5)`);
    expect(prefix.json<Row[]>().every((r) => r.cisloZmluvy.startsWith('ZPU-'))).toBe(true);
  });

  it('answers 403 without the token', async () => {
    expect((await get(BASE, visitor)).statusCode).toBe(403);
    // A portal user reads but neither creates nor edits the register.
    const created = await post(BASE, { cisloZmluvy: 'ZO-2026-X00001', typZmluvy: 'ZO', stav: 'AKTIVNA', platnostOd: day(0) }, producer, producerTenant);
    expect(created.statusCode).toBe(403);
    expect((await post(`${BASE}${foreignId}/terminate`, { dovodUkoncenia: 'x', datumUkoncenia: day(1) }, producer, producerTenant)).statusCode).toBe(403);
  });

  it("keeps a portal user to its participant: another's contract is 404", async () => {
    expect((await get(`${BASE}${foreignId}`, producer, producerTenant)).statusCode).toBe(404);
    expect((await get(`${BASE}${foreignId}/history`, producer, producerTenant)).statusCode).toBe(404);
    expect((await get(`${BASE}${foreignId}`)).statusCode).toBe(200);
  });

  it('refuses an expired contact with 400 naming it (msgInvalidContacts) and keeps the rest', async () => {
    const row = await contract('AKTIVNA');
    const res = await post(`${BASE}${row.idZmluva}`, {
      ...row,
      kontakty: [...(row.kontakty ?? []), { meno: 'Mária', priezvisko: 'Ďuricová', datDo: day(-1) }],
    });
    expect(res.statusCode).toBe(400);
    const error = res.json<ErrorJson>();
    expect(error.hints.reasons.join(' ')).toContain('Mária Ďuricová');
    expect(error.hints.reasons.join(' ')).not.toContain('Šťastný');
    expect(error.hints.errors).toEqual([expect.objectContaining({ field: 'kontakty' })]);
    const bad = await post(`${BASE}${row.idZmluva}`, { ...row, kontakty: [{ meno: 'Eva', priezvisko: 'Malá', telefon: '12345' }] });
    expect(bad.statusCode).toBe(400);
    const saved = await post(`${BASE}${row.idZmluva}`, { ...row, kontakty: [{ meno: 'Eva', priezvisko: 'Malá', datDo: day(0) }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Row>().verzia).toBe(row.verzia + 1);
  });

  it('answers 409 on a stale version and 409 on a duplicate number', async () => {
    const row = await contract('AKTIVNA');
    expect((await post(`${BASE}${row.idZmluva}`, { ...row, predmet: 'Prvá zmena' })).statusCode).toBe(200);
    const stale = await post(`${BASE}${row.idZmluva}`, { ...row, predmet: 'Druhá zmena' });
    expect(stale.statusCode).toBe(409);
    const dup = await post(BASE, { cisloZmluvy: row.cisloZmluvy, typZmluvy: 'KT', stav: 'AKTIVNA', idUcastnikTrhu: producerTenant, platnostOd: day(0) });
    expect(dup.statusCode).toBe(409);
  });

  it('keeps one document of each type: a second one is refused under its row, the type named by its label in sk, en and cs', async () => {
    const row = await contract('AKTIVNA');
    const doc = { documentType: 'zmluva.priloha', fileName: 'priloha.pdf', fileSize: 2048, dmsId: '0b9a1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d' };
    const signed = { ...doc, documentType: 'zmluva.podpisana', fileName: 'zmluva.pdf', dmsId: '1b9a1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d' };
    const frames = { sk: 'môže byť uložený len raz', en: 'Only one document of the type', cs: 'může být uložen jen jednou' };
    for (const [lang, frame] of Object.entries(frames)) {
      const inLang = { ...headers(operator), 'x-language': lang };
      const schema = (await server.app.inject({ method: 'GET', url: `${BASE}${row.idZmluva}/schema/post/request`, headers: inLang })).json<{
        properties: { dokumenty: { oneDocumentPerType?: { key: string; codeBook: string; labels: Record<string, string> } } };
      }>();
      const rule = schema.properties.dokumenty.oneDocumentPerType;
      expect(rule).toMatchObject({ key: 'documentType', codeBook: 'document-type' });
      const label = rule?.labels['zmluva.priloha'] ?? '';
      if (lang === 'sk') expect(label).toBe('Príloha zmluvy');
      if (lang === 'en') expect(label).toBe('Contract attachment');
      expect(label).not.toBe('');
      const body = { ...row, dokumenty: [doc, signed, { ...doc, fileName: 'priloha-2.pdf' }] };
      const refused = await server.app.inject({ method: 'POST', url: `${BASE}${row.idZmluva}`, headers: inLang, payload: JSON.stringify(body) });
      expect(refused.statusCode, lang).toBe(400);
      const hints = refused.json<ErrorJson>().hints as { reasons: string[]; errors: { field: string; keyword: string }[] };
      expect(hints.errors).toEqual([expect.objectContaining({ field: 'dokumenty.2.documentType', keyword: 'oneDocumentPerType' })]);
      expect(hints.reasons).toEqual([expect.stringContaining(label)]);
      expect(hints.reasons[0]).toContain(frame);
      expect(hints.reasons[0]).not.toContain('zmluva.priloha');
    }
    // A new contract's body is checked alike.
    const created = await post(BASE, { cisloZmluvy: 'KT-2026-D000001', typZmluvy: 'KT', stav: 'AKTIVNA', idUcastnikTrhu: producerTenant, platnostOd: day(0), dokumenty: [doc, { ...doc }] });
    expect(created.statusCode).toBe(400);
    expect((created.json<ErrorJson>().hints as unknown as { errors: { keyword: string }[] }).errors.map((e) => e.keyword)).toEqual(['oneDocumentPerType']);
  });

  it('keeps the history of a contract for its participant', async () => {
    const row = await contract('AKTIVNA');
    await post(`${BASE}${row.idZmluva}`, { ...row, predmet: 'Zmenený predmet' });
    const history = await get(`${BASE}${row.idZmluva}/history`, producer, producerTenant);
    expect(history.statusCode).toBe(200);
    const entries = history.json<{ akcia: string; zmeny: { field: string }[] }[]>();
    expect(entries.map((e) => e.akcia)).toEqual(['UPDATE', 'CREATE']);
    expect(entries[0]?.zmeny.map((z) => z.field)).toEqual(['predmet']);
  });
});

describe('actions', () => {
  it('terminates with a reason only a contract in force, and not in the past', async () => {
    const draft = await contract('V_PROCESE');
    const wrong = await post(`${BASE}${draft.idZmluva}/terminate`, { dovodUkoncenia: 'Dohoda strán', datumUkoncenia: day(10) });
    expect(wrong.statusCode).toBe(409);
    const row = await contract('AKTIVNA');
    const missing = await post(`${BASE}${row.idZmluva}/terminate`, { datumUkoncenia: day(10) });
    expect(missing.statusCode).toBe(400);
    const long = await post(`${BASE}${row.idZmluva}/terminate`, { dovodUkoncenia: 'x'.repeat(501), datumUkoncenia: day(10) });
    expect(long.statusCode).toBe(400);
    const past = await post(`${BASE}${row.idZmluva}/terminate`, { dovodUkoncenia: 'Dohoda strán', datumUkoncenia: day(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json<ErrorJson>().hints.errors).toEqual([expect.objectContaining({ field: 'datumUkoncenia' })]);
    const done = await post(`${BASE}${row.idZmluva}/terminate`, { dovodUkoncenia: 'Dohoda zmluvných strán', datumUkoncenia: day(10) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<Row>()).toMatchObject({ stav: 'ZRUSENA', dovodUkoncenia: 'Dohoda zmluvných strán', datumUkoncenia: day(10), platnostDo: day(10), verzia: row.verzia + 1 });
    expect((await post(`${BASE}${row.idZmluva}/terminate`, { dovodUkoncenia: 'Znova', datumUkoncenia: day(10) })).statusCode).toBe(409);
    expect((await get(`${BASE}${row.idZmluva}/terminate/schema/post/request`)).json()).toMatchObject({ required: ['dovodUkoncenia', 'datumUkoncenia'] });
  });

  it('renews to a later end only', async () => {
    const row = await contract('AKTIVNA');
    const earlier = await post(`${BASE}${row.idZmluva}/renew`, { platnostDo: day(100) });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json<ErrorJson>().hints.errors).toEqual([expect.objectContaining({ field: 'platnostDo', keyword: 'check' })]);
    // A day in the past: the served schema's bound (the dialog checks it too), before any stored fact.
    const past = await post(`${BASE}${row.idZmluva}/renew`, { platnostDo: day(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json<ErrorJson>().hints.errors).toEqual([expect.objectContaining({ field: 'platnostDo', keyword: 'minDate' })]);
    expect((await get(`${BASE}${row.idZmluva}/renew/schema/post/request`)).json<{ properties: { platnostDo: { minDate?: string } } }>().properties.platnostDo.minDate).toBe('today');
    const done = await post(`${BASE}${row.idZmluva}/renew`, { platnostDo: day(800) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<Row>().platnostDo).toBe(day(800));
    const ended = await contract('NEAKTIVNA');
    expect((await post(`${BASE}${ended.idZmluva}/renew`, { platnostDo: day(900) })).statusCode).toBe(409);
  });

  it('adds numbered addenda from a template, listed for the participant', async () => {
    const row = await contract('AKTIVNA');
    const { rows } = await server.db.query<{ id: number }>(
      `SELECT id_addendum_template AS id FROM addendum_template WHERE typy_zmluvy @> '{KT}' AND platnost_od <= current_date AND platnost_do IS NULL ORDER BY 1 LIMIT 1`,
    );
    const template = (rows[0] as { id: number }).id;
    const first = await post(`${BASE}${row.idZmluva}/addendum`, { idAddendumTemplate: template, platnostOd: day(1), popis: 'Zmena kontaktných osôb' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ cisloDodatku: 1, idZmluva: row.idZmluva });
    // The text is the template filled with the contract's data; no placeholder is left.
    const text = first.json<{ text: string }>().text;
    expect(text).toContain(`k zmluve č. ${String(row.cisloZmluvy)}`);
    expect(text).toContain('DODATOK č. 1');
    expect(text).not.toMatch(/\{\{/);
    // A template of another contract type is not offered and is refused.
    const { rows: other } = await server.db.query<{ id: number }>(`SELECT id_addendum_template AS id FROM addendum_template WHERE NOT typy_zmluvy @> '{KT}' ORDER BY 1 LIMIT 1`);
    const foreign = await post(`${BASE}${row.idZmluva}/addendum`, { idAddendumTemplate: (other[0] as { id: number }).id, platnostOd: day(1) });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body).toContain('idAddendumTemplate');
    const second = await post(`${BASE}${row.idZmluva}/addendum`, { idAddendumTemplate: template, platnostOd: day(2) });
    expect(second.json()).toMatchObject({ cisloDodatku: 2 });
    const unknown = await post(`${BASE}${row.idZmluva}/addendum`, { idAddendumTemplate: 999999, platnostOd: day(2) });
    expect(unknown.statusCode).toBe(400);
    const listed = await get(`${API}/portal/zmluvy/zmluva-dodatok/?eq(idZmluva,${row.idZmluva})`, producer, producerTenant);
    expect(listed.json<{ cisloDodatku: number; sablonaNazov: string }[]>().map((a) => a.cisloDodatku)).toEqual([1, 2]);
    const draft = await contract('ZAMIETNUTA');
    expect((await post(`${BASE}${draft.idZmluva}/addendum`, { idAddendumTemplate: template, platnostOd: day(1) })).statusCode).toBe(409);
  });

  it('refuses an addendum starting outside the contract’s period under its first day, by the shared rule the dialog runs before sending', async () => {
    const row = await contract('AKTIVNA');
    const { rows } = await server.db.query<{ id: number }>(
      `SELECT id_addendum_template AS id FROM addendum_template WHERE typy_zmluvy @> '{KT}' AND platnost_od <= current_date AND platnost_do IS NULL ORDER BY 1 LIMIT 1`,
    );
    const template = (rows[0] as { id: number }).id;
    const shown = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, (_m, y: string, m: string, d: string) => `${Number(d)}. ${Number(m)}. ${y}`);
    const inLang = (lang: string, platnostOd: string) =>
      server.app.inject({ method: 'POST', url: `${BASE}${row.idZmluva}/addendum`, headers: { ...headers(operator), 'x-language': lang }, payload: JSON.stringify({ idAddendumTemplate: template, platnostOd }) });
    const early = await inLang('sk', day(-21));
    expect(early.statusCode).toBe(400);
    const hints = early.json<{ hints: { fields: Record<string, string[]>; errors: { field: string; keyword: string }[] } }>().hints;
    expect(hints.fields).toEqual({ platnostOd: [`platnostOd: Dátum nesmie byť skôr ako začiatok platnosti (${shown(day(-20))})`] });
    expect(hints.errors).toMatchObject([{ field: 'platnostOd', keyword: 'startWithinRecordPeriod' }]);
    const late = await inLang('en', day(301));
    expect(late.statusCode).toBe(400);
    expect(late.json<ErrorJson>().hints.fields).toEqual({ platnostOd: [`platnostOd: The date must not be after the validity ends (${shown(day(300))})`] });
    expect((await inLang('cs', day(301))).json<ErrorJson>().hints.reasons).toEqual([`platnostOd: Datum nesmí být později než konec platnosti (${shown(day(300))})`]);
    // Nothing was added; the contract's own bounds are allowed.
    expect((await server.db.query('SELECT 1 FROM zmluva_dodatok WHERE id_zmluva = $1', [row.idZmluva])).rows).toHaveLength(0);
    expect((await inLang('sk', day(300))).statusCode).toBe(200);
    // The form reads the rule from the served schema and the contract's period from its facts route.
    const schema = (await get(`${BASE}${row.idZmluva}/addendum/schema/post/request`)).json();
    expect(storedRulesOf(schema).map((rule) => rule.name)).toEqual(['startWithinRecordPeriod']);
    const facts = (await get(`${BASE}rules/startWithinRecordPeriod?id=${row.idZmluva}`)).json<{ facts: { od: string; do: string | null } }>().facts;
    expect(facts).toEqual({ od: day(-20), do: day(300) });
    expect(START_WITHIN_RECORD_PERIOD.check({ platnostOd: day(-21) }, facts)?.key).toBe('validation.dateBeforePeriod');
    // Only who may run the action reads its facts; an unknown contract has none.
    expect((await get(`${BASE}rules/startWithinRecordPeriod?id=${row.idZmluva}`, producer, producerTenant)).statusCode).toBe(403);
    expect((await get(`${BASE}rules/startWithinRecordPeriod?id=999999999`)).json()).toEqual({ facts: null });
    // A contract not in force is refused for its state first (409), whatever the date.
    const draft = await contract('ZAMIETNUTA');
    expect((await post(`${BASE}${draft.idZmluva}/addendum`, { idAddendumTemplate: template, platnostOd: day(-200) })).statusCode).toBe(409);
  });

  it('generates a DOCX of the contract with its diacritics, stored in the DMS and listed among its documents', async () => {
    const row = await contract('AKTIVNA');
    const res = await post(`${BASE}${row.idZmluva}/generate-documents`, { sablona: 'ZMLUVA', format: 'DOCX' });
    expect(res.statusCode, res.body).toBe(200);
    const documents = res.json<Row>().dokumenty ?? [];
    expect(documents).toHaveLength(1);
    const doc = documents[0] as { dmsId: string; fileName: string; generated: boolean };
    expect(doc).toMatchObject({ fileName: `${row.cisloZmluvy}.docx`, generated: true, documentType: 'zmluva.vygenerovana' });
    const download = await get(`${API}/dms/document/${doc.dmsId}/content/download`, producer, producerTenant);
    expect(download.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(download.rawPayload));
    const xml = strFromU8(files['word/document.xml'] as Uint8Array);
    expect(xml).toContain('Zmluva o prístupe ku krátkodobému trhu s elektrinou');
    expect(xml).toContain('Ing. Ľubomír Šťastný');
    expect(xml).toContain('Solárny park Zlaté Moravce s.r.o.');
    // Generating again replaces the generated document (one per type).
    const again = await post(`${BASE}${row.idZmluva}/generate-documents`, { sablona: 'SUHRN', format: 'DOCX' });
    expect(again.json<Row>().dokumenty).toHaveLength(1);
    expect((await post(`${BASE}${row.idZmluva}/generate-documents`, { sablona: 'ZMLUVA', format: 'PDF' })).statusCode).toBe(400);
  });

  it('notifies in bulk through a background job with counts, notifications and mailbox messages', async () => {
    const mine = await contract('AKTIVNA', { typZmluvy: 'DUA' });
    const { rows } = await server.db.query<{ id: number; cislo: string }>(
      "SELECT id_zmluva AS id, cislo_zmluvy AS cislo FROM zmluva WHERE typ_zmluvy = 'DUA' AND id_ucastnik_trhu <> $1 AND NOT EXISTS (SELECT 1 FROM user_ucastnik m WHERE m.id_ucastnik_trhu = zmluva.id_ucastnik_trhu) ORDER BY 1 LIMIT 2",
      [producerTenant],
    );
    const ids = [mine.idZmluva, ...rows.map((r) => r.id)];
    const body = { sablona: 'ZMENA_PODMIENOK', kanal: 'SCHRANKA', predmet: 'Zmena podmienok zmluvy {cisloZmluvy}', text: 'Vážený účastník {ucastnik}, zmluva {cisloZmluvy} platí do {platnostDo}.' };
    const mixed = await post(`${BASE}notify`, { ...body, ids: [mine.idZmluva, foreignId] });
    const foreignType = (await get(`${BASE}${foreignId}`)).json<Row>().typZmluvy;
    if (foreignType !== 'DUA') expect(mixed.statusCode).toBe(400);
    // Unknown variables: the served schema's knownPlaceholders (the form runs it too), under the field, naming them.
    const unknown = await post(`${BASE}notify`, { ...body, text: 'Ahoj {neznama}', ids });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorJson>().hints.errors).toEqual([expect.objectContaining({ field: 'text', keyword: 'knownPlaceholders' })]);
    expect(unknown.json<ErrorJson>().hints.reasons.join(' ')).toContain('{neznama}');
    const served = (await get(`${BASE}notify/schema/post/request`)).json<{ properties: Record<string, { knownPlaceholders?: unknown }> }>();
    expect(served.properties.text?.knownPlaceholders).toEqual({ names: ['cisloZmluvy', 'typZmluvy', 'ucastnik', 'platnostOd', 'platnostDo'], syntax: 'single' });
    expect(served.properties.predmet?.knownPlaceholders).toEqual(served.properties.text?.knownPlaceholders);
    expect((await post(`${BASE}notify`, { ...body, ids: [] })).statusCode).toBe(400);
    expect((await post(`${BASE}notify`, { ...body, ids }, producer, producerTenant)).statusCode).toBe(403);
    const res = await post(`${BASE}notify`, { ...body, ids });
    expect(res.statusCode, res.body).toBe(200);
    const { code } = res.json<{ code: string }>();
    expect(code).toMatch(/^NOT-\d{4}-\d{6}$/);
    let job: Record<string, unknown> = {};
    for (let i = 0; i < 100; i += 1) {
      job = (await get(`${API}/portal/zmluvy/spracovanie/${code}`)).json();
      if (job.stav !== 'V_SPRACOVANI') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(job).toMatchObject({ code, typ: 'NOTIFIKACIA', celkom: ids.length, spracovane: ids.length, uspesne: 1, chybne: ids.length - 1, stav: ids.length > 1 ? 'CHYBA' : 'USPECH' });
    const errors = (await get(`${API}/portal/zmluvy/spracovanie-chyba/?eq(code,${code})`)).json<{ chybaKod: string }[]>();
    expect(errors.map((e) => e.chybaKod)).toEqual(rows.map(() => 'BEZ_PRIJEMCU'));
    const sent = (await get(`${API}/portal/zmluvy/notifikacia/?eq(codeSpracovanie,${code})`)).json<{ prijemca: string; text: string; cisloZmluvy: string }[]>();
    expect(sent).toEqual([expect.objectContaining({ prijemca: 'producer', cisloZmluvy: mine.cisloZmluvy })]);
    expect(sent[0]?.text).toContain(`Vážený účastník Solárny park Zlaté Moravce s.r.o., zmluva ${mine.cisloZmluvy} platí do`);
    const mailbox = (await get(`${API}/edc/schranky/schranka/?limit(1)`, producer, producerTenant)).json<{ predmet: string }[]>();
    expect(mailbox[0]?.predmet).toBe(`Zmena podmienok zmluvy ${mine.cisloZmluvy}`);
    // Core only: the portal sees neither jobs nor the notification history.
    expect((await get(`${API}/portal/zmluvy/spracovanie/`, producer, producerTenant)).statusCode).toBe(403);
    expect((await get(`${API}/portal/zmluvy/notifikacia/`, producer, producerTenant)).statusCode).toBe(403);
  });

  it('refuses a bulk notification of contracts of several types above the form, naming the types by their labels', async () => {
    const [kt, dua] = [await contract('AKTIVNA'), await contract('AKTIVNA', { typZmluvy: 'DUA' })];
    const body = { sablona: 'VSEOBECNA', kanal: 'SCHRANKA', predmet: 'Oznam', text: 'Text', ids: [kt.idZmluva, dua.idZmluva] };
    const inLang = (lang: string) => server.app.inject({ method: 'POST', url: `${BASE}notify`, headers: { ...headers(operator), 'x-language': lang }, payload: JSON.stringify(body) });
    const sk = await inLang('sk');
    expect(sk.statusCode).toBe(400);
    const refusal = sk.json<ErrorJson>();
    expect(refusal.hints.reasons).toEqual([
      'Vybrané zmluvy musia byť rovnakého typu, vybrali ste: Zmluva o krátkodobom trhu (1), Zmluva o dátovom účte (1). Vyberte zmluvy jedného typu (napr. filtrom Typ zmluvy).',
    ]);
    // About the selection, not a field: nothing listed by field, no `ids` in the text.
    expect(refusal.hints.fields).toBeUndefined();
    const en = await inLang('en');
    expect(en.json<ErrorJson>().hints.reasons[0]).toContain('you selected: Short-term market agreement (1), Data account agreement (1).');
    const cs = await inLang('cs');
    expect(cs.json<ErrorJson>().hints.reasons[0]).toMatch(/^Vybrané smlouvy musí být stejného typu, vybrali jste: Smlouva o krátkodobém trhu \(1\), Smlouva o datovém účtu \(1\)\./);
  });

  it('fills notification variables, leaving unknown ones as written', () => {
    expect(fillVariables('{ucastnik}: {cisloZmluvy} {x}', { ucastnik: 'Žilina a.s.', cisloZmluvy: 'ZO-1' })).toBe('Žilina a.s.: ZO-1 {x}');
  });
});

describe('processes', () => {
  it('lists the seeded jobs and notifications for core staff', async () => {
    const jobs = await get(`${API}/portal/zmluvy/spracovanie/?count()`);
    expect(jobs.json<{ stav: string }[]>().length).toBeGreaterThanOrEqual(5);
    const notes = await get(`${API}/portal/zmluvy/notifikacia/?limit(1)&count()`);
    expect(Number(String(notes.headers['content-range']).split('/')[1])).toBeGreaterThan(1500);
  });
});
