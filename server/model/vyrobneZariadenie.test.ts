// The production device's form fields on a real PGlite: address and documents kept whole (jsonb),
// the catalogue's formats checked with the same messages as the browser, documents stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withEicCheck } from '../../engine/core/validation/eicCheck';
import { compileSchema } from '../api/validation';
import { PRODUCER_EIC } from '../seed/participants';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';
import { addressSchema } from './address';
import { checkVyrobneZariadenieChange, prepareVyrobneZariadenie } from './vyrobneZariadenie';

const BASE = '/portalbl/svc/portal/vyrobne-zariadenia/vyrobne-zariadenie/';
let DMS_ID = '';
let FOREIGN_DMS_ID = '';

/** A stored DMS document (2048 bytes of a PDF) of the given uploader and participant. */
async function storeDocument(createdBy: string, participant: number | null): Promise<string> {
  const bytes = new Uint8Array(2048);
  const { rows } = await server.db.query<{ id: string }>(
    `INSERT INTO dms_document (document_type, file_name, content_type, file_size, sha256, obsah, public_upload, created_by, id_ucastnik_trhu)
     VALUES ('vyrobne-zariadenie.revizna-sprava', 'revízia.pdf', 'application/pdf', 2048, $1, $2::bytea, false, $3, $4) RETURNING dms_id::text AS id`,
    ['0'.repeat(64), bytes, createdBy, participant],
  );
  return (rows[0] as { id: string }).id;
}

let server: TestServer;
let token = '';
let tenant = '';

beforeAll(async () => {
  server = await startTestServer();
  token = (await loginWithPassword(server.app, 'producer')).access_token;
  const { rows } = await server.db.query<{ id: number }>('SELECT id_ucastnik_trhu AS id FROM ucastnik_trhu WHERE eic = $1', [PRODUCER_EIC]);
  tenant = String(rows[0]?.id);
  DMS_ID = await storeDocument('producer', Number(tenant));
  FOREIGN_DMS_ID = await storeDocument('supplier', null);
});

afterAll(async () => {
  await server?.close();
});

function device(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    eic: withEicCheck('24WFORMTEST0001'),
    nazov: 'FVE Formulár',
    idTechnologia: 1,
    instalovanyVykonKw: 12.345,
    typPodpory: 'VYKUP',
    // In proceedings: an active device needs a generator first.
    stav: 'V_KONANI',
    ...extra,
  };
}

const auth = () => bearer(token, { 'x-tenant': tenant });

async function post(url: string, body: unknown, language = 'sk') {
  return server.app.inject({ method: 'POST', url, headers: { ...auth(), 'x-language': language }, payload: body as object });
}

describe('address schema', () => {
  const validate = compileSchema({ type: 'object', properties: { a: addressSchema() }, additionalProperties: false });

  it('accepts every part, including cadastral area, parcel number, P. O. box and unit', () => {
    const full = { Ulica: 'Hlavná', PopisneCislo: '1', OrientacneCislo: '2A', Psc: '94901', Mesto: 'Nitra', IdStat: 'SK', KatastUzemie: 'Párovské Háje', CisloParcely: '1234/5', Pobox: '12', Utvar: 'Odbor výroby' };
    expect(validate({ a: full })).toBe(true);
    expect(validate({ a: null })).toBe(true);
  });

  it.each([
    [{ Mesto: 'Nitra', IdStat: 'SK', CisloParcely: '12a' }, 'format'],
    [{ Mesto: 'Nitra', IdStat: 'SK', Pobox: 'P.O.BOX 5' }, 'format'],
    [{ Mesto: 'Nitra', IdStat: 'sk' }, 'pattern'],
    [{ Mesto: 'Nitra', IdStat: 'SK', Psc: '9490' }, 'format'],
    [{ IdStat: 'SK' }, 'required'],
    [{ Mesto: 'Nitra', IdStat: 'SK', Poschodie: '3' }, 'additionalProperties'],
  ])('refuses %j', (address, keyword) => {
    expect(validate({ a: address })).toBe(false);
    expect(validate.errors?.map((e) => e.keyword)).toContain(keyword);
  });
});

