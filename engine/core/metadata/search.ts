import { rql } from '../rql/build';
import type { RqlFilter, RqlSort } from '../rql/ast';
import { filterField, formatSortSpec, parseSortSpec } from './keys';
import type { BuiltInFilterType, FilterDef } from './types';

/** Filter values as the filter bar and the URL hold them: text by filter key; empty ones absent. */
export type FilterValues = Record<string, string>;

/** What a search screen shows: applied filters, page (0-based), page size and sort. */
export interface SearchState {
  filters: FilterValues;
  page: number;
  size: number;
  sort: RqlSort[];
}

/** The filter kinds the engine itself knows; any other type must be registered by the application. */
export const BUILT_IN_FILTER_TYPES: readonly BuiltInFilterType[] = ['text', 'enum', 'enumList', 'user', 'boolean', 'true', 'phone', 'custom', 'number', 'date', 'range'];

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

/** Separator of the two ends of a `range` value in the URL: `from~to` (either end may be empty). */
export const RANGE_SEPARATOR = '~';

/** Separator of several values (`enumList`) in the URL. */
export const LIST_SEPARATOR = ',';

/** Builds the RQL of a `custom` filter from its value; supplied by the host screen per filter key. */
export type CustomFilterBuilder = (value: string, def: FilterDef) => RqlFilter | undefined;

/**
 * The RQL terms of filter kinds the application registers (types beyond the built-in ones), by
 * type. The engine knows only its generic kinds; the rest comes from this registry.
 */
export interface FilterTerms {
  term(type: string): CustomFilterBuilder | undefined;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A number typed with a decimal comma or point, or undefined. */
function parseNumber(text: string): number | undefined {
  const compact = text.replace(/\s/g, '').replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(compact)) return undefined;
  const n = Number(compact);
  return Number.isFinite(n) ? n : undefined;
}

/** A range end as an RQL value: an ISO date stays text, a number becomes a number; else undefined. */
function rangeValue(text: string): string | number | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  if (ISO_DATE.test(value)) return value;
  return parseNumber(value);
}

/** Splits a `from~to` value into its two ends. */
export function splitRange(value: string): [string, string] {
  const at = value.indexOf(RANGE_SEPARATOR);
  if (at < 0) return [value.trim(), ''];
  return [value.slice(0, at).trim(), value.slice(at + 1).trim()];
}

/**
 * Whether a range's start lies after its end (31.12.2026 – 1.1.2020): such a range finds nothing,
 * so the filter bar says so instead of searching. Dates compare as ISO text, numbers as numbers.
 */
export function isReversedRange(value: string): boolean {
  const [from, to] = splitRange(value).map(rangeValue);
  if (from === undefined || to === undefined || typeof from !== typeof to) return false;
  return from > to;
}

/**
 * The upper bounds (`le`/`lt`) set below the lower bound (`ge`/`gt`) of another filter on the same
 * field, by the upper bound's key and the lower bound's def (Rejected from 31.12.2026, to 1.1.2020):
 * such a pair finds nothing, so the filter bar says so instead of searching, as for a range.
 */
export function reversedBounds(defs: readonly FilterDef[], values: Readonly<Record<string, string | undefined>>): Map<string, FilterDef> {
  const reversed = new Map<string, FilterDef>();
  for (const upper of defs) {
    if ((upper.op !== 'le' && upper.op !== 'lt') || (upper.type !== 'date' && upper.type !== 'number')) continue;
    const to = rangeValue(values[upper.key] ?? '');
    if (to === undefined) continue;
    for (const lower of defs) {
      if (lower.type !== upper.type || (lower.op !== 'ge' && lower.op !== 'gt') || filterField(lower) !== filterField(upper)) continue;
      const from = rangeValue(values[lower.key] ?? '');
      if (from === undefined || typeof from !== typeof to) continue;
      if (from > to || (from === to && (lower.op === 'gt' || upper.op === 'lt'))) reversed.set(upper.key, lower);
    }
  }
  return reversed;
}

