import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatContentRange, listQuery, parseRql } from '../rql';
import { createHttpClient } from './client';

/** A server over `total` numbered rows that honours limit(count,offset) and count(), as the reference server does. */
function pagingServer(total: number): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const q = parseRql(url.search.slice(1));
    const offset = q.limit?.offset ?? 0;
    const count = q.limit?.count ?? total;
    const rows = Array.from({ length: Math.max(0, Math.min(count, total - offset)) }, (_, i) => offset + i);
    const range = formatContentRange(offset, offset + rows.length - 1, q.count ? total : undefined);
    return new Response(JSON.stringify(rows), { status: 200, headers: { 'Content-Type': 'application/json', 'Content-Range': range } });
  }) as typeof fetch;
}

describe('paging properties (fast-check)', () => {
  const arbitraryPage = fc.record({ total: fc.nat({ max: 60 }), page: fc.nat({ max: 8 }), size: fc.integer({ min: 1, max: 12 }) });

  it('one-extra-row mode: the page rows, and hasMore exactly when a later row exists, without a total', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryPage, async ({ total, page, size }) => {
        const http = createHttpClient({ baseUrl: 'http://api.test', getLanguage: () => 'sk', fetch: pagingServer(total) });
        const res = await http.list<number>('/x', listQuery({ page, size, extraRow: true }), { extraRow: true });
        const first = page * size;
        expect(res.rows).toEqual(Array.from({ length: Math.max(0, Math.min(size, total - first)) }, (_, i) => first + i));
        expect(res.hasMore).toBe(first + size < total);
        expect(res.total).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  it('count mode: the same rows and hasMore, with the total', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryPage, async ({ total, page, size }) => {
        const http = createHttpClient({ baseUrl: 'http://api.test', getLanguage: () => 'sk', fetch: pagingServer(total) });
        const res = await http.list<number>('/x', listQuery({ page, size, count: true }));
        expect(res.total).toBe(total);
        expect(res.rows.length).toBe(Math.max(0, Math.min(size, total - page * size)));
        expect(res.hasMore).toBe(page * size + size < total);
      }),
      { numRuns: 300 },
    );
  });
});
