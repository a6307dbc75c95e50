// The main thread's side of importCheckWorker.ts: the worker's chunks as an async iterator, one
// asked for at a time. Small files are checked inline: a thread's start-up (about a second of
// loading modules) is worth it only when the checking itself takes longer.
import { Worker } from 'node:worker_threads';
import { checkedChunks, FileUnreadable, type RowOutcome } from './importCheck';
import type { FileKind } from './importFile';

/** Files from this size are checked in a worker thread (about 10,000 rows of XLSX). */
export const WORKER_FROM_BYTES = 1024 * 1024;

export interface CheckWorkerData {
  data: Uint8Array;
  kind: FileKind;
  skip: number;
}

export type FromCheckWorker =
  | { type: 'chunk'; chunk: RowOutcome[] }
  | { type: 'end' }
  | { type: 'unreadable'; message: string }
  | { type: 'failed'; message: string };

async function* threadChunks(input: CheckWorkerData): AsyncGenerator<RowOutcome[]> {
  // The server runs its TypeScript through tsx; the worker's entry registers it too (also under vitest).
  const worker = new Worker(new URL('./importCheckWorker.mjs', import.meta.url), { workerData: input });
  const inbox: FromCheckWorker[] = [];
  let wake: (() => void) | undefined;
  let exited: Error | undefined;
  worker.on('message', (message: FromCheckWorker) => {
    inbox.push(message);
    wake?.();
  });
  worker.on('error', (error) => {
    exited = error;
    wake?.();
  });
  worker.on('exit', (code) => {
    exited ??= new Error(`import check worker exited with ${code}`);
    wake?.();
  });
  try {
    for (;;) {
      worker.postMessage('next');
      while (inbox.length === 0) {
        if (exited) throw exited;
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
      }
      const message = inbox.shift() as FromCheckWorker;
      if (message.type === 'end') return;
      if (message.type === 'unreadable') throw new FileUnreadable(message.message);
      if (message.type === 'failed') throw new Error(message.message);
      yield message.chunk;
    }
  } finally {
    // Also when the batch stops early (lease lost, server stopping).
    await worker.terminate();
  }
}

/** The outcomes of a file's data rows after `skip`, checked inline or in a worker thread by size. */
export function checkRowsOf(data: Buffer, kind: FileKind, skip: number, options: { workerFromBytes?: number } = {}): AsyncGenerator<RowOutcome[]> {
  if (data.length < (options.workerFromBytes ?? WORKER_FROM_BYTES)) return checkedChunks(data, kind, skip);
  return threadChunks({ data: new Uint8Array(data), kind, skip });
}
