import { PATTERNS } from '../../engine/core/validation/patterns';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { ADDENDUM_PLACEHOLDERS } from '../zmluva/addendumText';
import { CODE_BOOK_CODE, verifyCodeBookFields } from '../codeBooks/verifyCodes';
import { editSchemas, withDateOrder, type EntityDef } from './entity';
import { NO_BODY } from './lookups';
import { isoUtcSql } from '../db/sessionZone';

/** The code book the contract types come from (an invalidated type is refused for a template). */
export const ZMLUVA_TYP_CODE_BOOK = 'zmluva-typ';

const LOOKUP_FIELDS = {
  idAddendumTemplate: { column: 'id_addendum_template', type: 'integer' },
  kod: { column: 'kod', type: 'string' },
  nazov: { column: 'nazov', type: 'string' },
  typZmluvy: { column: 'typ_zmluvy', type: 'string' },
  typyZmluvy: { column: 'typy_zmluvy', type: 'stringList' },
  popis: { column: 'popis', type: 'string' },
  platnostOd: { column: 'platnost_od', type: 'date' },
  platnostDo: { column: 'platnost_do', type: 'date' },
  verzia: { column: 'verzia', type: 'integer' },
} as const;

/** Templates of contract addenda: `/portal/document/addendum-template/`, shared by all participants. */
export const addendumTemplate: EntityDef = {
  name: 'addendum-template',
  path: '/portal/document/addendum-template/',
  table: 'addendum_template',
  idField: 'idAddendumTemplate',
  readOnly: true,
  fields: LOOKUP_FIELDS,
  tokens: { read: 'zmluvy#read', write: 'doc-template#write', create: 'doc-template#write' },
  createSchema: NO_BODY,
  updateSchema: NO_BODY,
  defaultSort: [{ field: 'nazov', dir: 'asc' }],
};

const DATE: JsonSchema = { type: 'string', format: 'date' };
/** A contract type's code: the code book (zmluva-typ) decides which exist, so the schema checks the shape only. */
const TYP_ZMLUVY = CODE_BOOK_CODE;
const PROPERTIES: Record<string, JsonSchema> = {
  kod: { type: 'string', minLength: 2, maxLength: 30, pattern: PATTERNS.upperCodeDash },
  nazov: { type: 'string', minLength: 1, maxLength: 200 },
  typyZmluvy: { type: 'array', minItems: 1, maxItems: 100, uniqueItems: true, items: TYP_ZMLUVY },
  popis: { type: ['string', 'null'], maxLength: 1000 },
  platnostOd: DATE,
  platnostDo: { type: ['string', 'null'], format: 'date' },
  // Only the known placeholders (the catalogue's knownPlaceholders, which the form runs too).
  textSablony: { type: 'string', minLength: 1, maxLength: 8000, knownPlaceholders: [...ADDENDUM_PLACEHOLDERS] },
  // Shown on the form, never written: the version and who saved it last, when.
  verzia: { type: 'integer', readOnly: true },
  zmenil: { type: ['string', 'null'], readOnly: true },
  zmenene: { type: ['string', 'null'], format: 'date-time', readOnly: true },
};

/** Every contract type must be a valid item of the zmluva-typ code book today (types the stored template had may stay). */
export const verifyAddendumTemplate = verifyCodeBookFields([{ field: 'typyZmluvy', enumType: 'portal', book: ZMLUVA_TYP_CODE_BOOK }]);

/**
 * Addendum templates administered by the operator (/sprava-dodatkov, doc-template#write): every
 * save is a new version (`verzia`, optimistic locking), kept by the database in
 * addendum_template_verzia (migration 115) and listed by `addendumTemplateVerzia`.
 */
export const addendumTemplateAdmin: EntityDef = {
  name: 'addendum-template-admin',
  path: '/edc/addendum-template/',
  table: 'addendum_template',
  idField: 'idAddendumTemplate',
  versionField: 'verzia',
  fields: {
    idAddendumTemplate: { column: 'id_addendum_template', type: 'integer' },
    kod: { column: 'kod', type: 'string' },
    nazov: { column: 'nazov', type: 'string' },
    typyZmluvy: { column: 'typy_zmluvy', type: 'stringList' },
    popis: { column: 'popis', type: 'string' },
    platnostOd: { column: 'platnost_od', type: 'date' },
    platnostDo: { column: 'platnost_do', type: 'date' },
    textSablony: { column: 'text_sablony', type: 'string', queryable: false },
    verzia: { column: 'verzia', type: 'integer' },
    zmenil: { column: 'updated_by', type: 'string', expression: '(coalesce(updated_by, created_by))' },
    zmenene: { column: 'updated_at', type: 'string', expression: isoUtcSql('coalesce(updated_at, created_at)') },
  },
  tokens: { read: 'doc-template#write', write: 'doc-template#write', create: 'doc-template#write' },
  ...withDateOrder(editSchemas('idAddendumTemplate', PROPERTIES, ['kod', 'nazov', 'typyZmluvy', 'platnostOd', 'textSablony'])),
  defaultSort: [{ field: 'nazov', dir: 'asc' }],
  verify: verifyAddendumTemplate,
  uniqueConstraints: { addendum_template_kod_uq: 'kod' },
  audit: { createdBy: 'created_by', updatedBy: 'updated_by', updatedAt: 'updated_at' },
};

/** The saved versions of the templates, newest first: older versions stay readable. */
export const addendumTemplateVerzia: EntityDef = {
  name: 'addendum-template-verzia',
  path: '/edc/addendum-template-verzia/',
  table: 'addendum_template_verzia',
  idField: 'idAddendumTemplateVerzia',
  readOnly: true,
  fields: {
    idAddendumTemplateVerzia: { column: 'id_addendum_template_verzia', type: 'integer' },
    idAddendumTemplate: { column: 'id_addendum_template', type: 'integer' },
    verzia: { column: 'verzia', type: 'integer' },
    nazov: { column: 'nazov', type: 'string' },
    typyZmluvy: { column: 'typy_zmluvy', type: 'stringList' },
    textSablony: { column: 'text_sablony', type: 'string', queryable: false },
    platnostOd: { column: 'platnost_od', type: 'date' },
    platnostDo: { column: 'platnost_do', type: 'date' },
    zmenil: { column: 'zmenil', type: 'string' },
    zmenene: { column: 'zmenene', type: 'string', expression: isoUtcSql('zmenene') },
  },
  tokens: { read: 'doc-template#write', write: 'doc-template#write', create: 'doc-template#write' },
  // Versions are written by the database only; the schema describes them for the read-only screens.
  createSchema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    additionalProperties: false,
    properties: {
      idAddendumTemplateVerzia: { type: 'integer', readOnly: true },
      idAddendumTemplate: { type: 'integer', readOnly: true },
      verzia: { type: 'integer', readOnly: true },
      nazov: { type: 'string', readOnly: true },
      typyZmluvy: { type: 'array', items: TYP_ZMLUVY, readOnly: true },
      textSablony: { type: 'string', readOnly: true },
      platnostOd: { type: 'string', format: 'date', readOnly: true },
      platnostDo: { type: ['string', 'null'], format: 'date', readOnly: true },
      zmenil: { type: ['string', 'null'], readOnly: true },
      zmenene: { type: 'string', format: 'date-time', readOnly: true },
    },
  },
  updateSchema: NO_BODY,
  defaultSort: [{ field: 'verzia', dir: 'desc' }],
};
