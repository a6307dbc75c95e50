import { describe, expect, it } from 'vitest';
import { parseRql, RqlError } from './parse';
import { seeded } from './testRandom';

function filterOf(text: string) {
  return parseRql(text).filter;
}

function errorOf(text: string): RqlError {
  try {
    parseRql(text);
  } catch (e) {
    if (e instanceof RqlError) return e;
    throw new Error(`parseRql threw a non-RqlError for ${JSON.stringify(text)}: ${String(e)}`, { cause: e });
  }
  throw new Error(`parseRql accepted ${JSON.stringify(text)}`);
}

describe('standard RQL arrays and converters', () => {
  it('reads in() and out() with an array of values', () => {
    expect(filterOf('in(stav,(A,B))')).toEqual({ op: 'in', field: 'stav', values: ['A', 'B'] });
    expect(filterOf('out(stav,(A,null,12))')).toEqual({ op: 'out', field: 'stav', values: ['A', null, 12] });
    expect(filterOf('in(stav,())')).toEqual({ op: 'in', field: 'stav', values: [] });
    expect(filterOf('in(stav,(string:))')).toEqual({ op: 'in', field: 'stav', values: [''] });
    expect(filterOf('and(in(a,(1,2)),eq(b,x))')).toEqual({ op: 'and', args: [{ op: 'in', field: 'a', values: [1, 2] }, { op: 'eq', field: 'b', value: 'x' }] });
  });

  it('reads the known converters', () => {
    expect(filterOf('eq(a,string:12)')).toEqual({ op: 'eq', field: 'a', value: '12' });
    expect(filterOf('eq(a,number:12.5)')).toEqual({ op: 'eq', field: 'a', value: 12.5 });
    expect(filterOf('eq(a,boolean:false)')).toEqual({ op: 'eq', field: 'a', value: false });
    expect(filterOf('in(a,(number:1,string:x))')).toEqual({ op: 'in', field: 'a', values: [1, 'x'] });
    // An encoded colon is text, not a converter; a colon after digits (a time) is text too.
    expect(filterOf('eq(a,foo%3Ax)')).toEqual({ op: 'eq', field: 'a', value: 'foo:x' });
    expect(filterOf('eq(a,08:30)')).toEqual({ op: 'eq', field: 'a', value: '08:30' });
  });

  it.each([
    ['eq(a,foo:x)', "Unknown converter 'foo:'"],
    ['in(a,(A,re:x))', "Unknown converter 're:'"],
    ['eq(a,number:abc)', "Converter 'number' cannot read"],
    ['eq(a,boolean:yes)', "Converter 'boolean' cannot read"],
    ['eq(a,(1,2))', 'array is allowed only as the values of in() or out()'],
    ['in(a,(1,(2)))', 'array holds values only'],
    ['in(a,(1,eq(b,2)))', 'array holds values only'],
    ['in(a,(1,2)', 'Unbalanced parenthesis'],
    ['sort((a))', 'array is allowed only'],
  ])('%s -> %s', (text, message) => {
    expect(errorOf(text).message).toContain(message);
  });
});

