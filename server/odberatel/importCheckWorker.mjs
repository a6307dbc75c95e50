// Entry of the import check thread: a worker does not inherit the parent's TypeScript loader
// (Node 20 ignores `--import` in a worker's execArgv), so it loads tsx's and then the real worker.
import { register } from 'tsx/esm/api';

register();
await import('./importCheckWorker.ts');
