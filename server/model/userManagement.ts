import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { ALL, EntityStore } from '../api/entityStore';
import { CORE_ROLES } from '../auth/roles';
import type { EntityDef } from './entity';
import { ROLE_CODES, userActions } from './userActions';

export const STAVY_POUZIVATELA = ['AKTIVNY', 'ZABLOKOVANY'] as const;
export const TYPY_POUZIVATELA = ['INTERNY', 'EXTERNY'] as const;

const CORE_ROLE_LIST = `ARRAY[${CORE_ROLES.map((r) => `'${r}'`).join(', ')}]::text[]`;
// A user's participants as { idUcastnikTrhu, nazov, eic }, by name (read-only, for the detail).
const MEMBERSHIPS = `(SELECT coalesce(jsonb_agg(jsonb_build_object('idUcastnikTrhu', u.id_ucastnik_trhu, 'nazov', u.nazov, 'eic', u.eic) ORDER BY u.nazov), '[]'::jsonb)
  FROM user_ucastnik m JOIN ucastnik_trhu u ON u.id_ucastnik_trhu = m.id_ucastnik_trhu WHERE m.login = "app_user"."login")`;

const shown = (schema: JsonSchema): JsonSchema => ({ ...schema, readOnly: true });

// Only names and the e-mail are edited in the form; roles, memberships and state change through
// the record's actions (each audited), the password only by its owner or a reset link.
const PROPERTIES: Record<string, JsonSchema> = {
  idPouzivatel: { type: 'integer', readOnly: true },
  login: shown({ type: 'string', maxLength: 100 }),
  fullName: shown({ type: 'string', maxLength: 201 }),
  meno: { type: 'string', minLength: 1, maxLength: 100 },
  priezvisko: { type: 'string', minLength: 1, maxLength: 100 },
  email: { type: 'string', format: 'email', maxLength: 200 },
  typ: shown({ type: 'string', enum: [...TYPY_POUZIVATELA] }),
  roly: shown({ type: 'array', items: { type: 'string', enum: [...ROLE_CODES] } }),
  stav: shown({ type: 'string', enum: [...STAVY_POUZIVATELA] }),
  clenstva: shown({
    type: 'array',
    items: { type: 'object', properties: { idUcastnikTrhu: { type: 'integer' }, nazov: { type: 'string' }, eic: { type: 'string' } } },
  }),
  poslednePrihlasenie: shown({ type: ['string', 'null'], format: 'date-time' }),
  resetHeslaOdoslany: shown({ type: ['string', 'null'], format: 'date-time' }),
  vytvorene: shown({ type: ['string', 'null'], format: 'date-time' }),
  verzia: { type: 'integer', minimum: 1, maximum: 2147483647 },
};

const base = { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', additionalProperties: false } as const;

/**
 * User accounts for the operator's user management (`user#read`; changes `portal#user#write`).
 * Accounts are created by the user-creation process, so there is no create. The type (internal
 * or external) follows from the roles: any core role makes a user internal (spec 6).
 */
export const userManagement: EntityDef = {
  name: 'user-management',
  path: '/edc/iam/user-management/',
  table: 'app_user',
  idField: 'idPouzivatel',
  versionField: 'verzia',
  fields: {
    idPouzivatel: { column: 'id_pouzivatel', type: 'integer' },
    login: { column: 'login', type: 'string' },
    meno: { column: 'meno', type: 'string' },
    priezvisko: { column: 'priezvisko', type: 'string' },
    fullName: { column: 'meno', type: 'string', expression: `("meno" || ' ' || "priezvisko")` },
    email: { column: 'email', type: 'string' },
    typ: { column: 'roles', type: 'string', expression: `(CASE WHEN "roles" && ${CORE_ROLE_LIST} THEN 'INTERNY' ELSE 'EXTERNY' END)` },
    roly: { column: 'roles', type: 'stringList', expression: `(ARRAY(SELECT replace(r, '.', '_') FROM unnest("roles") AS r))` },
    // The stored role names, so the history (which skips computed fields) records role changes.
    rolyPouzivatela: { column: 'roles', type: 'stringList', queryable: false },
    // Participant ids (text) the user belongs to: eq(ucastnici,5) lists a participant's users.
    ucastnici: { column: 'ucastnici', type: 'stringList' },
    clenstva: { column: 'login', type: 'json', expression: MEMBERSHIPS },
    stav: { column: 'stav', type: 'string' },
    poslednePrihlasenie: { column: 'posledne_prihlasenie', type: 'string' },
    resetHeslaOdoslany: { column: 'reset_hesla_odoslany', type: 'string', queryable: false },
    vytvorene: { column: 'created_at', type: 'string' },
    verzia: { column: 'verzia', type: 'integer' },
  },
  // Nobody holds `user#create`: accounts come from the user-creation process or self-registration.
  tokens: { read: 'user#read', write: 'portal#user#write', create: 'user#create' },
  // Describes the fields for the search screen; nobody may create (see tokens).
  createSchema: { ...base, properties: PROPERTIES, required: [] },
  updateSchema: { ...base, properties: PROPERTIES, required: ['meno', 'priezvisko', 'email', 'verzia'] },
  defaultSort: [{ field: 'priezvisko', dir: 'asc' }, { field: 'meno', dir: 'asc' }],
  uniqueConstraints: { app_user_pkey: 'login', user_ucastnik_pkey: 'idUcastnikTrhu' },
  foreignKeys: { user_ucastnik_id_ucastnik_trhu_fkey: 'idUcastnikTrhu' },
  audit: { createdBy: 'updated_by', updatedBy: 'updated_by', updatedAt: 'updated_at' },
  actions: userActions((db, id) => new EntityStore(db, userManagement).read(id, ALL)),
};
