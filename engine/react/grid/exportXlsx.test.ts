import { describe, expect, it, vi } from 'vitest';
import readExcelFile from 'read-excel-file/universal';
import { notifications } from '@mantine/notifications';
import { formatRql, rql } from '../../core/rql';
import type { RqlQuery } from '../../core/rql';
import { fakeHttp } from '../testing/fakeHttp';
import { exportToXlsx } from './exportXlsx';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

function pagedHttp(total: number, failAt?: number) {
  return fakeHttp({
    list: async (_path: string, query: RqlQuery) => {
      const offset = query.limit?.offset ?? 0;
      if (failAt !== undefined && offset >= failAt) throw new Error('Server down');
      const count = Math.max(0, Math.min(query.limit?.count ?? 0, total - offset));
      const rows = Array.from({ length: count }, (_, i) => ({ kod: `K${offset + i}`, platnostOd: '2024-03-01', ucinnost: 0.5 }));
      return { rows: rows as never[], total, hasMore: offset + count < total };
    },
  });
}

const columns = [
  { header: 'Kód', value: (r: Record<string, unknown>) => r.kod, text: (r: Record<string, unknown>) => String(r.kod) },
  { header: 'Od', format: 'date' as const, value: (r: Record<string, unknown>) => r.platnostOd, text: () => '' },
  { header: 'Účinnosť', format: 'percent' as const, value: (r: Record<string, unknown>) => r.ucinnost, text: () => '' },
];

describe('exportToXlsx', () => {
  it('pages through the query 100 rows at a time, updates the toast per page and saves typed rows', async () => {
    const http = pagedHttp(250);
    const update = vi.spyOn(notifications, 'update');
    let saved: { blob: Blob; name: string } | undefined;
    const count = await exportToXlsx({
      http,
      api: '/x/',
      filter: rql.eq('stav', 'AKTIVNA'),
      sort: [{ field: 'kod', dir: 'asc' }],
      columns,
      fileBase: 'Technológie',
      language: 'sk',
      t,
      save: (blob, name) => (saved = { blob, name }),
    });
    expect(count).toBe(250);
    const queries = http.list.mock.calls.map((c) => formatRql((c as unknown as [string, RqlQuery])[1]));
    expect(queries).toEqual([
      'eq(stav,AKTIVNA)&sort(+kod)&limit(100,0)&count()',
      'eq(stav,AKTIVNA)&sort(+kod)&limit(100,100)',
      'eq(stav,AKTIVNA)&sort(+kod)&limit(100,200)',
    ]);
    // One progress update per page, then the finished toast that closes after 3 s.
    expect(update).toHaveBeenCalledTimes(4);
    expect(update.mock.calls[3]?.[0]).toMatchObject({ autoClose: 3000, color: 'green' });
    expect(saved?.name).toMatch(/^Technológie-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const read = await readExcelFile(saved?.blob as Blob);
    const data = (Array.isArray(read[0]?.data) ? read[0].data : read) as unknown[][];
    expect(data).toHaveLength(251);
    expect(data[250]).toEqual(['K249', new Date(Date.UTC(2024, 2, 1)), 0.5]);
    update.mockRestore();
  });

  it('aborts the toast with the message when a page fails and saves nothing', async () => {
    const update = vi.spyOn(notifications, 'update');
    const save = vi.fn();
    await expect(
      exportToXlsx({ http: pagedHttp(250, 100), api: '/x/', filter: undefined, sort: [], columns, fileBase: 'x', language: 'sk', t, save }),
    ).rejects.toThrow('Server down');
    expect(save).not.toHaveBeenCalled();
    expect(update.mock.calls.at(-1)?.[0]).toMatchObject({ color: 'red', message: 'Server down', autoClose: false });
    update.mockRestore();
  });
});
