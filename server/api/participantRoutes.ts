import type { FastifyInstance } from 'fastify';
import { ucastnikTrhu } from '../model/ucastnikTrhu';
import { EntityStore } from './entityStore';
import { notFound } from './errors';
import { scopeOf } from './scope';
import type { ApiDeps } from './types';

/**
 * `GET {participant path}current`: the participant the caller acts for (X-Tenant or the one chosen
 * with set-tenant), so the portal's `ucastnik-trhu/detail/current` is the generic detail screen
 * with `current` as its id. Core staff act for nobody: 404. The schema route answers as for any id.
 */
export function registerParticipantRoutes(api: FastifyInstance, deps: ApiDeps): void {
  const store = new EntityStore(deps.db, ucastnikTrhu);
  const base = `${ucastnikTrhu.path}current`;
  const token = ucastnikTrhu.tokens.read;

  api.get(base, { config: { token, tenantScoped: true } }, async (request) => {
    const scope = scopeOf(request);
    const row = scope.kind === 'tenant' ? await store.read(scope.idUcastnikTrhu, scope) : undefined;
    if (!row) throw notFound([{ key: 'reason.noCurrentParticipant' }]);
    return row;
  });

  api.get(`${base}/schema/post/request`, { config: { token } }, async () => ucastnikTrhu.updateSchema);
}
