/**
 * Beside `Content-Range: items 0-24/*`: the server stopped counting and knows only that the
 * filter matches more rows than this number (a capped count on a very large table).
 */
export const TOTAL_MORE_THAN_HEADER = 'X-Total-More-Than';

/** Reads the "more than" lower bound; undefined unless it is a non-negative safe integer. */
export function parseTotalMoreThan(header: string | null | undefined): number | undefined {
  if (typeof header !== 'string' || !/^\s*\d+\s*$/.test(header)) return undefined;
  const n = Number(header);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** A parsed `Content-Range: items from-to/total`. An empty range (`items *\/N`) is from 0 to -1. */
export interface ContentRange {
  from: number;
  to: number;
  /** Absent when the server wrote `*` (total not counted). */
  total?: number;
}

const RANGE = /^\s*items\s+(?:(\d+)-(\d+)|(\*))\s*\/\s*(\d+|\*)\s*$/i;

function toInt(text: string): number | undefined {
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** Reads `items 0-9/34`, `items 0-9/*`, `items *\/0`; anything else gives undefined. */
export function parseContentRange(header: string | null | undefined): ContentRange | undefined {
  if (typeof header !== 'string') return undefined;
  const m = RANGE.exec(header);
  if (!m) return undefined;
  const [, fromText, toText, , totalText] = m;
  let total: number | undefined;
  if (totalText !== undefined && totalText !== '*') {
    total = toInt(totalText);
    if (total === undefined) return undefined;
  }
  if (fromText === undefined || toText === undefined) {
    return total === undefined ? { from: 0, to: -1 } : { from: 0, to: -1, total };
  }
  const from = toInt(fromText);
  const to = toInt(toText);
  if (from === undefined || to === undefined || to < from) return undefined;
  if (total !== undefined && to >= total) return undefined;
  return total === undefined ? { from, to } : { from, to, total };
}

/** Writes the header; an empty range (to < from) becomes `items *\/total`. */
export function formatContentRange(from: number, to: number, total?: number): string {
  const totalText = total === undefined ? '*' : String(total);
  if (to < from) return `items */${totalText}`;
  return `items ${from}-${to}/${totalText}`;
}

/** For the one-extra-row mode: trims to `size` and tells whether the extra row came. */
export function pageFromRows<T>(rows: readonly T[], size: number, extraRow: boolean): { rows: T[]; hasMore: boolean } {
  return { rows: rows.slice(0, size), hasMore: extraRow && rows.length > size };
}
