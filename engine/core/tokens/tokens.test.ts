import { describe, expect, it } from 'vitest';
import { entityTokens, hasToken, missingTokens } from './index';

describe('hasToken', () => {
  const list = ['vyrobne-zariadenia#read', 'zmluvy#read'];
  const set = new Set(list);

  it.each([
    [undefined, true],
    ['zmluvy#read', true],
    ['zmluvy#write', false],
    [['zmluvy#read', 'vyrobne-zariadenia#read'], true],
    [['zmluvy#read', 'zmluvy#write'], false],
    [[], true],
    [{ anyOf: ['zmluvy#write', 'zmluvy#read'] }, true],
    [{ anyOf: ['zmluvy#write', 'zmluvy#create'] }, false],
    [{ anyOf: [] }, false],
  ] as const)('%j -> %s', (required, expected) => {
    expect(hasToken(list, required)).toBe(expected);
    expect(hasToken(set, required)).toBe(expected);
  });

  it('no tokens allow only unrestricted things', () => {
    expect(hasToken([], undefined)).toBe(true);
    expect(hasToken(new Set(), 'a')).toBe(false);
  });
});

describe('entityTokens', () => {
  it('derives read, write and create', () => {
    expect(entityTokens('vyrobne-zariadenia')).toEqual({
      read: 'vyrobne-zariadenia#read',
      write: 'vyrobne-zariadenia#write',
      create: 'vyrobne-zariadenia#create',
    });
  });
});

describe('missingTokens', () => {
  const held = ['a#read', 'b#read'];
  it('names nothing when the requirement is met', () => {
    expect(missingTokens(held, 'a#read')).toEqual([]);
    expect(missingTokens(held, { anyOf: ['x', 'b#read'] })).toEqual([]);
    expect(missingTokens(held, undefined)).toEqual([]);
  });
  it('names the missing token of a list and every choice of an unmet anyOf', () => {
    expect(missingTokens(held, ['a#read', 'c#write'])).toEqual(['c#write']);
    expect(missingTokens(held, 'c#write')).toEqual(['c#write']);
    expect(missingTokens(held, { anyOf: ['x', 'y'] })).toEqual(['x', 'y']);
  });
});
