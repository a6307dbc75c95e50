// Import files for tests and the benchmark: valid consumers from the seed's generator, with chosen
// rows made invalid in seven different ways, written as XLSX or CSV with exceljs.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { buildConsumers, type SeedConsumer } from '../seed/odberatelia';
import { IMPORT_COLUMNS } from './importRows';

export type SampleRow = Record<string, string>;

/** The seven ways a sample row is broken, the column each names and the kind of consumer it needs. */
export const BROKEN: readonly { column: string; person?: boolean; firm?: boolean; apply: (r: SampleRow) => void }[] = [
  { column: 'rodneCislo', person: true, apply: (r) => (r.rodneCislo = '8001011234') },
  { column: 'meno', person: true, apply: (r) => delete r.meno },
  { column: 'ico', firm: true, apply: (r) => (r.ico = '12345678') },
  { column: 'psc', apply: (r) => (r.psc = '8110') },
  { column: 'email', apply: (r) => (r.email = 'nie-je-email') },
  { column: 'eic', apply: (r) => (r.eic = `${(r.eic as string).slice(0, 15)}${(r.eic as string).endsWith('A') ? 'B' : 'A'}`) },
  { column: 'telefon', apply: (r) => (r.telefon = '12345') },
];

function rowOf(c: SeedConsumer): SampleRow {
  const point = c.odberneMiesta[0];
  const values: Record<string, string | null | undefined> = {
    typ: c.typ === 'FYZICKA_OSOBA' ? 'FO' : 'PO', titulPred: c.titulPred, meno: c.meno, priezvisko: c.priezvisko, titulZa: c.titulZa,
    rodneCislo: c.rodneCislo, nazov: c.nazov, ico: c.ico, ulica: c.adresa.Ulica, popisneCislo: c.adresa.PopisneCislo,
    orientacneCislo: c.adresa.OrientacneCislo, psc: c.adresa.Psc, mesto: c.adresa.Mesto, stat: c.adresa.IdStat,
    telefon: c.telefon, email: c.email, eic: c.odberneMiesta.map((p) => p.eic).join(', '), dodavkaOd: point?.dodavkaOd, dodavkaDo: point?.dodavkaDo,
  };
  return Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
}

/**
 * `count` rows; with `broken`, seven rows (spread over the file) are invalid, one per way of BROKEN.
 * Answers the rows and the sheet row numbers (header = 1) of the broken ones with their column.
 * `offset` keeps the natural keys apart from the seed's consumers and from other samples.
 */
export function sampleRows(count: number, options: { broken?: boolean; offset?: number; seed?: number } = {}): { rows: SampleRow[]; broken: { row: number; column: string }[] } {
  const consumers = buildConsumers(count, options.seed ?? 77, options.offset ?? 100_000);
  const rows = consumers.map(rowOf);
  const broken: { row: number; column: string }[] = [];
  if (options.broken) {
    let at = Math.floor(count / 9);
    for (const way of BROKEN) {
      while (at < count && ((way.person && consumers[at]?.typ !== 'FYZICKA_OSOBA') || (way.firm && consumers[at]?.typ !== 'PRAVNICKA_OSOBA'))) at++;
      way.apply(rows[at] as SampleRow);
      broken.push({ row: at + 2, column: way.column });
      at += Math.floor(count / 9);
    }
  }
  return { rows, broken };
}

/** The rows as an XLSX workbook (header row first; every cell text, as the template has it), streamed: 100,000 rows take seconds. */
export async function sampleXlsx(rows: readonly SampleRow[], header: readonly string[] = IMPORT_COLUMNS): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  // Compressed as Excel does (exceljs's default writes 100,000 rows as 10.2 MB, above the 10 MB
  // upload limit of spec 9; level 6 makes them 8.7 MB).
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: false, zip: { zlib: { level: 6 } } });
  const sheet = workbook.addWorksheet('odberatelia');
  sheet.addRow([...header]).commit();
  for (const r of rows) sheet.addRow(header.map((c) => r[c] ?? null)).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** The rows as a CSV with `;` (as Slovak Excel saves it). */
export async function sampleCsv(rows: readonly SampleRow[], header: readonly string[] = IMPORT_COLUMNS): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('odberatelia');
  sheet.addRow([...header]);
  for (const r of rows) sheet.addRow(header.map((c) => r[c] ?? null));
  return Buffer.from(await workbook.csv.writeBuffer({ formatterOptions: { delimiter: ';' } }));
}
