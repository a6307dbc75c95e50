import { PATTERNS } from '../../engine/core/validation/patterns';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { STAVY_AGREGACNEHO_BLOKU } from './agregacnyBlok';
import { editSchemas, withDateOrder } from './entity';
import type { EntityDef } from './entity';

/** What a member of an aggregation block is: a device (24W EIC) or a metering point (24Z). */
export const DRUHY_CLENA = ['VYROBNE_ZARIADENIE', 'AKUMULACNE_ZARIADENIE', 'ODBERNE_MIESTO'] as const;

const BLOCK_PROPERTIES: Record<string, JsonSchema> = {
  kod: { type: 'string', minLength: 2, maxLength: 20, pattern: PATTERNS.upperCodeDash },
  nazov: { type: 'string', minLength: 1, maxLength: 200 },
  eic: { type: 'string', format: 'eic', eicPrefix: '24W' },
  // Minutes, a multiple of 15 (forms-data.md 9), at most a day.
  periodaFlexibilityMin: { type: 'integer', minimum: 15, maximum: 1440, multipleOf: 15 },
  stav: { type: 'string', enum: [...STAVY_AGREGACNEHO_BLOKU] },
  platnostOd: { type: 'string', format: 'date' },
  platnostDo: { type: ['string', 'null'], format: 'date' },
  popis: { type: ['string', 'null'], maxLength: 1000 },
  idUcastnikTrhu: { type: 'integer', minimum: 1, maximum: 2147483647 },
  // Computed from the members valid today: shown, never written.
  pocetClenov: { type: ['integer', 'null'], readOnly: true },
  celkovyFlexibilnyVykonKw: { type: ['number', 'null'], readOnly: true },
};

// Members valid today (the dialog vector-history shows how the total moved over time).
const ACTIVE_MEMBERS = `FROM agregacny_blok_clen c WHERE c.id_agregacny_blok = agregacny_blok.id_agregacny_blok
  AND c.platnost_od <= current_date AND (c.platnost_do IS NULL OR c.platnost_do >= current_date)`;

/**
 * Aggregation blocks as a screen of their own (`agregacny-blok/vyhladanie`, token `agregacia#…`):
 * `/portal/agregacia/agregacny-blok/`. The contract forms keep their read-only lookup
 * `/portal/zmluvy/agregacny-blok/` (token `zmluvy#read`) over the same table.
 */
export const agregacnyBlokSprava: EntityDef = {
  name: 'agregacny-blok',
  path: '/portal/agregacia/agregacny-blok/',
  table: 'agregacny_blok',
  idField: 'idAgregacnyBlok',
  versionField: 'verzia',
  tenantField: 'idUcastnikTrhu',
  fields: {
    idAgregacnyBlok: { column: 'id_agregacny_blok', type: 'integer' },
    kod: { column: 'kod', type: 'string' },
    nazov: { column: 'nazov', type: 'string' },
    eic: { column: 'eic', type: 'string' },
    periodaFlexibilityMin: { column: 'perioda_flexibility_min', type: 'integer' },
    stav: { column: 'stav', type: 'string' },
    platnostOd: { column: 'platnost_od', type: 'date' },
    platnostDo: { column: 'platnost_do', type: 'date' },
    popis: { column: 'popis', type: 'string' },
    pocetClenov: { column: 'id_agregacny_blok', type: 'integer', expression: `(SELECT count(*)::int ${ACTIVE_MEMBERS})` },
    celkovyFlexibilnyVykonKw: {
      column: 'id_agregacny_blok',
      type: 'number',
      expression: `(SELECT coalesce(sum(c.flexibilny_vykon_kw), 0) ${ACTIVE_MEMBERS})`,
    },
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
    verzia: { column: 'verzia', type: 'integer' },
  },
  tokens: { read: 'agregacia#read', write: 'agregacia#write', create: 'agregacia#create' },
  ...withDateOrder(editSchemas('idAgregacnyBlok', BLOCK_PROPERTIES, ['kod', 'nazov', 'eic', 'periodaFlexibilityMin', 'stav', 'platnostOd'])),
  defaultSort: [{ field: 'nazov', dir: 'asc' }],
  uniqueConstraints: { agregacny_blok_kod_uq: 'kod', agregacny_blok_eic_uq: 'eic' },
  foreignKeys: { agregacny_blok_ucastnik_fk: 'idUcastnikTrhu' },
  audit: { createdBy: 'created_by', updatedBy: 'updated_by', updatedAt: 'updated_at' },
};

const MEMBER_PROPERTIES: Record<string, JsonSchema> = {
  idAgregacnyBlok: { type: 'integer', minimum: 1, maximum: 2147483647 },
  // A device's (24W) or a metering point's (24Z) EIC; MEMBER_RULES match the prefix to the kind.
  eic: { type: 'string', format: 'eic', pattern: PATTERNS.eicDeviceOrPoint },
  druh: { type: 'string', enum: [...DRUHY_CLENA] },
  flexibilnyVykonKw: { type: 'number', minimum: 0.1, maximum: 500000, maxDecimals: 3 },
  platnostOd: { type: 'string', format: 'date' },
  platnostDo: { type: ['string', 'null'], format: 'date' },
  idUcastnikTrhu: { type: 'integer', minimum: 1, maximum: 2147483647 },
};

/**
 * A metering point is a 24Z EIC, a device a 24W one: the catalogue's eicPrefix chosen by the kind,
 * in the served schema, so the form checks it as the server does and names the prefix under the
 * EIC (validity in order: the schema's dateOrder).
 */
const MEMBER_RULES: readonly JsonSchema[] = [
  {
    if: { properties: { druh: { type: 'string', const: 'ODBERNE_MIESTO' } }, required: ['druh'] },
    then: { properties: { eic: { type: 'string', eicPrefix: '24Z' } } },
    else: { properties: { eic: { type: 'string', eicPrefix: '24W' } } },
  } as JsonSchema,
];

/** Members of aggregation blocks: `/portal/agregacia/agregacny-blok-clen/`, listed on a block's detail. */
export const agregacnyBlokClen: EntityDef = {
  name: 'agregacny-blok-clen',
  path: '/portal/agregacia/agregacny-blok-clen/',
  table: 'agregacny_blok_clen',
  idField: 'idClen',
  versionField: 'verzia',
  tenantField: 'idUcastnikTrhu',
  fields: {
    idClen: { column: 'id_clen', type: 'integer' },
    idAgregacnyBlok: { column: 'id_agregacny_blok', type: 'integer' },
    eic: { column: 'eic', type: 'string' },
    druh: { column: 'druh', type: 'string' },
    flexibilnyVykonKw: { column: 'flexibilny_vykon_kw', type: 'number' },
    platnostOd: { column: 'platnost_od', type: 'date' },
    platnostDo: { column: 'platnost_do', type: 'date' },
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
    verzia: { column: 'verzia', type: 'integer' },
  },
  tokens: { read: 'agregacia#read', write: 'agregacia#write', create: 'agregacia#create' },
  ...withDateOrder(editSchemas('idClen', MEMBER_PROPERTIES, ['idAgregacnyBlok', 'eic', 'druh', 'flexibilnyVykonKw', 'platnostOd'], MEMBER_RULES)),
  defaultSort: [{ field: 'eic', dir: 'asc' }],
  uniqueConstraints: { agregacny_blok_clen_uq: 'eic' },
  // The block must be the member's owner's: a block of someone else reads as missing.
  foreignKeys: { agregacny_blok_clen_blok_fk: 'idAgregacnyBlok' },
  audit: { createdBy: 'created_by', updatedBy: 'updated_by', updatedAt: 'updated_at' },
};
