import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../auth/verify';
import { zamietnutieZiadosti } from '../../model/zamietnutieZiadosti';
import { forbidden } from '../guard';
import { badRequest, notFound } from '../errors';
import { scopeOf } from '../scope';
import type { ApiDeps } from '../types';
import { compileSchema, errorDetails, errorReason } from '../validation';
import type { JsonSchema } from '../../../engine/core/form/jsonSchema';

/** Rejected requests: listed and read by the generic entity router (server/model); marked read here. */
export const REJECTIONS = zamietnutieZiadosti;

const DEVIATION_TOKEN = 'zodpovednost-za-odchylku#menu';
const WAITING_COUNT = '/portal/zmluvy/retazenie-odchylok/waiting-count';

/** Body of the waiting-count call; served for the client's check and used for the server's. */
export const WAITING_COUNT_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['idUcastnikTrhu'],
  additionalProperties: false,
  properties: { idUcastnikTrhu: { type: 'integer', minimum: 1 } },
};

/** Marking a rejected request read, and the deviation chain's waiting count. */
export function registerPortalCounterRoutes(api: FastifyInstance, { db }: ApiDeps): void {
  const read = REJECTIONS.tokens.read;

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
  api.post<{ Body: unknown }>(WAITING_COUNT, { config: { token: DEVIATION_TOKEN, readOnly: true } }, async (request) => {
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
