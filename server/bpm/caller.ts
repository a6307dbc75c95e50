import type { FastifyRequest } from 'fastify';
import { ADMIN_ROLE, isCoreUser } from '../auth/roles';
import type { AuthUser } from '../auth/verify';
import { scopeOf } from '../api/scope';
import type { Queryable } from '../db/types';
import { languageOf, type Lang } from '../i18n/messages';

/** Who calls the engine: login, roles, whether operator staff, the participant acted for, language. */
export interface Caller {
  login: string;
  roles: readonly string[];
  tokens: readonly string[];
  /** Operator staff: sees every participant's activities. */
  core: boolean;
  admin: boolean;
  /** The participant a portal user acts for; null for core staff. */
  tenantId: number | null;
  lang: Lang;
  /** The verified user (for 403 answers that carry the current roles). */
  user: AuthUser;
}

/** The caller of a `tenantScoped` route. */
export function callerOf(request: FastifyRequest): Caller {
  const user = request.user as AuthUser;
  const scope = scopeOf(request);
  return {
    login: user.login,
    roles: user.roles,
    tokens: user.tokens,
    core: isCoreUser(user.roles),
    admin: user.roles.includes(ADMIN_ROLE),
    tenantId: scope.kind === 'tenant' ? scope.idUcastnikTrhu : null,
    lang: languageOf(request.headers),
    user,
  };
}

/**
 * The caller of a workflow route that also serves users acting for no participant (a visitor
 * registering one): the X-Tenant participant, none for core staff, else the one last chosen with
 * set-tenant, else none. Without a participant the caller sees only activities assigned to them.
 */
export async function workflowCallerOf(request: FastifyRequest, db: Queryable): Promise<Caller> {
  if (request.scope) return callerOf(request);
  const user = request.user as AuthUser;
  let tenantId: number | null = request.tenant?.idUcastnikTrhu ?? null;
  if (tenantId === null && !isCoreUser(user.roles)) {
    const { rows } = await db.query<{ id: number }>('SELECT id_ucastnik_trhu AS id FROM user_tenant WHERE login = $1', [user.login]);
    tenantId = rows[0]?.id ?? null;
  }
  return {
    login: user.login,
    roles: user.roles,
    tokens: user.tokens,
    core: isCoreUser(user.roles),
    admin: user.roles.includes(ADMIN_ROLE),
    tenantId,
    lang: languageOf(request.headers),
    user,
  };
}
