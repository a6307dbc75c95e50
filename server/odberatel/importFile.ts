// Reading an import file (XLSX or CSV) row by row with exceljs. Both kinds are fed in small
// pieces, so parsing a 10 MB file yields to the event loop between them and other calls stay fast.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CellValue } from 'exceljs';

export type FileKind = 'xlsx' | 'csv';

/** One row of the first sheet: its number as a spreadsheet shows it (header = 1) and its cells as text. */
export interface SheetRow {
  number: number;
  cells: (string | undefined)[];
}

const PIECE = 64 * 1024;

function pieces(data: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < data.length; at += PIECE) yield data.subarray(at, at + PIECE);
    })(),
  );
}

/** The text of a cell: rich text and links as their text, formulas as their result, dates as ISO days. */
export function cellText(value: CellValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  if ('richText' in value) return cellText(value.richText.map((r) => r.text).join(''));
  if ('hyperlink' in value) return cellText(value.text);
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: CellValue }).result);
  if ('error' in value) return String(value.error);
  return undefined;
}

function rowCells(values: unknown): (string | undefined)[] {
  // exceljs rows are 1-based sparse arrays.
  const list = Array.isArray(values) ? values.slice(1) : [];
  return Array.from(list, (v) => cellText(v as CellValue));
}

async function* xlsxRows(data: Buffer): AsyncGenerator<SheetRow> {
  // Styles are needed to tell dates from numbers; links are read as their text.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(pieces(data), { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore' });
  for await (const sheet of reader) {
    for await (const row of sheet) yield { number: row.number, cells: rowCells(row.values) };
    return; // the first sheet only
  }
}

/** The separator a CSV uses: Slovak Excel writes `;`, others `,` (told by its header line). */
export function csvDelimiter(data: Buffer): string {
  const end = data.indexOf(0x0a);
  const first = data.subarray(0, end < 0 ? Math.min(data.length, 4096) : end).toString('utf8');
  const count = (ch: string) => first.split(ch).length - 1;
  return count(';') > count(',') ? ';' : count('\t') > count(',') ? '\t' : ',';
}

async function* csvRows(data: Buffer, limitBytes?: number): AsyncGenerator<SheetRow> {
  let body = data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf ? data.subarray(3) : data;
  if (limitBytes !== undefined && body.length > limitBytes) {
    // Only the first lines are wanted (the header check): cut at a line end.
    const cut = body.lastIndexOf(0x0a, limitBytes);
    if (cut > 0) body = body.subarray(0, cut + 1);
  }
  const workbook = new ExcelJS.Workbook();
  // Values stay text: exceljs would otherwise turn an IČO into a number and guess dates.
  const sheet = await workbook.csv.read(pieces(body), { parserOptions: { delimiter: csvDelimiter(body) }, map: (v: unknown) => v });
  const count = sheet.rowCount;
  for (let n = 1; n <= count; n++) yield { number: n, cells: rowCells(sheet.getRow(n).values) };
}

/** The rows of the file's first sheet, the header first. */
export function readRows(data: Buffer, kind: FileKind, options: { headOnly?: boolean } = {}): AsyncGenerator<SheetRow> {
  return kind === 'xlsx' ? xlsxRows(data) : csvRows(data, options.headOnly ? 256 * 1024 : undefined);
}

/** Whether a row has no value at all (skipped, not counted). */
export function isEmptyRow(row: SheetRow): boolean {
  return row.cells.every((c) => c === undefined);
}
