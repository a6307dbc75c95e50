import type { EntityDef } from './entity';
import { NO_BODY } from './lookups';

/**
 * Metering points of a participant: `/edc/odberne-miesta/odberne-miesto/`, a read-only lookup
 * searched by EIC prefix (`like(eic,24ZSS*)`); each participant sees only its own.
 */
export const odberneMiesto: EntityDef = {
  name: 'odberne-miesto',
  path: '/edc/odberne-miesta/odberne-miesto/',
  table: 'odberne_miesto',
  idField: 'idOdberneMiesto',
  readOnly: true,
  tenantField: 'idUcastnikTrhu',
  fields: {
    idOdberneMiesto: { column: 'id_odberne_miesto', type: 'integer' },
    eic: { column: 'eic', type: 'string', foldColumn: 'eic_fold' },
    nazov: { column: 'nazov', type: 'string' },
    typ: { column: 'typ', type: 'string' },
    napatovaUroven: { column: 'napatova_uroven', type: 'string' },
    bilancnaSkupina: { column: 'bilancna_skupina', type: 'string' },
    mesto: { column: 'mesto', type: 'string' },
    psc: { column: 'psc', type: 'string' },
    platnostOd: { column: 'platnost_od', type: 'date' },
    platnostDo: { column: 'platnost_do', type: 'date' },
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
    verzia: { column: 'verzia', type: 'integer' },
  },
  tokens: { read: 'odberne-miesta#read', write: 'odberne-miesta#write', create: 'odberne-miesta#write' },
  createSchema: NO_BODY,
  updateSchema: NO_BODY,
  defaultSort: [{ field: 'eic', dir: 'asc' }],
};
