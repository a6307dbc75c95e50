import { rql } from '../rql/build';
import type { RqlFilter, RqlSort } from '../rql/ast';
import { filterField, formatSortSpec, parseSortSpec } from './keys';
import type { FilterDef } from './types';

/** Filter values as the filter bar and the URL hold them: text by filter key; empty ones absent. */
export type FilterValues = Record<string, string>;

/** What a search screen shows: applied filters, page (0-based), page size and sort. */
export interface SearchState {
  filters: FilterValues;
  page: number;
  size: number;
  sort: RqlSort[];
}

/** Page sizes offered. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** Page size when nothing is stored. */
export const DEFAULT_PAGE_SIZE = 10;

/** URL parameters the search state uses besides filter keys. */
export const RESERVED_PARAMS = ['page', 'size', 'sort'] as const;

/** Whether a page size is one of PAGE_SIZES. */
export function isPageSize(size: number): boolean {
  return (PAGE_SIZES as readonly number[]).includes(size);
}

/** One filter's RQL term for its value, or undefined when the value is empty or not valid for its type. */
export function filterTerm(def: FilterDef, raw: string | undefined): RqlFilter | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  const field = filterField(def);
  switch (def.type) {
    case 'text': {
      const match = def.match ?? 'contains';
      if (match === 'eq') return rql.eq(field, value);
      return match === 'startsWith' ? rql.startsWith(field, value) : rql.contains(field, value);
    }
    case 'enum':
      return rql.eq(field, value);
    case 'boolean':
      return value === 'true' || value === 'false' ? rql.eq(field, value === 'true') : undefined;
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) ? rql[def.op ?? 'eq'](field, value) : undefined;
    case 'number': {
      const n = Number(value.replace(',', '.'));
      return Number.isFinite(n) ? rql[def.op ?? 'eq'](field, n) : undefined;
    }
  }
}

/** The RQL filter of all filter values, joined by and; undefined when none applies. */
export function buildSearchFilter(defs: readonly FilterDef[], values: FilterValues): RqlFilter | undefined {
  return rql.and(...defs.map((def) => filterTerm(def, values[def.key])));
}

/** Reads the search state from URL parameters; missing or invalid parts take the defaults. */
export function readSearchState(
  params: URLSearchParams,
  defs: readonly FilterDef[],
  defaults: { size: number; sort: RqlSort[] },
): SearchState {
  const filters: FilterValues = {};
  for (const def of defs) {
    const value = params.get(def.key);
    if (value !== null && value.trim() !== '') filters[def.key] = value;
  }
  const pageParam = Number(params.get('page'));
  const sizeParam = Number(params.get('size'));
  const sortParam = params.get('sort');
  // The URL shows pages 1-based, as people count them.
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam - 1 : 0;
  const size = isPageSize(sizeParam) ? sizeParam : defaults.size;
  const sort = sortParam ? parseSortSpec(sortParam) : defaults.sort;
  return { filters, page, size, sort: sort.length > 0 ? sort : defaults.sort };
}

/**
 * Writes the search state as URL parameters, leaving out what equals the defaults
 * so a plain search has a plain URL. Parameters the search does not own are kept.
 */
export function writeSearchState(
  state: SearchState,
  defs: readonly FilterDef[],
  defaults: { size: number; sort: RqlSort[] },
  base?: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of [...defs.map((d) => d.key), ...RESERVED_PARAMS]) params.delete(key);
  for (const def of defs) {
    const value = state.filters[def.key];
    if (value !== undefined && value.trim() !== '') params.set(def.key, value);
  }
  if (state.page > 0) params.set('page', String(state.page + 1));
  if (state.size !== defaults.size) params.set('size', String(state.size));
  const sort = formatSortSpec(state.sort);
  if (sort !== formatSortSpec(defaults.sort)) params.set('sort', sort);
  return params;
}

/** The sort after a header click: ascending by the column, or descending when it was already ascending by it. */
export function toggleSort(current: readonly RqlSort[], field: string): RqlSort[] {
  const first = current[0];
  if (first && first.field === field && first.dir === 'asc') return [{ field, dir: 'desc' }];
  return [{ field, dir: 'asc' }];
}
