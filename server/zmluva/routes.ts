import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../api/types';
import { NotifyRunner } from './notify';

/** Starts the background runner of bulk notification jobs with the server and stops it with it. */
export function registerNotifyRunner(api: FastifyInstance, deps: ApiDeps): void {
  const runner = new NotifyRunner(deps.db, (error) => api.log.error({ err: error }, 'notification job failed'));
  api.addHook('onReady', async () => runner.start());
  api.addHook('onClose', async () => runner.stop());
}
