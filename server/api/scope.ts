import type { FastifyRequest } from 'fastify';
import { isCoreUser } from '../auth/roles';
import type { AuthUser } from '../auth/verify';
import type { Queryable } from '../db/types';
import { ApiError } from './errors';
import type { Tenant } from './types';

/**
 * Whose rows a request may touch in a participant-owned entity: every participant's (core staff)
 * or one tenant's (portal users). Decided once per request by the guard, applied by the store.
 */
export type Scope = { kind: 'all' } | { kind: 'tenant'; idUcastnikTrhu: number };

/** The scope of participant-owned data for a caller. */
export async function resolveScope(db: Queryable, user: AuthUser, tenant: Tenant | undefined): Promise<Scope> {
  // An explicit X-Tenant (already checked against the memberships) always narrows the scope.
  if (tenant) return { kind: 'tenant', idUcastnikTrhu: tenant.idUcastnikTrhu };
  if (isCoreUser(user.roles)) return { kind: 'all' };
  // A portal call without the header acts for the participant last chosen with set-tenant;
  // user_tenant's foreign key to user_ucastnik keeps it a current membership.
  const { rows } = await db.query<{ id: number }>('SELECT id_ucastnik_trhu AS id FROM user_tenant WHERE login = $1', [user.login]);
  const id = rows[0]?.id;
  if (id === undefined) throw new ApiError(400, 'error.tenantRequired', [{ key: 'reason.tenantRequired' }]);
  return { kind: 'tenant', idUcastnikTrhu: id };
}

/** The scope the guard resolved; a route serving owned data without one is a programming error. */
export function scopeOf(request: FastifyRequest): Scope {
  if (!request.scope) throw new Error(`No tenant scope resolved for ${request.method} ${request.routeOptions.url ?? ''}`);
  return request.scope;
}
