import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../types';
import { registerActivityRoutes } from './activities';
import { registerApplicationRoutes } from './application';
import { registerCertcheckRoutes } from './certcheck';
import { registerMailboxRoutes } from './mailbox';
import { registerPortalCounterRoutes } from './portalCounters';
import { registerRegistrationRoutes } from './registration';

/**
 * The calls of the application shell (spec 7): counters, mailbox, news, config, build info, cache,
 * profile, and the public self-registration.
 */
export function registerShellRoutes(api: FastifyInstance, deps: ApiDeps): void {
  registerActivityRoutes(api, deps);
  registerMailboxRoutes(api, deps);
  registerPortalCounterRoutes(api, deps);
  registerApplicationRoutes(api, deps);
  registerRegistrationRoutes(api, deps);
  registerCertcheckRoutes(api, deps);
}
