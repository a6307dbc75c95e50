import type { GridSettings } from '../grid/settings';
import { defaultGridSettings, normalizeGridSettings } from '../grid/settings';
import type { FilterDef } from '../metadata/types';
import type { FilterValues, SearchState } from '../metadata/search';
import { toggleSort } from '../metadata/search';
import type { RqlSort } from '../rql/ast';

/**
 * Everything a search screen's user changes: the applied search (which the URL holds), the filter
 * values being typed, the grid's column settings and the selected rows.
 */
export interface SearchScreenState {
  applied: SearchState;
  /** Filter values typed but not yet applied; empty ones absent. */
  draft: FilterValues;
  columns: GridSettings;
  /** Selected row ids; they belong to one query, so changing its filters or sort clears them. */
  selected: ReadonlySet<string>;
}

/** What the transitions need from the screen's metadata. */
export interface SearchConfig {
  filters: readonly FilterDef[];
  /** The metadata's sort, used when a sort is cleared. */
  defaultSort: readonly RqlSort[];
  /** Grid column ids in metadata order. */
  columnIds: readonly string[];
}

export type SearchAction =
  /** A filter input changed (undefined or '' clears it). */
  | { type: 'filterChanged'; key: string; value: string | undefined }
  /** Search: the typed filters apply, first page. */
  | { type: 'searched' }
  | { type: 'pageChanged'; page: number }
  /** Another page size, first page. */
  | { type: 'sizeChanged'; size: number }
  /** A header click: ascending by the column, or descending when it already was; first page. */
  | { type: 'sortToggled'; field: string }
  /** A sort chosen in the filter bar (empty: the metadata's); first page. */
  | { type: 'sortChanged'; sort: readonly RqlSort[] }
  /** A saved filter: its filters (unknown keys dropped) and sort at once, first page. */
  | { type: 'savedFilterApplied'; filters: FilterValues; sort?: readonly RqlSort[] }
  /** Reset: no filters, typed or applied, first page. */
  | { type: 'reset' }
  /** The URL changed by other means (back button, a link): typed filters follow applied ones. */
  | { type: 'urlChanged'; applied: SearchState }
  | { type: 'columnsChanged'; settings: GridSettings }
  | { type: 'columnsReset' }
  | { type: 'selectionChanged'; selected: ReadonlySet<string> };

const NOTHING_SELECTED: ReadonlySet<string> = new Set();

/** The state a screen opens with: the URL's search, its filters as typed values, nothing selected. */
export function initialSearchScreen(applied: SearchState, columns: GridSettings): SearchScreenState {
  return { applied, draft: applied.filters, columns, selected: NOTHING_SELECTED };
}

const sameFilters = (a: FilterValues, b: FilterValues) => JSON.stringify(a) === JSON.stringify(b);
const sameSort = (a: readonly RqlSort[], b: readonly RqlSort[]) => JSON.stringify(a) === JSON.stringify(b);

/** Whether two searches are the same (filters, page, size and sort). */
export function sameSearch(a: SearchState, b: SearchState): boolean {
  return a.page === b.page && a.size === b.size && sameFilters(a.filters, b.filters) && sameSort(a.sort, b.sort);
}

/** A new applied search; the selection goes when the query's rows may differ (filters or sort). */
function applying(state: SearchScreenState, applied: SearchState, draft: FilterValues = state.draft): SearchScreenState {
  const sameRows = sameFilters(state.applied.filters, applied.filters) && sameSort(state.applied.sort, applied.sort);
  return { ...state, applied, draft, selected: sameRows ? state.selected : NOTHING_SELECTED };
}

/** The non-empty values of known filters. */
function knownFilters(filters: readonly FilterDef[], values: FilterValues): FilterValues {
  const known: FilterValues = {};
  for (const def of filters) {
    const value = values[def.key];
    if (value !== undefined && value !== '') known[def.key] = value;
  }
  return known;
}

/** The search screen's transitions, pure: the React controller only stores the result and mirrors `applied` in the URL. */
export function searchReducer(config: SearchConfig, state: SearchScreenState, action: SearchAction): SearchScreenState {
  const orDefault = (sort: readonly RqlSort[] | undefined) => (sort && sort.length > 0 ? [...sort] : [...config.defaultSort]);
  switch (action.type) {
    case 'filterChanged': {
      const draft = { ...state.draft };
      if (action.value === undefined || action.value === '') delete draft[action.key];
      else draft[action.key] = action.value;
      return { ...state, draft };
    }
    case 'searched':
      return applying(state, { ...state.applied, filters: state.draft, page: 0 });
    case 'pageChanged':
      return applying(state, { ...state.applied, page: Math.max(0, Math.floor(action.page)) });
    case 'sizeChanged':
      return applying(state, { ...state.applied, size: action.size, page: 0 });
    case 'sortToggled':
      return applying(state, { ...state.applied, sort: toggleSort(state.applied.sort, action.field), page: 0 });
    case 'sortChanged':
      return applying(state, { ...state.applied, sort: orDefault(action.sort), page: 0 });
    case 'savedFilterApplied': {
      const filters = knownFilters(config.filters, action.filters);
      return applying(state, { ...state.applied, filters, sort: orDefault(action.sort), page: 0 }, filters);
    }
    case 'reset':
      return applying(state, { ...state.applied, filters: {}, page: 0 }, {});
    case 'urlChanged': {
      const draft = sameFilters(state.applied.filters, action.applied.filters) ? state.draft : action.applied.filters;
      return applying(state, action.applied, draft);
    }
    case 'columnsChanged':
      return { ...state, columns: normalizeGridSettings(action.settings, config.columnIds) };
    case 'columnsReset':
      return { ...state, columns: defaultGridSettings(config.columnIds) };
    case 'selectionChanged':
      return { ...state, selected: action.selected };
  }
}
