import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../auth/verify';
import { effectiveAppConfig } from '../model/appConfig';
import type { Queryable } from '../db/types';
import { ApiError } from './errors';
import type { ApiDeps, Tenant } from './types';

/** The participants a user belongs to, by name. */
export async function participantsOf(db: Queryable, login: string): Promise<Tenant[]> {
  const { rows } = await db.query<Tenant>(
    `SELECT u.id_ucastnik_trhu AS "idUcastnikTrhu", u.nazov
     FROM user_ucastnik m JOIN ucastnik_trhu u ON u.id_ucastnik_trhu = m.id_ucastnik_trhu
     WHERE m.login = $1 ORDER BY u.nazov, u.id_ucastnik_trhu`,
    [login],
  );
  return rows;
}

/** The participant last chosen with set-tenant, if the user still belongs to it. */
export async function currentTenant(db: Queryable, login: string): Promise<Tenant | null> {
  const { rows } = await db.query<Tenant>(
    `SELECT u.id_ucastnik_trhu AS "idUcastnikTrhu", u.nazov
     FROM user_tenant t JOIN ucastnik_trhu u ON u.id_ucastnik_trhu = t.id_ucastnik_trhu
     WHERE t.login = $1`,
    [login],
  );
  return rows[0] ?? null;
}

/** True when two role lists hold the same roles, in any order. */
function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((role) => set.has(role));
}

function profileFromToken(user: AuthUser) {
  const text = (name: string) => (typeof user.claims[name] === 'string' ? (user.claims[name] as string) : '');
  return { meno: text('given_name'), priezvisko: text('family_name'), email: text('email') };
}

/** GET /environment/info and POST /portal/iam/set-tenant. */
export function registerEnvironmentRoutes(api: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  api.get('/environment/info', async (request) => {
    const user = request.user as AuthUser;
    const stored = (
      await db.query<{ meno: string; priezvisko: string; email: string; roles: string[] }>('SELECT meno, priezvisko, email, roles FROM app_user WHERE login = $1', [user.login])
    ).rows[0];
    const { roles: storedRoles, ...profile } = stored ?? { ...profileFromToken(user), roles: user.roles };
    const ucastnici = await participantsOf(db, user.login);
    const tenant = await currentTenant(db, user.login);
    const holidays = (await db.query<{ d: string }>("SELECT to_char(datum, 'YYYY-MM-DD') AS d FROM sviatok ORDER BY datum")).rows.map((r) => r.d);
    const offsets = await db.query<{ kod: string; dni: number; anoPracDni: boolean }>(
      'SELECT kod, dni, ano_prac_dni AS "anoPracDni" FROM casovy_posun ORDER BY kod',
    );
    return {
      login: user.login,
      role: user.roles,
      gdprExpired: false,
      holidays,
      timeOffset: Object.fromEntries(offsets.rows.map((o) => [o.kod, { dni: o.dni, anoPracDni: o.anoPracDni }])),
      userInfo: { login: user.login, ...profile, role: user.roles },
      tokens: user.tokens,
      // A role granted or taken since the token was issued (e.g. a link request approved): the UI
      // renews its token, so menus and answers follow at once rather than at the next renewal.
      rolesChanged: !sameRoles(storedRoles, user.roles),
      tenant,
      ucastnici,
      appConfig: await effectiveAppConfig(db, deps.appConfig),
    };
  });

  // The guard has already checked that X-Tenant names one of the user's participants.
  api.post('/portal/iam/set-tenant', async (request) => {
    const user = request.user as AuthUser;
    const tenant = request.tenant;
    if (!tenant) throw new ApiError(400, 'error.invalidTenant', [{ key: 'reason.tenantHeader', params: { value: '' } }]);
    await db.query(
      `INSERT INTO user_tenant (login, id_ucastnik_trhu) VALUES ($1, $2)
       ON CONFLICT (login) DO UPDATE SET id_ucastnik_trhu = EXCLUDED.id_ucastnik_trhu, changed_at = now()`,
      [user.login, tenant.idUcastnikTrhu],
    );
    return tenant;
  });

  api.get('/public/version', { config: { public: true } }, async () => ({
    buildNumber: deps.appConfig.buildNumber,
    environment: deps.appConfig.environment,
  }));
}
