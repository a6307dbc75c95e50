import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RqlFilter, RqlLikePart, RqlQuery, RqlSort, RqlValue } from './ast';
import { normalizeLikePattern, rql } from './build';
import { formatRql } from './format';
import { parseRql, RqlError } from './parse';
import { formatSpringQuery, parseSpringQuery, type SpringQuery } from './spring';

// Characters that are grammar somewhere (RQL, URLs, SQL LIKE, JSON) or otherwise awkward.
const AWKWARD = ['*', '%', '_', '(', ')', ',', '&', '=', '+', '#', '?', '/', '\\', "'", '"', ' ', '!', '~', ':', ';', '-', '.', '$', '@',
  'á', 'ä', 'č', 'ď', 'é', 'í', 'ĺ', 'ľ', 'ň', 'ó', 'ô', 'ŕ', 'š', 'ť', 'ú', 'ý', 'ž', 'Ž', 'Č', 'ě', 'ř', 'ů',
  '😀', '👍🏽', '👨‍👩‍👧', '€', '\n', '\t', '\u0000', '\u00a0', '\u200b', 'string:', 'true', 'null', '%2A', '%25', '%', '+', '1', '0', 'e'];

/** Text a user could type: awkward pieces mixed with any Unicode code point (never a lone surrogate). */
const userText = fc.string({ unit: fc.oneof(fc.constantFrom(...AWKWARD), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })), maxLength: 12 });

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
/** Text with at least one unpaired surrogate (what a broken paste or a truncated string can hold). */
const textWithLoneSurrogate = fc.tuple(userText, loneSurrogate, userText).map(([a, s, b]) => {
  // Keep the surrogate unpaired even when a neighbour is itself a surrogate half.
  const before = /[\ud800-\udbff]$/.test(a) ? `${a}x` : a;
  const after = /^[\udc00-\udfff]/.test(b) ? `x${b}` : b;
  return before + s + after;
});

const field = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,8}(\.[A-Za-z_][A-Za-z0-9_]{0,5})?$/);
const number = fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n));
const value: fc.Arbitrary<RqlValue> = fc.oneof(userText, userText, number, fc.integer(), fc.boolean(), fc.constant(null));
const likePattern: fc.Arbitrary<RqlLikePart[]> = fc
  .array(fc.oneof(userText.map((text): RqlLikePart => ({ text })), fc.constant<RqlLikePart>({ wildcard: true })), { maxLength: 5 })
  .map(normalizeLikePattern);

const filter: fc.Arbitrary<RqlFilter> = fc.letrec<{ filter: RqlFilter }>((tie) => ({
  filter: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ op: fc.constantFrom('eq', 'ne', 'lt', 'le', 'gt', 'ge' as const), field, value }),
    fc.record({ op: fc.constantFrom('in', 'out' as const), field, values: fc.array(value, { maxLength: 4 }) }),
    fc.record({ op: fc.constant('like' as const), field, pattern: likePattern }),
    fc.record({ op: fc.constantFrom('and', 'or' as const), args: fc.array(tie('filter'), { maxLength: 3 }) }),
  ),
})).filter;

const sort: fc.Arbitrary<RqlSort> = fc.record({ field, dir: fc.constantFrom('asc', 'desc' as const) });

const query: fc.Arbitrary<RqlQuery> = fc
  .record(
    {
      filter,
      sort: fc.array(sort, { maxLength: 3 }),
      select: fc.array(field, { minLength: 1, maxLength: 3 }),
      limit: fc.record({ count: fc.nat({ max: 1000 }), offset: fc.nat({ max: 1_000_000 }) }),
      count: fc.boolean(),
    },
    { requiredKeys: ['sort', 'count'] },
  );

