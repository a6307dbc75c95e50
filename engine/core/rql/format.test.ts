import { describe, expect, it } from 'vitest';
import type { RqlQuery } from './ast';
import { encodeText, formatRql, formatValue } from './format';
import { parseRql, RqlError } from './parse';
import { Gen, NASTY, seeded } from './testRandom';

describe('formatRql', () => {
  it('writes the canonical form', () => {
    const q: RqlQuery = {
      filter: {
        op: 'and',
        args: [
          { op: 'like', field: 'nazov', pattern: [{ wildcard: true }, { text: 'sol*(1)' }, { wildcard: true }] },
          { op: 'eq', field: 'stav', value: 'AKTIVNA' },
        ],
      },
      sort: [{ field: 'nazov', dir: 'asc' }, { field: 'kod', dir: 'desc' }],
      select: ['nazov', 'kod'],
      limit: { count: 11, offset: 0 },
      count: true,
    };
    expect(formatRql(q)).toBe('like(nazov,*sol%2A%281%29*)&eq(stav,AKTIVNA)&sort(+nazov,-kod)&select(nazov,kod)&limit(11,0)&count()');
  });

  it('writes in() and out() in the standard array form', () => {
    expect(formatRql({ sort: [], count: false, filter: { op: 'in', field: 'stav', values: ['A', 'B'] } })).toBe('in(stav,(A,B))');
    expect(formatRql({ sort: [], count: false, filter: { op: 'out', field: 'stav', values: [] } })).toBe('out(stav,())');
    expect(formatRql({ sort: [], count: false, filter: { op: 'in', field: 'stav', values: [''] } })).toBe('in(stav,(string:))');
    expect(formatValue('foo:x')).toBe('foo%3Ax');
    expect(parseRql(formatRql({ sort: [], count: false, filter: { op: 'in', field: 'k', values: ['foo:x', '1', 2, null] } })).filter).toEqual({ op: 'in', field: 'k', values: ['foo:x', '1', 2, null] });
  });

  it('an empty query is empty text', () => {
    expect(formatRql({ sort: [], count: false })).toBe('');
  });

  it('nested and, single-argument and, empty and', () => {
    expect(formatRql({ sort: [], count: false, filter: { op: 'and', args: [{ op: 'eq', field: 'a', value: 1 }] } })).toBe('and(eq(a,1))');
    expect(formatRql({ sort: [], count: false, filter: { op: 'and', args: [] } })).toBe('and()');
    expect(formatRql({ sort: [], count: false, filter: { op: 'or', args: [{ op: 'eq', field: 'a', value: 1 }, { op: 'and', args: [] }] } })).toBe('or(eq(a,1),and())');
  });

  it('prefixes strings that would read back typed', () => {
    expect(['1', '-2.5', 'true', 'false', 'null'].map(formatValue)).toEqual(['string:1', 'string:-2.5', 'string:true', 'string:false', 'string:null']);
    expect(['007', 'truth', '1e+5', 'string:x'].map(formatValue)).toEqual(['007', 'truth', '1e%2B5', 'string%3Ax']);
    expect([1, -2.5, true, null, -0].map(formatValue)).toEqual(['1', '-2.5', 'true', 'null', '0']);
  });

  it('encodes every grammar character', () => {
    expect(encodeText("()*!',&=+#/\\\"~ %")).toBe('%28%29%2A%21%27%2C%26%3D%2B%23%2F%5C%22%7E%20%25');
    for (const s of NASTY) expect(encodeText(s)).not.toMatch(/[()*,&!'~ ]/);
  });

  it('refuses what cannot be read back', () => {
    expect(() => formatValue(Number.NaN)).toThrow(RqlError);
    expect(() => formatValue(Infinity)).toThrow(RqlError);
    expect(() => formatValue('\uD800')).toThrow(RqlError);
    expect(() => formatRql({ sort: [{ field: 'bad field', dir: 'asc' }], count: false })).toThrow(RqlError);
    expect(() => formatRql({ sort: [], count: false, limit: { count: -1, offset: 0 } })).toThrow(RqlError);
  });
});

describe('round trip parseRql(formatRql(q)) = q', () => {
  it('single values including nasty text', () => {
    const values = [...NASTY, '', 'Žltý kôň úpel ďábelské ódy', 'a,b(c)&d=e', '%2A', '%', '50 %', "O'Neil \"x\"", '😀👍🏽', 'string:', 'string:1', '1', 1, 0, -1.25, 1e21, 5e-7, true, false, null];
    for (const value of values) {
      const q: RqlQuery = { sort: [], count: false, filter: { op: 'eq', field: 'a', value } };
      expect(parseRql(formatRql(q))).toEqual(q);
    }
  });

  it('like patterns keep literal stars and wildcards apart', () => {
    const q: RqlQuery = { sort: [], count: false, filter: { op: 'like', field: 'a', pattern: [{ text: '*%_' }, { wildcard: true }, { text: '(x)' }] } };
    expect(formatRql(q)).toBe('like(a,%2A%25_*%28x%29)');
    expect(parseRql(formatRql(q))).toEqual(q);
  });

  it('thousands of generated queries', () => {
    const gen = new Gen(seeded(2024));
    for (let i = 0; i < 3000; i++) {
      const q = gen.query();
      const text = formatRql(q);
      expect(parseRql(text), text).toEqual(q);
      expect(formatRql(parseRql(text))).toBe(text);
    }
  });
});
