import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import type { Reason } from '../api/errors';
import { checkGenerator, GENERATOR_PROPERTIES, GENERATOR_REQUIRED } from '../model/vyrobneZariadenieGenerator';

// The generator rows of a production device's registration request: the generator entity's own
// fields and rules (server/model/vyrobneZariadenieGenerator.ts) without the device, which the
// approval creates in the same transaction as the rows.

/** Fields of one generator row: the entity's, less the device id (the device does not exist yet). */
const ROW_FIELDS = Object.keys(GENERATOR_PROPERTIES).filter((field) => field !== 'idZariadVyr');

/** Most units one request registers (a wind or solar park lists its inverters one by one). */
export const MAX_REQUEST_GENERATORS = 200;

/** The request's `generatory`: at least one row (an active device needs a generator), each a generator, each name once (the catalogue's uniqueBy). */
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

/**
 * The generator entity's rule over each of the request's rows that is not the served schema's: a
 * unit made before it started running is refused. (A name listed twice is the schema's uniqueBy,
 * a row named as the device its generatorNamesUnlikeDevice, the rows' power its generatorRowsPower.)
 * Fields are `generatory.{row}.{field}` (row from 0).
 */
export function checkRequestGenerators(body: Readonly<Record<string, unknown>>): Reason[] {
  return rowsOf(body.generatory).flatMap((row, i) => checkGenerator(row).map((problem) => ({ key: problem.key, params: { field: `generatory.${i}.${problem.field}`, ...problem.params } })));
}
