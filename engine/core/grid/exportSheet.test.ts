import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/universal';
import readExcelFile from 'read-excel-file/universal';
import { buildSheet, exportFileName, isoToSheetDate, sheetCell } from './exportSheet';
import type { ExportColumn } from './exportSheet';

const col = (key: string, format?: ExportColumn['format']): ExportColumn => ({
  header: key,
  format,
  value: (row) => row[key],
  text: (row) => (row[key] === undefined || row[key] === null ? '' : `T:${String(row[key])}`),
});

describe('export sheet', () => {
  it('types cells by column format and falls back to display text', () => {
    const row = { d: '2024-02-29', dt: '2024-02-29T08:30:00', n: 1.5, p: 0.215, e: 12.3456, b: true, s: 'AKTIVNA', bad: 'x' };
    expect(sheetCell(col('d', 'date'), row, 'sk')).toEqual({ type: Date, value: new Date(Date.UTC(2024, 1, 29)), format: 'd. m. yyyy' });
    expect(sheetCell(col('dt', 'datetime'), row, 'en')).toEqual({ type: Date, value: new Date(Date.UTC(2024, 1, 29, 8, 30)), format: 'dd. mm. yyyy hh:mm' });
    expect(sheetCell(col('n', 'number2'), row, 'sk')).toEqual({ type: Number, value: 1.5, format: '0.00' });
    expect(sheetCell(col('p', 'percent'), row, 'sk')).toEqual({ type: Number, value: 0.215, format: '0.00%' });
    expect(sheetCell(col('e', 'eur'), row, 'sk')).toMatchObject({ type: Number, value: 12.3456 });
    expect(sheetCell(col('b', 'boolean'), row, 'sk')).toEqual({ type: Boolean, value: true });
    expect(sheetCell(col('s', 'enum'), row, 'sk')).toEqual({ type: String, value: 'T:AKTIVNA' });
    expect(sheetCell(col('bad', 'date'), row, 'sk')).toEqual({ type: String, value: 'T:x' });
    expect(sheetCell(col('missing'), row, 'sk')).toBeNull();
    expect(isoToSheetDate('29.2.2024')).toBeUndefined();
  });

  it('writes an xlsx without zip64 records that reads back with typed cells', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => ({ kod: `K${i}`, od: '2024-01-15', ucinnost: i / 100 }));
    const sheet = buildSheet([col('kod'), col('od', 'date'), col('ucinnost', 'percent')], rows, 'sk');
    const blob = await writeExcelFile(sheet as never).toBlob();
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const text = Buffer.from(bytes).toString('latin1');
    // Zip64 end-of-central-directory record and locator signatures.
    expect(text.includes('PK\u0006\u0006')).toBe(false);
    expect(text.includes('PK\u0006\u0007')).toBe(false);
    const read = await readExcelFile(blob);
    const data = (Array.isArray(read[0]?.data) ? read[0].data : read) as unknown[][];
    expect(data).toHaveLength(151);
    expect(data[0]).toEqual(['kod', 'od', 'ucinnost']);
    expect(data[1]?.[0]).toBe('T:K0');
    expect(data[1]?.[1]).toEqual(new Date(Date.UTC(2024, 0, 15)));
    expect(data[150]?.[2]).toBeCloseTo(1.49);
  });

  it('names the file by base and day', () => {
    expect(exportFileName('Technológie / výber', new Date(2024, 0, 5))).toBe('Technológie-výber-2024-01-05.xlsx');
  });
});
