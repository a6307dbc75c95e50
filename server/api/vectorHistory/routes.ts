import type { FastifyInstance } from 'fastify';
import { formatContentRange } from '../../../engine/core/rql/contentRange';
import type { Queryable } from '../../db/types';
import { agregacnyBlokSprava } from '../../model/agregacia';
import { badRequest, notFound } from '../errors';
import { scopeOf } from '../scope';

/** One day of an aggregation block's values (dialogs/vector-history). */
export interface VectorPoint {
  den: string;
  flexibilnyVykonKw: number;
  aktivovanyVykonKw: number;
  pocetClenov: number;
}

/** Most days one answer carries (two years). */
export const VECTOR_HISTORY_LIMIT = 731;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `GET /portal/agregacia/agregacny-blok/{id}/vector-history[?od=YYYY-MM-DD&do=YYYY-MM-DD]`: how a
 * block's flexible and activated power and its member count moved, one value a day, oldest first.
 * The block's read token and tenant scope (someone else's block is 404, as its read).
 */
export function registerVectorHistoryRoutes(api: FastifyInstance, db: Queryable): void {
  const entity = agregacnyBlokSprava;
  api.get<{ Params: { id: string }; Querystring: { od?: string; do?: string } }>(
    `${entity.path}:id/vector-history`,
    { config: { token: entity.tokens.read, tenantScoped: true } },
    async (request, reply) => {
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : NaN;
      if (!(id > 0)) throw badRequest('error.badRequest', [{ key: 'reason.idNotNumber', params: { field: entity.idField, value: request.params.id.slice(0, 40) } }]);
      const { od, do: until } = request.query;
      for (const [field, value] of [['od', od], ['do', until]] as const) {
        if (value !== undefined && !(DATE.test(value) && !Number.isNaN(Date.parse(value)))) {
          throw badRequest('error.badRequest', [{ key: 'reason.dbValue', params: { field } }]);
        }
      }
      const scope = scopeOf(request);
      const owner = scope.kind === 'tenant' ? scope.idUcastnikTrhu : null;
      const block = await db.query('SELECT 1 FROM agregacny_blok WHERE id_agregacny_blok = $1 AND ($2::int IS NULL OR id_ucastnik_trhu = $2::int)', [id, owner]);
      if (block.rows.length === 0) throw notFound([{ key: 'reason.recordNotFound', params: { entity: entity.name, id } }]);
      // The newest days when the range is open or long; shown oldest first.
      const { rows } = await db.query<VectorPoint>(
        `SELECT * FROM (
           SELECT to_char(den, 'YYYY-MM-DD') AS den, flexibilny_vykon_kw::float8 AS "flexibilnyVykonKw",
                  aktivovany_vykon_kw::float8 AS "aktivovanyVykonKw", pocet_clenov AS "pocetClenov"
             FROM agregacny_blok_hodnota
            WHERE id_agregacny_blok = $1 AND ($2::date IS NULL OR den >= $2::date) AND ($3::date IS NULL OR den <= $3::date)
            ORDER BY den DESC LIMIT ${VECTOR_HISTORY_LIMIT}) newest
         ORDER BY den`,
        [id, od ?? null, until ?? null],
      );
      reply.header('content-range', formatContentRange(0, rows.length - 1, rows.length));
      return rows;
    },
  );
}
