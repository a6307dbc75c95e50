import { describe, expect, it } from 'vitest';
import { formatContentRange, pageFromRows, parseContentRange, parseTotalMoreThan } from './contentRange';

describe('parseContentRange', () => {
  it.each([
    ['items 0-9/34', { from: 0, to: 9, total: 34 }],
    ['items 10-19/*', { from: 10, to: 19 }],
    ['items */0', { from: 0, to: -1, total: 0 }],
    ['items */*', { from: 0, to: -1 }],
    ['  Items 0-0/1 ', { from: 0, to: 0, total: 1 }],
  ])('%s', (header, expected) => {
    expect(parseContentRange(header)).toEqual(expected);
  });

  it.each([null, undefined, '', 'garbage', 'items', 'items 9-0/34', 'items 0-9/5', 'items a-b/c', 'bytes 0-9/34', 'items 0-9', 'items -1-9/34', 'items 0-99999999999999999999/*'])(
    'garbage %s gives undefined',
    (header) => {
      expect(parseContentRange(header)).toBeUndefined();
    },
  );
});

describe('formatContentRange', () => {
  it('writes ranges that read back', () => {
    expect(formatContentRange(0, 9, 34)).toBe('items 0-9/34');
    expect(formatContentRange(0, 9)).toBe('items 0-9/*');
    expect(formatContentRange(0, -1, 0)).toBe('items */0');
    for (const [from, to, total] of [[0, 9, 34], [5, 5, undefined], [0, -1, 0]] as const) {
      expect(parseContentRange(formatContentRange(from, to, total))).toEqual(total === undefined ? { from, to } : { from, to, total });
    }
  });
});

describe('pageFromRows', () => {
  it('trims the extra row and reports more', () => {
    expect(pageFromRows([1, 2, 3], 2, true)).toEqual({ rows: [1, 2], hasMore: true });
    expect(pageFromRows([1, 2], 2, true)).toEqual({ rows: [1, 2], hasMore: false });
    expect(pageFromRows([1, 2, 3], 2, false)).toEqual({ rows: [1, 2], hasMore: false });
  });
});

describe('parseTotalMoreThan', () => {
  it('reads a non-negative integer and nothing else', () => {
    expect(parseTotalMoreThan('10000')).toBe(10000);
    expect(parseTotalMoreThan(' 0 ')).toBe(0);
    for (const bad of [null, undefined, '', '-1', '1e4', '10 000', 'abc', '99999999999999999999']) expect(parseTotalMoreThan(bad)).toBeUndefined();
  });
});
