// Worker thread of a large import: reads and checks the file (importCheck.ts) and hands the row
// outcomes over one chunk at a time, each after the main thread asked for it, so a 100,000-row file
// never sits whole in the main thread's queue and parsing costs the main thread nothing.
import { parentPort, workerData } from 'node:worker_threads';
import { checkedChunks, FileUnreadable } from './importCheck';
import type { CheckWorkerData, FromCheckWorker } from './importCheckThread';

async function run(): Promise<void> {
  const port = parentPort;
  if (!port) return;
  const { data, kind, skip } = workerData as CheckWorkerData;
  const asked: (() => void)[] = [];
  let credit = 0;
  port.on('message', (message: 'next') => {
    if (message !== 'next') return;
    credit++;
    asked.shift()?.();
  });
  const wanted = () => (credit > 0 ? Promise.resolve() : new Promise<void>((resolve) => asked.push(resolve)));
  const send = (message: FromCheckWorker) => port.postMessage(message);
  try {
    for await (const chunk of checkedChunks(Buffer.from(data), kind, skip)) {
      await wanted();
      credit--;
      send({ type: 'chunk', chunk });
    }
    await wanted();
    send({ type: 'end' });
  } catch (error) {
    await wanted();
    send({ type: error instanceof FileUnreadable ? 'unreadable' : 'failed', message: String(error) });
  }
}

void run();
