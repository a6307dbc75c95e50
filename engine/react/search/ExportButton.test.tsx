import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import readExcelFile from 'read-excel-file/universal';
import { createSchema, metadata } from '../../core/form/testFixtures';
import { formatRql, formatFilter } from '../../core/rql';
import type { RqlQuery } from '../../core/rql';
import { createTestI18n, renderEngine } from '../testing/renderWithProviders';
import { fakeHttp, okResult } from '../testing/fakeHttp';
import { searchPageCache } from './searchPageCache';
import { SearchPage } from './SearchPage';

// The search screen's Export button exports what the screen shows: its filter and sort (every
// page of them, not the page on screen) and its visible columns in their order, under their
// headers. (devices-groups-lists.spec.ts checked this per list in the browser; the lists' own
// filters and exports against the real server are in tests/agreement/searchListsExport.test.ts.)

const i18n = createTestI18n('sk', {
  engine: { pager: { rangeOfTotal: '{{from}} - {{to}} z {{total}}' } },
  grid: { export: { button: 'Export do XLSX' } },
  technologia: { field: { kod: 'Kód', nazov: 'Názov', ucinnost: 'Účinnosť' } },
});

/** 30 technologies; a `like(nazov,*…*)` filter keeps those whose name holds the text. */
function serverLike() {
  const all = Array.from({ length: 30 }, (_, i) => ({ idTechnologia: i + 1, kod: `K${i + 1}`, nazov: i % 3 === 0 ? `Slnko ${i + 1}` : `Voda ${i + 1}`, ucinnost: 0.5, stav: 'AKTIVNA' }));
  return fakeHttp({
    list: async (_path: string, query: RqlQuery) => {
      const text = query.filter ? /^like\(nazov,\*(.+)\*\)$/.exec(formatFilter(query.filter))?.[1] : undefined;
      const rows = text ? all.filter((r) => r.nazov.toLowerCase().includes(text.toLowerCase())) : all;
      const offset = query.limit?.offset ?? 0;
      const page = rows.slice(offset, offset + (query.limit?.count ?? 10));
      return { rows: page as never[], total: rows.length, hasMore: offset + page.length < rows.length };
    },
    get: async <T,>() => okResult(createSchema as T),
  });
}

let saved: Blob[] = [];

beforeEach(() => {
  window.localStorage.clear();
  searchPageCache.clear();
  saved = [];
  // The export saves through a temporary link to an object URL: the test keeps the blob instead.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:export';
  });
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => vi.restoreAllMocks());

describe('ExportButton on a search screen', () => {
  it('exports every row of the applied filter and sort under the grid\'s column headers', async () => {
    const http = serverLike();
    renderEngine({ http, i18n, initialEntry: '/technologia/vyhladanie?nazov=slnko&sort=-kod', routes: [{ path: '/technologia/vyhladanie', element: <SearchPage entity={metadata} /> }] });
    expect(await screen.findByText('Slnko 28')).toBeInTheDocument();
    expect(screen.getByTestId('pager-range')).toHaveTextContent('1 - 10 z 10');
    http.list.mockClear();

    await userEvent.click(screen.getByRole('button', { name: 'Export do XLSX' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    // The screen's filter and sort, 100 rows a page, counted once.
    expect(http.list.mock.calls.map((c) => formatRql((c as unknown as [string, RqlQuery])[1]))).toEqual(['like(nazov,*slnko*)&sort(-kod)&limit(100,0)&count()']);

    const read = await readExcelFile(saved[0] as Blob);
    const sheet = (Array.isArray(read[0]?.data) ? read[0].data : read) as unknown[][];
    expect(sheet[0]).toEqual(['Kód', 'Názov', 'Účinnosť']);
    expect(sheet.slice(1).map((row) => row[1])).toEqual(['Slnko 1', 'Slnko 4', 'Slnko 7', 'Slnko 10', 'Slnko 13', 'Slnko 16', 'Slnko 19', 'Slnko 22', 'Slnko 25', 'Slnko 28']);
    expect(sheet[1]?.[2]).toBe(0.5);
  }, 60_000); // the export's code and its XLSX writer load with the first click
});
