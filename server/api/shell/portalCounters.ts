import type { FastifyInstance } from 'fastify';
import { formatContentRange } from '../../../engine/core/rql/contentRange';
import { parseRql, RqlError } from '../../../engine/core/rql/parse';
import type { AuthUser } from '../../auth/verify';
import type { EntityDef } from '../../model/entity';
import { listSql, RqlSqlError, type FixedCondition } from '../../rql/sql';
import { rawQueryOf } from '../entities';
import { forbidden } from '../guard';
import { badRequest, notFound } from '../errors';
import { scopeOf } from '../scope';
import type { ApiDeps } from '../types';
import { compileSchema, errorDetails, errorReason } from '../validation';
import type { JsonSchema } from '../../../engine/core/form/jsonSchema';

/** Rejected requests of the current participant (portal), listed over RQL. */
export const REJECTIONS: EntityDef = {
  name: 'zamietnutie-ziadosti',
  path: '/portal/common/zamietnutie-ziadosti/',
  table: 'zamietnutie_ziadosti',
  idField: 'idZamietnutie',
  fields: {
    idZamietnutie: { column: 'id_zamietnutie', type: 'integer' },
    code: { column: 'code', type: 'string' },
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
    typZiadosti: { column: 'typ_ziadosti', type: 'string' },
    dovod: { column: 'dovod', type: 'string' },
    datumZamietnutia: { column: 'datum_zamietnutia', type: 'string', queryable: false },
    unread: { column: 'unread', type: 'boolean' },
  },
  tokens: { read: 'zamietnutie-ziadosti#read', write: 'zamietnutie-ziadosti#read', create: 'zamietnutie-ziadosti#read' },
  createSchema: { type: 'object' },
  updateSchema: { type: 'object' },
  defaultSort: [{ field: 'idZamietnutie', dir: 'desc' }],
  tenantField: 'idUcastnikTrhu',
  readOnly: true,
};

const DEVIATION_TOKEN = 'zodpovednost-za-odchylku#menu';
const WAITING_COUNT = '/portal/zmluvy/retazenie-odchylok/waiting-count';

/** Body of the waiting-count call; served for the client's check and used for the server's. */
export const WAITING_COUNT_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['idUcastnikTrhu'],
  additionalProperties: false,
  properties: { idUcastnikTrhu: { type: 'integer', minimum: 1 } },
};

/** Rejected requests (list, mark read) and the deviation chain's waiting count. */
export function registerPortalCounterRoutes(api: FastifyInstance, { db }: ApiDeps): void {
  const read = REJECTIONS.tokens.read;

  api.get(REJECTIONS.path, { config: { token: read, tenantScoped: true } }, async (request, reply) => {
    const scope = scopeOf(request);
    const fixed: FixedCondition[] = scope.kind === 'tenant' ? [{ field: 'idUcastnikTrhu', value: scope.idUcastnikTrhu }] : [];
    let sql;
    try {
      sql = listSql(REJECTIONS, parseRql(rawQueryOf(request.url)), fixed);
    } catch (error) {
      if (error instanceof RqlError) throw badRequest('error.invalidQuery', [error.message], { userError: false });
      if (error instanceof RqlSqlError) throw badRequest('error.invalidQuery', [{ key: error.key, params: error.params }]);
      throw error;
    }
    const { rows } = await db.query(sql.sql, sql.params);
    const total = sql.countSql ? ((await db.query<{ total: number }>(sql.countSql, sql.countParams ?? [])).rows[0]?.total ?? 0) : undefined;
    reply.header('content-range', formatContentRange(sql.offset, sql.offset + rows.length - 1, total));
    return rows;
  });

  api.post<{ Params: { code: string } }>(
    '/portal/common/zamietnutie-ziadosti-readed/:code',
    { config: { token: read, tenantScoped: true } },
    async (request) => {
      const scope = scopeOf(request);
      const code = request.params.code.slice(0, 40);
      const { rows } = await db.query<{ code: string; unread: boolean }>(
        `UPDATE zamietnutie_ziadosti SET unread = false, precitane_kedy = coalesce(precitane_kedy, now()), precitane_kym = coalesce(precitane_kym, $3)
         WHERE code = $1 AND ($2::int IS NULL OR id_ucastnik_trhu = $2) RETURNING code, unread`,
        [code, scope.kind === 'tenant' ? scope.idUcastnikTrhu : null, (request.user as AuthUser).login],
      );
      if (!rows[0]) throw notFound([{ key: 'reason.recordNotFound', params: { entity: REJECTIONS.name, id: code } }]);
      return rows[0];
    },
  );

  // Requests waiting for the participant in the body, which must be one the caller acts for.
  const validateWaitingCount = compileSchema(WAITING_COUNT_SCHEMA);
  api.get(`${WAITING_COUNT}/schema/post/request`, { config: { token: DEVIATION_TOKEN } }, async () => WAITING_COUNT_SCHEMA);
  api.post<{ Body: unknown }>(WAITING_COUNT, { config: { token: DEVIATION_TOKEN } }, async (request) => {
    const user = request.user as AuthUser;
    if (!validateWaitingCount(request.body)) {
      const errors = validateWaitingCount.errors ?? [];
      throw badRequest('error.invalidPayload', errors.map(errorReason), { userError: true, errors: errorDetails(errors) });
    }
    const id = (request.body as { idUcastnikTrhu: number }).idUcastnikTrhu;
    const member = await db.query('SELECT 1 FROM user_ucastnik WHERE login = $1 AND id_ucastnik_trhu = $2', [user.login, id]);
    if (member.rows.length === 0 || (request.tenant && request.tenant.idUcastnikTrhu !== id)) {
      throw await forbidden(db, user, [{ key: 'reason.notMember', params: { id } }]);
    }
    const { rows } = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM retazenie_odchylok WHERE id_ucastnik_trhu = $1 AND stav = 'CAKA'", [id]);
    return { count: rows[0]?.count ?? 0 };
  });
}
