import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { DEVICE_POWER_COVERS_GENERATORS, type StoredRule } from '../../engine/core/validation/storedRules';
import { CODE_BOOK_CODE, verifyCodeBookFields, verifyInTurn } from '../codeBooks/verifyCodes';
import { addressSchema } from './address';
import { documentSchema, ONE_DOCUMENT_PER_TYPE } from './documents';
import { editSchemas, withDateOrder } from './entity';
import type { EntityDef, FieldProblem, VerifyContext } from './entity';
import { copyToActiveCustomer } from './vyrobneZariadenieCopy';
import { deviceGeneratorsOf, lockDevice, verifyGeneratorPresent } from './vyrobneZariadenieGenerator';

export const STAVY_ZARIADENIA = ['V_KONANI', 'AKTIVNE', 'NEAKTIVNE', 'ZRUSENE'] as const;

/** Slovakia with a margin: GPS positions outside are typing mistakes. */
export const GPS_BOUNDS = { lat: { min: 47.5, max: 49.8 }, lon: { min: 16.5, max: 22.8 } } as const;

/** Kinds of documents a device keeps (the `document-type` code book's root `vyrobne-zariadenie`). */

/** One document of the device, as the document editor keeps it; the bytes stay in the DMS. */
const DOCUMENT: JsonSchema = documentSchema('vyrobne-zariadenie');

// Shared by the create and the update schema. Labels are not here: they come from UI metadata.
// Formats and keywords are the validation catalogue's (engine/core/validation): the browser checks
// the same rules with the same messages, and the metadata screens pick their widgets from them.
const PROPERTIES: Record<string, JsonSchema> = {
  // 24W: EIC of a device or grid object; the catalogue checks length, characters and check character.
  eic: { type: 'string', format: 'eic', eicPrefix: '24W' },
  nazov: { type: 'string', minLength: 1, maxLength: 200 },
  idTechnologia: { type: 'integer', minimum: 1, maximum: 2147483647 },
  instalovanyVykonKw: { type: 'number', minimum: 0.1, maximum: 1000000, maxDecimals: 3 },
  // Derived from the generator rows (fields below): shown, never written by a form.
  pocetGeneratorov: { type: 'integer', readOnly: true },
  // A code of the typ-podpory code book: the operator keeps that list, so the schema checks the
  // shape and `verify` the live book (a stored, since invalidated code may stay).
  typPodpory: CODE_BOOK_CODE,
  datumUvedeniaDoPrevadzky: { type: ['string', 'null'], format: 'date' },
  datumUkonceniaPodpory: { type: ['string', 'null'], format: 'date' },
  // A share (0.25 = 25 %): the percent widget shows ×100; two decimals of a percent.
  podielVlastnejSpotreby: { type: ['number', 'null'], minimum: 0, maximum: 1, maxDecimals: { places: 4, percent: true } },
  vyskaPodporyEur: { type: ['number', 'null'], minimum: 0, maximum: 1000000000, maxDecimals: 3 },
  // Whether the device has storage: yes, no or not known yet.
  akumulacia: { type: ['boolean', 'null'] },
  // The metering point the device feeds into (24Z), found with the OOM lookup.
  eicOdberneMiesto: { type: ['string', 'null'], format: 'eic', eicPrefix: '24Z' },
  gpsLat: { type: ['number', 'null'], minimum: GPS_BOUNDS.lat.min, maximum: GPS_BOUNDS.lat.max, maxDecimals: 6 },
  gpsLon: { type: ['number', 'null'], minimum: GPS_BOUNDS.lon.min, maximum: GPS_BOUNDS.lon.max, maxDecimals: 6 },
  adresa: addressSchema(['Mesto', 'Psc', 'IdStat']),
  kontaktEmail: { type: ['string', 'null'], format: 'email', maxLength: 254 },
  // Stored in E.164 (+421…), as the phone widget hands it over.
  kontaktTelefon: { type: ['string', 'null'], format: 'phone-sk', maxLength: 20 },
  // The account support is paid to: a Slovak IBAN of 24 characters.
  iban: { type: ['string', 'null'], format: 'iban-sk' },
  stav: { type: 'string', enum: [...STAVY_ZARIADENIA] },
  poznamka: { type: ['string', 'null'], maxLength: 500 },
  // One document of each type (ONE_DOCUMENT_PER_TYPE).
  dokumenty: { type: ['array', 'null'], maxItems: 20, ...ONE_DOCUMENT_PER_TYPE, items: DOCUMENT },
  // The owner: set by the server from the tenant for portal users; core staff name it.
  idUcastnikTrhu: { type: 'integer', minimum: 1, maximum: 2147483647 },
  // The device this one was copied from (copy-vyr-to-ao): shown, never written by a form.
  idZariadVyrZdroj: { type: ['integer', 'null'], readOnly: true },
};