describe('parseRql operators', () => {
  it.each(['eq', 'ne', 'lt', 'le', 'gt', 'ge'] as const)('%s takes a field and a value', (op) => {
    expect(filterOf(`${op}(nazov,Sol%C3%A1r)`)).toEqual({ op, field: 'nazov', value: 'Solár' });
  });

  it('types true, false, null and canonical numbers', () => {
    expect(filterOf('in(a,true,false,null,12,-3.5,0)')).toEqual({ op: 'in', field: 'a', values: [true, false, null, 12, -3.5, 0] });
  });

  it('keeps non-canonical numbers and codes as text', () => {
    expect(filterOf('in(a,007,1.50,1E5,12345678901234567890,-0,%31)')).toEqual({
      op: 'in',
      field: 'a',
      values: ['007', '1.50', '1E5', '12345678901234567890', '-0', '1'],
    });
  });

  it('string: forces text and is decoded after the prefix', () => {
    expect(filterOf('in(a,string:1,string:true,string:null,string:%2A)')).toEqual({ op: 'in', field: 'a', values: ['1', 'true', 'null', '*'] });
  });

  it('out and an empty value list', () => {
    expect(filterOf('out(stav,A,B)')).toEqual({ op: 'out', field: 'stav', values: ['A', 'B'] });
    expect(filterOf('in(stav)')).toEqual({ op: 'in', field: 'stav', values: [] });
  });

  it('empty arguments are empty strings', () => {
    expect(filterOf('eq(a,)')).toEqual({ op: 'eq', field: 'a', value: '' });
    expect(filterOf('in(a,,)')).toEqual({ op: 'in', field: 'a', values: ['', ''] });
  });

  it('like: raw * is the wildcard, %2A a literal star', () => {
    expect(filterOf('like(nazov,*sol%2A*)')).toEqual({
      op: 'like',
      field: 'nazov',
      pattern: [{ wildcard: true }, { text: 'sol*' }, { wildcard: true }],
    });
    expect(filterOf('like(a,true)')).toEqual({ op: 'like', field: 'a', pattern: [{ text: 'true' }] });
    expect(filterOf('like(a,)')).toEqual({ op: 'like', field: 'a', pattern: [] });
  });

  it('and/or nest; top-level terms are and-ed', () => {
    expect(filterOf('or(eq(a,1),and(eq(b,2),ne(c,3)))')).toEqual({
      op: 'or',
      args: [
        { op: 'eq', field: 'a', value: 1 },
        { op: 'and', args: [{ op: 'eq', field: 'b', value: 2 }, { op: 'ne', field: 'c', value: 3 }] },
      ],
    });
    expect(filterOf('eq(a,1)&eq(b,2)')).toEqual({ op: 'and', args: [{ op: 'eq', field: 'a', value: 1 }, { op: 'eq', field: 'b', value: 2 }] });
    expect(filterOf('and()')).toEqual({ op: 'and', args: [] });
  });

  it('sort, select, limit, count', () => {
    expect(parseRql('sort(+a,-b,c)&select(a,b.c)&limit(10,20)&count()')).toEqual({
      sort: [{ field: 'a', dir: 'asc' }, { field: 'b', dir: 'desc' }, { field: 'c', dir: 'asc' }],
      select: ['a', 'b.c'],
      limit: { count: 10, offset: 20 },
      count: true,
    });
    expect(parseRql('limit(5)').limit).toEqual({ count: 5, offset: 0 });
  });

  it('empty query and empty terms', () => {
    expect(parseRql('')).toEqual({ sort: [], count: false });
    expect(parseRql('&eq(a,1)&&')).toEqual({ sort: [], count: false, filter: { op: 'eq', field: 'a', value: 1 } });
  });

  it('the contract example', () => {
    expect(parseRql('like(nazov,*sol*)&eq(stav,AKTIVNA)&sort(+nazov)&limit(11,0)&count()')).toEqual({
      filter: {
        op: 'and',
        args: [
          { op: 'like', field: 'nazov', pattern: [{ wildcard: true }, { text: 'sol' }, { wildcard: true }] },
          { op: 'eq', field: 'stav', value: 'AKTIVNA' },
        ],
      },
      sort: [{ field: 'nazov', dir: 'asc' }],
      limit: { count: 11, offset: 0 },
      count: true,
    });
  });

  it('decodes every percent-encoded character', () => {
    expect(filterOf('eq(a,%28%29%2C%26%3D%2B%23%2F%5C%27%22%20%25%F0%9F%98%80)')).toEqual({ op: 'eq', field: 'a', value: '(),&=+#/\\\'" %😀' });
  });
});

