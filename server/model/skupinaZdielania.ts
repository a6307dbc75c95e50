import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import type { Queryable } from '../db/types';
import { editSchemas, withDateOrder } from './entity';
import type { EntityDef, FieldProblem, VerifyContext } from './entity';
import { participantNameSql } from './participantName';

/** States of a sharing group (the workflow's, migration 050). */
export const STAVY_SKUPINY = ['ROZPRACOVANA', 'NA_SCHVALENI', 'VRATENA', 'SCHVALENA', 'ZRUSENA'] as const;

// --- the group ---

const GROUP_PROPERTIES: Record<string, JsonSchema> = {
  nazov: { type: 'string', minLength: 1, maxLength: 200 },
  // A sharing group is registered like a market participant: an X-type EIC.
  eic: { type: ['string', 'null'], format: 'eic', eicPrefix: '24X' },
  stav: { type: 'string', enum: [...STAVY_SKUPINY] },
  platnostOd: { type: ['string', 'null'], format: 'date' },
  platnostDo: { type: ['string', 'null'], format: 'date' },
  spravcaEmail: { type: ['string', 'null'], format: 'email', maxLength: 200 },
  // In percent (the workflow's create step asks for it so): at most this share per member.
  maxPodiel: { type: ['number', 'null'], exclusiveMinimum: 0, maximum: 100, maxDecimals: 2 },
  popis: { type: ['string', 'null'], maxLength: 1000 },
  idUcastnikTrhu: { type: 'integer', minimum: 1, maximum: 2147483647 },
  // Shown, never written (the workflow and the database keep them).
  kod: { type: 'string', readOnly: true },
  datumSchvalenia: { type: ['string', 'null'], format: 'date', readOnly: true },
  pocetClenov: { type: 'integer', readOnly: true },
  ucastnik: { type: ['string', 'null'], readOnly: true },
};

/** The administrator must be an existing account (forms-data.md 5). */
async function verifyGroup(body: Readonly<Record<string, unknown>>, context: VerifyContext): Promise<FieldProblem[]> {
  const email = body.spravcaEmail;
  if (typeof email !== 'string' || email === '') return [];
  const { rows } = await context.db.query('SELECT 1 FROM app_user WHERE lower(email) = lower($1) LIMIT 1', [email]);
  return rows.length > 0 ? [] : [{ field: 'spravcaEmail', key: 'reason.adminUnknown', params: { email } }];
}

const OWNER_NAME = participantNameSql('skupina_zdielania');
const groupSchemas = withDateOrder(editSchemas('idZdielanie', GROUP_PROPERTIES, ['nazov', 'stav']));

/** Sharing groups (spec 2.2 skupina-zdielania): the workflow creates them, this serves their search and detail. */
export const skupinaZdielania: EntityDef = {
  name: 'skupina-zdielania',
  path: '/portal/skupiny-zdielania/skupina-zdielania-evidencia/',
  table: 'skupina_zdielania',
  idField: 'idZdielanie',
  versionField: 'verzia',
  fields: {
    idZdielanie: { column: 'id_zdielanie', type: 'integer' },
    kod: { column: 'kod', type: 'string' },
    nazov: { column: 'nazov', type: 'string', foldColumn: 'nazov_fold' },
    eic: { column: 'eic', type: 'string' },
    stav: { column: 'stav', type: 'string' },
    platnostOd: { column: 'platnost_od', type: 'date' },
    platnostDo: { column: 'platnost_do', type: 'date' },
    spravcaEmail: { column: 'spravca_email', type: 'string' },
    maxPodiel: { column: 'max_podiel', type: 'number' },
    popis: { column: 'popis', type: 'string' },
    datumSchvalenia: { column: 'datum_schvalenia', type: 'date' },
    pocetClenov: {
      column: 'id_zdielanie',
      type: 'integer',
      queryable: false,
      expression: '(SELECT count(*) FROM skupina_zdielania_oom o WHERE o.id_zdielanie = skupina_zdielania.id_zdielanie)',
    },
    ucastnik: { column: 'id_ucastnik_trhu', type: 'string', queryable: false, expression: OWNER_NAME },
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
    verzia: { column: 'verzia', type: 'integer' },
  },
  tokens: { read: 'skupiny-zdielania#read', write: 'skupiny-zdielania#write', create: 'skupiny-zdielania#create' },
  ...groupSchemas,
  // Created only by its process (which gives it its code): this route admits no body at all.
  createSchema: { ...groupSchemas.createSchema, not: {} },
  defaultSort: [{ field: 'nazov', dir: 'asc' }],
  tenantField: 'idUcastnikTrhu',
  alsoVisibleTo: 'spravca_login',
  writtenElsewhere: true,
  // The state follows the workflow; only operator staff correct it by hand.
  checkChange: (body, stored, caller) =>
    !caller.core && body.stav !== stored.stav ? [{ field: 'stav', key: 'reason.coreOnly', params: {} }] : [],
  verify: verifyGroup,
  prepare: (body) => ({ ...body, spravcaEmail: typeof body.spravcaEmail === 'string' ? body.spravcaEmail.trim().toLowerCase() : body.spravcaEmail }),
  uniqueConstraints: { skupina_zdielania_kod_uq: 'kod', skupina_zdielania_eic_uq: 'eic' },
  foreignKeys: { skupina_zdielania_id_ucastnik_trhu_fkey: 'idUcastnikTrhu' },
  audit: { createdBy: 'created_by', updatedBy: 'updated_by', updatedAt: 'updated_at' },
};

