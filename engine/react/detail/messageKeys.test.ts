// A schema node's own message (`messageKeys`) is what the form shows before sending, the same key
// the server answers with: "add at least one generator", not the generic count of items.
import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { FieldSchemas, fieldErrors } from './fieldValidation';
import { createTransformErrors } from './transformErrors';
import { validatorFor } from './validator';

const schema = {
  type: 'object',
  required: ['generatory', 'poznamky'],
  properties: {
    generatory: { type: 'array', minItems: 1, messageKeys: { minItems: 'validation.addOneGenerator', required: 'validation.addOneGenerator' }, items: { type: 'object' } },
    kategoria: { type: 'string', enum: ['FAKTURACIA', 'MERANIE'] },
    poznamky: { type: 'array', minItems: 2, items: { type: 'string' } },
  },
} as RJSFSchema;

const transform = createTransformErrors((key, params) => `${key}${params && Object.keys(params).length > 0 ? JSON.stringify(params) : ''}`);

describe('a schema node’s own message key', () => {
  it('names the message of its keyword in the whole form’s check; other fields keep the generic one', () => {
    const { errors } = validatorFor(schema as never).validateFormData({ generatory: [], poznamky: [] }, schema, undefined, transform, {});
    expect(errors.map((e) => [e.property, e.message])).toEqual([
      ['.generatory', 'validation.addOneGenerator{"limit":1}'],
      ['.poznamky', 'engine.validation.minItems{"limit":2,"count":2}'],
    ]);
  });

  it('names it in the check of the field alone (on leaving it)', () => {
    const errors = fieldErrors(validatorFor(schema as never), new FieldSchemas(schema), 'generatory', [], transform, {});
    expect(errors).toEqual({ generatory: ['validation.addOneGenerator{"limit":1}'] });
  });

  it('reads an emptied (null) or missing field as missing, with its own message where it names one', () => {
    const { errors } = validatorFor(schema as never).validateFormData({ generatory: null, kategoria: null, poznamky: ['a', 'b'] }, schema, undefined, transform, {});
    expect(errors.map((e) => [e.property, e.message])).toEqual([
      ['.generatory', 'validation.addOneGenerator{"type":"array"}'],
      ['.kategoria', 'engine.validation.required{"type":"string"}'],
    ]);
    const missing = validatorFor(schema as never).validateFormData({ poznamky: ['a', 'b'] }, schema, undefined, transform, {});
    expect(missing.errors.map((e) => e.message)).toEqual(['validation.addOneGenerator{"missingProperty":"generatory"}']);
  });
});
