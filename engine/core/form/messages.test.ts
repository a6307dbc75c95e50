import { describe, expect, it } from 'vitest';
import { decimalsOf, validationMessageKey } from './messages';

describe('validationMessageKey', () => {
  it('maps ajv keywords to engine.validation keys with their limits', () => {
    expect(validationMessageKey({ name: 'required', params: { missingProperty: 'nazov' } })).toEqual({ key: 'engine.validation.required', params: {} });
    expect(validationMessageKey({ name: 'maxLength', params: { limit: 200 } })).toEqual({ key: 'engine.validation.maxLength', params: { limit: 200, count: 200 } });
    expect(validationMessageKey({ name: 'minimum', params: { limit: 5, comparison: '>=' } })).toEqual({ key: 'engine.validation.minimum', params: { limit: 5 } });
    // A pattern is named by what it lets through, never shown itself.
    expect(validationMessageKey({ name: 'pattern', params: { pattern: '^[A-Z0-9_]+$' } })).toEqual({ key: 'engine.validation.patterns.upperCode', params: {} });
    expect(validationMessageKey({ name: 'pattern', params: { pattern: '^[A-Z]+$' } })).toEqual({ key: 'engine.validation.patterns.other', params: {} });
    expect(validationMessageKey({ name: 'enum', params: {} }).key).toBe('engine.validation.enum');
    expect(validationMessageKey({ name: 'type', params: { type: 'integer' } }).key).toBe('engine.validation.integer');
    expect(validationMessageKey({ name: 'type', params: { type: 'number' } }).key).toBe('engine.validation.invalid');
    expect(validationMessageKey({ name: 'somethingNew' }).key).toBe('engine.validation.invalid');
  });

  it('names the format', () => {
    expect(validationMessageKey({ name: 'format', params: { format: 'date' } }).key).toBe('validation.badDate');
    expect(validationMessageKey({ name: 'format', params: { format: 'email' } }).key).toBe('validation.valiEmail');
    expect(validationMessageKey({ name: 'format', params: { format: 'eic' } })).toEqual({ key: 'validation.invalidEic', params: { format: 'eic' } });
    expect(validationMessageKey({ name: 'format', params: { format: 'hostname' } })).toEqual({ key: 'engine.validation.format.other', params: { format: 'hostname' } });
  });

  it('uses the message a catalogue keyword names, and requiredTrue for const true', () => {
    expect(validationMessageKey({ name: 'minChars', params: { messageKey: 'validation.validation_enterAtLeastXChars', count: 3 } })).toEqual({
      key: 'validation.validation_enterAtLeastXChars',
      params: { count: 3 },
    });
    expect(validationMessageKey({ name: 'const', params: { allowedValue: true } }).key).toBe('validation.requiredTrue');
  });

  it('scales limits of percent fields by 100', () => {
    expect(validationMessageKey({ name: 'maximum', params: { limit: 1 } }, { percent: true }).params.limit).toBe('100 %');
    expect(validationMessageKey({ name: 'minimum', params: { limit: 0.07 } }, { percent: true }).params.limit).toBe('7 %');
  });

  it('turns multipleOf into a count of decimal places, two fewer for percent', () => {
    expect(validationMessageKey({ name: 'multipleOf', params: { multipleOf: 0.01 } })).toEqual({ key: 'engine.validation.decimals', params: { count: 2 } });
    expect(validationMessageKey({ name: 'multipleOf', params: { multipleOf: 0.0001 } }, { percent: true })).toEqual({ key: 'engine.validation.decimals', params: { count: 2 } });
    expect(validationMessageKey({ name: 'multipleOf', params: { multipleOf: 1 } })).toEqual({ key: 'engine.validation.decimalsZero', params: {} });
    expect(validationMessageKey({ name: 'multipleOf', params: { multipleOf: 0.25 } })).toEqual({ key: 'engine.validation.multipleOf', params: { limit: '0.25' } });
  });
});

describe('decimalsOf', () => {
  it('counts the places of powers of ten only', () => {
    expect(decimalsOf(0.0001)).toBe(4);
    expect(decimalsOf(1)).toBe(0);
    expect(decimalsOf(100)).toBe(0);
    expect(decimalsOf(0.5)).toBeUndefined();
    expect(decimalsOf(0)).toBeUndefined();
  });
});