const REQUIRED = ['eic', 'nazov', 'idTechnologia', 'instalovanyVykonKw', 'typPodpory', 'stav'];

type DocumentRow = Record<string, unknown>;

function documentsOf(body: Readonly<Record<string, unknown>>): DocumentRow[] {
  return Array.isArray(body.dokumenty) ? (body.dokumenty as DocumentRow[]) : [];
}

/** A row compared by content, whatever the order of its keys. */
function sameRow(a: DocumentRow, b: DocumentRow): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => JSON.stringify(a[k] ?? null) === JSON.stringify(b[k] ?? null));
}

/**
 * Portal users may not change or remove a stored (saved) or generated document (forms-data.md 6):
 * each must come back unchanged. Core staff may.
 */
export function checkVyrobneZariadenieChange(body: Readonly<Record<string, unknown>>, stored: Readonly<Record<string, unknown>>, caller: { core: boolean }): FieldProblem[] {
  if (caller.core) return [];
  const sent = documentsOf(body);
  for (const row of documentsOf(stored)) {
    const kept = sent.find((r) => r.idDmsDocument === row.idDmsDocument);
    if (!kept || !sameRow(kept, row)) {
      return [{ field: 'dokumenty', key: 'validation.msgStoredDocumentLocked', params: { fileName: String(row.fileName ?? row.documentType) } }];
    }
  }
  // Only the system generates documents: a portal user's new row cannot claim to be one.
  const storedIds = new Set(documentsOf(stored).map((r) => r.idDmsDocument));
  const forged = sent.find((r) => r.generated === true && !storedIds.has(r.idDmsDocument));
  if (forged) return [{ field: 'dokumenty', key: 'validation.msgStoredDocumentLocked', params: { fileName: String(forged.fileName) } }];
  return [];
}

/**
 * Documents added by this save must be DMS uploads the caller may read (its own or its
 * participant's; core staff any), of the row's type, name and size: a row cannot point at someone
 * else's file or dress one up. Rows already stored are not looked up again.
 */
export async function verifyVyrobneZariadenie(body: Readonly<Record<string, unknown>>, context: VerifyContext): Promise<FieldProblem[]> {
  const generators = await verifyGeneratorPresent(body, context);
  if (generators.length > 0) return generators;
  const known = new Set(documentsOf(context.stored ?? {}).map((r) => r.dmsId));
  const added = documentsOf(body).filter((r) => !known.has(r.dmsId));
  if (added.length === 0) return [];
  const { rows } = await context.db.query<{ dmsId: string; documentType: string; fileName: string; fileSize: number | string; createdBy: string | null; tenant: number | null }>(
    `SELECT dms_id::text AS "dmsId", document_type AS "documentType", file_name AS "fileName", file_size AS "fileSize",
       created_by AS "createdBy", id_ucastnik_trhu AS "tenant"
     FROM dms_document WHERE dms_id = ANY($1::uuid[])`,
    [added.map((r) => String(r.dmsId))],
  );
  for (const row of added) {
    const doc = rows.find((d) => d.dmsId === row.dmsId);
    const readable = doc !== undefined && (context.core || doc.createdBy === context.login || (context.tenant !== undefined && doc.tenant === context.tenant));
    if (!doc || !readable || doc.documentType !== row.documentType || doc.fileName !== row.fileName || Number(doc.fileSize) !== row.fileSize) {
      return [{ field: 'dokumenty', key: 'reason.documentNotFound', params: { id: String(row.dmsId) } }];
    }
  }
  return [];
}

/** Saved documents are stored rows: they get their id (the DMS id) and lose the new mark. */
export function prepareVyrobneZariadenie(body: Readonly<Record<string, unknown>>): Record<string, unknown> {
  if (!Array.isArray(body.dokumenty)) return { ...body };
  const dokumenty = documentsOf(body).map((row) => {
    const stored: DocumentRow = { ...row, idDmsDocument: row.idDmsDocument ?? row.dmsId };
    delete stored.isNew;
    return stored;
  });
  return { ...body, dokumenty };
}

/** The support type: a valid item of the mixed code book typ-podpory (server/seed/codeBooks.ts). */
export const TYP_PODPORY_BOOK = { enumType: 'edc', book: 'typ-podpory', mixed: true } as const;

