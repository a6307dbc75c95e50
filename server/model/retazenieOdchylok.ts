// Balance-responsibility chain (reťazenie odchýlok, spec 2.4): a participant (the requester, owner of
// the row) hands its imbalance responsibility to a balance-responsible party for a period; that party
// consents or refuses. Both sides see the link; only the requester edits it, only the party decides.
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { CHAIN_OVERLAP, type ChainLinkFact, type StoredRule } from '../../engine/core/validation/storedRules';
import type { Queryable } from '../db/types';
import { isoUtcSql } from '../db/sessionZone';
import { ApiError } from '../api/errors';
import { editSchemas, withDateOrder, withStoredRules } from './entity';
import type { ActionContext, EntityDef, FieldProblem } from './entity';
import { participantNameSql } from './participantName';

const READ = 'zodpovednost-za-odchylku#menu';
const WRITE = 'zodpovednost-za-odchylku#write';

const PROPERTIES: Record<string, JsonSchema> = {
  // Core staff name the requester; a portal user's own participant is stamped by the store.
  idZiadatel: { type: 'integer', minimum: 1 },
  idUcastnikTrhu: { type: 'integer', minimum: 1 },
  platnostOd: { type: 'string', format: 'date' },
  platnostDo: { type: ['string', 'null'], format: 'date' },
  poznamka: { type: ['string', 'null'], maxLength: 500 },
};

const NAME = (column: string) => participantNameSql('retazenie_odchylok', column);
const EIC = (column: string) => `(SELECT u.eic FROM ucastnik_trhu u WHERE u.id_ucastnik_trhu = retazenie_odchylok.${column})`;

/** Links that still bind (waiting or consented) count for overlaps and loops; refused ones do not. */
const ACTIVE = "stav IN ('CAKA', 'SUHLAS')";

/**
 * The facts of chainOverlap (engine/core/validation/storedRules): the requester's other binding
 * links (a portal caller's requester is its own participant), the edited one left out.
 */
async function chainLinksOf(keys: Readonly<Record<string, unknown>>, context: { db: Queryable; tenant: number | undefined; exceptId: number | null }): Promise<ChainLinkFact[] | undefined> {
  const named = typeof keys.idZiadatel === 'number' ? keys.idZiadatel : undefined;
  // Another requester's link (its party reading it): not the caller's to change, the update answers.
  if (context.tenant !== undefined && named !== undefined && named !== context.tenant) return undefined;
  const requester = context.tenant ?? named;
  if (requester === undefined) return undefined;
  const { rows } = await context.db.query<ChainLinkFact>(
    `SELECT u.nazov AS party, to_char(r.platnost_od, 'YYYY-MM-DD') AS od, to_char(r.platnost_do, 'YYYY-MM-DD') AS do
     FROM retazenie_odchylok r JOIN ucastnik_trhu u ON u.id_ucastnik_trhu = r.id_ucastnik_trhu
     WHERE r.id_ziadatel = $1 AND r.${ACTIVE} AND ($2::int IS NULL OR r.id_retazenie <> $2)
     ORDER BY r.platnost_od LIMIT 500`,
    [requester, context.exceptId],
  );
  return rows;
}

/**
 * The loop a new link requester → party would close: following active links that meet the period
 * from the party, do we come back to the requester? Answers the participants' names in order.
 */
async function loopOf(db: Queryable, requester: number, party: number, od: string, to: string | null, self: number | null): Promise<string[] | undefined> {
  const { rows } = await db.query<{ path: number[] }>(
    `WITH RECURSIVE walk(node, path) AS (
       SELECT $2::int, ARRAY[$1::int, $2::int]
       UNION ALL
       SELECT r.id_ucastnik_trhu, w.path || r.id_ucastnik_trhu
       FROM walk w JOIN retazenie_odchylok r ON r.id_ziadatel = w.node
       WHERE r.${ACTIVE} AND ($5::int IS NULL OR r.id_retazenie <> $5)
         AND r.platnost_od <= coalesce($4::date, 'infinity'::date) AND coalesce(r.platnost_do, 'infinity'::date) >= $3::date
         AND NOT (r.id_ucastnik_trhu = ANY(w.path[2:])) AND cardinality(w.path) < 50
     )
     SELECT path FROM walk WHERE node = $1::int LIMIT 1`,
    [requester, party, od, to, self],
  );
  const path = rows[0]?.path;
  if (!path) return undefined;
  const names = await db.query<{ id: number; nazov: string }>('SELECT id_ucastnik_trhu AS id, nazov FROM ucastnik_trhu WHERE id_ucastnik_trhu = ANY($1::int[])', [path]);
  const byId = new Map(names.rows.map((r) => [r.id, r.nazov]));
  return path.map((id) => byId.get(id) ?? String(id));
}

/** Self and loop rules, on create and on update (the stored row supplies what the body lacks). */
async function verifyChain(body: Readonly<Record<string, unknown>>, context: { db: Queryable; tenant: number | undefined; stored: Readonly<Record<string, unknown>> | undefined }): Promise<FieldProblem[]> {
  const stored = context.stored;
  // The party may read a link but not edit it: leave that to the update, which answers 'not found'.
  if (stored && context.tenant !== undefined && stored.idZiadatel !== context.tenant) return [];
  const requester = (stored?.idZiadatel ?? context.tenant ?? body.idZiadatel) as number | undefined;
  const party = (body.idUcastnikTrhu ?? stored?.idUcastnikTrhu) as number | undefined;
  const od = (body.platnostOd ?? stored?.platnostOd) as string | undefined;
  const to = (body.platnostDo === undefined ? (stored?.platnostDo ?? null) : body.platnostDo) as string | null;
  if (typeof requester !== 'number' || typeof party !== 'number' || typeof od !== 'string') return [];
  if (requester === party) return [{ field: 'idUcastnikTrhu', key: 'reason.chainSelf' }];
  const self = typeof stored?.idRetazenie === 'number' ? stored.idRetazenie : null;
  // The overlap with the requester's other links is the shared rule chainOverlap (storedRules below).
  const loop = await loopOf(context.db, requester, party, od, to, self);
  if (loop) return [{ field: 'idUcastnikTrhu', key: 'reason.chainLoop', params: { loop: loop.join(' → ') } }];
  return [];
}

