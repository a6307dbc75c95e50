import { notifications } from '@mantine/notifications';
import type { SheetData } from 'write-excel-file/browser';
import type { ExportColumn } from '../../core/grid/exportSheet';
import { EXPORT_PAGE_SIZE, EXPORT_TOAST_CLOSE_MS, buildSheet, exportFileName } from '../../core/grid/exportSheet';
import type { DataProvider } from '../../core/http';
import { listQuery } from '../../core/rql';
import type { RqlFilter, RqlSort } from '../../core/rql';
import { errorLines } from '../errors/ErrorAlert';

/** What an export needs: the grid's query, its visible columns and texts. */
export interface ExportRequest {
  http: DataProvider;
  /** Collection path of the API. */
  api: string;
  filter: RqlFilter | undefined;
  sort: readonly RqlSort[];
  columns: readonly ExportColumn[];
  /** File name base (e.g. the screen title). */
  fileBase: string;
  language: string;
  t: (key: string, options?: Record<string, unknown>) => string;
  /** Saves the finished file; default: a download through a temporary link. */
  save?: (blob: Blob, fileName: string) => void;
  /** Stops paging (e.g. the screen closed). */
  signal?: AbortSignal;
}

/** Upper bound of pages, so a server that never stops paging cannot hang the browser. */
const MAX_PAGES = 2000;

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

let sequence = 0;

/**
 * Exports every row of a grid's query to XLSX: pages through it 100 rows at a time with a
 * progress toast updated per page, removed 3 s after completion; a failure turns the toast
 * into an error with the server's message and writes no file. Returns the number of rows.
 */
export async function exportToXlsx(request: ExportRequest): Promise<number> {
  const { http, t } = request;
  const id = `grid-export-${++sequence}`;
  notifications.show({ id, loading: true, title: t('grid.export.title'), message: t('grid.export.starting'), autoClose: false, withCloseButton: false });
  try {
    const rows: Record<string, unknown>[] = [];
    let total: number | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const query = listQuery({ filter: request.filter, sort: request.sort, page, size: EXPORT_PAGE_SIZE, count: page === 0 });
      const result = await http.list<Record<string, unknown>>(request.api, query, { signal: request.signal });
      if (page === 0) total = result.total;
      rows.push(...result.rows);
      notifications.update({
        id,
        loading: true,
        title: t('grid.export.title'),
        message: total !== undefined ? t('grid.export.progress', { done: rows.length, total }) : t('grid.export.progressUnknown', { done: rows.length }),
        autoClose: false,
      });
      if (result.rows.length < EXPORT_PAGE_SIZE || (total !== undefined && rows.length >= total)) break;
    }
    const sheet = buildSheet(request.columns, rows, request.language);
    // The XLSX writer (and its zip library) loads with the first export, not with every search screen.
    const { default: writeExcelFile } = await import('write-excel-file/browser');
    const blob = await writeExcelFile(sheet as SheetData, { dateFormat: 'd. m. yyyy' }).toBlob();
    (request.save ?? saveBlob)(blob, exportFileName(request.fileBase, new Date()));
    notifications.update({
      id,
      loading: false,
      color: 'green',
      title: t('grid.export.title'),
      message: t('grid.export.done', { count: rows.length }),
      autoClose: EXPORT_TOAST_CLOSE_MS,
      withCloseButton: true,
    });
    return rows.length;
  } catch (error) {
    const lines = errorLines(error);
    notifications.update({
      id,
      loading: false,
      color: 'red',
      title: t('grid.export.failed'),
      message: lines.length > 0 ? lines.join('\n') : t('grid.export.failedUnknown'),
      autoClose: false,
      withCloseButton: true,
    });
    throw error;
  }
}
