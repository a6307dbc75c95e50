import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import type { EntityDef } from './entity';
import { isoUtcSql } from '../db/sessionZone';

/** The participant's fields its history list shows, in the order of migration 186's view (ucastnik_trhu_zmena). */
export const UCASTNIK_TRHU_ZMENA_POLIA = [
  'nazov', 'pravnaForma', 'eic', 'typ', 'stav', 'ico', 'dic', 'icDph', 'acerKod', 'adresa', 'kontakty', 'bankoveUcty', 'roly', 'povolenia',
] as const;


const readOnly = (properties: Record<string, JsonSchema>): JsonSchema => ({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties });

/**
 * A market participant's history (its detail's tab "História"): one row per changed field of each
 * recorded change, newest first; when, who, the action, the field and its value before and after.
 * Written only by the history trigger; scoped like the participant (a portal user sees the history
 * of the participant it acts for, no other).
 */
export const ucastnikTrhuZmena: EntityDef = {
  name: 'ucastnik-trhu-zmena',
  path: '/portal/zmluvy/ucastnik-trhu-zmena/',
  table: 'ucastnik_trhu_zmena',
  idField: 'idZmena',
  tenantField: 'idUcastnikTrhu',
  fields: {
    idZmena: { column: 'id_zmena', type: 'integer' },
    idHistoria: { column: 'id_historia', type: 'integer' },
    poradie: { column: 'poradie', type: 'integer' },
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
    zmenene: { column: 'zmenene', type: 'string', expression: isoUtcSql('zmenene'), queryable: false },
    // The day, for filtering and sorting by when.
    den: { column: 'zmenene', type: 'date', expression: `((zmenene AT TIME ZONE 'Europe/Bratislava')::date)` },
    zmenil: { column: 'zmenil', type: 'string' },
    akcia: { column: 'akcia', type: 'string' },
    pole: { column: 'pole', type: 'string' },
    povodna: { column: 'povodna', type: 'json' },
    nova: { column: 'nova', type: 'json' },
  },
  tokens: { read: 'ucastnik-trhu#read', write: 'ucastnik-trhu#write', create: 'ucastnik-trhu#create' },
  createSchema: readOnly({
    idZmena: { type: 'integer', readOnly: true },
    idHistoria: { type: 'integer', readOnly: true },
    poradie: { type: 'integer', readOnly: true },
    idUcastnikTrhu: { type: 'integer', readOnly: true },
    zmenene: { type: 'string', format: 'date-time', readOnly: true },
    den: { type: 'string', format: 'date', readOnly: true },
    zmenil: { type: ['string', 'null'], readOnly: true },
    akcia: { type: 'string', enum: ['CREATE', 'UPDATE', 'DELETE'], readOnly: true },
    pole: { type: 'string', enum: [...UCASTNIK_TRHU_ZMENA_POLIA], readOnly: true },
    povodna: { readOnly: true },
    nova: { readOnly: true },
  }),
  updateSchema: readOnly({}),
  defaultSort: [{ field: 'idHistoria', dir: 'desc' }, { field: 'poradie', dir: 'asc' }],
  readOnly: true,
  writtenElsewhere: true,
};
