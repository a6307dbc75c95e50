// Reference lists the forms look things up in (forms-data.md 7): read-only through the generic
// list engine, so they take the same RQL (like, eq, sort, select, limit, count).
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import type { EntityDef } from './entity';

// Read-only lists serve no write schema; these satisfy the type and accept nothing.
export const NO_BODY: JsonSchema = { type: 'object', additionalProperties: false };

/** Market participants by name or EIC: `/edc/zmluvy/ucastnik-trhu/`. */
export const ucastnikTrhuLookup: EntityDef = {
  name: 'ucastnik-trhu',
  path: '/edc/zmluvy/ucastnik-trhu/',
  table: 'ucastnik_trhu',
  idField: 'idUcastnikTrhu',
  readOnly: true,
  fields: {
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
    nazov: { column: 'nazov', type: 'string' },
    eic: { column: 'eic', type: 'string' },
    ico: { column: 'ico', type: 'string' },
    typ: { column: 'typ', type: 'string' },
  },
  tokens: { read: 'ucastnik-trhu#read', write: 'ucastnik-trhu#write', create: 'ucastnik-trhu#create' },
  createSchema: NO_BODY,
  updateSchema: NO_BODY,
  defaultSort: [{ field: 'nazov', dir: 'asc' }],
};

/** Users by login or name: `/edc/iam/user/`; never roles or password hashes. */
export const userLookup: EntityDef = {
  name: 'user',
  path: '/edc/iam/user/',
  table: 'app_user',
  idField: 'login',
  readOnly: true,
  fields: {
    login: { column: 'login', type: 'string' },
    meno: { column: 'meno', type: 'string' },
    priezvisko: { column: 'priezvisko', type: 'string' },
    // "Meno Priezvisko", for the user filter and person cells.
    fullName: { column: 'meno', type: 'string', expression: `("meno" || ' ' || "priezvisko")` },
    email: { column: 'email', type: 'string' },
  },
  tokens: { read: 'user#read', write: 'portal#user#write', create: 'portal#user#write' },
  createSchema: NO_BODY,
  updateSchema: NO_BODY,
  defaultSort: [{ field: 'priezvisko', dir: 'asc' }, { field: 'meno', dir: 'asc' }],
};