describe('RQL properties (fast-check)', () => {
  it('any query formats to text that parses back to the same query, and formats again to the same text', () => {
    fc.assert(
      fc.property(query, (q) => {
        const text = formatRql(q);
        expect(parseRql(text)).toEqual(q);
        expect(formatRql(parseRql(text))).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  it('a value never leaks grammar: the argument is one token whatever the user typed', () => {
    fc.assert(
      fc.property(field, userText, (f, text) => {
        const written = formatRql({ sort: [], count: false, filter: rql.eq(f, text) });
        // eq(field,VALUE): exactly one comma and two parentheses, all from the operator itself.
        expect(written.match(/[(),&]/g)).toEqual(['(', ',', ')']);
        expect(parseRql(written).filter).toEqual({ op: 'eq', field: f, value: text });
      }),
      { numRuns: 2000 },
    );
  });

  it('contains() keeps the typed *, % and _ literal around the two wildcards', () => {
    fc.assert(
      fc.property(field, userText.filter((t) => t !== ''), (f, text) => {
        const parsed = parseRql(formatRql({ sort: [], count: false, filter: rql.contains(f, text) }));
        expect(parsed.filter).toEqual({ op: 'like', field: f, pattern: [{ wildcard: true }, { text }, { wildcard: true }] });
      }),
    );
  });

  it('lone surrogates are rejected cleanly with RqlError, in values and like patterns', () => {
    fc.assert(
      fc.property(field, textWithLoneSurrogate, (f, text) => {
        for (const node of [rql.eq(f, text), rql.in(f, ['ok', text]), rql.contains(f, text)]) {
          let thrown: unknown;
          try {
            formatRql({ sort: [], count: false, filter: node });
          } catch (error) {
            thrown = error;
          }
          expect(thrown).toBeInstanceOf(RqlError);
        }
      }),
    );
  });

  it('parsing arbitrary text gives a query or RqlError, nothing else', () => {
    const raw = fc.string({ unit: fc.oneof(fc.constantFrom('(', ')', ',', '&', '*', '%', 'eq', 'like', 'and', 'sort', 'limit', 'a', '1', '+', '-', 'string:', '%2'), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), loneSurrogate), maxLength: 40 });
    fc.assert(
      fc.property(raw, (text) => {
        try {
          const parsed = parseRql(text);
          // Whatever parses formats again and reads back the same.
          expect(parseRql(formatRql(parsed))).toEqual(parsed);
        } catch (error) {
          expect(error).toBeInstanceOf(RqlError);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

const springQuery: fc.Arbitrary<SpringQuery> = fc.record(
  {
    page: fc.nat({ max: 100_000 }),
    size: fc.nat({ max: 1000 }),
    sort: fc.array(sort, { minLength: 1, maxLength: 3 }),
    params: fc.dictionary(
      userText.filter((k) => k !== '' && !['page', 'size', 'sort'].includes(k)),
      fc.oneof(userText, fc.array(userText, { minLength: 2, maxLength: 3 })),
      { maxKeys: 3, noNullPrototype: true },
    ).filter((d) => Object.keys(d).length > 0),
  },
  { requiredKeys: ['page', 'size'] },
);

describe('Spring-style query properties (fast-check)', () => {
  it('formats and parses back to the same query', () => {
    fc.assert(
      fc.property(springQuery, (q) => {
        const text = formatSpringQuery(q);
        expect(parseSpringQuery(text)).toEqual(q);
        // URLSearchParams (what a server framework uses) reads the same parameters.
        const params = new URLSearchParams(text);
        expect(params.get('page')).toBe(String(q.page));
        expect(params.getAll('sort')).toEqual((q.sort ?? []).map((s) => `${s.field},${s.dir}`));
        for (const [name, v] of Object.entries(q.params ?? {})) expect(params.getAll(name)).toEqual(typeof v === 'string' ? [v] : v);
      }),
      { numRuns: 1000 },
    );
  });

  it('lone surrogates are rejected with RqlError', () => {
    fc.assert(
      fc.property(textWithLoneSurrogate, (text) => {
        expect(() => formatSpringQuery({ page: 0, size: 10, params: { nazov: text } })).toThrow(RqlError);
      }),
    );
  });

  it('parsing arbitrary text gives a query or RqlError', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.oneof(fc.constantFrom('page=', 'size=', 'sort=', ',', 'asc', 'desc', '&', '%', '%C5', '1', 'a', '+', '='), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })), maxLength: 30 }), (text) => {
        try {
          parseSpringQuery(text);
        } catch (error) {
          expect(error).toBeInstanceOf(RqlError);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
