// How an import shares the server with its users. PGlite runs in the server's own thread, so a
// write transaction holds up every other call for as long as it lasts: an import writes in slices
// sized to last about TARGET_MS, and before each slice it lets the calls in progress finish first
// (waiting at most MAX_WAIT_MS, so a busy server still sees the import move on).
import type { FastifyInstance, FastifyRequest } from 'fastify';

const TARGET_MS = 15;
const MAX_WAIT_MS = 60;
// Fewer rows a slice pay more for their commit than for the rows (a file-backed PGlite writes its log).
const MIN_ROWS = 50;
const MAX_ROWS = 2000;

export interface Pacing {
  /** Rows of the next slice. */
  readonly rows: number;
  /** Resolves when the next slice may be written. */
  turn(): Promise<void>;
  /** Tells how long a slice of `rows` took to write (sizes the next one). */
  wrote(rows: number, ms: number): void;
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Pacing by the number of calls in progress (`busy`). */
export function createPacing(busy: () => number, options: { targetMs?: number; maxWaitMs?: number; startRows?: number } = {}): Pacing {
  const target = options.targetMs ?? TARGET_MS;
  const maxWait = options.maxWaitMs ?? MAX_WAIT_MS;
  // A small file goes in a slice or two, as one batch's detail expects to see it finished at once;
  // a large one's slices shrink to the target from the first slice's time.
  let rows = options.startRows ?? 250;
  return {
    get rows() {
      return rows;
    },
    async turn() {
      // Lets requests that arrived during the last slice reach their handlers (and the database queue).
      await nextTick();
      const until = performance.now() + maxWait;
      while (busy() > 0 && performance.now() < until) await sleep(2);
    },
    wrote(written, ms) {
      if (written < rows || ms <= 0) return; // a file's last, shorter slice says little
      const fit = Math.round((written * target) / ms);
      // Halfway towards the fitting size: one slow slice (a checkpoint) does not collapse it.
      rows = Math.min(MAX_ROWS, Math.max(MIN_ROWS, Math.round((rows + fit) / 2)));
    },
  };
}

/** Counts the API calls in progress (the import's `busy`), from their start to their answer or abort. */
export function trackCallsInProgress(api: FastifyInstance): () => number {
  const open = new Set<FastifyRequest>();
  api.addHook('onRequest', async (request) => {
    open.add(request);
  });
  api.addHook('onResponse', async (request) => {
    open.delete(request);
  });
  api.addHook('onRequestAbort', async (request) => {
    open.delete(request);
  });
  return () => open.size;
}
