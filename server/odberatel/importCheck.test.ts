// The CPU side of an import, inline and in its worker thread, and the pacing of the writes.
import { describe, expect, it } from 'vitest';
import { FileUnreadable, type RowOutcome } from './importCheck';
import { checkRowsOf } from './importCheckThread';
import { createPacing } from './importPacing';
import { sampleRows, sampleXlsx } from './sampleFile';

async function all(source: AsyncGenerator<RowOutcome[]>): Promise<RowOutcome[]> {
  const out: RowOutcome[] = [];
  for await (const chunk of source) out.push(...chunk);
  return out;
}

describe('import check', () => {
  it('gives the same outcomes inline and in a worker thread, skipping the rows an earlier worker did', { timeout: 60_000 }, async () => {
    const { rows, broken } = sampleRows(1200, { broken: true, offset: 700_000 });
    const file = await sampleXlsx(rows);
    const inline = await all(checkRowsOf(file, 'xlsx', 0, { workerFromBytes: Infinity }));
    const threaded = await all(checkRowsOf(file, 'xlsx', 0, { workerFromBytes: 0 }));
    expect(threaded).toEqual(inline);
    expect(inline).toHaveLength(1200);
    expect(inline.filter((o) => 'errors' in o).map((o) => o.row)).toEqual(broken.map((b) => b.row));
    const resumed = await all(checkRowsOf(file, 'xlsx', 1000, { workerFromBytes: 0 }));
    expect(resumed.map((o) => o.row)).toEqual(inline.slice(1000).map((o) => o.row));
  });

  it('reports a damaged file as unreadable from the worker thread too', { timeout: 60_000 }, async () => {
    const file = await sampleXlsx(sampleRows(50, { offset: 710_000 }).rows);
    const damaged = Buffer.concat([file.subarray(0, file.length / 2), Buffer.alloc(2000, 7)]);
    await expect(all(checkRowsOf(damaged, 'xlsx', 0, { workerFromBytes: 0 }))).rejects.toBeInstanceOf(FileUnreadable);
    await expect(all(checkRowsOf(damaged, 'xlsx', 0, { workerFromBytes: Infinity }))).rejects.toBeInstanceOf(FileUnreadable);
  });
});

describe('import pacing', () => {
  it('sizes slices to the target time and waits for calls in progress, at most its limit', async () => {
    let open = 1;
    let asked = 0;
    const pacing = createPacing(
      () => {
        asked += 1;
        return open;
      },
      { targetMs: 10, maxWaitMs: 40, startRows: 100 },
    );
    expect(pacing.rows).toBe(100);
    // 100 rows in 40 ms: 25 fit 10 ms; halfway there (62.5, rounded).
    pacing.wrote(100, 40);
    expect(pacing.rows).toBe(63);
    pacing.wrote(63, 2);
    expect(pacing.rows).toBeGreaterThan(63);
    // A short last slice says nothing.
    const before = pacing.rows;
    pacing.wrote(3, 100);
    expect(pacing.rows).toBe(before);
    const started = performance.now();
    await pacing.turn();
    expect(performance.now() - started).toBeGreaterThanOrEqual(38);
    // Nothing in progress: it asks once and goes on (counted, not timed: a busy machine may delay any step).
    open = 0;
    asked = 0;
    await pacing.turn();
    expect(asked).toBe(1);
  });
});
