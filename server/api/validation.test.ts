import { describe, expect, it } from 'vitest';
import { compileSchema, errorReason } from './validation';

describe('errorReason', () => {
  const validate = compileSchema({
    type: 'object',
    properties: { datumOd: { type: 'string', format: 'date' }, pocet: { type: 'integer' } },
    additionalProperties: false,
  });
  const reasons = (body: unknown) => (validate(body) ? [] : (validate.errors ?? []).map(errorReason));

  it('calls an emptied (null) field that must have a value missing, not of a wrong type', () => {
    expect(reasons({ datumOd: null })).toEqual([{ key: 'ajv.required', params: { field: 'datumOd' } }]);
  });

  it('still names the type of a value of the wrong type', () => {
    expect(reasons({ pocet: 'dva' })).toEqual([{ key: 'ajv.type', params: { field: 'pocet', type: 'type.integer' } }]);
  });
});
