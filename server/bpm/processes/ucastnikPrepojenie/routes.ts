import type { FastifyInstance } from 'fastify';
import { hasToken } from '../../../../engine/core/tokens/tokens';
import { ApiError } from '../../../api/errors';
import type { ApiDeps } from '../../../api/types';
import type { AuthUser } from '../../../auth/verify';
import { delegatedRowSql } from '../../../api/scope';
import { PARTICIPANT_ADMIN_TOKEN, rolesGranting } from '../../../auth/roles';
import { workflowCallerOf } from '../../caller';
import { UCASTNIK_PREPOJENIE_API, UCASTNIK_PREPOJENIE_PATH } from '../../processEntities';

/**
 * `GET /portal/zmluvy/ziadost-o-prepojenie/kod/{kod}`: a link request by the code the workflow gave
 * it (route ucastnik-trhu/ziadost-o-prepojenie-ucastnika-portal/:code, e.g. from a mailbox
 * message): its id and the activity it opens at, the caller's open one first, else its newest.
 * The requester, operator staff and the named participant's user administrators (token
 * ucastnik-trhu#spravca, acting for that participant: they approve it) see it; anyone else gets 404.
 */
/** The roles that make a participant's member its user administrator, as an SQL array literal. */
const ADMIN_ROLES_SQL = `ARRAY[${rolesGranting(PARTICIPANT_ADMIN_TOKEN).map((r) => `'${r}'`).join(', ')}]::text[]`;

export function registerPrepojenieRoutes(api: FastifyInstance, deps: ApiDeps): void {
  api.get<{ Params: { kod: string } }>(`${UCASTNIK_PREPOJENIE_PATH}kod/:kod`, { config: {} }, async (request) => {
    const user = request.user as AuthUser;
    const token = UCASTNIK_PREPOJENIE_API.token;
    if (!hasToken(user.tokens, token)) throw new ApiError(403, 'error.forbidden', [{ key: 'reason.permission', params: { token: 'edc#pouzivatel' } }]);
    const caller = await workflowCallerOf(request, deps.db);
    const kod = request.params.kod.slice(0, 20);
    const who = { login: '$2', tenant: '$4', core: '$3' };
    // The same rules as the request's record (UCASTNIK_PREPOJENIE_API.visible) and the delegated approval.
    const administers = delegatedRowSql('e.id_ucastnik_trhu', ADMIN_ROLES_SQL, who);
    const delegated = `(a.delegated_ucastnik IS NOT NULL AND ${delegatedRowSql('a.delegated_ucastnik', 'a.delegated_roles', who)})`;
    const { rows } = await deps.db.query<{ idPrepojenie: number; stav: string; activityId: number | null }>(
      `SELECT e.id_prepojenie AS "idPrepojenie", e.stav,
          (SELECT a.id_activity FROM bpm_process p JOIN activity a ON a.process_id = p.id_process
            WHERE p.entity_type = 'PRIRADENIE_UCASTNIKA' AND p.entity_id = e.id_prepojenie AND ($3 OR a.id_assigned_user = $2 OR ${delegated})
            ORDER BY (a.status_code IN ('ACTIVE', 'FINISHING')) DESC, (a.id_assigned_user = $2) DESC, a.id_activity DESC LIMIT 1) AS "activityId"
        FROM ucastnik_prepojenie e WHERE e.kod = $1 AND ($3 OR e.login = $2 OR ${administers})`,
      [kod, caller.login, caller.core, caller.tenantId],
    );
    const row = rows[0];
    if (!row) throw new ApiError(404, 'error.notFound', [{ key: 'reason.prepNotFound', params: { kod } }]);
    return row;
  });
}
