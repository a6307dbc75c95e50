import { describe, expect, it } from 'vitest';
import { cellMarks, rowState } from './rowState';

describe('row states and cell marks', () => {
  it('reads marks from a map or a list, with synonyms', () => {
    expect(cellMarks({ _modifications: { a: 'change', b: 'insert', c: 'bogus' } })).toEqual({ a: 'change', b: 'new' });
    expect(cellMarks({ _modifications: [{ field: 'a', type: 'remove' }, { field: 1, type: 'new' }, null] })).toEqual({ a: 'delete' });
    expect(cellMarks({})).toEqual({});
  });

  it('takes an explicit state, else derives it from the marks', () => {
    expect(rowState({ _rowState: 'deleted', _modifications: { a: 'new' } })).toBe('deleted');
    expect(rowState({ _modifications: { a: 'new', b: 'new' } })).toBe('new');
    expect(rowState({ _modifications: { a: 'delete' } })).toBe('deleted');
    expect(rowState({ _modifications: { a: 'new', b: 'change' } })).toBe('modified');
    expect(rowState({ a: 1 })).toBeUndefined();
  });
});
