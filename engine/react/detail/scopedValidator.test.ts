import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { FieldSchemas } from './fieldValidation';
import { scopedValidator } from './scopedValidator';
import { validatorFor } from './validator';

const schema = {
  type: 'object',
  properties: {
    nazov: { type: 'string', maxLength: 3 },
    kod: { type: 'string', pattern: '^[A-Z]+$' },
    od: { type: 'string', format: 'date' },
    do: { type: 'string', format: 'date' },
    pocet: { type: 'integer', minimum: 1 },
  },
  required: ['nazov', 'kod'],
  // A rule across fields: a filled `do` needs `od`.
  dependencies: { do: ['od'] },
} as RJSFSchema;

const data = { nazov: 'dlhy', kod: 'abc', do: '2024-13-01', pocet: 0 };
const keyOnly = (errors: { name?: string; property?: string }[]) => errors.map((e) => ({ ...e, message: `${e.name}:${e.property}`, stack: '' }));

function run(inScope: (field: string) => boolean, formData: Record<string, unknown>) {
  const fields = new FieldSchemas(schema);
  const validator = scopedValidator(validatorFor(schema as never), schema, fields, (field) => inScope(field));
  return validator.validateFormData(formData, schema, undefined, keyOnly as never, {});
}

describe('scoped validation', () => {
  it('with every field in scope gives each field the messages the whole schema gives it, in the order of the fields', () => {
    const whole = validatorFor(schema as never).validateFormData(data, schema, undefined, keyOnly as never, {});
    const scoped = run(() => true, data);
    expect(scoped.errorSchema).toEqual(whole.errorSchema);
    expect(scoped.errors.map((e) => e.message)).toEqual([
      'dependencies:od',
      'maxLength:.nazov',
      'pattern:.kod',
      'format:.do',
      'minimum:.pocet',
    ]);
  });

  it('checks only the fields in scope, and the rules across fields always', () => {
    const scoped = run((field) => field === 'kod', { ...data, kod: undefined });
    expect(scoped.errors.map((e) => e.message)).toEqual(['dependencies:od', 'required:kod']);
  });

  it('agrees with the whole schema on valid data', () => {
    expect(run(() => true, { nazov: 'abc', kod: 'AB', od: '2024-01-01', do: '2024-02-01', pocet: 2 }).errors).toEqual([]);
  });
});
