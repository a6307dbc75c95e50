import { PATTERNS } from '../../engine/core/validation/patterns';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import type { EntityDef } from './entity';

export const TYPY_IMPORTU = ['ODBERATELIA'] as const;
export const STAVY_IMPORTU = ['V_SPRACOVANI', 'USPECH', 'CHYBA'] as const;

/** The largest import file (spec 9: the main application's upload limit). */
export const IMPORT_FILE_LIMIT = 10_485_760;
/** The document type imports are uploaded as (code book `document-type`, extensions csv and xlsx). */
export const IMPORT_DOCUMENT_TYPE = 'odberatel.import';

const UUID = PATTERNS.documentId;
const base = { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', additionalProperties: false } as const;

const count: JsonSchema = { type: 'integer', minimum: 0, readOnly: true };

/** A batch as its detail shows it: everything is the server's. */
const READ_PROPERTIES: Record<string, JsonSchema> = {
  idBatch: { type: 'integer', readOnly: true },
  typ: { type: 'string', enum: [...TYPY_IMPORTU], readOnly: true },
  stav: { type: 'string', enum: [...STAVY_IMPORTU], readOnly: true },
  nazovSuboru: { type: 'string', readOnly: true },
  pocetSpracovanych: count,
  pocetUspesnych: count,
  pocetExistujucich: count,
  pocetChybnych: count,
  zaciatok: { type: 'string', format: 'date-time', readOnly: true },
  koniec: { type: ['string', 'null'], format: 'date-time', readOnly: true },
  createdBy: { type: ['string', 'null'], readOnly: true },
  verzia: { type: 'integer', readOnly: true },
};
const IMPORT_READ_SCHEMA: JsonSchema = { ...base, properties: READ_PROPERTIES };

/**
 * Starting a batch: what is imported and the uploaded file, as the file-upload widget keeps it
 * (the DMS record of `POST /dms/document` with the document type `odberatel.import`). The server
 * reads the stored bytes; the other parts only have to match them.
 */
export const IMPORT_CREATE_SCHEMA: JsonSchema = {
  ...base,
  properties: {
    ...READ_PROPERTIES,
    typ: { type: 'string', enum: [...TYPY_IMPORTU], default: 'ODBERATELIA' },
    subor: {
      type: 'object',
      additionalProperties: false,
      fileRules: { maxSize: IMPORT_FILE_LIMIT, extensions: ['csv', 'xlsx'] },
      properties: {
        dmsId: { type: 'string', pattern: UUID },
        fileName: { type: 'string', minLength: 1, maxLength: 255 },
        fileSize: { type: 'integer', minimum: 0, maximum: IMPORT_FILE_LIMIT },
        contentType: { type: ['string', 'null'], maxLength: 200 },
      },
      required: ['dmsId'],
    },
  },
  required: ['typ', 'subor'],
};

/**
 * Batch imports of consumers; tenant-scoped. Read through the generic router; a batch is started
 * by `POST {path}` and its rows refused are downloadable (`server/odberatel/importRoutes.ts`).
 */
export const odberatelImport: EntityDef = {
  name: 'odberatel-import',
  path: '/portal/odberatelia/odberatel-import/',
  table: 'odberatel_import',
  idField: 'idBatch',
  versionField: 'verzia',
  tenantField: 'idUcastnikTrhu',
  readOnly: true,
  fields: {
    idBatch: { column: 'id_batch', type: 'integer' },
    typ: { column: 'typ', type: 'string' },
    stav: { column: 'stav', type: 'string' },
    nazovSuboru: { column: 'nazov_suboru', type: 'string' },
    pocetSpracovanych: { column: 'pocet_spracovanych', type: 'integer' },
    pocetUspesnych: { column: 'pocet_uspesnych', type: 'integer' },
    pocetExistujucich: { column: 'pocet_existujucich', type: 'integer' },
    pocetChybnych: { column: 'pocet_chybnych', type: 'integer' },
    zaciatok: { column: 'zaciatok', type: 'string' },
    koniec: { column: 'koniec', type: 'string' },
    createdBy: { column: 'created_by', type: 'string' },
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
    verzia: { column: 'verzia', type: 'integer' },
  },
  // Starting an import writes consumers: the consumers' write token (suppliers hold it).
  tokens: { read: 'odberatelia#read', write: 'odberatelia#write', create: 'odberatelia#write' },
  createSchema: IMPORT_CREATE_SCHEMA,
  updateSchema: IMPORT_READ_SCHEMA,
  defaultSort: [{ field: 'idBatch', dir: 'desc' }],
  // The worker writes the figures: totals are never taken from the count cache.
  writtenElsewhere: true,
};

const CHYBA_SCHEMA: JsonSchema = {
  ...base,
  properties: {
    idChyba: { type: 'integer', readOnly: true },
    idBatch: { type: 'integer', readOnly: true },
    riadok: { type: 'integer', readOnly: true },
    stlpec: { type: ['string', 'null'], readOnly: true },
    sprava: { type: 'string', readOnly: true },
    hodnota: { type: ['string', 'null'], readOnly: true },
  },
};

/** Rows an import refused: row, column, message; read-only, tenant-scoped, listed on the batch. */
export const odberatelImportChyba: EntityDef = {
  name: 'odberatel-import-chyba',
  path: '/portal/odberatelia/odberatel-import-chyba/',
  table: 'odberatel_import_chyba',
  idField: 'idChyba',
  tenantField: 'idUcastnikTrhu',
  readOnly: true,
  fields: {
    idChyba: { column: 'id_chyba', type: 'integer' },
    idBatch: { column: 'id_batch', type: 'integer' },
    riadok: { column: 'riadok', type: 'integer' },
    stlpec: { column: 'stlpec', type: 'string' },
    sprava: { column: 'sprava', type: 'string' },
    hodnota: { column: 'hodnota', type: 'string' },
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
  },
  tokens: { read: 'odberatelia#read', write: 'odberatelia#write', create: 'odberatelia#write' },
  createSchema: CHYBA_SCHEMA,
  updateSchema: CHYBA_SCHEMA,
  defaultSort: [{ field: 'riadok', dir: 'asc' }],
  writtenElsewhere: true,
};

