import { describe, expect, it } from 'vitest';
import { defaultGridSettings } from '../grid/settings';
import type { SearchState } from '../metadata/search';
import type { SearchAction, SearchConfig, SearchScreenState } from './searchReducer';
import { initialSearchScreen, sameSearch, searchReducer } from './searchReducer';

const config: SearchConfig = {
  filters: [
    { key: 'nazov', type: 'text' },
    { key: 'stav', type: 'enum' },
  ],
  defaultSort: [{ field: 'nazov', dir: 'asc' }],
  columnIds: ['kod', 'nazov', 'stav'],
};
const applied: SearchState = { filters: { stav: 'AKTIVNA' }, page: 2, size: 25, sort: [{ field: 'kod', dir: 'desc' }] };
const start = (): SearchScreenState => ({ ...initialSearchScreen(applied, defaultGridSettings(config.columnIds)), selected: new Set(['1', '2']) });
const run = (state: SearchScreenState, ...actions: SearchAction[]) => actions.reduce((s, a) => searchReducer(config, s, a), state);

describe('searchReducer', () => {
  it('opens with the URL search, its filters as typed values and nothing selected', () => {
    const state = initialSearchScreen(applied, defaultGridSettings(config.columnIds));
    expect(state.draft).toEqual({ stav: 'AKTIVNA' });
    expect(state.selected.size).toBe(0);
  });

  it('filter change: only the typed values change; an empty value drops the filter', () => {
    const before = start();
    const state = run(before, { type: 'filterChanged', key: 'nazov', value: 'slnko' }, { type: 'filterChanged', key: 'stav', value: '' });
    expect(state.draft).toEqual({ nazov: 'slnko' });
    expect(state.applied).toBe(before.applied);
    expect(state.selected).toBe(before.selected);
    expect(before.draft).toEqual({ stav: 'AKTIVNA' });
  });

  it('search: the typed filters apply on the first page, the selection goes', () => {
    const state = run(start(), { type: 'filterChanged', key: 'nazov', value: 'slnko' }, { type: 'searched' });
    expect(state.applied).toEqual({ ...applied, filters: { stav: 'AKTIVNA', nazov: 'slnko' }, page: 0 });
    expect(state.selected.size).toBe(0);
  });

  it('page: keeps filters, sort and selection; never below the first page', () => {
    const before = start();
    expect(run(before, { type: 'pageChanged', page: 5 }).applied).toEqual({ ...applied, page: 5 });
    expect(run(before, { type: 'pageChanged', page: 5 }).selected).toBe(before.selected);
    expect(run(before, { type: 'pageChanged', page: -3 }).applied.page).toBe(0);
  });

  it('size: first page with the new size', () => {
    expect(run(start(), { type: 'sizeChanged', size: 100 }).applied).toEqual({ ...applied, size: 100, page: 0 });
  });

  it('sort: a header click toggles ascending and descending, first page, selection cleared', () => {
    const asc = run(start(), { type: 'sortToggled', field: 'nazov' });
    expect(asc.applied.sort).toEqual([{ field: 'nazov', dir: 'asc' }]);
    expect(asc.applied.page).toBe(0);
    expect(asc.selected.size).toBe(0);
    expect(run(asc, { type: 'sortToggled', field: 'nazov' }).applied.sort).toEqual([{ field: 'nazov', dir: 'desc' }]);
  });

  it('sort chosen in the filter bar; an empty choice is the metadata sort', () => {
    expect(run(start(), { type: 'sortChanged', sort: [{ field: 'stav', dir: 'asc' }] }).applied.sort).toEqual([{ field: 'stav', dir: 'asc' }]);
    expect(run(start(), { type: 'sortChanged', sort: [] }).applied.sort).toEqual(config.defaultSort);
  });

  it('saved filter applied: known non-empty filters and its sort at once, typed values alike', () => {
    const state = run(start(), { type: 'savedFilterApplied', filters: { nazov: 'vietor', stav: '', zmazany: 'x' }, sort: [{ field: 'stav', dir: 'desc' }] });
    expect(state.applied).toEqual({ filters: { nazov: 'vietor' }, page: 0, size: 25, sort: [{ field: 'stav', dir: 'desc' }] });
    expect(state.draft).toEqual({ nazov: 'vietor' });
    expect(run(start(), { type: 'savedFilterApplied', filters: {} }).applied.sort).toEqual(config.defaultSort);
  });

  it('reset: no filters typed or applied, first page, sort and size kept', () => {
    const state = run(start(), { type: 'filterChanged', key: 'nazov', value: 'x' }, { type: 'reset' });
    expect(state.draft).toEqual({});
    expect(state.applied).toEqual({ ...applied, filters: {}, page: 0 });
  });

  it('URL changed elsewhere: typed values follow new applied filters, but survive a page change', () => {
    const typing = run(start(), { type: 'filterChanged', key: 'nazov', value: 'rozpísané' });
    const paged = run(typing, { type: 'urlChanged', applied: { ...applied, page: 0 } });
    expect(paged.draft).toEqual({ stav: 'AKTIVNA', nazov: 'rozpísané' });
    expect(paged.selected).toBe(typing.selected);
    const back = run(typing, { type: 'urlChanged', applied: { ...applied, filters: {} } });
    expect(back.draft).toEqual({});
    expect(back.selected.size).toBe(0);
  });

  it('column settings: fitted to the metadata columns; reset gives every column in metadata order', () => {
    const before = start();
    const changed = run(before, { type: 'columnsChanged', settings: { version: 2, order: ['stav', 'zrusene', 'kod'], hidden: ['kod'], widths: { stav: 5 } } });
    expect(changed.columns).toEqual({ version: 2, order: ['stav', 'kod', 'nazov'], hidden: ['kod'], widths: { stav: 40 } });
    expect(changed.applied).toBe(before.applied);
    expect(run(changed, { type: 'columnsReset' }).columns).toEqual(defaultGridSettings(config.columnIds));
  });

  it('selection changes keep the search', () => {
    const before = start();
    const state = run(before, { type: 'selectionChanged', selected: new Set(['7']) });
    expect([...state.selected]).toEqual(['7']);
    expect(state.applied).toBe(before.applied);
  });

  it('sameSearch compares filters, page, size and sort', () => {
    expect(sameSearch(applied, { ...applied, filters: { stav: 'AKTIVNA' } })).toBe(true);
    expect(sameSearch(applied, { ...applied, page: 0 })).toBe(false);
    expect(sameSearch(applied, { ...applied, sort: [] })).toBe(false);
  });
});
