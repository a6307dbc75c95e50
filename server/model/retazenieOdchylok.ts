// Balance-responsibility chain (reťazenie odchýlok, spec 2.4): a participant (the requester, owner of
// the row) hands its imbalance responsibility to a balance-responsible party for a period; that party
// consents or refuses. Both sides see the link; only the requester edits it, only the party decides.
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { CHAIN_LOOP, CHAIN_OVERLAP, type ChainEdge, type ChainGraphFact, type ChainLinkFact, type StoredRule } from '../../engine/core/validation/storedRules';
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

/** The links on some way from one participant to another (periods aside): what a loop through them would name. */
function linksOnWay(links: readonly ChainEdge[], from: number, to: number): ChainEdge[] {
  const reach = (start: number, tail: (l: ChainEdge) => number, head: (l: ChainEdge) => number) => {
    const seen = new Set([start]);
    const queue = [start];
    while (queue.length > 0) {
      const at = queue.shift() as number;
      for (const link of links) {
        if (tail(link) === at && !seen.has(head(link))) {
          seen.add(head(link));
          queue.push(head(link));
        }
      }
    }
    return seen;
  };
  const fromStart = reach(from, (l) => l.from, (l) => l.to);
  const toEnd = reach(to, (l) => l.to, (l) => l.from);
  return links.filter((l) => fromStart.has(l.from) && toEnd.has(l.to));
}

/**
 * The facts of chainLoop (engine/core/validation/storedRules): the requester (a portal caller's own
 * participant; on an update the edited link's), the edited link's party, the other binding links on a
 * way from the party back to the requester (only those: a refusal names them anyway, the rest of the
 * market's chain is not the caller's to read) and the names of the participants they join. The
 * shared rule walks them for a self-link or a loop in the link's period.
 */
async function chainGraphOf(keys: Readonly<Record<string, unknown>>, context: { db: Queryable; tenant: number | undefined; exceptId: number | null }): Promise<ChainGraphFact | undefined> {
  let named = typeof keys.idZiadatel === 'number' ? keys.idZiadatel : undefined;
  let party: number | null = null;
  if (context.exceptId !== null) {
    const { rows } = await context.db.query<{ requester: number; party: number }>(
      'SELECT id_ziadatel AS requester, id_ucastnik_trhu AS party FROM retazenie_odchylok WHERE id_retazenie = $1',
      [context.exceptId],
    );
    if (!rows[0]) return undefined;
    named = rows[0].requester;
    party = rows[0].party;
  }
  // Another requester's link (its party reading it): not the caller's to change, the update answers.
  if (context.tenant !== undefined && named !== undefined && named !== context.tenant) return undefined;
  const requester = context.tenant ?? named;
  if (requester === undefined) return undefined;
  const way = typeof keys.idUcastnikTrhu === 'number' ? keys.idUcastnikTrhu : party;
  if (way === null) return { requester, party, links: [], names: [] };
  const { rows: all } = await context.db.query<ChainEdge>(
    `SELECT id_ziadatel AS "from", id_ucastnik_trhu AS "to", to_char(platnost_od, 'YYYY-MM-DD') AS od, to_char(platnost_do, 'YYYY-MM-DD') AS do
     FROM retazenie_odchylok WHERE ${ACTIVE} AND ($1::int IS NULL OR id_retazenie <> $1) LIMIT 5000`,
    [context.exceptId],
  );
  const links = linksOnWay(all, way, requester);
  const ids = [...new Set([requester, ...links.flatMap((l) => [l.from, l.to])])];
  const { rows: names } = await context.db.query<{ id: number; nazov: string }>('SELECT id_ucastnik_trhu AS id, nazov FROM ucastnik_trhu WHERE id_ucastnik_trhu = ANY($1::int[])', [ids]);
  return { requester, party, links, names: names.map((n) => [n.id, n.nazov] as const) };
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
// The form runs the shared overlap and loop rules before it sends (with the facts served at rules/{name}).
const schemas = withStoredRules(edit, [CHAIN_OVERLAP.name, CHAIN_LOOP.name]);

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
  storedRules: [
    { rule: CHAIN_OVERLAP as StoredRule<never>, facts: chainLinksOf },
    { rule: CHAIN_LOOP as StoredRule<never>, facts: chainGraphOf },
  ],
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
