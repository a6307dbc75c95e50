import type { RqlFilter, RqlLikePart, RqlQuery, RqlSort, RqlValue } from './ast';
import { RQL_FIELD_PATTERN, RQL_STRING_PREFIX, RqlError, typedLiteral } from './parse';

/**
 * Canonical query text that `parseRql` reads back to an equal query.
 * Throws RqlError for what cannot be written (bad field names, non-finite numbers, lone surrogates).
 */
export function formatRql(q: RqlQuery): string {
  const terms: string[] = [];
  if (q.filter) {
    // A top-level `and` of two or more terms is written as `&`-joined terms, as the parser reads them.
    if (q.filter.op === 'and' && q.filter.args.length >= 2) terms.push(...q.filter.args.map(formatFilter));
    else terms.push(formatFilter(q.filter));
  }
  if (q.sort.length > 0) terms.push(`sort(${q.sort.map(formatSort).join(',')})`);
  if (q.select && q.select.length > 0) terms.push(`select(${q.select.map(formatField).join(',')})`);
  if (q.limit) terms.push(`limit(${formatCount(q.limit.count)},${formatCount(q.limit.offset)})`);
  if (q.count) terms.push('count()');
  return terms.join('&');
}

/** One filter node as text. */
export function formatFilter(f: RqlFilter): string {
  switch (f.op) {
    case 'and':
    case 'or':
      return `${f.op}(${f.args.map(formatFilter).join(',')})`;
    case 'in':
    case 'out':
      // Standard RQL's array form: `in(stav,(A,B))`.
      // An empty text is written `string:` so that `(x)` with one empty value is not read as `()`.
      return `${f.op}(${formatField(f.field)},(${f.values.map((v) => (v === '' ? RQL_STRING_PREFIX : formatValue(v))).join(',')}))`;
    case 'like':
      return `like(${formatField(f.field)},${formatLikePattern(f.pattern)})`;
    default:
      return `${f.op}(${formatField(f.field)},${formatValue(f.value)})`;
  }
}

/** A value as text; strings that would read back typed get the `string:` prefix. */
export function formatValue(value: RqlValue): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RqlError(`Cannot write the number ${String(value)} in a query`);
    // -0 reads back as 0, which is the same filter.
    return String(value === 0 ? 0 : value);
  }
  // encodeText turns `:` into %3A, so text never reads back as a converter prefix (`foo:x`).
  const encoded = encodeText(value);
  return typedLiteral(encoded) !== undefined ? RQL_STRING_PREFIX + encoded : encoded;
}

function formatLikePattern(pattern: RqlLikePart[]): string {
  return pattern.map((part) => ('wildcard' in part ? '*' : encodeText(part.text))).join('');
}

function formatSort(s: RqlSort): string {
  return (s.dir === 'desc' ? '-' : '+') + formatField(s.field);
}

function formatField(field: string): string {
  if (!RQL_FIELD_PATTERN.test(field)) throw new RqlError(`Invalid field name '${field}'`);
  return field;
}

function formatCount(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RqlError(`Limit values must be non-negative integers, got ${n}`);
  return String(n);
}

/**
 * Percent-encodes text so no character is read as grammar: encodeURIComponent leaves
 * `! ' ( ) * ~` alone, and `( ) *` are grammar (the others are encoded for safety in URLs).
 */
export function encodeText(text: string): string {
  let encoded: string;
  try {
    encoded = encodeURIComponent(text);
  } catch {
    throw new RqlError('Text contains an unpaired surrogate and cannot be encoded');
  }
  return encoded.replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
