import { describe, expect, it } from 'vitest';
import { listQuery, normalizeLikePattern, rql } from './build';
import { formatRql } from './format';

describe('rql builders', () => {
  it('comparisons', () => {
    expect([rql.eq('a', 1), rql.ne('a', 'x'), rql.lt('a', 2), rql.le('a', null), rql.gt('a', true), rql.ge('a', 0)]).toEqual([
      { op: 'eq', field: 'a', value: 1 },
      { op: 'ne', field: 'a', value: 'x' },
      { op: 'lt', field: 'a', value: 2 },
      { op: 'le', field: 'a', value: null },
      { op: 'gt', field: 'a', value: true },
      { op: 'ge', field: 'a', value: 0 },
    ]);
  });

  it('in/out copy their values', () => {
    const values = ['A', 'B'];
    const f = rql.in('stav', values);
    values.push('C');
    expect(f).toEqual({ op: 'in', field: 'stav', values: ['A', 'B'] });
    expect(rql.out('stav', [1])).toEqual({ op: 'out', field: 'stav', values: [1] });
  });

  it('contains and startsWith keep the text literal', () => {
    expect(formatRql({ sort: [], count: false, filter: rql.contains('nazov', 'a*b') })).toBe('like(nazov,*a%2Ab*)');
    expect(rql.startsWith('kod', 'SO')).toEqual({ op: 'like', field: 'kod', pattern: [{ text: 'SO' }, { wildcard: true }] });
    expect(rql.contains('a', '')).toEqual({ op: 'like', field: 'a', pattern: [{ wildcard: true }] });
  });

  it('like normalises its pattern', () => {
    expect(normalizeLikePattern([{ text: '' }, { wildcard: true }, { wildcard: true }, { text: 'a' }, { text: 'b' }])).toEqual([
      { wildcard: true },
      { text: 'ab' },
    ]);
  });

  it('and/or drop empty entries and collapse single arguments', () => {
    const a = rql.eq('a', 1);
    const b = rql.eq('b', 2);
    expect(rql.and()).toBeUndefined();
    expect(rql.and(undefined, null, false)).toBeUndefined();
    expect(rql.and(undefined, a)).toBe(a);
    expect(rql.or(a, undefined, b)).toEqual({ op: 'or', args: [a, b] });
    expect(rql.and(a, b)).toEqual({ op: 'and', args: [a, b] });
  });
});

describe('listQuery', () => {
  it('plain page', () => {
    expect(listQuery({ page: 2, size: 10 })).toEqual({ sort: [], count: false, limit: { count: 10, offset: 20 } });
  });

  it('extra row, count, filter, sort, select', () => {
    const q = listQuery({ filter: rql.eq('stav', 'AKTIVNA'), sort: [rql.asc('nazov'), rql.desc('kod')], select: ['nazov'], page: 0, size: 10, count: true, extraRow: true });
    expect(formatRql(q)).toBe('eq(stav,AKTIVNA)&sort(+nazov,-kod)&select(nazov)&limit(11,0)&count()');
  });
});
