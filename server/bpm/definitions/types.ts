import type { TokenRequirement } from '../../../engine/core/tokens/tokens';
import type { Transaction } from '../../db/types';

/** A part of the process entity a user task lets its worker change. */
export type EntityEdit = 'form' | 'items' | 'finance' | 'documents' | 'settlement' | 'response';

/** Who works on a user task. */
export type Assignee =
  /** The user who started the process (portal: acting for the process's participant). */
  | { kind: 'starter' }
  /** Anyone holding the role (a department queue). */
  | { kind: 'role'; role: string; department: string }
  /** The user who completed the previous task, holding the role (e.g. writing the return reason). */
  | { kind: 'completer'; role: string; department: string }
  /** Every member of the process's participant holding the task's `token` (the participant's queue). */
  | { kind: 'participant' }
  /**
   * The members of the request's participant holding `token` (in their inbox, under the tenant
   * rule); the operator's role keeps it too, as the fallback (always: an administrator may leave
   * or none may exist). `participant` names a resolver (registry PARTICIPANT_OF) of the
   * participant; without it, the process's own participant.
   */
  | { kind: 'participantToken'; token: string; participant?: string; role: string; department: string };

/** A button of a user task and where it leads. */
export interface ActionDef {
  code: string;
  /** i18n key of the button (metadata/i18n workflow.json). */
  labelKey: string;
  /** Next node id, or 'END'. */
  next: string;
  variant?: 'primary' | 'secondary' | 'danger';
  /** The process's return or decline reason must be filled first. */
  requiresReason?: boolean;
  /** Runs the following service step in the background; the client polls. */
  async?: boolean;
  /** Named checks (see Effects) that must pass before the action is taken. */
  checks?: string[];
  /** Named effect run when the action is taken (same transaction). */
  effect?: string;
  /** Message key (the process's texts.ts) shown as the activity's actionMessage. */
  messageKey?: string;
  /** Outcome recorded on the process when this action ends it. */
  outcome?: 'approved' | 'cancelled' | 'declined';
}

/** A task for a person: one activity in the inbox. */
export interface UserTaskDef {
  kind: 'user';
  activityType: string;
  /** Dashboard category (contract, participant, device, sharing-group, approval). */
  category: string;
  priority: 0 | 1 | 2;
  assignee: Assignee;
  /** Deadline type code of casovy_posun (environment timeOffset). */
  deadline?: string;
  /** Only callers holding this token see and work the task (e.g. the chain's consent). */
  token?: string;
  /** What the task lets the user change on the entity. */
  edits?: EntityEdit[];
  /** The task collects this reason (POST /bpm/activity/{id}/reason). */
  reason?: 'return' | 'decline';
  /**
   * While this task waits for someone else, the starter gets a read-only activity of this type
   * (spec 2.3's process-qualified portal types, e.g. `PORTAL.CAKANIE_NA_SCHVALENIE`); it completes
   * when the task does.
   */
  starterWaits?: string;
  actions: ActionDef[];
}

/** A step the engine runs itself (in the background when the action leading to it is async). */
export interface ServiceTaskDef {
  kind: 'service';
  /** Named checks that must pass; failures abort the completion with their reasons. */
  checks?: string[];
  effect: string;
  messageKey?: string;
  next: string;
  outcome?: 'approved' | 'cancelled' | 'declined';
}

export type NodeDef = UserTaskDef | ServiceTaskDef;

/** A process described as data. */
export interface ProcessDef {
  /** Process type code (activity.processType.code). */
  code: string;
  /** The start-process `:typ` of the UI (spec 7); absent when started otherwise (e.g. change-profile). */
  startTyp?: string;
  /**
   * API path of the start call, under the entity's area; absent when the process is started by its
   * entity's own write (e.g. a chain link's request, server/db/migrations/130).
   */
  startPath?: string;
  /** Tokens needed to start (a list: all of them; `{ anyOf }`: one). */
  startTokens: TokenRequirement;
  entityType: string;
  /** Named effect creating the entity; returns its id (absent with `startPath`). */
  createEntity?: string;
  /** First node. */
  start: string;
  /** Deadline type of the whole process. */
  deadline?: string;
  /**
   * Scenario stored on the process and every activity (e.g. VYROBA_11_KW): the client routes the
   * activity types through the scenario's step overrides (metadata/workflow/activitySteps.ts).
   */
  scenario?: string;
  /**
   * Started by a user who acts for no participant yet (e.g. a visitor registering one): no tenant
   * is needed, the process and its tasks belong to the starter until an effect gives them one.
   */
  tenantless?: boolean;
  /** Only operator staff may start it (a core menu entry whose token portal users hold too). */
  coreOnly?: boolean;
  nodes: Readonly<Record<string, NodeDef>>;
}

/** What effects and checks see. */
export interface EffectContext {
  tx: Transaction;
  processId: number;
  entityId: number;
  idUcastnikTrhu: number | null;
  login: string;
}

/** A named piece of process behaviour: changes the entity and returns message parameters. */
export type Effect = (ctx: EffectContext) => Promise<Record<string, string | number>>;

/** A reason as a key of the server's texts (server/i18n/messages.ts, a process's texts.ts) with parameters. */
export interface BpmReason {
  key: string;
  params?: Record<string, string | number>;
}

/** Names the participant a request concerns (null when none is named yet). */
export type ParticipantOf = (ctx: EffectContext) => Promise<number | null>;

/** A named condition: the reasons it fails for (empty when it holds). */
export type Check = (ctx: EffectContext) => Promise<BpmReason[]>;

/** Creates the process entity for a participant; returns its id. */
export type CreateEntity = (tx: Transaction, login: string, idUcastnikTrhu: number | null) => Promise<number>;

/** Texts of one process per language (`{name}` placeholders), merged into the server's catalogue. */
export type ProcessTexts = Readonly<Record<'sk' | 'en' | 'cs', Readonly<Record<string, string>>>>;
