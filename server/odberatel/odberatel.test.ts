// Consumers and their batch imports on a real PGlite with real tokens: permissions, tenant scope,
// field reasons, optimistic locking, and imports of XLSX and CSV files end to end.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseContentRange } from '../../engine/core/rql/contentRange';
import { SUPPLIER_EICS } from '../seed/participants';
import { DEV_SUPPLIER_CONSUMERS } from '../seed/odberatelSeed';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';
import { IMPORT_COLUMNS } from './importRows';
import { sampleCsv, sampleRows, sampleXlsx } from './sampleFile';

const API = '/portalbl/svc';
const CONSUMERS = `${API}/portal/odberatelia/odberatel/`;
const BATCHES = `${API}/portal/odberatelia/odberatel-import/`;
const ERRORS = `${API}/portal/odberatelia/odberatel-import-chyba/`;
const BOUNDARY = '----odberatelTestBoundary';

let server: TestServer;
let supplier: string;
let producer: string;
/** The dev supplier's two participants: A and B. */
let tenantA: number;
let tenantB: number;

interface Row {
  [field: string]: unknown;
}
interface ErrorJson {
  message: string;
  hints: { reasons: string[]; errors?: { field: string }[]; [hint: string]: unknown };
}

beforeAll(async () => {
  server = await startTestServer();
  supplier = (await loginWithPassword(server.app, 'supplier')).access_token;
  producer = (await loginWithPassword(server.app, 'producer')).access_token;
  const { rows } = await server.db.query<{ id: number; eic: string }>('SELECT id_ucastnik_trhu AS id, eic FROM ucastnik_trhu WHERE eic = ANY($1::text[])', [SUPPLIER_EICS]);
  tenantA = rows.find((r) => r.eic === SUPPLIER_EICS[0])?.id as number;
  tenantB = rows.find((r) => r.eic === SUPPLIER_EICS[1])?.id as number;
});

afterAll(async () => {
  await server.close();
});

const as = (tenant: number, token = supplier) => bearer(token, { 'x-tenant': String(tenant) });
const get = (url: string, tenant = tenantA, token = supplier) => server.app.inject({ method: 'GET', url, headers: as(tenant, token) });
const post = (url: string, payload: unknown, tenant = tenantA, token = supplier) =>
  server.app.inject({ method: 'POST', url, headers: { ...as(tenant, token), 'content-type': 'application/json' }, payload: JSON.stringify(payload) });

const person = {
  typ: 'FYZICKA_OSOBA',
  titulPred: 'Ing.',
  meno: 'Zuzana',
  priezvisko: 'Testovacia',
  rodneCislo: '855312/0004',
  adresa: { Ulica: 'Hlavná', PopisneCislo: '5', Psc: '81101', Mesto: 'Bratislava', IdStat: 'SK' },
  telefon: '+421908123456',
  email: 'zuzana.testovacia@example.sk',
  odberneMiesta: [{ eic: '24ZZS00000012343', dodavkaOd: '2025-01-01', dodavkaDo: null }],
};

async function upload(data: Buffer, fileName: string, documentType = 'odberatel.import', tenant = tenantA) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\n${documentType}\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
  return server.app.inject({ method: 'POST', url: `${API}/dms/document`, headers: { ...as(tenant), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload });
}

/** Uploads a file and starts a batch with it; answers the batch's creation response. */
async function startImport(data: Buffer, fileName: string, tenant = tenantA) {
  const stored = await upload(data, fileName, 'odberatel.import', tenant);
  expect(stored.statusCode).toBe(201);
  const doc = stored.json<{ dmsId: string; fileName: string; fileSize: number; contentType: string }>();
  return post(BATCHES, { typ: 'ODBERATELIA', subor: { dmsId: doc.dmsId, fileName: doc.fileName, fileSize: doc.fileSize, contentType: doc.contentType } }, tenant);
}

/** Waits until the worker has finished the batch. */
async function finished(idBatch: number, tenant = tenantA): Promise<Row> {
  for (let i = 0; i < 600; i++) {
    const batch = (await get(`${BATCHES}${idBatch}`, tenant)).json<Row>();
    if (batch.stav !== 'V_SPRACOVANI') return batch;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`batch ${idBatch} still running`);
}

