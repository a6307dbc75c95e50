import { dueDate, MissingOffsetError, type TimeOffset } from '../../engine/core/workflow/businessDays';
import { REASON_MAX_LENGTH } from '../../engine/core/workflow/steps';
import { missingTokens } from '../../engine/core/tokens/tokens';
import { ApiError } from '../api/errors';
import { isCoreUser, rolesGranting } from '../auth/roles';
import { forbidden } from '../api/guard';
import type { Database, Queryable, Transaction } from '../db/types';
import { translate, type Lang } from '../i18n/messages';
import { ACTIVITY_SELECT, type ActivityRow } from './activityRow';
import type { ActivityAuthorisation } from './authorisation';
import type { Caller } from './caller';
import { processByCode, userTaskOf } from './definitions';
import { CHECKS, CREATE_ENTITY, EFFECTS, PARTICIPANT_OF } from './definitions/registry';
import type { ActionDef, BpmReason, EffectContext, ProcessDef } from './definitions/types';

/** A check failed: the action is refused with these reasons. */
export class CheckFailed extends Error {
  constructor(readonly reasons: BpmReason[]) {
    super(reasons.map((r) => r.key).join(', '));
    this.name = 'CheckFailed';
  }
}

interface ProcessRow {
  id: number;
  processType: string;
  state: string;
  entityType: string;
  entityId: number | null;
  idUcastnikTrhu: number | null;
  startedBy: string;
  dovodVratenia: string | null;
  dovodZamietnutia: string | null;
}

const reasonTexts = (lang: Lang, reasons: readonly BpmReason[]) => reasons.map((r) => translate(lang, r.key, r.params));
const badRequest = (lang: Lang, reasons: BpmReason[]) => new ApiError(400, 'error.badRequest', reasonTexts(lang, reasons), { userError: true });

/**
 * The processes' state machine: starts processes described as data, keeps one activity per
 * waiting user task, and completes them (synchronously, or the background half of an async action)
 * by running the definitions' checks, effects and service steps and creating the next task. Every
 * change runs in one transaction: a failure leaves entity and activity as they were.
 */
export class ProcessStateMachine {
  constructor(
    private readonly db: Database,
    private readonly auth: ActivityAuthorisation,
    /** The background half's scheduler: whether it stopped, and adding a completion's job. */
    private readonly background: { closed: () => boolean; enqueue: (tx: Transaction, activityId: number, lang: Lang) => Promise<void> },
    private readonly logError?: (error: unknown) => void,
  ) {}