describe('device rules', () => {
  it('support must not end before the device starts (the served schema’s dateOrder, under the end, in words)', async () => {
    const early = await post(BASE, device({ datumUvedeniaDoPrevadzky: '2024-03-05', datumUkonceniaPodpory: '2024-03-04' }));
    expect(early.statusCode).toBe(400);
    expect(early.json<{ hints: { reasons: string[]; errors: { field: string; keyword: string }[] } }>().hints).toMatchObject({
      reasons: ['datumUkonceniaPodpory: Koniec nesmie byť skôr ako začiatok (5. 3. 2024)'],
      errors: [{ field: 'datumUkonceniaPodpory', keyword: 'dateOrder' }],
    });
    const schema = (await server.app.inject({ method: 'GET', url: `${BASE}schema/post/request`, headers: auth() })).json<{ dateOrder?: unknown }>();
    expect(schema.dateOrder).toEqual({ from: 'datumUvedeniaDoPrevadzky', to: 'datumUkonceniaPodpory' });
  });

  it.each([
    ['sk', 'Revízna správa', 'dokumenty.2.documentType: Dokument typu Revízna správa môže byť uložený len raz'],
    ['en', 'Inspection report', 'dokumenty.2.documentType: Only one document of the type Inspection report may be saved'],
    ['cs', 'Revizní zpráva', 'dokumenty.2.documentType: Dokument typu Revizní zpráva může být uložen jen jednou'],
  ] as const)('one document per type: the served schema’s oneDocumentPerType names the repeated type by its label, under its row’s type (%s)', async (language, label, reason) => {
    const doc = { documentType: 'vyrobne-zariadenie.revizna-sprava', fileName: 'revízia.pdf', fileSize: 2048, dmsId: DMS_ID };
    const photo = { ...doc, documentType: 'vyrobne-zariadenie.fotodokumentacia', fileName: 'foto.jpg' };
    const twice = await post(BASE, device({ dokumenty: [doc, photo, { ...doc }] }), language);
    expect(twice.statusCode).toBe(400);
    expect(twice.json<{ hints: { reasons: string[]; fields: Record<string, string[]>; errors: { field: string; keyword: string }[] } }>().hints).toMatchObject({
      reasons: [reason],
      fields: { 'dokumenty.2.documentType': [reason] },
      errors: [{ field: 'dokumenty.2.documentType', keyword: 'oneDocumentPerType' }],
    });
    // The form gets the same rule with the labels in its reader's language.
    const schema = (await server.app.inject({ method: 'GET', url: `${BASE}schema/post/request`, headers: { ...auth(), 'x-language': language } })).json<{
      properties: { dokumenty: { oneDocumentPerType: { key: string; codeBook: string; labels: Record<string, string> } } };
    }>();
    expect(schema.properties.dokumenty.oneDocumentPerType).toMatchObject({ key: 'documentType', codeBook: 'document-type' });
    expect(schema.properties.dokumenty.oneDocumentPerType.labels['vyrobne-zariadenie.revizna-sprava']).toBe(label);
  });

  it('names a type by its label as the code book has it now (a renamed type, the next answer)', async () => {
    const doc = { documentType: 'vyrobne-zariadenie.revizna-sprava', fileName: 'revízia.pdf', fileSize: 2048, dmsId: DMS_ID };
    const rename = (nazov: string) => server.db.query("UPDATE edc_ciselnik SET nazov = $1 WHERE kod = 'vyrobne-zariadenie.revizna-sprava'", [nazov]);
    await rename('Revízna správa elektroinštalácie');
    try {
      const twice = await post(BASE, device({ dokumenty: [doc, { ...doc }] }));
      expect(twice.json<{ hints: { reasons: string[] } }>().hints.reasons).toEqual(['dokumenty.1.documentType: Dokument typu Revízna správa elektroinštalácie môže byť uložený len raz']);
    } finally {
      await rename('Revízna správa');
    }
    const again = await post(BASE, device({ dokumenty: [doc, { ...doc }] }));
    expect(again.json<{ hints: { reasons: string[] } }>().hints.reasons).toEqual(['dokumenty.1.documentType: Dokument typu Revízna správa môže byť uložený len raz']);
  });

  it('names a type without a Czech name to a Czech reader by its Slovak name', async () => {
    const doc = { documentType: 'vyrobne-zariadenie.revizna-sprava', fileName: 'revízia.pdf', fileSize: 2048, dmsId: DMS_ID };
    const czech = (nazov: string | null) => server.db.query("UPDATE edc_ciselnik SET nazov_cs = $1 WHERE kod = 'vyrobne-zariadenie.revizna-sprava'", [nazov]);
    await czech(null);
    try {
      const twice = await post(BASE, device({ dokumenty: [doc, { ...doc }] }), 'cs');
      expect(twice.json<{ hints: { reasons: string[] } }>().hints.reasons).toEqual(['dokumenty.1.documentType: Dokument typu Revízna správa může být uložen jen jednou']);
    } finally {
      await czech('Revizní zpráva');
    }
  });

  it('stores saved documents with their id and without the new mark', () => {
    const prepared = prepareVyrobneZariadenie({ nazov: 'x', dokumenty: [{ documentType: 'vyrobne-zariadenie.revizna-sprava', dmsId: DMS_ID, isNew: true }] });
    expect(prepared.dokumenty).toEqual([{ documentType: 'vyrobne-zariadenie.revizna-sprava', dmsId: DMS_ID, idDmsDocument: DMS_ID }]);
    expect(prepareVyrobneZariadenie({ nazov: 'x' })).toEqual({ nazov: 'x' });
  });
});

