// dialogs/assign-activity (spec 2.5): core staff give an open activity to one staff user; it leaves
// the department's list and shows in that user's own list ('mine').
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../api/errors';
import { forbidden } from '../api/guard';
import { CORE_ROLES, ADMIN_ROLE } from '../auth/roles';
import type { Database, Queryable } from '../db/types';
import { ACTIVITY_SELECT, canWork, type ActivityRow, toApiActivity, VISIBLE, visibleParams } from './activityRow';
import type { Caller } from './caller';
import { translate } from '../i18n/messages';
import { parsePositiveId } from '../api/ids';

/** Staff who may get the activity: core roles, holding its role when it has one (the admin holds every role). */
const ELIGIBLE = `a.roles && $1::text[] AND ($2::text IS NULL OR $2 = ANY(a.roles) OR $3 = ANY(a.roles))`;

async function activityFor(db: Queryable, id: number, caller: Caller, lock: boolean): Promise<ActivityRow> {
  const { rows } = await db.query<ActivityRow>(`${ACTIVITY_SELECT} WHERE a.id_activity = $4 AND ${VISIBLE}${lock ? ' FOR UPDATE OF a' : ''}`, [...visibleParams(caller), id]);
  const row = rows[0];
  if (!row) throw new ApiError(404, 'error.notFound', [translate(caller.lang, 'bpm.activityNotFound', { id })]);
  return row;
}

/** Assigning is core staff's: a portal caller is refused before any activity is looked at. */
async function requireCore(db: Queryable, caller: Caller): Promise<void> {
  if (!caller.core) throw await forbidden(db, caller.user, [translate(caller.lang, 'bpm.assignCoreOnly')]);
}

/** Only staff who may work on the activity (or the admin) hand it over. */
async function requireAssigner(db: Queryable, row: ActivityRow, caller: Caller): Promise<void> {
  if (!caller.admin && !canWork(row, caller)) throw await forbidden(db, caller.user, [translate(caller.lang, 'bpm.assignNotYours')]);
}

export function registerAssignRoutes(api: FastifyInstance, db: Database, callerOf: (request: FastifyRequest) => Promise<Caller>): void {
  // Who the dialog offers: staff allowed to work on this activity, by surname.
  api.get<{ Params: { id: string } }>('/bpm/activity/:id/assignees', { config: {} }, async (request) => {
    const caller = await callerOf(request);
    await requireCore(db, caller);
    const row = await activityFor(db, parsePositiveId(request.params.id, 'activityId'), caller, false);
    await requireAssigner(db, row, caller);
    const { rows } = await db.query<{ login: string; meno: string; priezvisko: string }>(
      `SELECT a.login, a.meno, a.priezvisko FROM app_user a WHERE ${ELIGIBLE} ORDER BY a.priezvisko, a.meno, a.login`,
      [[...CORE_ROLES], row.userRole, ADMIN_ROLE],
    );
    return rows;
  });

  api.post<{ Params: { id: string }; Body: { login?: unknown } | undefined }>('/bpm/activity/:id/assign', { config: {} }, async (request) => {
    const caller = await callerOf(request);
    await requireCore(db, caller);
    const id = parsePositiveId(request.params.id, 'activityId');
    const sent = request.body?.login;
    // A missing or malformed login is refused below like an unknown one (no such staff user).
    const login = typeof sent === 'string' && sent.length <= 100 ? sent : '';
    return db.transaction(async (tx) => {
      const row = await activityFor(tx, id, caller, true);
      await requireAssigner(tx, row, caller);
      if (row.status !== 'ACTIVE') {
        throw new ApiError(409, 'error.conflict', [translate(caller.lang, 'bpm.notActive', { status: translate(caller.lang, `status.${row.status.toLowerCase()}`) })]);
      }
      const { rows: eligible } = await tx.query<{ login: string }>(`SELECT a.login FROM app_user a WHERE a.login = $4 AND ${ELIGIBLE}`, [[...CORE_ROLES], row.userRole, ADMIN_ROLE, login]);
      if (eligible.length === 0) {
        throw new ApiError(400, 'error.badRequest', [translate(caller.lang, 'bpm.assigneeNotStaff', { login: login || '–', role: row.userRole ?? '–' })], {
          userError: true,
          errors: [{ field: 'login', keyword: 'check', params: {} }],
        });
      }
      // The role stays: it still says whose work it is, should the assignee hand it back.
      await tx.query('UPDATE activity SET id_assigned_user = $2 WHERE id_activity = $1', [id, login]);
      return toApiActivity(await activityFor(tx, id, caller, false), caller);
    });
  });
}
