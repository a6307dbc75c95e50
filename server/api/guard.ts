import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_LOCKED_HINT } from '../../engine/core/errors/classify';
import { hasToken, missingTokens } from '../../engine/core/tokens/tokens';
import { TokenError, bearerToken, type AuthUser } from '../auth/verify';
import type { Queryable } from '../db/types';
import { ApiError, type Reason } from './errors';
import { resolveScope } from './scope';
import type { ApiDeps, Tenant } from './types';

async function currentRoles(db: Queryable, user: AuthUser): Promise<string[]> {
  const { rows } = await db.query<{ roles: string[] }>('SELECT roles FROM app_user WHERE login = $1', [user.login]);
  return [...(rows[0]?.roles ?? user.roles)].sort();
}

async function isLocked(db: Queryable, login: string): Promise<boolean> {
  const { rows } = await db.query<{ stav: string }>('SELECT stav FROM app_user WHERE login = $1', [login]);
  return rows[0]?.stav === 'ZABLOKOVANY';
}

/** A 403 carrying the user's current roles, so the UI can tell "roles changed" from a plain refusal. */
export async function forbidden(db: Queryable, user: AuthUser, reasons: readonly Reason[]): Promise<ApiError> {
  return new ApiError(403, 'error.forbidden', reasons, { userRoles: await currentRoles(db, user) });
}

/** Resolves X-Tenant to a participant the user belongs to: 400 when malformed, 403 when foreign. */
export async function resolveTenant(db: Queryable, user: AuthUser, header: string | string[]): Promise<Tenant> {
  const value = Array.isArray(header) ? header.join(',') : header;
  const id = /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!(id > 0)) {
    throw new ApiError(400, 'error.invalidTenant', [{ key: 'reason.tenantHeader', params: { value: value.slice(0, 40) } }]);
  }
  const { rows } = await db.query<Tenant>(
    `SELECT u.id_ucastnik_trhu AS "idUcastnikTrhu", u.nazov
     FROM user_ucastnik m JOIN ucastnik_trhu u ON u.id_ucastnik_trhu = m.id_ucastnik_trhu
     WHERE m.login = $1 AND m.id_ucastnik_trhu = $2`,
    [user.login, id],
  );
  const tenant = rows[0];
  if (!tenant) throw await forbidden(db, user, [{ key: 'reason.notMember', params: { id } }]);
  return tenant;
}

/**
 * The one place that authorizes API requests: verifies the bearer token (401), resolves X-Tenant
 * against the user's participants (400/403), checks the route's permission token (403) and, for
 * participant-owned data, decides the tenant scope the store applies to every statement.
 * Routes opt out only with `config: { public: true }`.
 */
export function guardHook(deps: ApiDeps) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const config = request.routeOptions.config;
    if (request.method === 'OPTIONS' || config.public) return;
    let user: AuthUser;
    try {
      user = await deps.verifyToken(bearerToken(request.headers.authorization));
    } catch (error) {
      if (!(error instanceof TokenError)) throw error;
      reply.header('www-authenticate', `Bearer realm="edc"${error.reason === 'missing' ? '' : ', error="invalid_token"'}`);
      const key = { missing: 'reason.tokenMissing', expired: 'reason.tokenExpired', invalid: 'reason.tokenInvalid' }[error.reason];
      throw new ApiError(401, 'error.unauthorized', [{ key }]);
    }
    // A locked account (user management) is refused at once, whatever tokens it still holds.
    // The hint lets the app say so before it logs out (a plain 401 would look like an expired session).
    if (await isLocked(deps.db, user.login)) throw new ApiError(401, 'error.unauthorized', [{ key: 'reason.accountLocked' }], { [ACCOUNT_LOCKED_HINT]: true });
    request.user = user;
    const tenantHeader = request.headers['x-tenant'];
    if (tenantHeader !== undefined) request.tenant = await resolveTenant(deps.db, user, tenantHeader);
    if (!hasToken(user.tokens, config.token)) {
      throw await forbidden(
        deps.db,
        user,
        missingTokens(user.tokens, config.token).map((token) => ({ key: 'reason.permission', params: { token } })),
      );
    }
    if (config.tenantScoped) request.scope = await resolveScope(deps.db, user, request.tenant);
  };
}