/** Only the balance-responsible party of the link decides, and only while it waits. */
function decisionCheck(context: ActionContext): FieldProblem[] {
  const record = context.record ?? {};
  if (context.core || context.tenant !== record.idUcastnikTrhu) {
    throw new ApiError(403, 'error.forbidden', [{ key: 'reason.chainNotParty' }]);
  }
  return record.stav === 'CAKA' ? [] : [{ field: 'stav', key: 'reason.chainDecided', params: { stav: String(record.stav) } }];
}

async function decide(context: ActionContext, stav: 'SUHLAS' | 'NESUHLAS', reason: string | null) {
  const { rows } = await context.db.query(
    `UPDATE retazenie_odchylok SET stav = $2, dovod_odmietnutia = $3, rozhodol = $4, rozhodnute_kedy = now(), verzia = verzia + 1, updated_by = $4, updated_at = now()
     WHERE id_retazenie = $1 AND stav = 'CAKA' RETURNING id_retazenie AS "idRetazenie", stav, verzia`,
    [context.record?.idRetazenie, stav, reason, context.login],
  );
  if (!rows[0]) throw new ApiError(409, 'error.versionConflict', [{ key: 'reason.chainDecided', params: { stav: 'CAKA', field: 'stav' } }]);
  return rows[0];
}

const edit = withDateOrder(editSchemas('idRetazenie', PROPERTIES, ['idUcastnikTrhu', 'platnostOd']));
// The form runs the shared overlap rule before it sends (with the facts served at rules/chainOverlap).
const schemas = withStoredRules(edit, [CHAIN_OVERLAP.name]);

export const retazenieOdchylok: EntityDef = {
  name: 'retazenie-odchylok',
  path: '/portal/zmluvy/retazenie-odchylok/',
  table: 'retazenie_odchylok',
  idField: 'idRetazenie',
  versionField: 'verzia',
  fields: {
    idRetazenie: { column: 'id_retazenie', type: 'integer' },
    idZiadatel: { column: 'id_ziadatel', type: 'integer' },
    nazovZiadatel: { column: 'id_ziadatel', type: 'string', expression: NAME('id_ziadatel') },
    eicZiadatel: { column: 'id_ziadatel', type: 'string', expression: EIC('id_ziadatel') },
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
    nazovUcastnik: { column: 'id_ucastnik_trhu', type: 'string', expression: NAME('id_ucastnik_trhu') },
    eicUcastnik: { column: 'id_ucastnik_trhu', type: 'string', expression: EIC('id_ucastnik_trhu') },
    stav: { column: 'stav', type: 'string' },
    platnostOd: { column: 'platnost_od', type: 'date' },
    platnostDo: { column: 'platnost_do', type: 'date' },
    poznamka: { column: 'poznamka', type: 'string' },
    dovodOdmietnutia: { column: 'dovod_odmietnutia', type: 'string' },
    rozhodol: { column: 'rozhodol', type: 'string' },
    rozhodnuteKedy: { column: 'rozhodnute_kedy', type: 'string', expression: isoUtcSql('rozhodnute_kedy') },
    vytvoril: { column: 'created_by', type: 'string' },
    vytvoreneKedy: { column: 'created_at', type: 'string', expression: isoUtcSql('created_at') },
    verzia: { column: 'verzia', type: 'integer' },
  },
  tokens: { read: READ, write: WRITE, create: WRITE },
  createSchema: schemas.createSchema,
  // The party and the requester of a link are fixed once asked; the period and note may change while it waits.
  updateSchema: {
    ...schemas.updateSchema,
    properties: Object.fromEntries(Object.entries(schemas.updateSchema.properties ?? {}).filter(([k]) => k !== 'idZiadatel' && k !== 'idUcastnikTrhu')),
    required: ['platnostOd', 'verzia'],
  },
  defaultSort: [{ field: 'platnostOd', dir: 'desc' }],
  checkChange(_body, stored) {
    return stored.stav === 'CAKA' ? [] : [{ field: 'stav', key: 'reason.chainDecided', params: { stav: String(stored.stav) } }];
  },
  verify: verifyChain,
  storedRules: [{ rule: CHAIN_OVERLAP as StoredRule<never>, facts: chainLinksOf }],
  tenantField: 'idZiadatel',
  tenantReaders: ['idUcastnikTrhu'],
  foreignKeys: { retazenie_odchylok_id_ucastnik_trhu_fkey: 'idUcastnikTrhu', retazenie_odchylok_id_ziadatel_fkey: 'idZiadatel' },
  audit: { createdBy: 'created_by', updatedBy: 'updated_by', updatedAt: 'updated_at' },
  writtenElsewhere: true,
  actions: [
    { code: 'consent', token: READ, check: decisionCheck, run: (context) => decide(context, 'SUHLAS', null) },
    {
      code: 'refuse',
      token: READ,
      schema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', additionalProperties: false, required: ['dovod'], properties: { dovod: { type: 'string', minLength: 3, maxLength: 500 } } },
      check: decisionCheck,
      run: (context) => decide(context, 'NESUHLAS', String(context.body.dovod)),
    },
  ],
};
