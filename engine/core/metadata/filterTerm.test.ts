import { describe, expect, it } from 'vitest';
import { formatRql } from '../rql';
import type { RqlFilter } from '../rql';
import { rql } from '../rql/build';
import type { FilterDef, FilterType } from './types';
import { filterTerm, isReversedRange, joinRange, phoneFilterText, reversedBounds, sortChoices, splitRange } from './search';

/** The RQL text of one filter's term, or undefined when the value does not filter. */
function term(def: FilterDef, value: string, custom?: Record<string, (v: string) => RqlFilter | undefined>): string | undefined {
  const filter = filterTerm(def, value, custom);
  return filter ? formatRql({ filter, sort: [], count: false }) : undefined;
}

const f = (type: FilterType, extra: Partial<FilterDef> = {}): FilterDef => ({ key: 'pole', type, ...extra });

describe('filterTerm for each filter type', () => {
  it('text: contains, startsWith and eq', () => {
    expect(term(f('text'), ' slnko ')).toBe('like(pole,*slnko*)');
    expect(term(f('text', { match: 'startsWith' }), 'FV')).toBe('like(pole,FV*)');
    expect(term(f('text', { match: 'eq' }), 'FV')).toBe('eq(pole,FV)');
    expect(term(f('text'), '   ')).toBeUndefined();
  });

  it('enum: eq on the field (or `field`)', () => {
    expect(term(f('enum'), 'AKTIVNA')).toBe('eq(pole,AKTIVNA)');
    expect(term(f('enum', { field: 'stav' }), 'AKTIVNA')).toBe('eq(stav,AKTIVNA)');
  });

  it('enumList: in over several values, eq over one, repeats dropped', () => {
    expect(term(f('enumList'), 'SOLAR,VIETOR,SOLAR')).toBe('in(pole,(SOLAR,VIETOR))');
    expect(term(f('enumList'), 'SOLAR,')).toBe('eq(pole,SOLAR)');
    expect(term(f('enumList'), ' , ')).toBeUndefined();
  });

  it('user: eq on the login', () => {
    expect(term(f('user', { field: 'createdBy' }), 'producer')).toBe('eq(createdBy,producer)');
  });

  it('boolean: eq true or false; anything else does not filter', () => {
    expect(term(f('boolean'), 'true')).toBe('eq(pole,true)');
    expect(term(f('boolean'), 'false')).toBe('eq(pole,false)');
    expect(term(f('boolean'), 'maybe')).toBeUndefined();
  });

  it('true: a ticked box filters on true, an unticked one not at all', () => {
    expect(term(f('true'), 'true')).toBe('eq(pole,true)');
    expect(term(f('true'), 'false')).toBeUndefined();
  });

  it('phone: separators dropped, national prefix made international, contains', () => {
    expect(term(f('phone'), '0905 123-456')).toBe('like(pole,*%2B421905123456*)');
    expect(term(f('phone'), '00420 (601) 123 456')).toBe('like(pole,*%2B420601123456*)');
    expect(term(f('phone'), '905123')).toBe('like(pole,*905123*)');
    expect(term(f('phone'), 'abc')).toBeUndefined();
    expect(phoneFilterText('+421 2 1234 5678')).toBe('+4212123456' + '78');
  });

  it('custom: the host screen builds the term; without a builder it is eq', () => {
    const custom = { pole: (v: string) => rql.or(rql.eq('a', v), rql.eq('b', v)) };
    expect(term(f('custom'), 'X', custom)).toBe('or(eq(a,X),eq(b,X))');
    expect(term(f('custom'), 'X')).toBe('eq(pole,X)');
  });

  it('number: compare with op, decimal comma accepted, garbage ignored', () => {
    expect(term(f('number'), '12,5')).toBe('eq(pole,12.5)');
    expect(term(f('number', { op: 'ge' }), ' 1 000 ')).toBe('ge(pole,1000)');
    expect(term(f('number'), '12abc')).toBeUndefined();
  });

  it('date: ISO dates only, compared with op', () => {
    expect(term(f('date', { op: 'lt' }), '2024-02-29')).toBe('lt(pole,2024-02-29)');
    expect(term(f('date'), '29.2.2024')).toBeUndefined();
  });

  it('range without key2: ge and le on one field, dates or numbers, either end open', () => {
    expect(term(f('range'), '2024-01-01~2024-12-31')).toBe('ge(pole,2024-01-01)&le(pole,2024-12-31)');
    expect(term(f('range'), '10~')).toBe('ge(pole,10)');
    expect(term(f('range'), '~2,5')).toBe('le(pole,2.5)');
    expect(term(f('range'), 'x~y')).toBeUndefined();
  });

  it('range with key2: the interval [key, key2] overlaps [from, to], an empty key2 open-ended', () => {
    const def = f('range', { key: 'platnostOd', key2: 'platnostDo' });
    expect(term(def, '2024-01-01~2024-12-31')).toBe('le(platnostOd,2024-12-31)&or(ge(platnostDo,2024-01-01),eq(platnostDo,null))');
    expect(term(def, '2024-01-01~')).toBe('or(ge(platnostDo,2024-01-01),eq(platnostDo,null))');
  });

  it('a registered kind builds its own term from the trimmed value; an unknown kind does not filter', () => {
    const kinds = { term: (type: string) => (type === 'upper' ? (v: string, def: FilterDef) => rql.eq(def.key2 ?? def.key, v.toUpperCase()) : undefined) };
    const filter = filterTerm(f('upper', { key2: 'kod' }), ' ab ', undefined, kinds);
    expect(filter ? formatRql({ filter, sort: [], count: false }) : undefined).toBe('eq(kod,AB)');
    expect(filterTerm(f('upper'), '   ', undefined, kinds)).toBeUndefined();
    expect(filterTerm(f('unknown'), 'x', undefined, kinds)).toBeUndefined();
    expect(filterTerm(f('upper'), 'x')).toBeUndefined();
  });
});

