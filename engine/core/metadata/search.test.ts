import { describe, expect, it } from 'vitest';
import { formatRql } from '../rql';
import { listQuery } from '../rql/build';
import type { FilterDef } from './types';
import { buildSearchFilter, filterTerm, readSearchState, toggleSort, writeSearchState } from './search';

const defs: FilterDef[] = [
  { key: 'nazov', type: 'text' },
  { key: 'kod', type: 'text', match: 'startsWith' },
  { key: 'stav', type: 'enum' },
  { key: 'obnovitelna', type: 'boolean' },
  { key: 'platnaOd', type: 'date', field: 'platnostOd', op: 'ge' },
  { key: 'ucinnost', type: 'number', op: 'gt' },
];
const defaults = { size: 10, sort: [{ field: 'nazov', dir: 'asc' as const }] };

describe('buildSearchFilter', () => {
  it('turns filter values into RQL terms joined by and', () => {
    const filter = buildSearchFilter(defs, {
      nazov: ' sol ',
      kod: 'FV',
      stav: 'AKTIVNA',
      obnovitelna: 'true',
      platnaOd: '2024-01-01',
      ucinnost: '0,5',
    });
    expect(formatRql(listQuery({ filter, page: 0, size: 10 }))).toBe(
      'like(nazov,*sol*)&like(kod,FV*)&eq(stav,AKTIVNA)&eq(obnovitelna,true)&ge(platnostOd,2024-01-01)&gt(ucinnost,0.5)&limit(10,0)',
    );
  });

  it('skips empty and invalid values', () => {
    expect(buildSearchFilter(defs, { nazov: '  ', obnovitelna: 'maybe', platnaOd: '1.1.2024', ucinnost: 'x' })).toBeUndefined();
    expect(filterTerm({ key: 'kod', type: 'text', match: 'eq' }, 'A1')).toEqual({ op: 'eq', field: 'kod', value: 'A1' });
  });
});

describe('search state in the URL', () => {
  it('reads filters, a 1-based page, size and sort, with defaults for the rest', () => {
    const state = readSearchState(new URLSearchParams('nazov=sol&page=3&size=25&sort=-kod&other=x'), defs, defaults);
    expect(state).toEqual({ filters: { nazov: 'sol' }, page: 2, size: 25, sort: [{ field: 'kod', dir: 'desc' }] });
    expect(readSearchState(new URLSearchParams('page=-1&size=13'), defs, defaults)).toEqual({ filters: {}, page: 0, size: 10, sort: defaults.sort });
  });

  it('writes only what differs from the defaults and keeps foreign parameters', () => {
    const params = writeSearchState({ filters: { stav: 'AKTIVNA', nazov: '' }, page: 0, size: 10, sort: defaults.sort }, defs, defaults, new URLSearchParams('tab=2&page=4'));
    expect(params.toString()).toBe('tab=2&stav=AKTIVNA');
    const full = writeSearchState({ filters: {}, page: 1, size: 50, sort: [{ field: 'kod', dir: 'desc' }] }, defs, defaults);
    expect(full.toString()).toBe('page=2&size=50&sort=-kod');
    expect(readSearchState(full, defs, defaults)).toEqual({ filters: {}, page: 1, size: 50, sort: [{ field: 'kod', dir: 'desc' }] });
  });
});

describe('toggleSort', () => {
  it('sorts ascending first, then descending', () => {
    expect(toggleSort([{ field: 'nazov', dir: 'asc' }], 'kod')).toEqual([{ field: 'kod', dir: 'asc' }]);
    expect(toggleSort([{ field: 'kod', dir: 'asc' }], 'kod')).toEqual([{ field: 'kod', dir: 'desc' }]);
    expect(toggleSort([{ field: 'kod', dir: 'desc' }], 'kod')).toEqual([{ field: 'kod', dir: 'asc' }]);
  });
});
