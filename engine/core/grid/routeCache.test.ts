import { describe, expect, it } from 'vitest';
import { RouteCache } from './routeCache';

describe('RouteCache', () => {
  it('keeps entries per queue and evicts the least recently used past the queue size', () => {
    const cache = new RouteCache<number>({ search: 2 });
    expect(cache.put('search', 'a', 1)).toEqual([]);
    cache.put('search', 'b', 2);
    cache.put('other', 'a', 9);
    // Reading a makes b the oldest.
    expect(cache.get('search', 'a')).toBe(1);
    expect(cache.put('search', 'c', 3)).toEqual(['b']);
    expect(cache.keys('search')).toEqual(['a', 'c']);
    expect(cache.get('other', 'a')).toBe(9);
    expect(cache.has('search', 'b')).toBe(false);
  });

  it('replaces an entry in place and clears everything', () => {
    const cache = new RouteCache<number>();
    cache.put('q', 'a', 1);
    cache.put('q', 'a', 2);
    expect(cache.keys('q')).toEqual(['a']);
    expect(cache.get('q', 'a')).toBe(2);
    expect(cache.sizeOf('q')).toBe(10);
    cache.clear();
    expect(cache.get('q', 'a')).toBeUndefined();
  });
});
