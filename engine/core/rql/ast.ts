/** A scalar in an RQL query: strings are decoded text, numbers and booleans typed. */
export type RqlValue = string | number | boolean | null;

/** Comparison operators that take one field and one value. */
export type RqlCompareOp = 'eq' | 'ne' | 'lt' | 'le' | 'gt' | 'ge';

/**
 * A filter node. `like` carries a pattern whose parts are literal text or the wildcard:
 * a user's typed `*` stays literal text, only `wildcard` parts match anything.
 */
export type RqlFilter =
  | { op: 'and' | 'or'; args: RqlFilter[] }
  | { op: RqlCompareOp; field: string; value: RqlValue }
  | { op: 'in' | 'out'; field: string; values: RqlValue[] }
  | { op: 'like'; field: string; pattern: RqlLikePart[] };

/** One piece of a like pattern. */
export type RqlLikePart = { text: string } | { wildcard: true };

/** One sort key; `desc` when written with a leading minus. */
export interface RqlSort {
  field: string;
  dir: 'asc' | 'desc';
}

/** A whole list query: top-level `&` terms are joined by `and`. */
export interface RqlQuery {
  filter?: RqlFilter;
  sort: RqlSort[];
  select?: string[];
  /** limit(count, offset) */
  limit?: { count: number; offset: number };
  /** true when count() was asked for: the answer carries the total in Content-Range. */
  count: boolean;
}
