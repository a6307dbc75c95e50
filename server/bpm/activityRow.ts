import { delegatedRowSql, delegatedTo, ownedRowSql, ownsRow } from '../api/scope';
import { translate } from '../i18n/messages';
import type { Caller } from './caller';
import { isoUtcSql } from '../db/sessionZone';

/** An activity row joined with its process and people, as the engine reads it. */
export interface ActivityRow {
  id: number;
  code: string;
  activityType: string;
  category: string;
  scenario: string | null;
  processId: number | null;
  processType: string | null;
  entityId: number | null;
  entityType: string | null;
  status: string;
  actionMessage: string | null;
  message: string | null;
  referer: string | null;
  async: boolean;
  asyncError: string | null;
  priority: number;
  idUcastnikTrhu: number | null;
  ucastnikNazov: string | null;
  eic: string | null;
  idZdielanie: number | null;
  coreDate: string | null;
  dueDate: string | null;
  created: string;
  assignedLogin: string | null;
  assignedMeno: string | null;
  assignedPriezvisko: string | null;
  userRole: string | null;
  department: string | null;
  /** A task delegated to this participant's members holding one of `delegatedRoles`. */
  delegatedUcastnik: number | null;
  delegatedRoles: string[] | null;
  completedLogin: string | null;
  completedMeno: string | null;
  completedPriezvisko: string | null;
  completedAt: string | null;
  readOnlyFlag: boolean;
  taskId: string | null;
  nextActivityId: number | null;
  dovodVratenia: string | null;
  dovodZamietnutia: string | null;
  processDovodVratenia: string | null;
  processDovodZamietnutia: string | null;
  entityLabel: string | null;
}

