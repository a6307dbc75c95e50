import { PATTERNS } from '../../../engine/core/validation/patterns';
import type { JsonSchema } from '../../../engine/core/form/jsonSchema';

// What a saved filter holds: filter values by filter key (as the URL holds them) and a sort spec.
const SETTINGS: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['filter'],
  properties: {
    filter: {
      type: 'object',
      maxProperties: 50,
      propertyNames: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_.]*$', maxLength: 100 },
      additionalProperties: { type: 'string', maxLength: 2000 },
    },
    sort: { type: 'string', maxLength: 200, pattern: '^([+-]?[A-Za-z_][A-Za-z0-9_.]*(,[+-]?[A-Za-z_][A-Za-z0-9_.]*)*)?$' },
  },
};

const NAZOV: JsonSchema = { type: 'string', minLength: 1, maxLength: 100, pattern: PATTERNS.notBlank };

/** Body of a create: the grid, a name, the settings; optionally a code and the default flag. */
export const createSavedFilterSchema: JsonSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  additionalProperties: false,
  required: ['gridKey', 'nazov', 'settings'],
  properties: {
    gridKey: { type: 'string', minLength: 1, maxLength: 300 },
    code: { type: 'string', minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9_-]+$' },
    nazov: NAZOV,
    settings: SETTINGS,
    predvoleny: { type: 'boolean' },
  },
};

/** Body of an update: rename, overwrite the settings, set or clear the default (any of them). */
export const updateSavedFilterSchema: JsonSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    idSavedFilter: { type: 'integer' },
    nazov: NAZOV,
    settings: SETTINGS,
    predvoleny: { type: 'boolean' },
  },
};
