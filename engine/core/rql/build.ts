import type { RqlCompareOp, RqlFilter, RqlLikePart, RqlQuery, RqlSort, RqlValue } from './ast';

/** An optional filter argument: falsy entries are dropped, so callers can write `text && rql.contains(...)`. */
export type MaybeFilter = RqlFilter | undefined | null | false;

function compare(op: RqlCompareOp) {
  return (field: string, value: RqlValue): RqlFilter => ({ op, field, value });
}

function combine(op: 'and' | 'or') {
  return (...filters: MaybeFilter[]): RqlFilter | undefined => {
    const args = filters.filter((f): f is RqlFilter => Boolean(f));
    if (args.length === 0) return undefined;
    if (args.length === 1) return args[0];
    return { op, args };
  };
}

const WILDCARD: RqlLikePart = { wildcard: true };

/**
 * Canonical like pattern: no empty text parts, adjacent texts joined, repeated wildcards collapsed
 * (they match the same).
 */
export function normalizeLikePattern(pattern: readonly RqlLikePart[]): RqlLikePart[] {
  const out: RqlLikePart[] = [];
  for (const part of pattern) {
    const last = out[out.length - 1];
    if ('wildcard' in part) {
      if (!last || !('wildcard' in last)) out.push(WILDCARD);
    } else if (part.text !== '') {
      if (last && 'text' in last) out[out.length - 1] = { text: last.text + part.text };
      else out.push({ text: part.text });
    }
  }
  return out;
}

/** Builders for filter nodes and sort keys. */
export const rql = {
  eq: compare('eq'),
  ne: compare('ne'),
  lt: compare('lt'),
  le: compare('le'),
  gt: compare('gt'),
  ge: compare('ge'),
  in: (field: string, values: readonly RqlValue[]): RqlFilter => ({ op: 'in', field, values: [...values] }),
  out: (field: string, values: readonly RqlValue[]): RqlFilter => ({ op: 'out', field, values: [...values] }),
  like: (field: string, pattern: readonly RqlLikePart[]): RqlFilter => ({
    op: 'like',
    field,
    pattern: normalizeLikePattern(pattern),
  }),
  /** Text anywhere in the field; the text's own `*`, `%` or `_` stay literal. */
  contains: (field: string, text: string): RqlFilter => rql.like(field, [WILDCARD, { text }, WILDCARD]),
  startsWith: (field: string, text: string): RqlFilter => rql.like(field, [{ text }, WILDCARD]),
  and: combine('and'),
  or: combine('or'),
  asc: (field: string): RqlSort => ({ field, dir: 'asc' }),
  desc: (field: string): RqlSort => ({ field, dir: 'desc' }),
};

export interface ListQueryOptions {
  filter?: RqlFilter;
  sort?: readonly RqlSort[];
  select?: readonly string[];
  /** 0-based page index. */
  page: number;
  size: number;
  /** Ask for the total (count()). */
  count?: boolean;
  /** Fetch one row more than `size` to learn whether another page exists without a total. */
  extraRow?: boolean;
}

/** A paged list query: `limit(size(+1), page*size)`. */
export function listQuery(options: ListQueryOptions): RqlQuery {
  const { filter, sort, select, page, size, count, extraRow } = options;
  const query: RqlQuery = {
    sort: sort ? [...sort] : [],
    count: count ?? false,
    limit: { count: extraRow ? size + 1 : size, offset: page * size },
  };
  if (filter) query.filter = filter;
  if (select && select.length > 0) query.select = [...select];
  return query;
}
