import { describe, expect, it } from 'vitest';
import { errorBody } from './errors';

describe('errorBody hints.fields', () => {
  it('lists reasons by the field they name: own parameter, aligned ajv detail, or the single field hint', () => {
    const body = errorBody('en', 'error.invalidPayload', [{ key: 'ajv.required', params: { field: 'nazov' } }, 'free text about eic', 'no field'], {
      errors: [{ field: 'nazov' }, { field: 'eic' }, {}],
    });
    expect(body.hints.fields).toEqual({ nazov: [body.hints.reasons[0]], eic: ['free text about eic'] });
  });

  it('keeps row paths whole, and names no field from the reason text', () => {
    const body = errorBody('en', 'error.invalidPayload', [{ key: 'reason.duplicate', params: { field: 'generatory.1.nazov' } }, 'nazov: looks like a field']);
    expect(body.hints.fields).toEqual({ 'generatory.1.nazov': [body.hints.reasons[0]] });
  });

  it('uses hints.field for the reasons of a database refusal and adds nothing without fields', () => {
    expect(errorBody('en', 'error.duplicate', ['taken'], { field: 'kod' }).hints.fields).toEqual({ kod: ['taken'] });
    expect(errorBody('en', 'error.notFound', ['gone']).hints).toEqual({ reasons: ['gone'] });
  });
});