/** Joins two range ends; empty when both are empty. */
export function joinRange(from: string, to: string): string {
  return from.trim() === '' && to.trim() === '' ? '' : `${from.trim()}${RANGE_SEPARATOR}${to.trim()}`;
}

/** The values of a list value (`enumList`): split on the separator, trimmed, empty ones and repeats dropped. */
export function splitList(value: string): string[] {
  return [...new Set(value.split(LIST_SEPARATOR).map((v) => v.trim()).filter((v) => v !== ''))];
}

/**
 * A phone filter term in the form numbers are stored in (partial input allowed, unlike the rule
 * validation/phone.ts normalizePhone): spaces, dashes, dots and brackets dropped; a
 * leading 00 becomes +, and a national 0 prefix becomes +421 (Slovakia).
 */
export function phoneFilterText(value: string): string {
  let phone = value.replace(/[\s\-./()]/g, '');
  if (phone.startsWith('00')) phone = `+${phone.slice(2)}`;
  else if (/^0\d/.test(phone)) phone = `+421${phone.slice(1)}`;
  return phone;
}

/**
 * One filter's RQL term for its value, or undefined when the value is empty or not valid for its
 * type (an invalid value never reaches the server).
 */
export function filterTerm(
  def: FilterDef,
  raw: string | undefined,
  custom?: Readonly<Record<string, CustomFilterBuilder>>,
  kinds?: FilterTerms,
): RqlFilter | undefined {
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
    case 'user':
      return rql.eq(field, value);
    case 'enumList': {
      const values = splitList(value);
      if (values.length === 0) return undefined;
      return values.length === 1 ? rql.eq(field, values[0] as string) : rql.in(field, values);
    }
    case 'boolean':
      return value === 'true' || value === 'false' ? rql.eq(field, value === 'true') : undefined;
    case 'true':
      // A ticked box narrows to true; an unticked one does not filter at all.
      return value === 'true' ? rql.eq(field, true) : undefined;
    case 'phone': {
      const phone = phoneFilterText(value);
      return /^\+?\d{2,}$/.test(phone) ? rql.contains(field, phone) : undefined;
    }
    case 'custom': {
      const build = custom?.[def.key];
      return build ? build(value, def) : rql.eq(field, value);
    }
    case 'date':
      return ISO_DATE.test(value) ? rql[def.op ?? 'eq'](field, value) : undefined;
    case 'number': {
      const n = parseNumber(value);
      return n !== undefined ? rql[def.op ?? 'eq'](field, n) : undefined;
    }
    case 'range': {
      const [fromText, toText] = splitRange(value);
      const from = rangeValue(fromText);
      const to = rangeValue(toText);
      if (from === undefined && to === undefined) return undefined;
      if (def.key2) {
        // Rows whose interval [field, key2] overlaps [from, to]; an empty key2 is open-ended.
        return rql.and(
          to !== undefined && rql.le(field, to),
          from !== undefined && rql.or(rql.ge(def.key2, from), rql.eq(def.key2, null)),
        );
      }
      return rql.and(from !== undefined && rql.ge(field, from), to !== undefined && rql.le(field, to));
    }
    default: {
      // A kind the application registered; an unknown one does not filter (metadata lint reports it).
      const build = kinds?.term(def.type);
      return build ? build(value, def) : undefined;
    }
  }
}

/** The RQL filter of all filter values, joined by and; undefined when none applies. */
export function buildSearchFilter(
  defs: readonly FilterDef[],
  values: FilterValues,
  custom?: Readonly<Record<string, CustomFilterBuilder>>,
  kinds?: FilterTerms,
): RqlFilter | undefined {
  return rql.and(...defs.map((def) => filterTerm(def, values[def.key], custom, kinds)));
}

/** Sort choices the filter bar offers: filters with `sortProp`, labelled by `sortLabelCode` (or their label). */
export function sortChoices(defs: readonly FilterDef[]): { field: string; labelCode: string | undefined }[] {
  return defs.filter((d) => d.sortProp).map((d) => ({ field: d.sortProp as string, labelCode: d.sortLabelCode ?? d.labelCode }));
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