describe('stored documents', () => {
  const id = '0b9a1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
  const saved = { idDmsDocument: id, documentType: 'vyrobne-zariadenie.revizna-sprava', fileName: 'a.pdf', fileSize: 1, dmsId: id };
  const other = '1b9a1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
  const fresh = { idDmsDocument: other, documentType: 'vyrobne-zariadenie.fotodokumentacia', fileName: 'b.jpg', fileSize: 2, dmsId: other };
  const stored = { dokumenty: [saved] };

  it('a portal user keeps stored rows as they are and may add new ones', () => {
    expect(checkVyrobneZariadenieChange({ dokumenty: [{ ...saved }, fresh] }, stored, { core: false })).toEqual([]);
    // Key order does not matter.
    expect(checkVyrobneZariadenieChange({ dokumenty: [{ dmsId: id, fileSize: 1, fileName: 'a.pdf', documentType: saved.documentType, idDmsDocument: id }] }, stored, { core: false })).toEqual([]);
  });

  it.each([
    ['removes', { dokumenty: [fresh] }],
    ['renames', { dokumenty: [{ ...saved, fileName: 'iny.pdf' }] }],
    ['adds a note to', { dokumenty: [{ ...saved, poznamka: 'x' }] }],
    ['clears the documents of', { dokumenty: null }],
  ])('a portal user who %s a stored document is refused', (_what, body) => {
    expect(checkVyrobneZariadenieChange(body, stored, { core: false })).toEqual([
      { field: 'dokumenty', key: 'validation.msgStoredDocumentLocked', params: { fileName: 'a.pdf' } },
    ]);
  });

  it('a portal user cannot add a generated document; core staff may change anything', () => {
    expect(checkVyrobneZariadenieChange({ dokumenty: [saved, { ...fresh, generated: true }] }, stored, { core: false })).toHaveLength(1);
    expect(checkVyrobneZariadenieChange({ dokumenty: [] }, stored, { core: true })).toEqual([]);
  });
});

