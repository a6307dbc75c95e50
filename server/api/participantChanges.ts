import type { FastifyInstance } from 'fastify';
import { ACTIVITY_SELECT, toApiActivity, type ActivityRow } from '../bpm/activityRow';
import { callerOf } from '../bpm/caller';
import { ucastnikTrhu } from '../model/ucastnikTrhu';
import { badRequest, notFound } from './errors';
import type { ApiDeps } from './types';

/** At most this many open activities are listed (a participant has a handful at a time). */
const MAX_ROWS = 200;

/**
 * `GET {participant path}{id}/zmeny` (`current/zmeny` on the portal): the participant's pending
 * changes for the dialog ut-changes: the open activities of its processes that have not ended,
 * newest process first, each as the inbox shows it (so the dialog opens its step). Operator staff
 * also see the link requests that name the participant (their processes have no tenant until
 * approved). A portal user sees only the participant they act for; another id is 404.
 */
export function registerParticipantChangeRoutes(api: FastifyInstance, deps: ApiDeps): void {
  api.get<{ Params: { id: string } }>(`${ucastnikTrhu.path}:id/zmeny`, { config: { token: ucastnikTrhu.tokens.read, tenantScoped: true } }, async (request) => {
    const caller = callerOf(request);
    const text = request.params.id;
    const id = text === 'current' ? caller.tenantId : /^\d{1,9}$/.test(text) ? Number(text) : NaN;
    if (id !== null && !(id > 0)) throw badRequest('error.badRequest', [{ key: 'reason.idNotNumber', params: { field: ucastnikTrhu.idField, value: text.slice(0, 40) } }]);
    if (id === null || (!caller.core && id !== caller.tenantId)) throw notFound([{ key: id === null ? 'reason.noCurrentParticipant' : 'error.notFound' }]);
    const exists = await deps.db.query('SELECT 1 FROM ucastnik_trhu WHERE id_ucastnik_trhu = $1', [id]);
    if (exists.rows.length === 0) throw notFound();
    const { rows } = await deps.db.query<ActivityRow>(
      `${ACTIVITY_SELECT}
        WHERE a.status_code IN ('ACTIVE', 'FINISHING') AND p.state <> 'END'
          AND (p.id_ucastnik_trhu = $1
            OR $2 AND p.entity_type = 'PRIRADENIE_UCASTNIKA' AND p.entity_id IN (SELECT id_prepojenie FROM ucastnik_prepojenie WHERE id_ucastnik_trhu = $1))
        ORDER BY p.created_at DESC, a.id_activity
        LIMIT ${MAX_ROWS}`,
      [id, caller.core],
    );
    return rows.map((row) => toApiActivity(row, caller));
  });
}
