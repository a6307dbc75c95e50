import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../api/types';
import type { JobRunner } from '../jobs/runner';
import { startNotifyRunner } from './notify';

/** Starts the background runner of bulk notification jobs with the server and stops it with it. */
export function registerNotifyRunner(api: FastifyInstance, deps: ApiDeps): void {
  let runner: JobRunner | undefined;
  api.addHook('onReady', async () => {
    runner = startNotifyRunner(deps.db, (error) => api.log.error({ err: error }, 'notification job failed'));
  });
  api.addHook('onClose', async () => runner?.stop());
}