describe('production device API with the form fields', () => {
  it('creates, reads back and updates a device with address, documents and the formatted fields', async () => {
    const adresa = { Ulica: 'Hlavná', Psc: '94901', Mesto: 'Nitra', IdStat: 'SK', KatastUzemie: 'Párovské Háje', CisloParcely: '1234/5', Pobox: '12', Utvar: 'Odbor výroby' };
    const dokumenty = [{ documentType: 'vyrobne-zariadenie.revizna-sprava', fileName: 'revízia.pdf', fileSize: 2048, contentType: 'application/pdf', dmsId: DMS_ID, isNew: true }];
    const body = device({
      adresa,
      dokumenty,
      datumUvedeniaDoPrevadzky: '2024-03-05',
      datumUkonceniaPodpory: '2039-03-04',
      podielVlastnejSpotreby: 0.255,
      vyskaPodporyEur: 1234.5,
      akumulacia: false,
      kontaktEmail: 'jana@vyrobca.sk',
      kontaktTelefon: '+421908123456',
      iban: 'SK3112000000198742637541',
    });
    const created = await post(BASE, body);
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json<Record<string, unknown>>();
    const { dokumenty: _sent, ...rest } = body;
    expect(row).toMatchObject(rest);
    expect(row.dokumenty).toEqual([{ documentType: 'vyrobne-zariadenie.revizna-sprava', fileName: 'revízia.pdf', fileSize: 2048, contentType: 'application/pdf', dmsId: DMS_ID, idDmsDocument: DMS_ID }]);

    const read = await server.app.inject({ method: 'GET', url: `${BASE}${String(row.idZariadVyr)}`, headers: auth() });
    expect(read.json()).toEqual(row);

    // A portal user may not drop the stored document, but may clear the rest.
    const dropped = await post(`${BASE}${String(row.idZariadVyr)}`, { ...row, dokumenty: [] });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json<{ hints: { reasons: string[] } }>().hints.reasons).toEqual(['dokumenty: Uložený alebo generovaný dokument revízia.pdf nemožno zmeniť ani odstrániť']);
    const cleared = await post(`${BASE}${String(row.idZariadVyr)}`, { ...row, adresa: null, akumulacia: null, kontaktEmail: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ adresa: null, akumulacia: null, kontaktEmail: null, dokumenty: row.dokumenty });
  });

  it("refuses a document that is not the caller's DMS upload, or whose name or type differ from it", async () => {
    const doc = { documentType: 'vyrobne-zariadenie.revizna-sprava', fileName: 'revízia.pdf', fileSize: 2048, contentType: 'application/pdf' };
    const cases = [
      { ...doc, dmsId: FOREIGN_DMS_ID },
      { ...doc, dmsId: '2b9a1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d' },
      { ...doc, dmsId: DMS_ID, fileName: 'iny.pdf' },
      { ...doc, dmsId: DMS_ID, fileSize: 1 },
      { ...doc, dmsId: DMS_ID, documentType: 'vyrobne-zariadenie.fotodokumentacia' },
    ];
    for (const [n, row] of cases.entries()) {
      const res = await post(BASE, device({ eic: withEicCheck(`24WFORMTEST01${n}0`), dokumenty: [row] }));
      expect(res.statusCode, JSON.stringify(row)).toBe(400);
      expect(res.json<{ hints: { reasons: string[] } }>().hints.reasons).toEqual([`Dokument ${row.dmsId} neexistuje`]);
    }
  });

  it('refuses bad parts with the catalogue messages in the language asked', async () => {
    const body = device({
      eic: '24XZSE-ENERGIA-I',
      adresa: { Mesto: 'Nitra', IdStat: 'SK', CisloParcely: '0123', Pobox: 'x' },
      kontaktTelefon: '0908123456',
      podielVlastnejSpotreby: 0.12345,
      dokumenty: [{ documentType: 'zmluva.priloha', fileName: 'a.pdf', fileSize: 1, dmsId: DMS_ID }],
    });
    const sk = await post(BASE, body, 'sk');
    expect(sk.statusCode).toBe(400);
    expect(sk.json<{ hints: { reasons: string[] } }>().hints.reasons).toEqual(
      expect.arrayContaining([
        'eic: EIC kód musí začínať na 24W',
        'adresa.Psc: povinný údaj',
        'adresa.CisloParcely: Číslo parcely musí mať tvar 1234 alebo 1234/5',
        'adresa.Pobox: P. O. Box musí byť číslo s 1 až 5 číslicami',
        expect.stringMatching(/^kontaktTelefon: Telefónne číslo nie je platné/),
        'podielVlastnejSpotreby: Maximálny počet desatinných miest je 2',
        expect.stringMatching(/^dokumenty\.0\.documentType: /),
      ]),
    );
    const en = await post(BASE, body, 'en');
    expect(en.json<{ hints: { reasons: string[] } }>().hints.reasons).toContain('adresa.Pobox: The P.O. box must be a number of 1 to 5 digits');
  });

  it('refuses two documents of one type and support ending before the start', async () => {
    const doc = { documentType: 'vyrobne-zariadenie.revizna-sprava', fileName: 'a.pdf', fileSize: 1, dmsId: DMS_ID };
    // Both are the served schema's rules (as the form runs them): each under its field, in one answer.
    const early = await post(BASE, device({ eic: withEicCheck('24WFORMTEST0002'), dokumenty: [doc, doc], datumUvedeniaDoPrevadzky: '2024-03-05', datumUkonceniaPodpory: '2024-01-01' }));
    expect(early.statusCode).toBe(400);
    expect(early.json<{ hints: { reasons: string[] } }>().hints.reasons).toEqual([
      'dokumenty.1.documentType: Dokument typu Revízna správa môže byť uložený len raz',
      expect.stringMatching(/^datumUkonceniaPodpory: /),
    ]);
    const twice = await post(BASE, device({ eic: withEicCheck('24WFORMTEST0002'), dokumenty: [doc, doc] }));
    expect(twice.statusCode).toBe(400);
    expect(twice.json<{ hints: { reasons: string[] } }>().hints.reasons).toEqual(['dokumenty.1.documentType: Dokument typu Revízna správa môže byť uložený len raz']);
  });

  it('neither filters nor sorts by a field kept whole', async () => {
    const plain = await server.app.inject({ method: 'GET', url: `${BASE}?eq(stav,AKTIVNE)`, headers: auth() });
    expect(plain.statusCode).toBe(200);
    const filtered = await server.app.inject({ method: 'GET', url: `${BASE}?eq(adresa,x)`, headers: auth() });
    expect(filtered.statusCode).toBe(400);
    const sorted = await server.app.inject({ method: 'GET', url: `${BASE}?sort(+dokumenty)`, headers: auth() });
    expect(sorted.statusCode).toBe(400);
  });
});
