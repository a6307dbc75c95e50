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

/** `GET /bpm/dashboard/my-activity-count` (`POST /pouzivatel/change-profile` is a process: server/bpm). */
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
}
