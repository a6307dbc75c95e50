import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isCoreUser } from '../../auth/roles';
import type { AuthUser } from '../../auth/verify';
import type { Queryable } from '../../db/types';
import type { ApiDeps } from '../types';

/** Open statuses: still waiting for someone. */
const OPEN = ['ACTIVE', 'FINISHING'];

/**
 * The participants whose activities a request may count: the X-Tenant one, every one for core
 * staff (undefined), else the caller's memberships (a portal call without the header).
 */
async function participantFilter(db: Queryable, request: FastifyRequest): Promise<number[] | undefined> {
  const user = request.user as AuthUser;
  if (request.tenant) return [request.tenant.idUcastnikTrhu];
  if (isCoreUser(user.roles)) return undefined;
  const { rows } = await db.query<{ id: number }>('SELECT id_ucastnik_trhu AS id FROM user_ucastnik WHERE login = $1', [user.login]);
  return rows.map((r) => r.id);
}

/** `GET /bpm/dashboard/my-activity-count` and `POST /pouzivatel/change-profile`. */
export function registerActivityRoutes(api: FastifyInstance, { db }: ApiDeps): void {
  // Open activities assigned to the caller or to one of the caller's roles, by category.
  api.get('/bpm/dashboard/my-activity-count', async (request) => {
    const user = request.user as AuthUser;
    const participants = await participantFilter(db, request);
    const { rows } = await db.query<{ activityCategory: string; count: number }>(
      `SELECT activity_category AS "activityCategory", count(*)::int AS count
       FROM activity
       WHERE status_code = ANY($1::text[])
         AND (id_assigned_user = $2 OR (id_assigned_user IS NULL AND user_role = ANY($3::text[])))
         AND ($4::int[] IS NULL OR id_ucastnik_trhu IS NULL OR id_ucastnik_trhu = ANY($4::int[]))
       GROUP BY activity_category ORDER BY activity_category`,
      [OPEN, user.login, user.roles, participants ?? null],
    );
    return rows;
  });

  // Starts the change of the caller's identity data: an activity the user continues in. An open
  // one is answered again, so a double click does not start two.
  api.post('/pouzivatel/change-profile', async (request) => {
    const user = request.user as AuthUser;
    const type = 'edc.user.user-identity-to-be-changed';
    const open = await db.query<{ activityId: number; code: string }>(
      `SELECT id_activity AS "activityId", code FROM activity
       WHERE id_assigned_user = $1 AND activity_type = $2 AND status_code = ANY($3::text[]) ORDER BY id_activity LIMIT 1`,
      [user.login, type, OPEN],
    );
    if (open.rows[0]) return open.rows[0];
    const { rows } = await db.query<{ activityId: number; code: string }>(
      `INSERT INTO activity (code, activity_type, activity_category, id_assigned_user, entity_type_code, id_ucastnik_trhu, priority)
       VALUES ('PROFIL-' || upper(substr(md5(random()::text || clock_timestamp()::text), 1, 10)), $1, 'participant', $2, 'user', $3, 1)
       RETURNING id_activity AS "activityId", code`,
      [type, user.login, request.tenant?.idUcastnikTrhu ?? null],
    );
    return rows[0];
  });
}
