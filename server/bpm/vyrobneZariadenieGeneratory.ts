import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { GENERATOR_PROPERTIES, GENERATOR_REQUIRED, GENERATOR_YEAR_RULE } from '../model/vyrobneZariadenieGenerator';

// The generator rows of a production device's registration request: the generator entity's own
// fields and rules (server/model/vyrobneZariadenieGenerator.ts) without the device, which the
// approval creates in the same transaction as the rows.

/** Fields of one generator row: the entity's, less the device id (the device does not exist yet). */
const ROW_FIELDS = Object.keys(GENERATOR_PROPERTIES).filter((field) => field !== 'idZariadVyr');

/** Most units one request registers (a wind or solar park lists its inverters one by one). */
export const MAX_REQUEST_GENERATORS = 200;

/**
 * The request's `generatory`: at least one row (an active device needs a generator), each a
 * generator (made no later than it started running: the catalogue's yearMadeNotAfterStart, as on
 * the generator itself), each name once (the catalogue's uniqueBy).
 */
export const REQUEST_GENERATORS_SCHEMA: JsonSchema = {
  type: 'array',
  minItems: 1,
  maxItems: MAX_REQUEST_GENERATORS,
  uniqueBy: 'nazov',
  // Left out or empty, the list says what it needs.
  messageKeys: { minItems: 'validation.addOneGenerator', required: 'validation.addOneGenerator' },
  items: {
    type: 'object',
    additionalProperties: false,
    ...GENERATOR_YEAR_RULE,
    required: GENERATOR_REQUIRED.filter((field) => field !== 'idZariadVyr'),
    properties: Object.fromEntries(ROW_FIELDS.map((field) => [field, GENERATOR_PROPERTIES[field] as JsonSchema])),
  },
} as JsonSchema;

type Row = Record<string, unknown>;

const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? value.filter((row): row is Row => !!row && typeof row === 'object' && !Array.isArray(row)) : []);

/** Texts of the rows trimmed, an empty optional one null (as the entity's store keeps them). */
export function normalizeRequestGenerators(body: Record<string, unknown>): void {
  for (const row of rowsOf(body.generatory)) {
    for (const [field, value] of Object.entries(row)) {
      if (typeof value !== 'string') continue;
      const trimmed = value.trim();
      row[field] = trimmed === '' && field !== 'nazov' ? null : trimmed;
    }
  }
}
