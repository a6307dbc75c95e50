import { describe, expect, it } from 'vitest';
import { isWideField } from './GroupedObjectFieldTemplate';

describe('isWideField', () => {
  it('gives objects and lists the whole row', () => {
    expect(isWideField({ type: 'object' }, undefined)).toBe(true);
    expect(isWideField({ type: ['array', 'null'] }, undefined)).toBe(true);
  });
  it('keeps plain fields in one column unless metadata asks for the width', () => {
    expect(isWideField({ type: 'string' }, undefined)).toBe(false);
    expect(isWideField({ type: 'string' }, { 'ui:options': { wide: true } })).toBe(true);
    expect(isWideField({ type: 'string' }, { 'ui:options': { wide: 'yes' } })).toBe(false);
  });
});