const consumerCount = async (tenant: number) => parseContentRange(String((await get(`${CONSUMERS}?limit(1)&count()`, tenant)).headers['content-range']))?.total;

describe('permissions and tenant scope', () => {
  it('refuses callers without the consumer tokens (403)', async () => {
    const { rows } = await server.db.query<{ id: number }>("SELECT id_ucastnik_trhu AS id FROM ucastnik_trhu WHERE typ = 'VYROBCA' LIMIT 1");
    const producerTenant = rows[0]?.id as number;
    for (const url of [CONSUMERS, `${CONSUMERS}1`, BATCHES, ERRORS, `${BATCHES}sablona/download`]) {
      const res = await server.app.inject({ method: 'GET', url, headers: bearer(producer) });
      expect(res.statusCode, url).toBe(403);
      expect(typeof res.json<ErrorJson>().message, url).toBe('string');
    }
    expect((await post(CONSUMERS, person, producerTenant, producer)).statusCode).toBe(403);
    expect((await post(BATCHES, { typ: 'ODBERATELIA', subor: { dmsId: '00000000-0000-0000-0000-000000000000' } }, producerTenant, producer)).statusCode).toBe(403);
  });

  it('lets core operator staff read consumers and batches but neither create a consumer nor start an import (403)', async () => {
    const operator = (await loginWithPassword(server.app, 'operator')).access_token;
    const read = (url: string) => server.app.inject({ method: 'GET', url, headers: bearer(operator) });
    expect((await read(`${CONSUMERS}?limit(1)`)).statusCode).toBe(200);
    expect((await read(`${BATCHES}?limit(1)`)).statusCode).toBe(200);
    const write = (url: string, payload: unknown) =>
      server.app.inject({ method: 'POST', url, headers: bearer(operator, { 'content-type': 'application/json' }), payload: JSON.stringify(payload) });
    const before = await server.db.query<{ n: number }>('SELECT (SELECT count(*) FROM odberatel)::int + (SELECT count(*) FROM odberatel_import)::int AS n');
    expect((await write(CONSUMERS, { typ: 'PRAVNICKA_OSOBA', nazov: 'X' })).statusCode).toBe(403);
    expect((await write(BATCHES, { typ: 'ODBERATELIA' })).statusCode).toBe(403);
    const after = await server.db.query<{ n: number }>('SELECT (SELECT count(*) FROM odberatel)::int + (SELECT count(*) FROM odberatel_import)::int AS n');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('lists and reads only the current participant’s consumers; another’s are 404', async () => {
    const listA = await get(`${CONSUMERS}?limit(500)&count()`, tenantA);
    expect(listA.statusCode).toBe(200);
    const rowsA = listA.json<Row[]>();
    expect(rowsA.length).toBeGreaterThanOrEqual(DEV_SUPPLIER_CONSUMERS);
    expect(new Set(rowsA.map((r) => r.idUcastnikTrhu))).toEqual(new Set([tenantA]));
    const ofB = (await get(`${CONSUMERS}?limit(1)`, tenantB)).json<Row[]>()[0] as Row;
    expect(ofB.idUcastnikTrhu).toBe(tenantB);
    expect((await get(`${CONSUMERS}${String(ofB.idOdberatel)}`, tenantA)).statusCode).toBe(404);
    expect((await post(`${CONSUMERS}${String(ofB.idOdberatel)}`, { ...person, verzia: ofB.verzia }, tenantA)).statusCode).toBe(404);
    // Filters and the default sort by name.
    const people = (await get(`${CONSUMERS}?eq(typ,PRAVNICKA_OSOBA)&limit(20)`, tenantA)).json<Row[]>();
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((r) => r.typ === 'PRAVNICKA_OSOBA' && typeof r.ico === 'string')).toBe(true);
    const names = people.map((r) => r.oznacenie as string);
    expect(names).toEqual([...names].sort(new Intl.Collator('sk').compare));
  });

  it('keeps import batches, their refused rows and their error files to their participant', async () => {
    const batchesA = (await get(BATCHES, tenantA)).json<Row[]>();
    const batchesB = (await get(BATCHES, tenantB)).json<Row[]>();
    expect(batchesA.length).toBeGreaterThan(0);
    expect(batchesB.length).toBeGreaterThan(0);
    const failed = batchesA.find((b) => b.stav === 'CHYBA') as Row;
    expect(failed).toBeDefined();
    expect((await get(`${BATCHES}${String(failed.idBatch)}`, tenantB)).statusCode).toBe(404);
    expect((await get(`${BATCHES}${String(failed.idBatch)}/errors/download`, tenantB)).statusCode).toBe(404);
    expect((await get(`${ERRORS}?eq(idBatch,${String(failed.idBatch)})`, tenantB)).json()).toEqual([]);
    const own = (await get(`${ERRORS}?eq(idBatch,${String(failed.idBatch)})`, tenantA)).json<Row[]>();
    expect(own).toHaveLength(3);
    expect((await get(`${BATCHES}${String(failed.idBatch)}/errors/download`, tenantA)).statusCode).toBe(200);
  });
});

describe('create and update', () => {
  it('refuses bad values with a reason per field: rodné číslo, a person without a name, IČO', async () => {
    const badRc = await post(CONSUMERS, { ...person, rodneCislo: '800101/1234' });
    expect(badRc.statusCode).toBe(400);
    expect(badRc.json<ErrorJson>().hints.reasons).toEqual(['rodneCislo: Invalid personal ID (format RRMMDD/NNNK)']);
    const noName = await post(CONSUMERS, { ...person, meno: null });
    expect(noName.statusCode).toBe(400);
    expect(noName.json<ErrorJson>().hints.errors?.map((e) => e.field)).toEqual(['meno']);
    const firm = { typ: 'PRAVNICKA_OSOBA', nazov: 'Pekáreň Test s.r.o.', ico: '12345678', adresa: person.adresa };
    const badIco = await post(CONSUMERS, firm);
    expect(badIco.statusCode).toBe(400);
    expect(badIco.json<ErrorJson>().hints.reasons[0]).toMatch(/^ico: .*IČO/);
    const noIco = await post(CONSUMERS, { ...firm, ico: null });
    expect(noIco.json<ErrorJson>().hints.errors?.map((e) => e.field)).toEqual(['ico']);
  });

  it('asks a person’s name, surname and rodné číslo and a company’s name and IČO by the served schema (if/then), in words', async () => {
    const { meno: _meno, rodneCislo: _rc, ...nameless } = person;
    const refused = await post(CONSUMERS, { ...nameless, priezvisko: null });
    expect(refused.statusCode).toBe(400);
    const errors = refused.json<ErrorJson>().hints.errors as { field: string; keyword: string }[];
    // Schema keywords, not a server-side check: the form finds the same before it sends.
    expect(errors.map((e) => [e.field, e.keyword]).sort()).toEqual([['meno', 'required'], ['priezvisko', 'type'], ['rodneCislo', 'required']]);
    expect(refused.json<ErrorJson>().hints.reasons.sort()).toEqual(['meno: is required', 'priezvisko: is required', 'rodneCislo: is required']);
    const company = await post(CONSUMERS, { typ: 'PRAVNICKA_OSOBA', adresa: person.adresa, ico: null });
    expect((company.json<ErrorJson>().hints.errors as { field: string; keyword: string }[]).map((e) => [e.field, e.keyword]).sort()).toEqual([['ico', 'type'], ['nazov', 'required']]);
    // An emptied address is a missing one, also by the schema.
    expect((await post(CONSUMERS, { ...person, adresa: null })).json<ErrorJson>().hints.reasons).toEqual(['adresa: is required']);
    const schema = (await get(`${CONSUMERS}schema/post/request`)).json<{ allOf: { if: unknown; then: { required?: string[] } }[] }>();
    expect(schema.allOf.map((rule) => rule.then.required ?? [])).toEqual([['meno', 'priezvisko', 'rodneCislo'], ['nazov', 'ico'], []]);
  });

  it('accepts a 9-digit rodné číslo only where the consumer is marked born before 1954, else refuses it with a translated reason', async () => {
    const elder = { ...person, meno: 'Jozef', priezvisko: 'Deväťmiestny', rodneCislo: '450101/123', email: null, telefon: null, odberneMiesta: null };
    const inLang = (lang: string, payload: unknown, url = CONSUMERS) =>
      server.app.inject({ method: 'POST', url, headers: { ...as(tenantA), 'content-type': 'application/json', 'x-language': lang }, payload: JSON.stringify(payload) });
    const texts = { sk: 'Deväťmiestne rodné číslo', en: 'A 9-digit personal ID', cs: 'Devítimístné rodné číslo' };
    for (const [lang, start] of Object.entries(texts)) {
      const refused = await inLang(lang, elder);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorJson>().hints.reasons).toHaveLength(1);
      expect(refused.json<ErrorJson>().hints.reasons[0]).toMatch(new RegExp(`^rodneCislo: ${start}`));
    }
    // Marked: a real date before 1954 passes; 9 digits of a later birth, or of no real date, do not.
    expect((await inLang('sk', { ...elder, narodenyPred1954: true, rodneCislo: '600101/123' })).json<ErrorJson>().hints.reasons).toEqual(['rodneCislo: Neplatné rodné číslo (formát RRMMDD/NNNK)']);
    expect((await inLang('sk', { ...elder, narodenyPred1954: true, rodneCislo: '450230/123' })).statusCode).toBe(400);
    const created = await inLang('sk', { ...elder, narodenyPred1954: true });
    expect(created.statusCode).toBe(201);
    const row = created.json<Row>();
    expect(row).toMatchObject({ rodneCislo: '450101123', narodenyPred1954: true });
    // Unmarking it while the 9 digits stay is refused by the schema (400), not by the table (500).
    const unmarked = await inLang('sk', { ...elder, idOdberatel: row.idOdberatel, narodenyPred1954: false, rodneCislo: '450101123', verzia: 1 }, `${CONSUMERS}${String(row.idOdberatel)}`);
    expect(unmarked.statusCode).toBe(400);
    expect(unmarked.json<ErrorJson>().hints.reasons).toHaveLength(1);
    expect(unmarked.json<ErrorJson>().hints.reasons[0]).toMatch(new RegExp(`^rodneCislo: ${texts.sk}`));
    // The served schema carries the rule, so the form checks the same.
    const schema = (await get(`${CONSUMERS}schema/post/request`)).json<{ allOf?: unknown[] }>();
    expect(JSON.stringify(schema.allOf)).toContain('rodne-cislo-9');
  });

  it('refuses a supply ending before it starts and a metering point listed twice under the row’s field, by the served schema’s shared rules', async () => {
    const odberneMiesta = [
      { eic: '24ZZS00000012343', dodavkaOd: '2025-03-05', dodavkaDo: '2025-03-04' },
      { eic: '24ZZS00000012343', dodavkaOd: '2025-01-01', dodavkaDo: null },
    ];
    const refused = await post(CONSUMERS, { ...person, odberneMiesta });
    expect(refused.statusCode).toBe(400);
    const hints = refused.json<ErrorJson>().hints as { reasons: string[]; errors: { field: string; keyword: string }[] };
    expect(hints.reasons.sort()).toEqual(['odberneMiesta.0.dodavkaDo: The end must not be before the start (5. 3. 2025)', 'odberneMiesta.1.eic: 24ZZS00000012343 is listed more than once']);
    expect(hints.errors.map((e) => `${e.field} ${e.keyword}`).sort()).toEqual(['odberneMiesta.0.dodavkaDo dateOrder', 'odberneMiesta.1.eic uniqueBy']);
    // By the row's part they are about (the form shows each under that part of that row, not under the row or the list).
    expect((refused.json<ErrorJson>().hints as { fields?: unknown }).fields).toEqual({
      'odberneMiesta.0.dodavkaDo': ['odberneMiesta.0.dodavkaDo: The end must not be before the start (5. 3. 2025)'],
      'odberneMiesta.1.eic': ['odberneMiesta.1.eic: 24ZZS00000012343 is listed more than once'],
    });
    // The rules are in the schema the form validates with, so it finds the same before sending.
    const schema = (await get(`${CONSUMERS}schema/post/request`)).json<{ properties: Record<string, unknown> }>();
    expect(schema.properties.odberneMiesta).toMatchObject({ uniqueBy: 'eic', items: { dateOrder: { from: 'dodavkaOd', to: 'dodavkaDo' } } });
  });

  it('keeps a 9-digit rodné číslo out of the table unless the born-before-1954 flag is true (a NULL flag too)', async () => {
    const insert = (flag: boolean | null, rc: string) =>
      server.db.query("INSERT INTO odberatel (typ, meno, priezvisko, rodne_cislo, narodeny_pred_1954, adresa, id_ucastnik_trhu) VALUES ('FYZICKA_OSOBA', 'Jozef', 'Tabuľkový', $1, $2, '{}'::jsonb, $3)", [rc, flag, tenantA]);
    await expect(insert(null, '450101124')).rejects.toThrow(/odberatel_rodne_cislo_check/);
    await expect(insert(false, '450101125')).rejects.toThrow(/odberatel_rodne_cislo_check/);
    await expect(insert(true, '450101126')).resolves.toBeDefined();
  });

  it('creates for the current participant (rodné číslo without the slash), 409 on a stale version, 409 on a duplicate', async () => {
    const created = await post(CONSUMERS, person);
    expect(created.statusCode).toBe(201);
    const row = created.json<Row>();
    expect(row).toMatchObject({ idUcastnikTrhu: tenantA, rodneCislo: '8553120004', oznacenie: 'Testovacia Zuzana, Ing.', mesto: 'Bratislava', verzia: 1 });
    const id = String(row.idOdberatel);
    const saved = await post(`${CONSUMERS}${id}`, { ...person, idOdberatel: row.idOdberatel, email: 'nova@example.sk', verzia: 1 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Row>().verzia).toBe(2);
    const stale = await post(`${CONSUMERS}${id}`, { ...person, idOdberatel: row.idOdberatel, verzia: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorJson>().hints.reasons[0]).toContain('verzia');
    expect((await post(CONSUMERS, person)).statusCode).toBe(409);
    // The same person may be a consumer of the other participant.
    expect((await post(CONSUMERS, person, tenantB)).statusCode).toBe(201);
  });
});

describe('batch import', () => {
  const sample = sampleRows(500, { broken: true, offset: 200_000 });
  let file: Buffer;
  let firstBatch: number;

  beforeAll(async () => {
    file = await sampleXlsx(sample.rows);
  });

  it('imports an XLSX: good rows created, each bad row refused with its row, column and message', async () => {
    const before = await consumerCount(tenantA);
    const started = await startImport(file, 'odberatelia-test.xlsx');
    expect(started.statusCode).toBe(201);
    const batch = started.json<Row>();
    expect(batch).toMatchObject({ typ: 'ODBERATELIA', nazovSuboru: 'odberatelia-test.xlsx', idUcastnikTrhu: tenantA });
    expect(started.headers.location).toBe(`${BATCHES}${String(batch.idBatch)}`);
    firstBatch = batch.idBatch as number;
    const done = await finished(firstBatch);
    expect(done).toMatchObject({ stav: 'CHYBA', pocetSpracovanych: 500, pocetUspesnych: 493, pocetExistujucich: 0, pocetChybnych: 7 });
    expect(await consumerCount(tenantA)).toBe((before ?? 0) + 493);
    const errors = (await get(`${ERRORS}?eq(idBatch,${firstBatch})&sort(+riadok)`)).json<Row[]>();
    expect(errors.map((e) => ({ row: e.riadok, column: e.stlpec }))).toEqual(sample.broken);
    const rc = errors.find((e) => e.stlpec === 'rodneCislo') as Row;
    expect(rc.sprava).toBe('rodneCislo: Invalid personal ID (format RRMMDD/NNNK)');
    expect(rc.hodnota).toBe('8001011234');
    expect(errors.find((e) => e.stlpec === 'meno')?.sprava).toBe('meno: is required');
    // The imported consumers carry their batch and their metering points.
    const imported = (await get(`${CONSUMERS}?eq(idBatch,${firstBatch})&limit(1)`)).json<Row[]>()[0] as Row;
    expect(Array.isArray(imported.odberneMiesta)).toBe(true);
  });

  it('gives the refused rows as an XLSX in the caller’s language', async () => {
    const response = await get(`${BATCHES}${firstBatch}/errors/download`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(String(response.headers['content-disposition'])).toContain(`import-errors-${firstBatch}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Row', 'Column', 'Value', 'Error']);
    expect(sheet.rowCount).toBe(8);
    expect(sheet.getRow(2).getCell(1).value).toBe(sample.broken[0]?.row);
  });

  it('creates nothing new when the same file comes again', async () => {
    const before = await consumerCount(tenantA);
    const again = await startImport(file, 'odberatelia-test.xlsx');
    expect(again.statusCode).toBe(201);
    const done = await finished(again.json<Row>().idBatch as number);
    expect(done).toMatchObject({ pocetSpracovanych: 500, pocetUspesnych: 0, pocetExistujucich: 493, pocetChybnych: 7 });
    expect(await consumerCount(tenantA)).toBe(before);
  });

  it('imports a CSV separated by semicolons', async () => {
    const csv = sampleRows(25, { offset: 300_000 });
    const started = await startImport(await sampleCsv(csv.rows), 'odberatelia.csv', tenantB);
    expect(started.statusCode).toBe(201);
    expect(await finished(started.json<Row>().idBatch as number, tenantB)).toMatchObject({ stav: 'USPECH', pocetSpracovanych: 25, pocetUspesnych: 25 });
  });

  it('refuses at once a file that is not CSV or XLSX, an empty one and one with wrong headers', async () => {
    const pdf = await upload(Buffer.from('%PDF-1.7\n%%EOF\n'), 'odberatelia.pdf');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json<ErrorJson>().message).toBe('File type not allowed');
    // A document of another kind cannot be passed off as an import.
    const other = (await upload(Buffer.from('%PDF-1.7\n%%EOF\n'), 'zmluva.pdf', 'zmluva.priloha')).json<{ dmsId: string }>();
    expect((await post(BATCHES, { typ: 'ODBERATELIA', subor: { dmsId: other.dmsId } })).statusCode).toBe(400);
    const empty = await startImport(await sampleCsv([]), 'prazdny.csv');
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorJson>().hints.reasons).toEqual(['The file needs a header row and at least one data row']);
    const zero = await startImport(Buffer.alloc(0), 'nic.csv');
    expect(zero.statusCode).toBe(400);
    const wrong = await startImport(await sampleXlsx(sample.rows.slice(0, 3), ['meno', 'priezvisko', 'Rodne cislo', 'mesto']), 'zle.xlsx');
    expect(wrong.statusCode).toBe(400);
    const body = wrong.json<ErrorJson>();
    expect(body.message).toBe('The file does not have the right columns');
    expect(body.hints.reasons[0]).toBe('Missing columns: typ, rodneCislo, nazov, ico, ulica, psc');
    expect(body.hints.reasons[1]).toMatch(/^Unknown columns: Rodne cislo \(allowed: typ, titulPred/);
    // The form shows the reasons as the server words them in the user's language (forms-data.md).
    for (const [language, empty, missing] of [
      ['sk', 'Súbor musí mať riadok s hlavičkou a aspoň jeden riadok s údajmi', 'Chýbajúce stĺpce: typ, rodneCislo'],
      ['cs', 'Soubor musí mít řádek se záhlavím a alespoň jeden řádek s údaji', 'Chybějící sloupce: typ, rodneCislo'],
    ] as const) {
      for (const [file, name, reason] of [
        [await sampleCsv([]), 'prazdny.csv', empty],
        [await sampleXlsx(sample.rows.slice(0, 3), ['meno', 'priezvisko', 'Rodne cislo', 'mesto']), 'zle.xlsx', missing],
      ] as const) {
        const doc = (await upload(file, name)).json<{ dmsId: string }>();
        const res = await server.app.inject({
          method: 'POST',
          url: BATCHES,
          headers: { ...as(tenantA), 'x-language': language, 'content-type': 'application/json' },
          payload: JSON.stringify({ typ: 'ODBERATELIA', subor: { dmsId: doc.dmsId } }),
        });
        expect(res.statusCode, `${language} ${name}`).toBe(400);
        expect(res.json<ErrorJson>().hints.reasons[0], `${language} ${name}`).toContain(reason);
      }
    }
    const damaged = await startImport(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]), 'poskodeny.xlsx');
    expect(damaged.statusCode).toBe(400);
    expect((await get(BATCHES)).json<Row[]>().some((b) => ['prazdny.csv', 'zle.xlsx', 'poskodeny.xlsx'].includes(b.nazovSuboru as string))).toBe(false);
  });

  it('imports a 9-digit rodné číslo only on a row marked born before 1954, refusing it otherwise with the form’s reason', async () => {
    const base = sampleRows(1, { offset: 310_000 }).rows[0] as Record<string, string>;
    const elder = { ...base, typ: 'FO', meno: 'Imrich', priezvisko: 'Deväťmiestny', rodneCislo: '450101123', nazov: '', ico: '' };
    const rows = [
      { ...elder },
      { ...elder, narodenyPred1954: 'nie', rodneCislo: '450102123' },
      { ...elder, narodenyPred1954: 'áno', rodneCislo: '450103123' },
      { ...elder, narodenyPred1954: 'možno', rodneCislo: base.rodneCislo as string },
    ].map((r, i) => ({ ...r, email: `devat${i}@example.sk`, eic: '' }));
    const header = IMPORT_COLUMNS.filter((c) => c !== 'eic' && c !== 'dodavkaOd' && c !== 'dodavkaDo');
    const started = await startImport(await sampleXlsx(rows, header), 'devatmiestne.xlsx');
    expect(started.statusCode).toBe(201);
    const idBatch = started.json<Row>().idBatch as number;
    expect(await finished(idBatch)).toMatchObject({ pocetSpracovanych: 4, pocetUspesnych: 1, pocetChybnych: 3 });
    const errors = (await get(`${ERRORS}?eq(idBatch,${idBatch})&sort(+riadok)`)).json<Row[]>();
    // The form's own reason (the shared rodne-cislo rule), not a padded 10-digit ID's 'invalid'.
    expect(errors.map((e) => [e.riadok, e.stlpec, e.sprava])).toEqual([
      [2, 'rodneCislo', 'rodneCislo: A 9-digit personal ID (without a check digit) belongs only to people born before 1954 and is not allowed here'],
      [3, 'rodneCislo', 'rodneCislo: A 9-digit personal ID (without a check digit) belongs only to people born before 1954 and is not allowed here'],
      [5, 'narodenyPred1954', 'narodenyPred1954: must be true or false'],
    ]);
    const stored = (await get(`${CONSUMERS}?eq(idBatch,${idBatch})`)).json<Row[]>();
    expect(stored.map((r) => [r.rodneCislo, r.narodenyPred1954])).toEqual([['450103123', true]]);
  });

  it('serves the template: the header row and one example row that imports cleanly', async () => {
    const response = await get(`${BATCHES}sablona/download`);
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['typ', 'titulPred', 'meno']);
    const born = sheet.getRow(1).getCell(IMPORT_COLUMNS.indexOf('narodenyPred1954') + 1);
    expect(born.value).toBe('narodenyPred1954');
    expect(born.note).toBe('Born before 1954');
    const inSlovak = new ExcelJS.Workbook();
    await inSlovak.xlsx.load((await server.app.inject({ method: 'GET', url: `${BATCHES}sablona/download`, headers: { ...as(tenantA), 'x-language': 'sk' } })).rawPayload as unknown as ArrayBuffer);
    expect((inSlovak.worksheets[0] as ExcelJS.Worksheet).getRow(1).getCell(IMPORT_COLUMNS.indexOf('narodenyPred1954') + 1).note).toBe('Narodený pred rokom 1954');
    expect(sheet.rowCount).toBe(2);
    const started = await startImport(response.rawPayload, 'sablona.xlsx', tenantB);
    // Once refused in a CI run with "idBatch … undefined" and no cause shown: the answer says why.
    expect(started.statusCode, started.body).toBeLessThan(300);
    expect(await finished(started.json<Row>().idBatch as number, tenantB)).toMatchObject({ stav: 'USPECH', pocetUspesnych: 1 });
  });
});
