// Shapes of the workflow API (spec: shell-routes-workflow.md sections 3 and 7).

/** Status codes of an activity; others may come from a server and are treated as failures. */
export type ActivityStatusCode = 'active' | 'finishing' | 'completed' | 'cancelled' | (string & {});

/** A person as the activity names them. */
export interface ActivityPerson {
  meno?: string | null;
  priezvisko?: string | null;
}

/** A note saved on the activity's process. */
export interface ActivityNote {
  id: number;
  text: string;
  createdAt: string;
  author: ActivityPerson & { login?: string };
}

/** One workflow activity (GET /bpm/activity/{id}). */
export interface Activity {
  activityId: number;
  code?: string | null;
  activityType?: string | null;
  scenario?: string | null;
  processId?: number | null;
  processType?: { code: string } | null;
  entityId?: number | null;
  entityType?: { code: string } | null;
  status?: { code: ActivityStatusCode; name?: string } | null;
  actionMessage?: string | null;
  message?: string | null;
  referer?: string | null;
  async?: boolean | null;
  asyncStav?: { errorMessage?: string | null } | null;
  note?: string | null;
  notes?: ActivityNote[];
  priority?: 0 | 1 | 2 | null;
  process?: { coreDate?: string | null; dueDate?: string | null } | null;
  created?: string | null;
  idAssignedUser?: ActivityPerson | null;
  completedBy?: ActivityPerson | null;
  dateTimeCompleted?: string | null;
  userRole?: string | null;
  readOnly?: boolean | null;
  dovodVratenia?: string | null;
  dovodZamietnutia?: string | null;
  /** The activity the process moved on to, when the same user works on it next. */
  nextActivityId?: number | null;
  idUcastnikTrhu?: number | null;
  idZdielanie?: number | null;
  activityCategory?: string | null;
  /** A short label of the process entity (e.g. the sharing group's code and name). */
  entityLabel?: string | null;
  /** Name of the participant the activity belongs to. */
  ucastnikNazov?: string | null;
}

/** One action of GET /bpm/activity/{id}/actions/. */
export interface ActivityAction {
  code: string;
  /** i18n key of the button label. */
  labelKey: string;
  /** The action needs the step's reason text (return or decline). */
  requiresReason?: boolean;
  /** Completion runs in the background: the client polls. */
  async?: boolean;
  /** Primary (default) or secondary (e.g. return, decline) button. */
  variant?: 'primary' | 'secondary' | 'danger';
}

/** Answer of POST /bpm/activity/{id}/complete/{actionCode}. */
export interface CompleteResponse {
  async?: boolean;
  message?: string | null;
}

/** Answer of a start-process call. */
export interface StartProcessResponse {
  activityId?: number | null;
  code?: string | null;
}

/** One dashboard count row (GET /bpm/dashboard/...-count). */
export interface ActivityCount {
  activityCategory: string;
  count: number;
}
