// The CPU side of an import: reading the file and checking every row, as a stream of row outcomes
// in file order. It touches no database, so it runs the same inline (small files) or in a worker
// thread (large files, importCheckWorker.ts) while the main thread only writes.
import { isEmptyRow, readRows, type FileKind } from './importFile';
import { checkHeader, checkRow, type RowError } from './importRows';

/** A data row's outcome: the body to store, or its errors. */
export type RowOutcome = { row: number; body: Record<string, unknown> } | { row: number; errors: RowError[] };

/** Rows handed over at once (the worker's message size; the writer slices them further). */
export const CHECK_CHUNK_ROWS = 500;

/** The file broke half-way (a damaged sheet): the rows before it were handed over. */
export class FileUnreadable extends Error {}

/**
 * The outcomes of the file's data rows after the first `skip` (done by an earlier worker), in
 * chunks. The header was checked when the batch was created; empty rows are neither yielded nor counted.
 */
export async function* checkedChunks(data: Buffer, kind: FileKind, skip: number): AsyncGenerator<RowOutcome[]> {
  let positions: ReturnType<typeof checkHeader>['positions'] | undefined;
  let seen = 0;
  let chunk: RowOutcome[] = [];
  try {
    for await (const row of readRows(data, kind)) {
      if (!positions) {
        positions = checkHeader(row.cells).positions;
        continue;
      }
      if (isEmptyRow(row)) continue;
      if (seen++ < skip) continue;
      const result = checkRow(row.number, row.cells, positions);
      chunk.push(result.ok ? { row: row.number, body: result.body } : { row: row.number, errors: result.errors });
      if (chunk.length >= CHECK_CHUNK_ROWS) {
        yield chunk;
        chunk = [];
      }
    }
  } catch {
    if (chunk.length > 0) yield chunk;
    throw new FileUnreadable();
  }
  if (chunk.length > 0) yield chunk;
}