describe('parseRql errors', () => {
  it.each([
    ['foo(a,1)', "Unknown operator 'foo'"],
    ['eq(a,1', 'Unbalanced parenthesis at 2'],
    ['eq(a,1))', 'Unbalanced parenthesis at 7'],
    ['and(eq(a,1)', 'Unbalanced parenthesis at 3'],
    ['eq(1a,1)', "Invalid field name '1a'"],
    ['eq(a%20b,1)', "Invalid field name 'a%20b'"],
    ['eq(a)', "'eq' takes a field and one value"],
    ['eq(a,1,2)', "'eq' takes a field and one value"],
    ['eq()', "'eq' needs a field"],
    ['eq(a,*)', "Wildcard '*' is allowed only in like()"],
    ['eq(a,%E0%A4%A)', 'Invalid percent-encoding'],
    ['eq(a,b&c)', "Unexpected '&'"],
    ['nazov=abc', 'Expected an operator call at 0'],
    ['eq(a,1)eq(b,2)', "Expected '&' at 7"],
    ['(a)', 'Expected an operator name'],
    ['and(x)', 'Expected an operator call at 4'],
    ['and(eq)', 'Expected an operator call'],
    ['eq(a,ne(b,1))', "Unexpected '(' after 'ne'"],
    ['and(sort(a))', "'sort' is allowed only at the top level"],
    ['limit(-1)', 'Limit count must be a non-negative integer'],
    ['limit(1.5)', 'Limit count must be a non-negative integer'],
    ['limit(10,x)', 'Limit offset must be a non-negative integer'],
    ['limit(1,2,3)', 'limit() takes a count'],
    ['limit()', 'limit() takes a count'],
    ['limit(1)&limit(2)', 'Duplicate limit()'],
    ['sort(a)&sort(b)', 'Duplicate sort()'],
    ['select(a)&select(b)', 'Duplicate select()'],
    ['select()', 'select() needs at least one field'],
    ['sort()', 'sort() needs at least one field'],
    ['sort(+)', "Invalid field name ''"],
    ['count(a)', 'count() takes no arguments'],
    [',', "Unexpected ','"],
    [')', 'Unbalanced parenthesis at 0'],
  ])('%s -> %s', (text, message) => {
    expect(errorOf(text).message).toContain(message);
  });

  it('rejects too long queries', () => {
    expect(errorOf(`eq(a,${'x'.repeat(8000)})`).message).toContain('too long');
    expect(() => parseRql(`eq(a,${'x'.repeat(7990)})`)).not.toThrow();
  });

  it('nesting: 32 levels pass, 33 fail', () => {
    const nest = (n: number) => 'and('.repeat(n - 1) + 'eq(a,1)' + ')'.repeat(n - 1);
    expect(() => parseRql(nest(32))).not.toThrow();
    expect(errorOf(nest(33)).message).toContain('Nesting deeper than 32');
    expect(errorOf('('.repeat(5000)).message).toMatch(/Nesting|operator name/);
  });

  it('reports the position', () => {
    expect(errorOf('eq(a,1)&foo(b)').position).toBe(8);
  });

  it('non-string input gives RqlError', () => {
    expect(() => parseRql(undefined as unknown as string)).toThrow(RqlError);
  });
});

describe('parseRql fuzz', () => {
  const alphabet = ['(', ')', ',', '&', '*', '%', '%2', '%2A', '%E0', '%C3%A1', 'eq', 'and', 'or', 'in', 'like', 'sort', 'limit',
    'count', 'select', '+', '-', 'a', '1', 'string:', 'true', '.', '_', ' ', '😀', '\uD800', '=', '\\'];

  it('random strings give a query or RqlError, never anything else', () => {
    const r = seeded(42);
    let parsed = 0;
    for (let i = 0; i < 20000; i++) {
      let s = '';
      const n = Math.floor(r() * 20);
      for (let k = 0; k < n; k++) s += alphabet[Math.floor(r() * alphabet.length)];
      try {
        parseRql(s);
        parsed++;
      } catch (e) {
        if (!(e instanceof RqlError)) throw new Error(`Non-RqlError for ${JSON.stringify(s)}: ${String(e)}`, { cause: e });
      }
    }
    // The alphabet is grammar-heavy, so a share of random strings must be valid too.
    expect(parsed).toBeGreaterThan(0);
  });

  it('random characters', () => {
    const r = seeded(7);
    for (let i = 0; i < 5000; i++) {
      const s = Array.from({ length: Math.floor(r() * 30) }, () => String.fromCharCode(Math.floor(r() * 0x3000))).join('');
      try {
        parseRql(s);
      } catch (e) {
        expect(e).toBeInstanceOf(RqlError);
      }
    }
  });
});
