// EIC check (kontrola EIC, spec 2.2): a list of codes, each judged for syntax and check character
// (the shared eicProblem) and looked up in the registries with set-based SQL (= ANY($1)), so ten
// thousand codes take three queries, not ten thousand: what the code is and whose, and its
// memberships in sharing groups and aggregation blocks.
import type { FastifyInstance } from 'fastify';
import { eicProblem } from '../../../engine/core/validation/eic';
import type { Problem } from '../../../engine/core/validation/problem';
import type { JsonSchema } from '../../../engine/core/form/jsonSchema';
import { badRequest } from '../errors';
import { scopeOf } from '../scope';
import type { ApiDeps } from '../types';
import { compileSchema, errorDetails, errorReason } from '../validation';

/** Most codes one call checks. */
export const EIC_CHECK_MAX = 10_000;
export const EIC_CHECK_TOKEN = 'kontrola#oom';
const PATH = '/edc/kontrola-eic';

/** What a code is in the registries. */
export type EicKind = 'OOM' | 'VYROBNE_ZARIADENIE' | 'AKUMULACNE_ZARIADENIE' | 'AGREGACNY_BLOK' | 'UCASTNIK';

/**
 * The verdict on one code. Known codes show their kind to everyone (a participant must learn whether
 * a code exists before using it); the object's name, owner and memberships only to core staff and to
 * the owner's own users. A participant's own name is public (the market's register of participants).
 */
export interface EicVerdict {
  eic: string;
  platny: boolean;
  problem: Problem | null;
  typ: EicKind | null;
  nazov: string | null;
  vlastnik: string | null;
  vlastny: boolean;
  /** Sharing groups the code is a member of now or from a later day (not cancelled ones). */
  skupinyZdielania: Membership[];
  /** Aggregation blocks the device or metering point is a member of now or from a later day. */
  agregacneBloky: Membership[];
}

/** A membership of a code in a group or block, as long as it lasts. */
export interface Membership {
  kod: string;
  nazov: string;
  platnostOd: string | null;
  platnostDo: string | null;
}

export const EIC_CHECK_SCHEMA: JsonSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  additionalProperties: false,
  required: ['eics'],
  properties: { eics: { type: 'array', minItems: 1, items: { type: 'string', maxLength: 40 } } },
};

type Found = { eic: string; typ: EicKind; nazov: string; id_ucastnik_trhu: number; vlastnik: string };
type MemberRow = Membership & { eic: string; owner: number };

/**
 * Current and future memberships of the codes. The code columns are char(16): the list is cast
 * to bpchar[] so their indexes serve (a text[] comparison would read every row).
 */
const MEMBERSHIPS = {
  skupinyZdielania: `SELECT o.eic, s.kod, s.nazov, s.id_ucastnik_trhu AS owner, o.platnost_od::text AS "platnostOd", o.platnost_do::text AS "platnostDo"
    FROM skupina_zdielania_oom o JOIN skupina_zdielania s ON s.id_zdielanie = o.id_zdielanie
    WHERE o.eic = ANY($1::bpchar[]) AND s.stav <> 'ZRUSENA' AND (o.platnost_do IS NULL OR o.platnost_do >= current_date)
    ORDER BY o.eic, s.kod`,
  agregacneBloky: `SELECT c.eic, b.kod, b.nazov, b.id_ucastnik_trhu AS owner, c.platnost_od::text AS "platnostOd", c.platnost_do::text AS "platnostDo"
    FROM agregacny_blok_clen c JOIN agregacny_blok b ON b.id_agregacny_blok = c.id_agregacny_blok
    WHERE c.eic = ANY($1::bpchar[]) AND b.stav <> 'ZRUSENY' AND (c.platnost_do IS NULL OR c.platnost_do >= current_date)
    ORDER BY c.eic, b.kod, c.platnost_od`,
} as const;