describe('range values and sort choices', () => {
  it('splits and joins range ends', () => {
    expect(splitRange('a~b')).toEqual(['a', 'b']);
    expect(splitRange('a')).toEqual(['a', '']);
    expect(joinRange(' ', '')).toBe('');
    expect(joinRange('1', '')).toBe('1~');
  });

  it('tells a range whose start lies after its end', () => {
    expect(isReversedRange('2026-12-31~2020-01-01')).toBe(true);
    expect(isReversedRange('2020-01-01~2026-12-31')).toBe(false);
    expect(isReversedRange('2026-01-01~2026-01-01')).toBe(false);
    expect(isReversedRange('10~9')).toBe(true);
    expect(isReversedRange('9~10')).toBe(false);
    expect(isReversedRange('2026-12-31~')).toBe(false);
    expect(isReversedRange('~2020-01-01')).toBe(false);
  });

  it('tells a "to" filter set below the "from" filter of the same field', () => {
    const defs = [
      { key: 'od', type: 'date', field: 'den', op: 'ge' },
      { key: 'do', type: 'date', field: 'den', op: 'le' },
      { key: 'inyDo', type: 'date', field: 'iny', op: 'le' },
      { key: 'min', type: 'number', field: 'vykon', op: 'gt' },
      { key: 'max', type: 'number', field: 'vykon', op: 'lt' },
    ] as const;
    const keysOf = (values: Record<string, string>) => [...reversedBounds(defs, values).entries()].map(([key, lower]) => `${key}<${lower.key}`);
    expect(keysOf({ od: '2026-12-31', do: '2020-01-01' })).toEqual(['do<od']);
    expect(keysOf({ od: '2020-01-01', do: '2026-12-31' })).toEqual([]);
    expect(keysOf({ od: '2026-01-01', do: '2026-01-01' })).toEqual([]);
    // Another field's bound is no pair, and one bound alone is no pair.
    expect(keysOf({ od: '2026-12-31', inyDo: '2020-01-01' })).toEqual([]);
    expect(keysOf({ do: '2020-01-01' })).toEqual([]);
    // Strict bounds find nothing when equal too; numbers compare as numbers.
    expect(keysOf({ min: '10', max: '10' })).toEqual(['max<min']);
    expect(keysOf({ min: '9', max: '10' })).toEqual([]);
    expect(keysOf({ min: '100', max: '20' })).toEqual(['max<min']);
  });

  it('offers a sort choice per filter with sortProp', () => {
    expect(
      sortChoices([
        { key: 'a', type: 'text', sortProp: 'nazov', sortLabelCode: 'x.sort' },
        { key: 'b', type: 'text' },
        { key: 'c', type: 'enum', sortProp: 'stav', labelCode: 'x.stav' },
      ]),
    ).toEqual([
      { field: 'nazov', labelCode: 'x.sort' },
      { field: 'stav', labelCode: 'x.stav' },
    ]);
  });
});
