/**
 * The spreadsheet of an export: one header row and a row per record, with typed cells
 * (dates as dates, numbers as numbers, booleans as booleans) and display formats matching
 * the grid's column formats. The shape is what write-excel-file takes; no library is imported here.
 */

import type { ColumnFormat } from '../metadata/types';

/** Column formats that decide a cell's type: the grid's own column formats. */
export type ExportFormat = ColumnFormat;

/** One exported column. */
export interface ExportColumn {
  /** Header text. */
  header: string;
  format?: ExportFormat;
  /** The raw value of the column in a row (for typed cells). */
  value: (row: Record<string, unknown>) => unknown;
  /** The display text of the column in a row (for text cells). */
  text: (row: Record<string, unknown>) => string;
}

/** A typed spreadsheet cell. */
export type SheetCell =
  | { type: StringConstructor; value: string }
  | { type: NumberConstructor; value: number; format: string }
  | { type: DateConstructor; value: Date; format: string }
  | { type: BooleanConstructor; value: boolean }
  | null;

/** Rows per page when an export pages through a grid's query (forms-data.md 9). */
export const EXPORT_PAGE_SIZE = 100;

/** Time the finished export's toast stays (ms). */
export const EXPORT_TOAST_CLOSE_MS = 3000;

/** Number display formats by column format. */
const NUMBER_FORMATS: Partial<Record<ExportFormat, string>> = {
  number0: '0',
  number2: '0.00',
  number3: '0.000',
  number6: '0.000000',
  percent: '0.00%',
  eur: '#,##0.000 "€"',
};

/** Date display formats by language (Slovak D. M. YYYY; others DD. MM. YYYY). */
export function dateFormats(language: string): { date: string; datetime: string } {
  return language.startsWith('sk')
    ? { date: 'd. m. yyyy', datetime: 'd. m. yyyy hh:mm' }
    : { date: 'dd. mm. yyyy', datetime: 'dd. mm. yyyy hh:mm' };
}

/** An ISO date (YYYY-MM-DD) or date-time as a Date at that calendar time in UTC (what spreadsheets store). */
export function isoToSheetDate(value: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** One cell: typed by the column format when the value fits it, else its display text (empty → null). */
export function sheetCell(column: ExportColumn, row: Record<string, unknown>, language: string): SheetCell {
  const raw = column.value(row);
  if (raw === null || raw === undefined || raw === '') return null;
  const format = column.format ?? 'text';
  const numberFormat = NUMBER_FORMATS[format];
  if (numberFormat && typeof raw === 'number' && Number.isFinite(raw)) return { type: Number, value: raw, format: numberFormat };
  if ((format === 'date' || format === 'datetime') && typeof raw === 'string') {
    const date = isoToSheetDate(raw);
    if (date) return { type: Date, value: date, format: dateFormats(language)[format] };
  }
  if (format === 'boolean' && typeof raw === 'boolean') return { type: Boolean, value: raw };
  const text = column.text(row);
  return text === '' ? null : { type: String, value: text };
}

/** The whole sheet: header row, then a row per record. */
export function buildSheet(columns: readonly ExportColumn[], rows: readonly Record<string, unknown>[], language: string): SheetCell[][] {
  const header: SheetCell[] = columns.map((c) => ({ type: String, value: c.header }));
  return [header, ...rows.map((row) => columns.map((c) => sheetCell(c, row, language)))];
}

/** A file name for an export: `{base}-{YYYY-MM-DD}.xlsx`, unsafe characters replaced. */
export function exportFileName(base: string, today: Date): string {
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return `${base.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-|-$/g, '') || 'export'}-${day}.xlsx`;
}
