import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { createSchemaUtils } from '@rjsf/utils';
import type { JsonSchema } from '../../core/form';
import { hasNoDefaults, withSchemaDefaults } from './schemaDefaults';
import { validatorFor } from './validator';

/** What RJSF's getDefaultFormState gives (the answer the short cut must equal). */
function rjsfDefaults(schema: JsonSchema, data: Record<string, unknown>) {
  return createSchemaUtils(validatorFor(schema), schema as RJSFSchema).getDefaultFormState(schema as RJSFSchema, data);
}

const plain = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  additionalProperties: false,
  properties: {
    nazov: { type: 'string', maxLength: 100, messageKeys: { maxLength: 'x.y' } },
    kod: { type: ['string', 'null'], pattern: '^[A-Z]*$' },
    pocet: { type: 'integer', minimum: 0 },
    od: { type: 'string', format: 'date' },
    aktivny: { type: 'boolean' },
    stav: { type: 'string', enum: ['A', 'B'] },
  },
  required: ['nazov'],
} as unknown as JsonSchema;

describe('withSchemaDefaults', () => {
  it('takes a schema of plain scalar fields as one without defaults, and answers what RJSF answers', () => {
    expect(hasNoDefaults(plain)).toBe(true);
    for (const data of [{}, { nazov: 'a', kod: null, pocet: 3 }, { nazov: undefined, pocet: 'typed text', extra: { a: 1 } }]) {
      const filled = withSchemaDefaults(plain, data);
      expect(filled).toEqual(rjsfDefaults(plain, data));
      expect(filled).not.toBe(data);
    }
  });

  it('fills what a default, a const, a nested object or a condition brings', () => {
    const cases: [JsonSchema, Record<string, unknown>][] = [
      [{ type: 'object', properties: { stav: { type: 'string', default: 'A' } } } as JsonSchema, { stav: 'A' }],
      [{ type: 'object', properties: { typ: { type: 'string', const: 'X' } } } as JsonSchema, { typ: 'X' }],
      [{ type: 'object', properties: { adresa: { type: 'object', properties: { psc: { type: 'string', default: '01001' } } } } } as JsonSchema, { adresa: { psc: '01001' } }],
      [{ type: 'object', properties: { a: { $ref: '#/definitions/a' } }, definitions: { a: { type: 'string', default: 'z' } } } as unknown as JsonSchema, { a: 'z' }],
      [{ type: 'object', properties: { a: { type: 'string' } }, allOf: [{ properties: { b: { type: 'string', default: 'q' } } }] } as unknown as JsonSchema, { b: 'q' }],
    ];
    for (const [schema, expected] of cases) {
      expect(hasNoDefaults(schema)).toBe(false);
      expect(withSchemaDefaults(schema, {})).toMatchObject(expected);
      expect(withSchemaDefaults(schema, {})).toEqual(rjsfDefaults(schema, {}));
    }
  });

  it('leaves to RJSF a root that allows other properties or lists, and a property without a type', () => {
    expect(hasNoDefaults({ type: 'object', properties: {}, additionalProperties: { type: 'string', default: 'x' } } as unknown as JsonSchema)).toBe(false);
    expect(hasNoDefaults({ type: 'object', properties: { rows: { type: 'array', minItems: 1, items: { type: 'string' } } } } as JsonSchema)).toBe(false);
    expect(hasNoDefaults({ type: 'object', properties: { x: { enum: ['a'] } } } as unknown as JsonSchema)).toBe(false);
  });
});
