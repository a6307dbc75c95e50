import { ApiError } from '../api/errors';
import { forbidden } from '../api/guard';
import { ownedRowSql } from '../api/scope';
import type { Database, Queryable, Transaction } from '../db/types';
import { translate } from '../i18n/messages';
import { ACTIVITY_SELECT, type ActivityRow, canWork, isReadOnly, VISIBLE, visibleParams } from './activityRow';
import type { Caller } from './caller';
import { PROCESSES, userTaskOf } from './definitions';
import type { EntityEdit } from './definitions/types';

/** Activity types of tasks that need a token the caller lacks: not theirs to see (nor to work). */
export function hiddenTypes(caller: Caller): string[] {
  const hidden: string[] = [];
  for (const def of PROCESSES) {
    for (const node of Object.values(def.nodes)) {
      if (node.kind === 'user' && node.token && !caller.tokens.includes(node.token)) hidden.push(node.activityType);
    }
  }
  return hidden;
}
/** The condition leaving out the hidden types, whose list is parameter `param`. */
export const notHidden = (param: number) => `NOT (a.activity_type = ANY($${param}::text[]))`;

/**
 * Who may see and work which activity and process: the tenant rule (activityRow.ts VISIBLE, the
 * delegation's widening), the tokens a task needs, its state and assignee. A row the caller may not
 * see is a 404, one they may see but not work a 403 or 409.
 */
export class ActivityAuthorisation {
  constructor(private readonly db: Database) {}

  /** The activity when the caller may see it (optionally locked); 404 otherwise. */
  async visibleRow(db: Queryable, id: number, caller: Caller, lock = false): Promise<ActivityRow> {
    const { rows } = await db.query<ActivityRow>(`${ACTIVITY_SELECT} WHERE a.id_activity = $4 AND ${VISIBLE} AND ${notHidden(5)}${lock ? ' FOR UPDATE OF a' : ''}`, [
      ...visibleParams(caller),
      id,
      hiddenTypes(caller),
    ]);
    const row = rows[0];
    if (!row) throw new ApiError(404, 'error.notFound', [translate(caller.lang, 'bpm.activityNotFound', { id })]);
    return row;
  }

  /** The row locked for a change the caller makes: active and workable by them. */
  async lockedRow(tx: Transaction, id: number, caller: Caller): Promise<ActivityRow> {
    const row = await this.visibleRow(tx, id, caller, true);
    if (row.status !== 'ACTIVE') {
      throw new ApiError(409, 'error.conflict', [translate(caller.lang, 'bpm.notActive', { status: translate(caller.lang, `status.${row.status.toLowerCase()}`) })]);
    }
    if (row.readOnlyFlag) throw await forbidden(tx, caller.user, [translate(caller.lang, 'bpm.readOnly')]);
    if (!canWork(row, caller)) throw await forbidden(tx, caller.user, [translate(caller.lang, 'bpm.notYours', { role: row.userRole ?? '-' })]);
    return row;
  }

  /** Throws unless the caller has an open, workable activity on this entity whose task allows `edit`. */
  async requireEditable(tx: Queryable, entityType: string, entityId: number, caller: Caller, edit: EntityEdit, notEditableKey = 'sz.notEditable'): Promise<void> {
    const { rows } = await tx.query<ActivityRow>(
      `${ACTIVITY_SELECT} WHERE ${VISIBLE} AND a.entity_type_code = $4 AND a.entity_id = $5 AND a.status_code = 'ACTIVE'`,
      [...visibleParams(caller), entityType, entityId],
    );
    const ok = rows.some((row) => !isReadOnly(row, caller) && (userTaskOf(row)?.edits ?? []).includes(edit));
    if (!ok) throw new ApiError(409, 'error.conflict', [translate(caller.lang, notEditableKey)]);
  }

  /** Throws 404 unless the caller may see (and so annotate) the process. */
  async requireVisibleProcess(processId: number, caller: Caller): Promise<void> {
    const { rows } = await this.db.query<{ id: number }>(
      `SELECT id_process AS id FROM bpm_process WHERE id_process = $4 AND ${ownedRowSql('id_ucastnik_trhu', 'started_by')}`,
      [caller.login, caller.tenantId, caller.core, processId],
    );
    if (!rows[0]) throw new ApiError(404, 'error.notFound', [translate(caller.lang, 'bpm.processNotFound', { id: processId })]);
  }
}
