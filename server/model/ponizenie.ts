import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import type { EntityDef } from './entity';
import { participantNameSql } from './participantName';

export const STAVY_PONIZENIA = ['ROZPRACOVANA', 'NA_SCHVALENI', 'VRATENA', 'SCHVALENA', 'ZRUSENA'] as const;

// Read-only here (the workflow edits them): the schemas only type the fields for the screens.
const GROUP_SCHEMA = {
  type: 'object',
  properties: {
    kod: { type: 'string' },
    nazov: { type: 'string', maxLength: 200 },
    stav: { type: 'string', enum: [...STAVY_PONIZENIA] },
    datumOd: { type: 'string', format: 'date' },
    datumDo: { type: ['string', 'null'], format: 'date' },
    popis: { type: ['string', 'null'], maxLength: 1000 },
    datumSchvalenia: { type: ['string', 'null'], format: 'date' },
    pocetOom: { type: 'integer' },
    ucastnik: { type: 'string' },
  },
} as JsonSchema;

/** Tariff reduction groups (spec 2.2 ponizenie): created in the workflow (PONIZENIE_VYTVORENIE), listed and read here. */
export const ponizenie: EntityDef = {
  name: 'ponizenie',
  path: '/portal/ponizenie/ponizenie-evidencia/',
  table: 'ponizenie',
  idField: 'idPonizenie',
  versionField: 'verzia',
  fields: {
    idPonizenie: { column: 'id_ponizenie', type: 'integer' },
    kod: { column: 'kod', type: 'string' },
    nazov: { column: 'nazov', type: 'string', foldColumn: 'nazov_fold' },
    stav: { column: 'stav', type: 'string' },
    datumOd: { column: 'datum_od', type: 'date' },
    datumDo: { column: 'datum_do', type: 'date' },
    popis: { column: 'popis', type: 'string', queryable: false },
    datumSchvalenia: { column: 'datum_schvalenia', type: 'date' },
    pocetOom: { column: 'id_ponizenie', type: 'integer', queryable: false, expression: '(SELECT count(*) FROM ponizenie_oom o WHERE o.id_ponizenie = ponizenie.id_ponizenie)' },
    ucastnik: { column: 'id_ucastnik_trhu', type: 'string', queryable: false, expression: participantNameSql('ponizenie') },
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
    verzia: { column: 'verzia', type: 'integer' },
  },
  tokens: { read: 'ponizenie#read', write: 'ponizenie#write', create: 'ponizenie#create' },
  createSchema: GROUP_SCHEMA,
  updateSchema: GROUP_SCHEMA,
  defaultSort: [{ field: 'nazov', dir: 'asc' }],
  tenantField: 'idUcastnikTrhu',
  readOnly: true,
  writtenElsewhere: true,
};
