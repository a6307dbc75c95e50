import { NOTE_MAX_LENGTH } from '../../engine/core/workflow/steps';
import { ApiError } from '../api/errors';
import type { Database } from '../db/types';
import { translate, type Lang } from '../i18n/messages';
import { ACTIVITY_SELECT, type ActivityRow, isReadOnly, toApiActivity, VISIBLE, visibleParams, type ApiActivity } from './activityRow';
import { hiddenTypes, notHidden, type ActivityAuthorisation } from './authorisation';
import type { Caller } from './caller';
import { userTaskOf } from './definitions';
import type { BpmReason } from './definitions/types';
import { isoUtcSql } from '../db/sessionZone';

interface NoteRow {
  id: number;
  text: string;
  createdAt: string;
  login: string;
  meno: string | null;
  priezvisko: string | null;
}

/** Which inbox list: assigned to me, my department's (or participant's), approvals only. */
export type InboxList = 'mine' | 'department' | 'approval';

const badRequest = (lang: Lang, reasons: BpmReason[]) =>
  new ApiError(400, 'error.badRequest', reasons.map((r) => translate(lang, r.key, r.params)), { userError: true });

/**
 * What the inbox reads: one activity with its notes and actions, the caller's lists and their
 * counts per category, and the notes people add to a process. Read-only apart from the notes.
 */
export class InboxQueries {
  constructor(
    private readonly db: Database,
    private readonly auth: ActivityAuthorisation,
  ) {}

  /** One activity as the caller may see it; 404 when it does not exist or is not theirs to see. */
  async read(id: number, caller: Caller): Promise<ApiActivity> {
    const row = await this.auth.visibleRow(this.db, id, caller);
    const notes = row.processId ? await this.notes(row.processId) : [];
    return toApiActivity(row, caller, notes);
  }

  /** The activity with this code (start-process may answer only a code). */
  async readByCode(code: string, caller: Caller): Promise<ApiActivity> {
    const { rows } = await this.db.query<{ id: number }>('SELECT id_activity AS id FROM activity WHERE code = $1', [code]);
    const id = rows[0]?.id;
    if (id === undefined) throw new ApiError(404, 'error.notFound', [translate(caller.lang, 'bpm.activityNotFound', { id: code })]);
    return this.read(id, caller);
  }

  /** The actions the caller can take now: none when the activity is read-only for them. */
  async actions(id: number, caller: Caller) {
    const row = await this.auth.visibleRow(this.db, id, caller);
    const node = userTaskOf(row);
    if (!node || isReadOnly(row, caller)) return [];
    return node.actions.map((a) => ({
      code: a.code,
      labelKey: a.labelKey,
      requiresReason: a.requiresReason ?? false,
      async: a.async ?? false,
      variant: a.variant ?? 'primary',
    }));
  }

  /** Saves a note on a process the caller can see (spec 7: POST /bpm/process/{id} {note}). */
  async addNote(processId: number, text: unknown, caller: Caller): Promise<{ id: number }> {
    const value = typeof text === 'string' ? text.trim() : '';
    if (value === '' || value.length > NOTE_MAX_LENGTH) throw badRequest(caller.lang, [{ key: 'bpm.noteInvalid', params: { max: NOTE_MAX_LENGTH } }]);
    await this.auth.requireVisibleProcess(processId, caller);
    const inserted = await this.db.query<{ id: number }>('INSERT INTO bpm_note (id_process, text, login) VALUES ($1, $2, $3) RETURNING id_note AS id', [
      processId,
      value,
      caller.login,
    ]);
    return { id: (inserted.rows[0] as { id: number }).id };
  }

  /** The caller's open activities in one list, newest first (at most 200). */
  async inbox(caller: Caller, list: InboxList, department?: string): Promise<ApiActivity[]> {
    // The 'mine' condition names only the login: PostgreSQL refuses parameters it cannot type.
    const params: unknown[] = list === 'mine' ? [...visibleParams(caller)] : [...visibleParams(caller), [...caller.roles], caller.admin];
    let where = this.inboxCondition(list);
    if (department) {
      params.push(department);
      where += ` AND a.department = $${params.length}`;
    }
    params.push(hiddenTypes(caller));
    where += ` AND ${notHidden(params.length)}`;
    const { rows } = await this.db.query<ActivityRow>(
      `${ACTIVITY_SELECT} WHERE ${VISIBLE} AND a.status_code IN ('ACTIVE', 'FINISHING') AND ${where}
       ORDER BY a.priority DESC, a.due_date NULLS LAST, a.id_activity DESC LIMIT 200`,
      params,
    );
    return rows.map((row) => toApiActivity(row, caller));
  }

  /** Open activities per category over the caller's lists (spec 7's activityCategory and count). */
  async counts(caller: Caller): Promise<{ activityCategory: string; count: number }[]> {
    const { rows } = await this.db.query<{ activityCategory: string; count: number }>(
      `SELECT a.activity_category AS "activityCategory", count(*)::int AS count FROM activity a
       WHERE ${VISIBLE} AND a.status_code IN ('ACTIVE', 'FINISHING') AND (${this.inboxCondition('mine')} OR ${this.inboxCondition('department')})
         AND ${notHidden(6)}
       GROUP BY a.activity_category ORDER BY a.activity_category`,
      [...visibleParams(caller), [...caller.roles], caller.admin, hiddenTypes(caller)],
    );
    return rows;
  }

  private inboxCondition(list: InboxList): string {
    // $1 login, $2 tenant, $3 core, $4 roles, $5 admin
    const mine = 'a.id_assigned_user = $1';
    const department = `(a.id_assigned_user IS NULL AND (($3::boolean AND ($5::boolean OR a.user_role = ANY($4::text[])))
      OR (NOT $3::boolean AND a.id_ucastnik_trhu = $2::int)
      OR (NOT $3::boolean AND a.delegated_ucastnik = $2::int AND a.delegated_roles && $4::text[])))`;
    if (list === 'mine') return mine;
    if (list === 'department') return department;
    return `(${mine} OR ${department}) AND a.activity_category = 'approval'`;
  }

  private async notes(processId: number): Promise<NoteRow[]> {
    const { rows } = await this.db.query<NoteRow>(
      `SELECT n.id_note AS id, n.text, ${isoUtcSql('n.created_at')} AS "createdAt",
         n.login, u.meno, u.priezvisko
       FROM bpm_note n LEFT JOIN app_user u ON u.login = n.login WHERE n.id_process = $1 ORDER BY n.id_note`,
      [processId],
    );
    return rows;
  }
}
