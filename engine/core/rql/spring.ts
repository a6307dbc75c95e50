import type { RqlSort } from './ast';
import { RQL_FIELD_PATTERN, RqlError } from './parse';

/**
 * A list query in the Spring Data style (forms-data.md 7): `page` (0-based), `size`,
 * `sort=field,asc|desc` (repeated, first key first) and plain filter parameters.
 */
export interface SpringQuery {
  /** 0-based page index. */
  page: number;
  size: number;
  sort?: readonly RqlSort[];
  /** Filter parameters sent as `name=value`; a list repeats the name. Names page, size and sort are reserved. */
  params?: Readonly<Record<string, string | readonly string[]>>;
}

const RESERVED = new Set(['page', 'size', 'sort']);

function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    throw new RqlError('Text contains an unpaired surrogate and cannot be encoded');
  }
}

function decode(text: string): string {
  try {
    // Form encoding writes a space as `+`; a literal plus arrives as %2B.
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    throw new RqlError(`Invalid percent-encoding in '${text.slice(0, 40)}'`);
  }
}

function pageNumber(name: string, n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RqlError(`${name} must be a non-negative integer, got ${n}`);
  return String(n);
}

/** The query text (without `?`); parseSpringQuery reads it back to an equal query. */
export function formatSpringQuery(q: SpringQuery): string {
  const parts = [`page=${pageNumber('page', q.page)}`, `size=${pageNumber('size', q.size)}`];
  for (const s of q.sort ?? []) {
    if (!RQL_FIELD_PATTERN.test(s.field)) throw new RqlError(`Invalid field name '${s.field}'`);
    parts.push(`sort=${s.field},${s.dir}`);
  }
  for (const [name, value] of Object.entries(q.params ?? {})) {
    if (name === '' || RESERVED.has(name)) throw new RqlError(`'${name}' cannot be a filter parameter`);
    const values: readonly string[] = typeof value === 'string' ? [value] : value;
    for (const v of values) parts.push(`${encode(name)}=${encode(v)}`);
  }
  return parts.join('&');
}

function parseCount(name: string, text: string): number {
  if (!/^\d{1,15}$/.test(text)) throw new RqlError(`${name} must be a non-negative integer, got '${text.slice(0, 40)}'`);
  return Number(text);
}

function parseSort(text: string): RqlSort {
  const [field = '', dir = 'asc', ...rest] = text.split(',');
  const direction = dir.toLowerCase();
  if (rest.length > 0 || !RQL_FIELD_PATTERN.test(field) || (direction !== 'asc' && direction !== 'desc')) {
    throw new RqlError(`Invalid sort '${text.slice(0, 40)}' (expected field,asc or field,desc)`);
  }
  return { field, dir: direction };
}

/**
 * Reads a Spring-style query (what a server receives). Missing page is 0; missing size is
 * `defaultSize`. Throws only RqlError.
 */
export function parseSpringQuery(text: string, defaultSize = 20): SpringQuery {
  let page = 0;
  let size = defaultSize;
  const sort: RqlSort[] = [];
  // A Map: names like `__proto__` or `toString` are data here, not object keys.
  const params = new Map<string, string[]>();
  for (const part of text.replace(/^\?/, '').split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const name = decode(eq < 0 ? part : part.slice(0, eq));
    const value = eq < 0 ? '' : decode(part.slice(eq + 1));
    if (name === 'page') page = parseCount('page', value);
    else if (name === 'size') size = parseCount('size', value);
    else if (name === 'sort') sort.push(parseSort(value));
    else {
      const list = params.get(name);
      if (list) list.push(value);
      else params.set(name, [value]);
    }
  }
  const query: SpringQuery = { page, size };
  if (sort.length > 0) query.sort = sort;
  if (params.size > 0) {
    const out: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
    for (const [k, v] of params) Object.defineProperty(out, k, { value: v.length === 1 ? v[0] : v, enumerable: true, writable: true, configurable: true });
    query.params = out;
  }
  return query;
}

/** A Spring page answer: `{ content, page: { totalElements } }` (or the older flat `totalElements`). */
export interface SpringPage<T> {
  content: T[];
  totalElements?: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/** Reads a Spring page body; undefined when it is not one. */
export function readSpringPage<T>(body: unknown): SpringPage<T> | undefined {
  if (!isRecord(body) || !Array.isArray(body.content)) return undefined;
  const total = count(isRecord(body.page) ? body.page.totalElements : undefined) ?? count(body.totalElements);
  return total === undefined ? { content: body.content as T[] } : { content: body.content as T[], totalElements: total };
}

/** The answer a server gives for one page of `rows` out of `total`. */
export function formatSpringPage<T>(rows: readonly T[], query: Pick<SpringQuery, 'page' | 'size'>, total: number) {
  return {
    content: [...rows],
    page: { size: query.size, number: query.page, totalElements: total, totalPages: query.size > 0 ? Math.ceil(total / query.size) : 0 },
  };
}
