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

/**
 * THE tenant rule for rows that belong to a participant and, for tenantless work (a visitor
 * registering a participant), to one person: core staff see all; a portal user sees the rows of
 * the participant they act for (a current membership: X-Tenant is checked per call, the stored
 * choice is removed with the membership); a row of no participant only its person. A row of
 * another participant is never visible through its person, so neither acting for another
 * participant nor a removed membership reaches it.
 * SQL over `$1` login, `$2` tenant (null for none), `$3` core; the columns come from code.
 */
export function ownedRowSql(tenantColumn: string, personColumn: string): string {
  return `($3::boolean OR ${tenantColumn} = $2::int OR (${tenantColumn} IS NULL AND ${personColumn} = $1))`;
}

/** The same rule as `ownedRowSql`, for a row already read. */
export function ownsRow(row: { tenant: number | null; person: string | null }, caller: { login: string; tenantId: number | null; core: boolean }): boolean {
  if (caller.core) return true;
  if (row.tenant !== null) return row.tenant === caller.tenantId;
  return row.person === caller.login;
}
