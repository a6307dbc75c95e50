import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { createSchemaUtils } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { resolvesNothing, withPlainRetrieve } from './plainSchemaUtils';

const plain: RJSFSchema = {
  type: 'object',
  required: ['nazov'],
  properties: {
    nazov: { type: 'string', maxLength: 100 },
    kod: { type: 'string', pattern: '^[A-Z0-9]*$' },
    pocet: { type: ['integer', 'null'], minimum: 0 },
    platnostOd: { type: 'string', format: 'date' },
    stav: { type: 'string', enum: ['A', 'B'] },
    adresa: { type: 'object', properties: { ulica: { type: 'string' }, psc: { type: 'string' } } },
    riadky: { type: 'array', items: { type: 'object', properties: { vykon: { type: 'number' } } } },
  },
};
const withRef: RJSFSchema = {
  type: 'object',
  definitions: { text: { type: 'string', maxLength: 5 } },
  properties: { nazov: { $ref: '#/definitions/text' } },
};

describe('withPlainRetrieve', () => {
  it('answers a schema that resolves nothing with the schema itself, equal to what RJSF retrieves', () => {
    const rjsf = createSchemaUtils(validator, plain);
    const lean = withPlainRetrieve(rjsf);
    const data = { nazov: 'x', adresa: { ulica: 'Hlavná' }, riadky: [{ vykon: 1 }] };
    expect(lean.retrieveSchema(plain, data)).toBe(plain);
    expect(lean.retrieveSchema(plain, data)).toEqual(rjsf.retrieveSchema(plain, data));
    const row = (plain.properties?.riadky as RJSFSchema).items as RJSFSchema;
    expect(lean.retrieveSchema(row, { vykon: 2 })).toEqual(rjsf.retrieveSchema(row, { vykon: 2 }));
    // The other utilities are RJSF's own.
    expect(lean.getDisplayLabel(plain.properties?.nazov as RJSFSchema, {})).toBe(true);
    expect(lean.getValidator()).toBe(rjsf.getValidator());
  });

  it('leaves a schema with references or conditions to RJSF', () => {
    const rjsf = createSchemaUtils(validator, withRef);
    const lean = withPlainRetrieve(rjsf);
    const retrieved = lean.retrieveSchema(withRef, {});
    expect(retrieved).not.toBe(withRef);
    expect(retrieved.properties?.nazov).toMatchObject({ type: 'string', maxLength: 5 });
    expect(resolvesNothing(withRef)).toBe(false);
    expect(resolvesNothing({ type: 'object', if: { properties: { a: { const: 1 } } }, then: { required: ['b'] } })).toBe(false);
    expect(resolvesNothing({ type: 'object', properties: { a: { type: 'object', additionalProperties: { type: 'string' } } } })).toBe(false);
    expect(resolvesNothing({ type: 'object', properties: { a: { [Symbol('mark')]: true, type: 'string' } } })).toBe(false);
    expect(resolvesNothing(plain)).toBe(true);
  });
});