// --- its members (metering points, OOM) ---

/** A share candidate: one metering point in one group for a period (null = open). */
export interface ShareCandidate {
  eic: string;
  podiel: number;
  od: string | null;
  do: string | null;
}

/**
 * The rule of the shares (spec 2.2): the shares of one metering point over all groups valid at the
 * same time never exceed 100 %. Groups being cancelled do not count; the candidate replaces the
 * member row `exceptIdClen`. The highest total is found at the start of some period, so only
 * starts are tried. Answers the points over the limit with their highest total (a fraction).
 */
export async function sharesOver(db: Queryable, candidates: readonly ShareCandidate[], exceptIdClen: number | null): Promise<{ eic: string; total: number }[]> {
  if (candidates.length === 0) return [];
  const { rows } = await db.query<{ eic: string; total: number }>(
    `WITH mine AS (
       SELECT eic, podiel, coalesce(od, '-infinity'::date) AS od, coalesce("do", 'infinity'::date) AS "do"
       FROM jsonb_to_recordset($1::jsonb) AS m(eic text, podiel numeric, od date, "do" date)
     ), spans AS (
       SELECT eic, podiel, od, "do" FROM mine
       UNION ALL
       SELECT o.eic::text, o.podiel, coalesce(o.platnost_od, g.platnost_od, '-infinity'::date), coalesce(o.platnost_do, g.platnost_do, 'infinity'::date)
       FROM skupina_zdielania_oom o JOIN skupina_zdielania g ON g.id_zdielanie = o.id_zdielanie
       WHERE o.eic IN (SELECT eic FROM mine) AND o.podiel IS NOT NULL AND g.stav <> 'ZRUSENA'
         AND ($2::int IS NULL OR o.id_clen <> $2::int)
     )
     SELECT s.eic, max(s.total)::float AS total FROM (
       SELECT p.eic, p.od, sum(r.podiel) AS total FROM (SELECT DISTINCT eic, od FROM spans) p
       JOIN spans r ON r.eic = p.eic AND r.od <= p.od AND r."do" >= p.od GROUP BY p.eic, p.od
     ) s WHERE s.total > 1 GROUP BY s.eic ORDER BY s.eic`,
    [JSON.stringify(candidates), exceptIdClen],
  );
  return rows;
}

const MEMBER_PROPERTIES: Record<string, JsonSchema> = {
  idZdielanie: { type: 'integer', minimum: 1, maximum: 2147483647 },
  eic: { type: 'string', format: 'eic', eicPrefix: '24Z' },
  nazov: { type: ['string', 'null'], maxLength: 200 },
  // A fraction (0.25 = 25 %): the percent widget shows ×100; two decimals of a percent.
  podiel: { type: 'number', exclusiveMinimum: 0, maximum: 1, maxDecimals: { places: 4, percent: true } },
  platnostOd: { type: ['string', 'null'], format: 'date' },
  platnostDo: { type: ['string', 'null'], format: 'date' },
  skupina: { type: ['string', 'null'], readOnly: true },
};

