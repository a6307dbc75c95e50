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

/**
 * The tenant rule's one widening: a row of no participant (a tenantless request) delegated to
 * participant P's members holding some role, e.g. its user administrators deciding who may act for
 * P. A portal caller acting for P (a checked membership, as above) whose stored roles include one of
 * them sees it; another participant's members never do. SQL over `$1` login, `$2` tenant, `$3`
 * core (or the expressions in `caller`); `rolesSql` is a column or an array literal from code.
 */
export function delegatedRowSql(participantColumn: string, rolesSql: string, caller = { login: '$1', tenant: '$2', core: '$3' }): string {
  return `(NOT ${caller.core}::boolean AND ${participantColumn} = ${caller.tenant}::int
    AND EXISTS (SELECT 1 FROM app_user du WHERE du.login = ${caller.login} AND du.roles && ${rolesSql}))`;
}

/** The same rule as `delegatedRowSql`, for a row already read and the caller's verified roles. */
export function delegatedTo(row: { participant: number | null; roles: readonly string[] | null }, caller: { tenantId: number | null; core: boolean; roles: readonly string[] }): boolean {
  if (caller.core || row.participant === null || row.participant !== caller.tenantId) return false;
  return (row.roles ?? []).some((r) => caller.roles.includes(r));
}