/** The SELECT list and joins every activity read uses (alias `a` for activity). */
export const ACTIVITY_SELECT = `
  SELECT a.id_activity AS id, a.code, a.activity_type AS "activityType", a.activity_category AS category, a.scenario,
    a.process_id AS "processId", a.process_type_code AS "processType", a.entity_id AS "entityId",
    a.entity_type_code AS "entityType", a.status_code AS status, a.action_message AS "actionMessage", a.message, a.referer,
    a.async, a.async_error_message AS "asyncError", a.priority::int AS priority, a.id_ucastnik_trhu AS "idUcastnikTrhu",
    -- A registration has no participant yet: the row names the one being registered.
    coalesce(u.nazov, reg.nazov) AS "ucastnikNazov", a.eic, a.id_zdielanie AS "idZdielanie",
    to_char(a.core_date, 'YYYY-MM-DD') AS "coreDate", to_char(a.due_date, 'YYYY-MM-DD') AS "dueDate",
    ${isoUtcSql('a.created_at')} AS created,
    a.id_assigned_user AS "assignedLogin", au.meno AS "assignedMeno", au.priezvisko AS "assignedPriezvisko",
    a.user_role AS "userRole", a.department, a.delegated_ucastnik AS "delegatedUcastnik", a.delegated_roles AS "delegatedRoles", a.completed_by AS "completedLogin", cu.meno AS "completedMeno",
    cu.priezvisko AS "completedPriezvisko",
    ${isoUtcSql('a.date_time_completed')} AS "completedAt",
    a.read_only AS "readOnlyFlag", a.task_id AS "taskId", a.next_activity_id AS "nextActivityId",
    a.dovod_vratenia AS "dovodVratenia", NULL::text AS "dovodZamietnutia",
    p.dovod_vratenia AS "processDovodVratenia", p.dovod_zamietnutia AS "processDovodZamietnutia",
    CASE WHEN sz.id_zdielanie IS NOT NULL THEN sz.kod || CASE WHEN sz.nazov <> '' THEN ' ' || sz.nazov ELSE '' END
      WHEN zo.id_zmluva IS NOT NULL THEN zo.cislo_zmluvy
      WHEN zpu.id_zmluva IS NOT NULL THEN zpu.cislo_zmluvy
      WHEN reg.id_registracia IS NOT NULL THEN reg.kod || CASE WHEN coalesce(reg.nazov, '') <> '' THEN ' ' || reg.nazov ELSE '' END
      WHEN rek.id_reklamacia IS NOT NULL THEN rek.kod || CASE WHEN coalesce(rek.predmet, '') <> '' THEN ' ' || rek.predmet ELSE '' END
      WHEN pon.id_ponizenie IS NOT NULL THEN pon.kod || CASE WHEN coalesce(pon.nazov, '') <> '' THEN ' ' || pon.nazov ELSE '' END
      WHEN vzr.id_ziadost IS NOT NULL THEN vzr.kod || CASE WHEN coalesce(vzr.nazov, '') <> '' THEN ' ' || vzr.nazov ELSE '' END
      WHEN azr.id_ziadost IS NOT NULL THEN azr.kod || CASE WHEN coalesce(azr.nazov, '') <> '' THEN ' ' || azr.nazov ELSE '' END
      WHEN omr.id_ziadost IS NOT NULL THEN omr.kod || CASE WHEN coalesce(omr.nazov, '') <> '' THEN ' ' || omr.nazov ELSE '' END
      WHEN puv.id_ziadost IS NOT NULL THEN puv.kod || CASE WHEN coalesce(puv.novy_login, '') <> '' THEN ' ' || puv.novy_login ELSE '' END
      WHEN utz.id_zmena IS NOT NULL THEN utz.kod || CASE WHEN coalesce(utz.nazov, '') <> '' THEN ' ' || utz.nazov ELSE '' END
      WHEN prp.id_prepojenie IS NOT NULL THEN prp.kod || CASE WHEN prp.id_ucastnik_trhu IS NOT NULL THEN ' ' || prpu.nazov ELSE '' END
      -- A chain link: who hands over its imbalance, for which period.
      WHEN ret.id_retazenie IS NOT NULL THEN retu.nazov || ', ' || to_char(ret.platnost_od, 'DD.MM.YYYY') || ' – ' || coalesce(to_char(ret.platnost_do, 'DD.MM.YYYY'), '…')
    END AS "entityLabel"
  FROM activity a
  LEFT JOIN bpm_process p ON p.id_process = a.process_id
  LEFT JOIN ucastnik_trhu u ON u.id_ucastnik_trhu = a.id_ucastnik_trhu
  LEFT JOIN app_user au ON au.login = a.id_assigned_user
  LEFT JOIN app_user cu ON cu.login = a.completed_by
  LEFT JOIN skupina_zdielania sz ON a.entity_type_code = 'SKUPINA_ZDIELANIA' AND sz.id_zdielanie = a.entity_id
  LEFT JOIN zmluva_zo zo ON a.entity_type_code = 'ZMLUVA_ZO' AND zo.id_zmluva = a.entity_id
  LEFT JOIN zmluva_zpu zpu ON a.entity_type_code = 'ZMLUVA_ZPU' AND zpu.id_zmluva = a.entity_id
  LEFT JOIN ucastnik_registracia reg ON a.entity_type_code = 'UCASTNIK_TRHU_REGISTRACIA' AND reg.id_registracia = a.entity_id
  LEFT JOIN reklamacia rek ON a.entity_type_code = 'REKLAMACIA' AND rek.id_reklamacia = a.entity_id
  LEFT JOIN ponizenie pon ON a.entity_type_code = 'PONIZENIE' AND pon.id_ponizenie = a.entity_id
  LEFT JOIN vyrobne_zariadenie_ziadost vzr ON a.entity_type_code = 'VYROBNE_ZARIADENIE_REGISTRACIA' AND vzr.id_ziadost = a.entity_id
  LEFT JOIN akumulacne_zariadenie_ziadost azr ON a.entity_type_code = 'AKUMULACNE_ZARIADENIE_REGISTRACIA' AND azr.id_ziadost = a.entity_id
  LEFT JOIN odberne_miesto_ziadost omr ON a.entity_type_code = 'ODBERNE_MIESTO_REGISTRACIA' AND omr.id_ziadost = a.entity_id
  LEFT JOIN pouzivatel_ziadost puv ON a.entity_type_code = 'POUZIVATEL_VYTVORENIE' AND puv.id_ziadost = a.entity_id
  LEFT JOIN ucastnik_zmena utz ON a.entity_type_code = 'UCASTNIK_TRHU_ZMENA' AND utz.id_zmena = a.entity_id
  LEFT JOIN ucastnik_prepojenie prp ON a.entity_type_code = 'PRIRADENIE_UCASTNIKA' AND prp.id_prepojenie = a.entity_id
  LEFT JOIN ucastnik_trhu prpu ON prpu.id_ucastnik_trhu = prp.id_ucastnik_trhu
  LEFT JOIN retazenie_odchylok ret ON a.entity_type_code = 'RETAZENIE_ODCHYLOK' AND ret.id_retazenie = a.entity_id
  LEFT JOIN ucastnik_trhu retu ON retu.id_ucastnik_trhu = ret.id_ziadatel`;

