import type { EntityDef } from './entity';
import { NO_BODY } from './lookups';

/** States of an aggregation block, in their usual order. */
export const STAVY_AGREGACNEHO_BLOKU = ['NAVRHNUTY', 'AKTIVNY', 'POZASTAVENY', 'ZRUSENY'] as const;

/**
 * Aggregation blocks of a participant: `/portal/zmluvy/agregacny-blok/`, a read-only lookup of
 * the contract forms; each participant sees only its own (core staff see all).
 */
export const agregacnyBlok: EntityDef = {
  name: 'agregacny-blok',
  path: '/portal/zmluvy/agregacny-blok/',
  table: 'agregacny_blok',
  idField: 'idAgregacnyBlok',
  readOnly: true,
  tenantField: 'idUcastnikTrhu',
  fields: {
    idAgregacnyBlok: { column: 'id_agregacny_blok', type: 'integer' },
    kod: { column: 'kod', type: 'string' },
    nazov: { column: 'nazov', type: 'string' },
    eic: { column: 'eic', type: 'string' },
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
    // Minutes, a multiple of 15 (forms-data.md 9).
    periodaFlexibilityMin: { column: 'perioda_flexibility_min', type: 'integer' },
    stav: { column: 'stav', type: 'string' },
    platnostOd: { column: 'platnost_od', type: 'date' },
    platnostDo: { column: 'platnost_do', type: 'date' },
    verzia: { column: 'verzia', type: 'integer' },
  },
  tokens: { read: 'zmluvy#read', write: 'zmluvy#write', create: 'zmluvy#create' },
  createSchema: NO_BODY,
  updateSchema: NO_BODY,
  defaultSort: [{ field: 'nazov', dir: 'asc' }],
};
