import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import type { EntityDef } from './entity';

// Read-only rows: the schema only types the fields the screens show.
const ROW: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    idClenstvo: { type: 'integer', readOnly: true },
    eic: { type: 'string', readOnly: true },
    kod: { type: 'string', readOnly: true },
    nazov: { type: 'string', readOnly: true },
    stav: { type: 'string', enum: ['ROZPRACOVANA', 'NA_SCHVALENI', 'VRATENA', 'SCHVALENA', 'ZRUSENA'], readOnly: true },
    datumSchvalenia: { type: ['string', 'null'], format: 'date', readOnly: true },
  },
};

/**
 * The sharing groups a metering point belongs to (view of migration 070 over
 * `skupina_zdielania_oom`, which links points by EIC): the related list of the point's detail.
 * Scoped by the point's owner.
 */
export const odberneMiestoSkupina: EntityDef = {
  name: 'odberne-miesto-skupina',
  path: '/edc/odberne-miesta/odberne-miesto-skupina/',
  table: 'odberne_miesto_skupina',
  idField: 'idClenstvo',
  readOnly: true,
  tenantField: 'idUcastnikTrhu',
  writtenElsewhere: true,
  fields: {
    idClenstvo: { column: 'id_clenstvo', type: 'integer' },
    eic: { column: 'eic', type: 'string' },
    idZdielanie: { column: 'id_zdielanie', type: 'integer' },
    kod: { column: 'kod', type: 'string' },
    nazov: { column: 'nazov', type: 'string' },
    stav: { column: 'stav', type: 'string' },
    datumSchvalenia: { column: 'datum_schvalenia', type: 'date' },
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
  },
  tokens: { read: 'odberne-miesta#read', write: 'odberne-miesta#write', create: 'odberne-miesta#write' },
  createSchema: ROW,
  updateSchema: ROW,
  defaultSort: [{ field: 'kod', dir: 'asc' }],
};
