import { PATTERNS } from '../../engine/core/validation/patterns';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { END_NOT_BEFORE_RECORD_START, type StoredRule } from '../../engine/core/validation/storedRules';
import { CODE_BOOK_CODE, verifyCodeBookFields } from '../codeBooks/verifyCodes';
import { editSchemas, recordPeriod, withDateOrder } from './entity';
import type { EntityAction, EntityDef } from './entity';
import { SHARED_LIST_WRITE } from '../auth/roles';

const STAVY = ['AKTIVNA', 'NEAKTIVNA'];

// Shared by the create and the update schema. Labels are not here: they come from UI metadata.
const PROPERTIES: Record<string, JsonSchema> = {
  kod: { type: 'string', minLength: 2, maxLength: 20, pattern: PATTERNS.upperCode },
  nazov: { type: 'string', minLength: 1, maxLength: 200 },
  popis: { type: ['string', 'null'], maxLength: 1000 },
  // A code of the mixed code book kategoria-technologie: the operator keeps that list, so the schema
  // checks the shape and `verify` the live book (a stored, since invalidated code may stay).
  kategoria: CODE_BOOK_CODE,
  // A new technology is in use until its validity is ended (the invalidate action below).
  stav: { type: 'string', enum: STAVY, default: 'AKTIVNA' },
  obnovitelna: { type: 'boolean' },
  // A share (0.2150 = 21.5 %); shown as percent by the UI.
  ucinnost: { type: ['number', 'null'], minimum: 0, maximum: 1, multipleOf: 0.0001 },
  platnostOd: { type: 'string', format: 'date' },
  platnostDo: { type: ['string', 'null'], format: 'date' },
};

const REQUIRED = ['kod', 'nazov', 'kategoria', 'stav', 'obnovitelna', 'platnostOd'];

/**
 * `POST {path}{id}/invalidate` with `{ platnostDo }`: ends an active technology's validity on that
 * day (state NEAKTIVNA). Refused for an inactive one and (endNotBeforeRecordStart) for a day before
 * its validity starts.
 */
const invalidate: EntityAction = {
  code: 'invalidate',
  schema: {
    type: 'object',
    additionalProperties: false,
    properties: { platnostDo: { type: 'string', format: 'date' } },
    required: ['platnostDo'],
  },
  check({ record }) {
    if (record?.stav !== 'AKTIVNA') return [{ field: 'stav', key: 'reason.actionState', params: { field: 'stav', value: String(record?.stav) } }];
    return [];
  },
  // Not before the validity starts: the shared rule the dialog runs too, with the record's period.
  storedRules: [{ rule: END_NOT_BEFORE_RECORD_START as StoredRule<never>, facts: recordPeriod() }],
  async run({ db, record, body, login }) {
    await db.query(
      `UPDATE technologia SET stav = 'NEAKTIVNA', platnost_do = $2::date, verzia = verzia + 1, updated_by = $3, updated_at = now()
        WHERE id_technologia = $1`,
      [record?.idTechnologia, body.platnostDo, login],
    );
    return { idTechnologia: record?.idTechnologia, stav: 'NEAKTIVNA', platnostDo: body.platnostDo };
  },
};

/** The technology code-book (contract.md): kinds of generating and storage technology. */
export const technologia: EntityDef = {
  name: 'technologia',
  path: '/portal/zmluvy/technologia/',
  table: 'technologia',
  idField: 'idTechnologia',
  versionField: 'verzia',
  fields: {
    idTechnologia: { column: 'id_technologia', type: 'integer' },
    kod: { column: 'kod', type: 'string' },
    nazov: { column: 'nazov', type: 'string' },
    popis: { column: 'popis', type: 'string' },
    kategoria: { column: 'kategoria', type: 'string' },
    stav: { column: 'stav', type: 'string' },
    obnovitelna: { column: 'obnovitelna', type: 'boolean' },
    ucinnost: { column: 'ucinnost', type: 'number' },
    platnostOd: { column: 'platnost_od', type: 'date' },
    platnostDo: { column: 'platnost_do', type: 'date' },
    verzia: { column: 'verzia', type: 'integer' },
  },
  // A shared code list: every participant reads it, only the operator's code-book staff change it.
  tokens: { read: 'vyrobne-zariadenia#read', write: SHARED_LIST_WRITE, create: SHARED_LIST_WRITE },
  ...withDateOrder(editSchemas('idTechnologia', PROPERTIES, REQUIRED)),
  defaultSort: [{ field: 'nazov', dir: 'asc' }],
  verify: verifyCodeBookFields([{ field: 'kategoria', enumType: 'edc', book: 'kategoria-technologie', mixed: true }]),
  uniqueConstraints: { technologia_kod_uq: 'kod' },
  audit: { createdBy: 'created_by', updatedBy: 'updated_by', updatedAt: 'updated_at' },
  actions: [invalidate],
};