  /** Starts a process for the caller; answers the first activity (spec 7: {activityId, code}). */
  async start(def: ProcessDef, caller: Caller): Promise<{ activityId: number; code: string }> {
    const missing = missingTokens(caller.tokens, def.startTokens);
    if (missing.length > 0) throw await forbidden(this.db, caller.user, missing.map((token) => ({ key: 'reason.permission', params: { token } })));
    if (def.coreOnly && !caller.core) throw await forbidden(this.db, caller.user, [translate(caller.lang, 'bpm.coreOnly')]);
    if (caller.tenantId === null && !def.tenantless) throw new ApiError(400, 'error.tenantRequired', [{ key: 'reason.tenantRequired' }]);
    // A tenantless process belongs to its starter, whoever they act for now.
    const tenantId = def.tenantless ? null : caller.tenantId;
    return this.db.transaction(async (tx) => {
      // An applicant has one registration at a time; staff may register several participants.
      if (def.tenantless && !caller.core) {
        const open = await this.openOwnProcess(tx, def, caller);
        if (open) return open;
      }
      const create = def.createEntity ? CREATE_ENTITY[def.createEntity] : undefined;
      if (!create) throw new Error(`unknown entity creator ${def.createEntity}`);
      const entityId = await create(tx, caller.login, tenantId);
      const today = await this.today(tx);
      const due = def.deadline ? await this.due(tx, today, def.deadline, caller.lang) : null;
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO bpm_process (process_type, scenario, state, entity_type, entity_id, id_ucastnik_trhu, started_by, core_date, due_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id_process AS id`,
        [def.code, def.scenario ?? null, def.start, def.entityType, entityId, tenantId, caller.login, today, due],
      );
      const process = await this.process(tx, (rows[0] as { id: number }).id);
      const { activityId, code } = await this.createTask(tx, def, process, def.start, caller.login, caller.lang);
      return { activityId, code };
    });
  }

  /**
   * Completes an activity with an action. Synchronous actions move the process on in this call;
   * async ones set FINISHING and add the job that runs the rest (finishAsync). Refusals are 400/403/409.
   */
  async complete(id: number, actionCode: string, caller: Caller): Promise<{ async: boolean; message: string | null }> {
    const result = await this.db.transaction(async (tx) => {
      const row = await this.auth.lockedRow(tx, id, caller);
      const { def, node, process } = await this.context(tx, row, caller);
      const action = node.actions.find((a) => a.code === actionCode);
      if (!action) throw badRequest(caller.lang, [{ key: 'bpm.unknownAction', params: { action: actionCode.slice(0, 50) } }]);
      if (action.requiresReason) {
        const reason = node.reason === 'decline' ? process.dovodZamietnutia : process.dovodVratenia;
        if (!reason?.trim()) throw badRequest(caller.lang, [{ key: 'bpm.reasonRequired', params: { max: REASON_MAX_LENGTH } }]);
      }
      const ctx = this.effectContext(tx, process, caller.login);
      await this.runChecks(action.checks, ctx);
      if (action.async) {
        await tx.query(
          `UPDATE activity SET status_code = 'FINISHING', async = true, action_code = $2, async_started_at = now(),
             async_error_message = NULL, completed_by = $3 WHERE id_activity = $1`,
          [row.id, action.code, caller.login],
        );
        await this.background.enqueue(tx, row.id, caller.lang);
        return { async: true, message: null };
      }
      const message = await this.advance(tx, def, process, row, action, caller.login, caller.lang);
      return { async: false, message };
    }).catch((error: unknown) => {
      if (error instanceof CheckFailed) throw badRequest(caller.lang, error.reasons);
      throw error;
    });
    return result;
  }

  /** Saves the return or decline reason of the activity's process (only on a task that collects it). */
  async saveReason(id: number, text: unknown, caller: Caller): Promise<void> {
    const value = typeof text === 'string' ? text.trim() : '';
    if (value === '' || value.length > REASON_MAX_LENGTH) throw badRequest(caller.lang, [{ key: 'bpm.reasonRequired', params: { max: REASON_MAX_LENGTH } }]);
    await this.db.transaction(async (tx) => {
      const row = await this.auth.lockedRow(tx, id, caller);
      const { node } = await this.context(tx, row, caller);
      if (!node.reason) throw badRequest(caller.lang, [{ key: 'bpm.reasonNotHere' }]);
      const column = node.reason === 'decline' ? 'dovod_zamietnutia' : 'dovod_vratenia';
      await tx.query(`UPDATE bpm_process SET ${column} = $2 WHERE id_process = $1`, [row.processId, value]);
    });
  }

  /** The background half of an async completion; a failure reverts to ACTIVE with asyncStav.errorMessage. */
  async finishAsync(activityId: number, lang: Lang): Promise<void> {
    try {
      await this.db.transaction(async (tx) => {
        // Another instance finishing it holds the lock: it is theirs (if they die, its job is taken over).
        const { rows } = await tx.query<ActivityRow>(`${ACTIVITY_SELECT} WHERE a.id_activity = $1 FOR UPDATE OF a SKIP LOCKED`, [activityId]);
        const row = rows[0];
        if (!row || row.status !== 'FINISHING' || row.processId === null) return;
        const def = row.processType ? processByCode(row.processType) : undefined;
        const node = userTaskOf(row);
        const { rows: actionRows } = await tx.query<{ action: string | null }>('SELECT action_code AS action FROM activity WHERE id_activity = $1', [activityId]);
        const action = node?.actions.find((a) => a.code === actionRows[0]?.action);
        if (!def || !action) throw new Error(`activity ${activityId} cannot be finished`);
        const process = await this.process(tx, row.processId);
        await this.advance(tx, def, process, row, action, row.completedLogin ?? process.startedBy, lang);
      });
    } catch (error) {
      const text =
        error instanceof CheckFailed
          ? reasonTexts(lang, error.reasons).join('\n')
          : translate(lang, 'bpm.asyncFailed', { detail: error instanceof Error ? error.message : String(error) });
      if (!(error instanceof CheckFailed)) this.logError?.(error);
      if (this.background.closed()) return;
      await this.db
        .query(
          `UPDATE activity SET status_code = 'ACTIVE', async_error_message = $2, completed_by = NULL, async_started_at = NULL
           WHERE id_activity = $1 AND status_code = 'FINISHING'`,
          [activityId, text.slice(0, 1000)],
        )
        .catch((e: unknown) => this.logError?.(e));
    }
  }

  /**
   * A starter's unfinished process of this type: their open activity in it (a task, or the read-only
   * wait for someone else's) is answered again, so a second start opens no second process; with
   * none open for them it is a 409.
   */
  private async openOwnProcess(tx: Transaction, def: ProcessDef, caller: Caller): Promise<{ activityId: number; code: string } | undefined> {
    const { rows } = await tx.query<{ id: number; activityId: number | null; code: string | null }>(
      `SELECT p.id_process AS id, a.id_activity AS "activityId", a.code FROM bpm_process p
       LEFT JOIN activity a ON a.process_id = p.id_process AND a.status_code = 'ACTIVE' AND a.id_assigned_user = $3
       WHERE p.process_type = $1 AND p.started_by = $2 AND p.state <> 'END' ORDER BY p.id_process, a.read_only, a.id_activity LIMIT 1 FOR UPDATE OF p`,
      [def.code, caller.login, caller.login],
    );
    const row = rows[0];
    if (!row) return undefined;
    if (row.activityId !== null && row.code !== null) return { activityId: row.activityId, code: row.code };
    throw new ApiError(409, 'error.conflict', [translate(caller.lang, 'bpm.alreadyWaiting')]);
  }

  private async context(tx: Queryable, row: ActivityRow, caller: Caller) {
    const def = row.processType ? processByCode(row.processType) : undefined;
    const node = userTaskOf(row);
    if (!def || !node || row.processId === null) throw await forbidden(tx, caller.user, [translate(caller.lang, 'bpm.readOnly')]);
    return { def, node, process: await this.process(tx, row.processId) };
  }

  private async process(db: Queryable, id: number): Promise<ProcessRow> {
    const { rows } = await db.query<ProcessRow>(
      `SELECT id_process AS id, process_type AS "processType", state, entity_type AS "entityType", entity_id AS "entityId",
         id_ucastnik_trhu AS "idUcastnikTrhu", started_by AS "startedBy", dovod_vratenia AS "dovodVratenia",
         dovod_zamietnutia AS "dovodZamietnutia"
       FROM bpm_process WHERE id_process = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) throw new Error(`process ${id} is missing`);
    return row;
  }

  private effectContext(tx: Transaction, process: ProcessRow, login: string): EffectContext {
    return { tx, processId: process.id, entityId: process.entityId ?? 0, idUcastnikTrhu: process.idUcastnikTrhu, login };
  }

  private async runChecks(names: readonly string[] | undefined, ctx: EffectContext): Promise<void> {
    const reasons: BpmReason[] = [];
    for (const name of names ?? []) {
      const check = CHECKS[name];
      if (!check) throw new Error(`unknown check ${name}`);
      reasons.push(...(await check(ctx)));
    }
    if (reasons.length > 0) throw new CheckFailed(reasons);
  }

  private async runEffect(name: string | undefined, ctx: EffectContext): Promise<Record<string, string | number>> {
    if (!name) return {};
    const effect = EFFECTS[name];
    if (!effect) throw new Error(`unknown effect ${name}`);
    return effect(ctx);
  }

  /**
   * Takes an action on a locked activity: its effect, then any service steps, completes the
   * activity with the message and creates the next user task (or ends the process).
   */
  private async advance(tx: Transaction, def: ProcessDef, process: ProcessRow, row: ActivityRow, action: ActionDef, login: string, lang: Lang): Promise<string | null> {
    const ctx = this.effectContext(tx, process, login);
    let params = await this.runEffect(action.effect, ctx);
    let messageKey = action.messageKey;
    let outcome = action.outcome;
    let next = action.next;
    for (let hops = 0; next !== 'END'; hops++) {
      const node = def.nodes[next];
      if (!node) throw new Error(`unknown node ${next} in ${def.code}`);
      if (node.kind === 'user') break;
      if (hops > 20) throw new Error(`service steps loop in ${def.code}`);
      await this.runChecks(node.checks, ctx);
      params = { ...params, ...(await this.runEffect(node.effect, ctx)) };
      messageKey = node.messageKey ?? messageKey;
      outcome = node.outcome ?? outcome;
      next = node.next;
    }
    const message = messageKey ? translate(lang, messageKey, params) : null;
    // The starter's read-only waiting activity ends with the task it waited for.
    await tx.query(
      `UPDATE activity SET status_code = 'COMPLETED', action_message = $3, date_time_completed = now()
       WHERE process_id = $1 AND task_id = $2 AND read_only AND status_code = 'ACTIVE'`,
      [process.id, row.taskId, message],
    );
    let nextActivityId: number | null = null;
    if (next === 'END') {
      await tx.query(`UPDATE bpm_process SET state = 'END', ended_at = now(), outcome = $2 WHERE id_process = $1`, [process.id, outcome ?? 'completed']);
    } else {
      await tx.query('UPDATE bpm_process SET state = $2 WHERE id_process = $1', [process.id, next]);
      const created = await this.createTask(tx, def, process, next, login, lang);
      nextActivityId = created.assignedLogin === login ? created.activityId : null;
    }
    await tx.query(
      `UPDATE activity SET status_code = 'COMPLETED', action_code = $2, action_message = $3, completed_by = $4,
         date_time_completed = now(), async_error_message = NULL, next_activity_id = $5 WHERE id_activity = $1`,
      [row.id, action.code, message, login, nextActivityId],
    );
    return message;
  }

  private async createTask(tx: Transaction, def: ProcessDef, process: ProcessRow, nodeId: string, completer: string, lang: Lang) {
    const node = def.nodes[nodeId];
    if (node?.kind !== 'user') throw new Error(`node ${nodeId} of ${def.code} is not a user task`);
    const today = await this.today(tx);
    const due = node.deadline ? await this.due(tx, today, node.deadline, lang) : null;
    const assignee = node.assignee;
    const assignedLogin = assignee.kind === 'starter' ? process.startedBy : assignee.kind === 'completer' ? completer : null;
    const role = assignee.kind === 'starter' || assignee.kind === 'participant' ? null : assignee.role;
    const department = assignee.kind === 'starter' || assignee.kind === 'participant' ? null : assignee.department;
    const delegated = assignee.kind === 'participantToken' ? await this.delegation(tx, process, assignee, completer) : null;
    const { rows } = await tx.query<{ id: number; code: string }>(
      `INSERT INTO activity (code, activity_type, activity_category, process_id, process_type_code, entity_id, entity_type_code,
         status_code, priority, id_ucastnik_trhu, id_zdielanie, id_zmluva, core_date, due_date, id_assigned_user, user_role, department, task_id, scenario,
         delegated_ucastnik, delegated_roles)
       VALUES ('WF-' || lpad(nextval('bpm_activity_code_seq')::text, 6, '0'), $1, $2, $3, $4, $5, $6, 'ACTIVE', $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
       RETURNING id_activity AS id, code`,
      [
        node.activityType,
        node.category,
        process.id,
        def.code,
        process.entityId,
        def.entityType,
        node.priority,
        process.idUcastnikTrhu,
        def.entityType === 'SKUPINA_ZDIELANIA' ? process.entityId : null,
        def.entityType.startsWith('ZMLUVA') ? process.entityId : null,
        today,
        due,
        assignedLogin,
        role,
        department,
        nodeId,
        def.scenario ?? null,
        delegated?.participant ?? null,
        delegated?.roles ?? null,
      ],
    );
    const created = rows[0] as { id: number; code: string };
    // A portal applicant sees that they wait; staff who started it have the approval in their lists anyway.
    if (node.starterWaits && !(await this.isStaff(tx, process.startedBy))) {
      await tx.query(
        `INSERT INTO activity (code, activity_type, activity_category, process_id, process_type_code, entity_id, entity_type_code,
           status_code, priority, id_ucastnik_trhu, core_date, due_date, id_assigned_user, task_id, scenario, read_only)
         VALUES ('WF-' || lpad(nextval('bpm_activity_code_seq')::text, 6, '0'), $1, 'approval', $2, $3, $4, $5, 'ACTIVE', $6, $7, $8, $9, $10, $11, $12, true)`,
        [node.starterWaits, process.id, def.code, process.entityId, def.entityType, node.priority, process.idUcastnikTrhu, today, due, process.startedBy, nodeId, def.scenario ?? null],
      );
    }
    return { activityId: created.id, code: created.code, assignedLogin };
  }

  /**
   * The participant a `participantToken` task goes to and the roles granting its token; null (the
   * department's fallback alone) when no participant is named or none of its members holds one.
   */
  private async delegation(
    tx: Transaction,
    process: ProcessRow,
    assignee: { token: string; participant?: string },
    completer: string,
  ): Promise<{ participant: number; roles: string[] } | null> {
    const resolve = assignee.participant ? PARTICIPANT_OF[assignee.participant] : undefined;
    if (assignee.participant && !resolve) throw new Error(`unknown participant resolver ${assignee.participant}`);
    const participant = resolve ? await resolve(this.effectContext(tx, process, completer)) : process.idUcastnikTrhu;
    const roles = rolesGranting(assignee.token);
    if (participant === null || roles.length === 0) return null;
    const { rows } = await tx.query(
      'SELECT 1 FROM user_ucastnik m JOIN app_user u ON u.login = m.login WHERE m.id_ucastnik_trhu = $1 AND u.roles && $2::text[] LIMIT 1',
      [participant, roles],
    );
    return rows.length > 0 ? { participant, roles } : null;
  }

  private async isStaff(db: Queryable, login: string): Promise<boolean> {
    const { rows } = await db.query<{ roles: string[] }>('SELECT roles FROM app_user WHERE login = $1', [login]);
    return isCoreUser(rows[0]?.roles ?? []);
  }

  private async today(db: Queryable): Promise<string> {
    const { rows } = await db.query<{ d: string }>("SELECT to_char(current_date, 'YYYY-MM-DD') AS d");
    return (rows[0] as { d: string }).d;
  }

  /** A deadline from casovy_posun and the holidays (spec 5: a missing offset is an error). */
  private async due(db: Queryable, start: string, code: string, lang: Lang): Promise<string> {
    const offsets = await db.query<{ kod: string; dni: number; anoPracDni: boolean }>(
      'SELECT kod, dni, ano_prac_dni AS "anoPracDni" FROM casovy_posun WHERE kod = $1',
      [code],
    );
    const holidays = await db.query<{ d: string }>("SELECT to_char(datum, 'YYYY-MM-DD') AS d FROM sviatok WHERE datum >= $1::date", [start]);
    const table: Record<string, TimeOffset> = Object.fromEntries(offsets.rows.map((o) => [o.kod, { dni: o.dni, anoPracDni: o.anoPracDni }]));
    try {
      return dueDate(start, code, table, holidays.rows.map((h) => h.d));
    } catch (error) {
      if (error instanceof MissingOffsetError) throw new ApiError(409, 'error.conflict', [translate(lang, 'bpm.missingOffset', { code })]);
      throw error;
    }
  }
}
