import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../types';
import { registerEicCheckRoutes } from './eicCheck';
import { registerSemaforRoutes } from './semafor';

/** The data centre's control screens: the EIC check and the status board. */
export function registerKontrolaRoutes(api: FastifyInstance, deps: ApiDeps): void {
  registerEicCheckRoutes(api, deps);
  registerSemaforRoutes(api, deps);
}
