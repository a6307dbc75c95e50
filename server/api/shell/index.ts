import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../types';
import { registerApplicationRoutes } from './application';
import { registerCertcheckRoutes } from './certcheck';
import { registerMailboxRoutes } from './mailbox';
import { registerPortalCounterRoutes } from './portalCounters';
import { registerRegistrationRoutes } from './registration';

/**
 * The calls of the application shell (spec 7): counters, mailbox, news, config, build info, cache,
 * profile, and the public self-registration. The top bar's activity count is the process engine's
 * (server/bpm/routes.ts): one rule with the dashboard's list.
 */
export function registerShellRoutes(api: FastifyInstance, deps: ApiDeps): void {
  registerMailboxRoutes(api, deps);
  registerPortalCounterRoutes(api, deps);
  registerApplicationRoutes(api, deps);
  registerRegistrationRoutes(api, deps);
  registerCertcheckRoutes(api, deps);
}
