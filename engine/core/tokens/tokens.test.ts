import { describe, expect, it } from 'vitest';
import { entityTokens, hasToken } from './index';

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