const EDIT = withDateOrder(editSchemas('idZariadVyr', PROPERTIES, REQUIRED), 'datumUvedeniaDoPrevadzky', 'datumUkonceniaPodpory');
// A stored device's power may not drop below its generators': the form runs that shared rule before
// it sends, with the facts served at rules/devicePowerCoversGenerators (a new device has no generators).
const DEVICE_SCHEMAS = { createSchema: EDIT.createSchema, updateSchema: { ...EDIT.updateSchema, storedRules: [DEVICE_POWER_COVERS_GENERATORS.name] } };

/** Production devices (výrobné zariadenia) of market participants; tenant-scoped. */
export const vyrobneZariadenie: EntityDef = {
  name: 'vyrobne-zariadenie',
  path: '/portal/vyrobne-zariadenia/vyrobne-zariadenie/',
  table: 'vyrobne_zariadenie',
  idField: 'idZariadVyr',
  versionField: 'verzia',
  tenantField: 'idUcastnikTrhu',
  fields: {
    idZariadVyr: { column: 'id_zariad_vyr', type: 'integer' },
    eic: { column: 'eic', type: 'string' },
    nazov: { column: 'nazov', type: 'string', foldColumn: 'nazov_fold' },
    idTechnologia: { column: 'id_technologia', type: 'integer' },
    instalovanyVykonKw: { column: 'instalovany_vykon_kw', type: 'number' },
    // The number of its generator rows, counted on every read, so never out of step with them. The
    // column keeps the number the registration request declared (the workflow and the copy write it).
    pocetGeneratorov: {
      column: 'pocet_generatorov',
      type: 'integer',
      expression: '(SELECT count(*)::int FROM vyrobne_zariadenie_generator g WHERE g.id_zariad_vyr = vyrobne_zariadenie.id_zariad_vyr)',
    },
    typPodpory: { column: 'typ_podpory', type: 'string' },
    datumUvedeniaDoPrevadzky: { column: 'datum_uvedenia_do_prevadzky', type: 'date' },
    eicOdberneMiesto: { column: 'eic_odberne_miesto', type: 'string' },
    gpsLat: { column: 'gps_lat', type: 'number' },
    gpsLon: { column: 'gps_lon', type: 'number' },
    stav: { column: 'stav', type: 'string' },
    poznamka: { column: 'poznamka', type: 'string' },
    datumUkonceniaPodpory: { column: 'datum_ukoncenia_podpory', type: 'date' },
    podielVlastnejSpotreby: { column: 'podiel_vlastnej_spotreby', type: 'number' },
    vyskaPodporyEur: { column: 'vyska_podpory_eur', type: 'number' },
    akumulacia: { column: 'akumulacia', type: 'boolean' },
    adresa: { column: 'adresa', type: 'json' },
    kontaktEmail: { column: 'kontakt_email', type: 'string' },
    kontaktTelefon: { column: 'kontakt_telefon', type: 'string' },
    iban: { column: 'iban', type: 'string' },
    dokumenty: { column: 'dokumenty', type: 'json' },
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
    // The device this one was copied from (dialog copy-vyr-to-ao); written by the copy only.
    idZariadVyrZdroj: { column: 'id_zariad_vyr_zdroj', type: 'integer' },
    verzia: { column: 'verzia', type: 'integer' },
  },
  tokens: { read: 'vyrobne-zariadenia#read', write: 'vyrobne-zariadenia#write', create: 'vyrobne-zariadenia#create' },
  ...DEVICE_SCHEMAS,
  defaultSort: [{ field: 'nazov', dir: 'asc' }],
  checkChange: checkVyrobneZariadenieChange,
  verify: verifyInTurn(verifyCodeBookFields([{ field: 'typPodpory', ...TYP_PODPORY_BOOK }]), verifyVyrobneZariadenie),
  storedRules: [{ rule: DEVICE_POWER_COVERS_GENERATORS as StoredRule<never>, facts: deviceGeneratorsOf }],
  prepare: prepareVyrobneZariadenie,
  // The device row is what its generators' rules lock (lockDevice): a device save waits for theirs.
  lock: (_body, context) => lockDevice(context.db, context.stored?.idZariadVyr),
  uniqueConstraints: { vyrobne_zariadenie_eic_uq: 'eic' },
  foreignKeys: { vyrobne_zariadenie_technologia_fk: 'idTechnologia', vyrobne_zariadenie_ucastnik_fk: 'idUcastnikTrhu' },
  audit: { createdBy: 'created_by', updatedBy: 'updated_by', updatedAt: 'updated_at' },
  actions: [copyToActiveCustomer],
};
