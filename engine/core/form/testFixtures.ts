import type { EntityMetadata } from '../metadata/types';
import type { JsonSchema } from './jsonSchema';

/** A technologia-like update schema, as the server answers it. */
export const updateSchema: JsonSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  additionalProperties: false,
  required: ['idTechnologia', 'kod', 'nazov', 'kategoria', 'stav', 'obnovitelna', 'platnostOd', 'verzia'],
  properties: {
    idTechnologia: { type: 'integer' },
    kod: { type: 'string', minLength: 2, maxLength: 20, pattern: '^[A-Z0-9_]+$' },
    nazov: { type: 'string', minLength: 1, maxLength: 200 },
    popis: { type: ['string', 'null'], maxLength: 1000 },
    kategoria: { type: 'string', enum: ['SOLAR', 'VIETOR', 'INE'] },
    stav: { type: 'string', enum: ['AKTIVNA', 'NEAKTIVNA'] },
    obnovitelna: { type: 'boolean' },
    ucinnost: { type: ['number', 'null'], minimum: 0, maximum: 1, multipleOf: 0.0001 },
    platnostOd: { type: 'string', format: 'date' },
    platnostDo: { type: ['string', 'null'], format: 'date' },
    poznamka: { type: 'string', maxLength: 500 },
    verzia: { type: 'integer' },
  },
};

/** The same without server-managed fields, as for create. */
export const createSchema: JsonSchema = {
  ...updateSchema,
  required: ['kod', 'nazov', 'kategoria', 'stav', 'obnovitelna', 'platnostOd'],
  properties: Object.fromEntries(
    Object.entries(updateSchema.properties ?? {}).filter(([name]) => name !== 'idTechnologia' && name !== 'verzia'),
  ),
};

/** Metadata shaped like metadata/entities/technologia.json. */
export const metadata: EntityMetadata = {
  entity: 'technologia',
  api: '/portal/zmluvy/technologia/',
  id: 'idTechnologia',
  title: 'technologia.title',
  tokens: { read: 'vyrobne-zariadenia#read', write: 'vyrobne-zariadenia#write', create: 'vyrobne-zariadenia#create' },
  routes: { search: '/technologia/vyhladanie', detail: '/technologia/detail/:idTechnologia' },
  search: {
    filters: [
      { key: 'nazov', type: 'text' },
      { key: 'stav', type: 'enum' },
    ],
    columns: ['kod', 'nazov', { key: 'ucinnost', format: 'percent' }],
    sort: '+nazov',
  },
  detail: {
    layout: [
      { group: 'basic', fields: ['kod', 'nazov', 'kategoria', 'stav', 'obnovitelna'] },
      { group: 'parameters', fields: ['ucinnost', 'popis', 'neexistuje'] },
      { group: 'validity', titleKey: 'technologia.group.platnost', fields: ['platnostOd', 'platnostDo'] },
    ],
    fields: {
      kod: { options: { patternMessageKey: 'technologia.validation.kodPattern' } },
      ucinnost: { widget: 'percent' },
      popis: { widget: 'textarea', labelKey: 'technologia.field.opis' },
    },
  },
};