/** The member's group must be the caller's (portal) and the point's shares stay within 100 %. */
async function verifyMember(body: Readonly<Record<string, unknown>>, context: VerifyContext): Promise<FieldProblem[]> {
  const idZdielanie = Number(body.idZdielanie ?? context.stored?.idZdielanie);
  const { rows } = await context.db.query<{ owner: number; od: string | null; do: string | null; max: number | null }>(
    `SELECT id_ucastnik_trhu AS owner, to_char(platnost_od, 'YYYY-MM-DD') AS od, to_char(platnost_do, 'YYYY-MM-DD') AS "do", max_podiel::float AS max
     FROM skupina_zdielania WHERE id_zdielanie = $1`,
    [idZdielanie],
  );
  const group = rows[0];
  if (!group || (!context.core && group.owner !== context.tenant)) return [{ field: 'idZdielanie', key: 'reason.referenceMissing', params: {} }];
  if (context.stored && context.stored.idZdielanie !== idZdielanie) return [{ field: 'idZdielanie', key: 'reason.readOnlyField', params: {} }];
  const podiel = Number(body.podiel);
  const eic = String(body.eic);
  // The group's own limit is in percent.
  if (group.max !== null && podiel * 100 > group.max + 1e-9) {
    return [{ field: 'podiel', key: 'reason.shareOverGroup', params: { eic, max: group.max } }];
  }
  const candidate: ShareCandidate = {
    eic,
    podiel,
    od: (body.platnostOd as string | null | undefined) ?? group.od,
    do: (body.platnostDo as string | null | undefined) ?? group.do,
  };
  const storedId = context.stored ? Number(context.stored.idClen) : null;
  const over = await sharesOver(context.db, [candidate], storedId);
  return over.map((o) => ({ field: 'podiel', key: 'reason.shareOver', params: { eic: o.eic, total: Math.round(o.total * 10000) / 100 } }));
}

/** Members of sharing groups with their share; read in the group's detail, changed one by one. */
export const skupinaZdielaniaClen: EntityDef = {
  name: 'skupina-zdielania-clen',
  path: '/portal/skupiny-zdielania/skupina-zdielania-clen/',
  table: 'skupina_zdielania_oom',
  idField: 'idClen',
  versionField: 'verzia',
  fields: {
    idClen: { column: 'id_clen', type: 'integer' },
    idZdielanie: { column: 'id_zdielanie', type: 'integer' },
    skupina: {
      column: 'id_zdielanie',
      type: 'string',
      queryable: false,
      expression: '(SELECT g.nazov FROM skupina_zdielania g WHERE g.id_zdielanie = skupina_zdielania_oom.id_zdielanie)',
    },
    eic: { column: 'eic', type: 'string' },
    nazov: { column: 'nazov', type: 'string' },
    podiel: { column: 'podiel', type: 'number' },
    platnostOd: { column: 'platnost_od', type: 'date' },
    platnostDo: { column: 'platnost_do', type: 'date' },
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
    verzia: { column: 'verzia', type: 'integer' },
  },
  tokens: { read: 'skupiny-zdielania#read', write: 'skupiny-zdielania#write', create: 'skupiny-zdielania#write' },
  ...withDateOrder(editSchemas('idClen', MEMBER_PROPERTIES, ['idZdielanie', 'eic', 'podiel'])),
  defaultSort: [{ field: 'eic', dir: 'asc' }],
  tenantField: 'idUcastnikTrhu',
  alsoVisibleTo: 'spravca_login',
  writtenElsewhere: true,
  verify: verifyMember,
  // A member belongs to its group's participant: operator staff adding one need not name it.
  ownerOf: async (body, db) => {
    const { rows } = await db.query<{ owner: number }>('SELECT id_ucastnik_trhu AS owner FROM skupina_zdielania WHERE id_zdielanie = $1', [body.idZdielanie]);
    return rows[0]?.owner;
  },
  prepare: (body) => ({ ...body, eic: typeof body.eic === 'string' ? body.eic.toUpperCase() : body.eic }),
  uniqueConstraints: { skupina_zdielania_oom_pkey: 'eic' },
  foreignKeys: { skupina_zdielania_oom_id_zdielanie_fkey: 'idZdielanie' },
};
