import type { EntityDef } from './entity';
import { NO_BODY } from './lookups';

// Heat supplied by production devices (cogeneration, biogas, biomass): read-only lookups of the
// device contract forms, scoped to the device's owner (copied and kept equal by the database).

/** Heat systems: `/portal/vyrobne-zariadenia/zmluva-sustava-teplo/`. */
export const sustavaTeplo: EntityDef = {
  name: 'zmluva-sustava-teplo',
  path: '/portal/vyrobne-zariadenia/zmluva-sustava-teplo/',
  table: 'sustava_teplo',
  idField: 'idSustavaTeplo',
  readOnly: true,
  tenantField: 'idUcastnikTrhu',
  fields: {
    idSustavaTeplo: { column: 'id_sustava_teplo', type: 'integer' },
    kod: { column: 'kod', type: 'string' },
    nazov: { column: 'nazov', type: 'string' },
    typSustavy: { column: 'typ_sustavy', type: 'string' },
    tepelnyVykonKw: { column: 'tepelny_vykon_kw', type: 'number' },
    stav: { column: 'stav', type: 'string' },
    platnostOd: { column: 'platnost_od', type: 'date' },
    platnostDo: { column: 'platnost_do', type: 'date' },
    idZariadVyr: { column: 'id_zariad_vyr', type: 'integer' },
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
    verzia: { column: 'verzia', type: 'integer' },
  },
  tokens: { read: 'vyrobne-zariadenia#read', write: 'vyrobne-zariadenia#write', create: 'vyrobne-zariadenia#create' },
  createSchema: NO_BODY,
  updateSchema: NO_BODY,
  defaultSort: [{ field: 'nazov', dir: 'asc' }],
};

/** Heat devices in those systems: `/portal/vyrobne-zariadenia/zmluva-zariadenie-teplo/`. */
export const zariadenieTeplo: EntityDef = {
  name: 'zmluva-zariadenie-teplo',
  path: '/portal/vyrobne-zariadenia/zmluva-zariadenie-teplo/',
  table: 'zariadenie_teplo',
  idField: 'idZariadenieTeplo',
  readOnly: true,
  tenantField: 'idUcastnikTrhu',
  fields: {
    idZariadenieTeplo: { column: 'id_zariadenie_teplo', type: 'integer' },
    kod: { column: 'kod', type: 'string' },
    nazov: { column: 'nazov', type: 'string' },
    typZariadenia: { column: 'typ_zariadenia', type: 'string' },
    palivo: { column: 'palivo', type: 'string' },
    tepelnyVykonKw: { column: 'tepelny_vykon_kw', type: 'number' },
    ucinnost: { column: 'ucinnost', type: 'number' },
    stav: { column: 'stav', type: 'string' },
    idSustavaTeplo: { column: 'id_sustava_teplo', type: 'integer' },
    idZariadVyr: { column: 'id_zariad_vyr', type: 'integer' },
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
    verzia: { column: 'verzia', type: 'integer' },
  },
  tokens: { read: 'vyrobne-zariadenia#read', write: 'vyrobne-zariadenia#write', create: 'vyrobne-zariadenia#create' },
  createSchema: NO_BODY,
  updateSchema: NO_BODY,
  defaultSort: [{ field: 'nazov', dir: 'asc' }],
};