/** SQL condition: the caller may see the activity (`$1` login, `$2` tenant id or null, `$3` core). */
export const VISIBLE = `(${ownedRowSql('a.id_ucastnik_trhu', 'a.id_assigned_user')} OR ${delegatedRowSql('a.delegated_ucastnik', 'a.delegated_roles')})`;

/** Parameters for VISIBLE. */
export function visibleParams(caller: Caller): [string, number | null, boolean] {
  return [caller.login, caller.tenantId, caller.core];
}

/** Whether the caller may work on (complete) an open activity. */
export function canWork(row: Pick<ActivityRow, 'assignedLogin' | 'userRole' | 'idUcastnikTrhu' | 'delegatedUcastnik' | 'delegatedRoles'>, caller: Caller): boolean {
  if (caller.admin) return true;
  // A task delegated to the participant the caller acts for, and a role of theirs it names.
  if (!row.assignedLogin && delegatedTo({ participant: row.delegatedUcastnik, roles: row.delegatedRoles }, caller)) return true;
  // Never across participants, whoever the task is assigned to.
  if (!ownsRow({ tenant: row.idUcastnikTrhu, person: row.assignedLogin }, caller)) return false;
  if (row.assignedLogin) return row.assignedLogin === caller.login;
  if (row.userRole) return caller.roles.includes(row.userRole);
  return !caller.core && row.idUcastnikTrhu !== null && row.idUcastnikTrhu === caller.tenantId;
}

/** Read-only for this caller: flagged, not active, or someone else's. */
export function isReadOnly(row: ActivityRow, caller: Caller): boolean {
  return row.readOnlyFlag || row.status !== 'ACTIVE' || !canWork(row, caller);
}

const person = (meno: string | null, priezvisko: string | null, login: string | null) =>
  login ? { meno: meno ?? null, priezvisko: priezvisko ?? login, login } : null;

/** The API shape of an activity (spec 3), for this caller. */
export function toApiActivity(row: ActivityRow, caller: Caller, notes: { id: number; text: string; createdAt: string; login: string; meno: string | null; priezvisko: string | null }[] = []) {
  const status = row.status.toLowerCase();
  return {
    activityId: row.id,
    code: row.code,
    activityType: row.activityType,
    activityCategory: row.category,
    scenario: row.scenario,
    processId: row.processId,
    processType: row.processType ? { code: row.processType } : null,
    entityId: row.entityId,
    entityType: row.entityType ? { code: row.entityType } : null,
    status: { code: status, name: translate(caller.lang, `status.${status}`) },
    actionMessage: row.actionMessage,
    message: row.message,
    referer: row.referer,
    async: row.async,
    asyncStav: row.asyncError ? { errorMessage: row.asyncError } : null,
    note: notes.at(-1)?.text ?? null,
    notes: notes.map((n) => ({ id: n.id, text: n.text, createdAt: n.createdAt, author: { login: n.login, meno: n.meno, priezvisko: n.priezvisko } })),
    priority: row.priority,
    process: { coreDate: row.coreDate, dueDate: row.dueDate },
    created: row.created,
    idAssignedUser: person(row.assignedMeno, row.assignedPriezvisko, row.assignedLogin),
    completedBy: person(row.completedMeno, row.completedPriezvisko, row.completedLogin),
    dateTimeCompleted: row.completedAt,
    userRole: row.userRole,
    department: row.department,
    readOnly: isReadOnly(row, caller),
    dovodVratenia: row.processDovodVratenia ?? row.dovodVratenia,
    dovodZamietnutia: row.processDovodZamietnutia,
    nextActivityId: row.nextActivityId,
    idUcastnikTrhu: row.idUcastnikTrhu,
    ucastnikNazov: row.ucastnikNazov,
    eic: row.eic,
    idZdielanie: row.idZdielanie,
    entityLabel: row.entityLabel,
  };
}

/** The API activity type. */
export type ApiActivity = ReturnType<typeof toApiActivity>;