export function registerEicCheckRoutes(api: FastifyInstance, { db }: ApiDeps): void {
  const validate = compileSchema(EIC_CHECK_SCHEMA);
  api.get(`${PATH}/schema/post/request`, { config: { token: EIC_CHECK_TOKEN } }, async () => EIC_CHECK_SCHEMA);
  api.post<{ Body: unknown }>(PATH, { config: { token: EIC_CHECK_TOKEN, tenantScoped: true, readOnly: true }, bodyLimit: 1024 * 1024 }, async (request) => {
    const body = request.body as { eics?: unknown };
    // The limit first, with its own reason, so a long list is not reported item by item.
    if (Array.isArray(body?.eics) && body.eics.length > EIC_CHECK_MAX) {
      throw badRequest('error.invalidPayload', [{ key: 'reason.eicLimit', params: { max: EIC_CHECK_MAX, count: body.eics.length } }], { userError: true });
    }
    if (!validate(body)) {
      const errors = validate.errors ?? [];
      throw badRequest('error.invalidPayload', errors.map(errorReason), { userError: true, errors: errorDetails(errors) });
    }
    const scope = scopeOf(request);
    const tenant = scope.kind === 'tenant' ? scope.idUcastnikTrhu : undefined;
    const eics = (body.eics as string[]).map((e) => e.trim().toUpperCase());
    const valid = [...new Set(eics.filter((e) => eicProblem(e) === undefined))];
    const found = new Map<string, Found>();
    const members = { skupinyZdielania: new Map<string, MemberRow[]>(), agregacneBloky: new Map<string, MemberRow[]>() };
    if (valid.length > 0) {
      const { rows } = await db.query<Found>(
        `SELECT x.eic, x.typ, x.nazov, x.id_ucastnik_trhu, u.nazov AS vlastnik FROM (
           SELECT eic, 'OOM' AS typ, nazov, id_ucastnik_trhu FROM odberne_miesto WHERE eic = ANY($1::bpchar[])
           UNION ALL SELECT eic, 'VYROBNE_ZARIADENIE', nazov, id_ucastnik_trhu FROM vyrobne_zariadenie WHERE eic = ANY($1::bpchar[])
           UNION ALL SELECT eic, 'AKUMULACNE_ZARIADENIE', nazov, id_ucastnik_trhu FROM akumulacne_zariadenie WHERE eic = ANY($1::bpchar[])
           UNION ALL SELECT eic, 'AGREGACNY_BLOK', nazov, id_ucastnik_trhu FROM agregacny_blok WHERE eic = ANY($1::bpchar[])
           UNION ALL SELECT eic, 'UCASTNIK', nazov, id_ucastnik_trhu FROM ucastnik_trhu WHERE eic = ANY($1::bpchar[])
         ) x JOIN ucastnik_trhu u ON u.id_ucastnik_trhu = x.id_ucastnik_trhu`,
        [valid],
      );
      for (const r of rows) found.set(r.eic.trim(), r);
      for (const kind of ['skupinyZdielania', 'agregacneBloky'] as const) {
        const map = members[kind];
        for (const r of (await db.query<MemberRow>(MEMBERSHIPS[kind], [valid])).rows) {
          const eic = r.eic.trim();
          map.set(eic, [...(map.get(eic) ?? []), r]);
        }
      }
    }
    // Core staff see every membership; a participant those of its own codes and those in its own
    // groups and blocks (an aggregator learns which blocks of its own a foreign device is in).
    const visibleMembers = (kind: keyof typeof members, eic: string, own: boolean): Membership[] =>
      (members[kind].get(eic) ?? [])
        .filter((m) => tenant === undefined || own || m.owner === tenant)
        .map(({ kod, nazov, platnostOd, platnostDo }) => ({ kod, nazov, platnostOd, platnostDo }));
    return eics.map((eic): EicVerdict => {
      const problem = eicProblem(eic) ?? null;
      const hit = problem ? undefined : found.get(eic);
      const own = hit !== undefined && (tenant === undefined || hit.id_ucastnik_trhu === tenant);
      const visible = own || hit?.typ === 'UCASTNIK';
      return {
        eic,
        platny: problem === null,
        problem,
        typ: hit?.typ ?? null,
        nazov: hit && visible ? hit.nazov : null,
        vlastnik: hit && visible ? hit.vlastnik : null,
        vlastny: hit !== undefined && tenant !== undefined && hit.id_ucastnik_trhu === tenant,
        skupinyZdielania: problem ? [] : visibleMembers('skupinyZdielania', eic, own),
        agregacneBloky: problem ? [] : visibleMembers('agregacneBloky', eic, own),
      };
    });
  });
}
