import { describe, expect, it } from 'vitest';
import { isWideField, lazyGroupStyle } from './GroupedObjectFieldTemplate';

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

describe('lazyGroupStyle', () => {
  const plain = { wide: false };
  const wide = { wide: true };
  it('lets the browser skip a fieldset out of view, with a height estimated from its rows', () => {
    expect(lazyGroupStyle([plain, plain, plain])).toEqual({ contentVisibility: 'auto', containIntrinsicSize: `auto ${2 * 72 + 64}px` });
  });
  it('counts a wide field as a row of its own, closing a half-filled row', () => {
    expect(lazyGroupStyle([plain, wide, plain, plain]).containIntrinsicSize).toBe(`auto ${3 * 72 + 64}px`);
    expect(lazyGroupStyle([wide]).containIntrinsicSize).toBe(`auto ${72 + 64}px`);
  });
});
