import type { FastifyInstance } from 'fastify';
import { registerBpmRoutes } from '../bpm/routes';
import { ENTITIES } from '../model';
import { corsHook } from './cors';
import { registerRateLimits } from '../http/rateLimit';
import { registerEntityRoutes } from './entities';
import { registerEntityActions } from './entityActions';
import { registerDmsRoutes } from '../dms/routes';
import { registerEnumRoutes } from './enums';
import { registerCodeBookAdminRoutes } from './codeBookAdmin';
import { registerMailTemplatePreview } from './mailTemplatePreview';
import { registerAddendumPlaceholders } from './addendumPlaceholders';
import { registerIncidentRoutes } from './incident';
import { registerEnvironmentRoutes } from './environment';
import { registerGalleryRoutes } from './gallery/routes';
import { guardHook } from './guard';
import { registerIdempotency } from '../http/idempotency';
import { registerHistoryRoutes } from './history/routes';
import { registerVectorHistoryRoutes } from './vectorHistory/routes';
import { registerParticipantRoutes } from './participantRoutes';
import { registerParticipantChangeRoutes } from './participantChanges';
import { registerRpoRoutes } from '../integrations/rpo/routes';
import { registerSavedFilterRoutes } from './savedFilters/routes';
import { registerShellRoutes } from './shell';
import { registerOdberatelImportRoutes } from '../odberatel/importRoutes';
import { registerKontrolaRoutes } from './kontrola';
import type { ApiDeps } from './types';
import { registerNotifyRunner } from '../zmluva/routes';

/** Where the API lives. */
export const API_PREFIX = '/portalbl/svc';

/** Registers the whole API under API_PREFIX: CORS, the guard, environment, tenant and every entity. */
export async function registerApi(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  await app.register(
    async (api) => {
      api.addHook('onRequest', corsHook(deps.origins));
      api.addHook('onRequest', guardHook(deps));
      // Before the routes: the limits attach to routes as they are declared (`config.rateLimit`).
      await registerRateLimits(api, deps.db);
      // After the guard: a repeated call is keyed by its caller (issue 26, spec 7).
      registerIdempotency(api, deps.db);
      // CORS preflight: answered by the CORS hook's headers, needs no login.
      api.options('/*', { config: { public: true } }, async (_request, reply) => reply.code(204).send());
      registerEnvironmentRoutes(api, deps);
      registerSavedFilterRoutes(api, deps);
      registerShellRoutes(api, deps);
      registerKontrolaRoutes(api, deps);
      registerBpmRoutes(api, deps);
      for (const entity of ENTITIES) {
        registerEntityRoutes(api, entity, deps, API_PREFIX);
        registerEntityActions(api, entity, deps);
      }
      registerOdberatelImportRoutes(api, deps, API_PREFIX);
      registerHistoryRoutes(api, deps.db, ENTITIES);
      registerVectorHistoryRoutes(api, deps.db);
      registerParticipantRoutes(api, deps);
      registerRpoRoutes(api, deps);
      registerParticipantChangeRoutes(api, deps);
      registerEnumRoutes(api, deps);
      registerCodeBookAdminRoutes(api, deps);
      registerMailTemplatePreview(api, deps);
      registerAddendumPlaceholders(api);
      registerIncidentRoutes(api, deps);
      await registerDmsRoutes(api, deps, API_PREFIX);
      await registerGalleryRoutes(api, deps);
      registerNotifyRunner(api, deps);
    },
    { prefix: API_PREFIX },
  );
}
