// Status board (semafor, spec 2.2): one light per data flow; core staff set a light by hand with a
// note, and every change is kept (semafor_zmena) for the flow's history.
import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from '../../../engine/core/form/jsonSchema';
import { isCoreUser } from '../../auth/roles';
import type { AuthUser } from '../../auth/verify';
import { ApiError, badRequest, notFound } from '../errors';
import type { ApiDeps } from '../types';
import { compileSchema, errorDetails, errorReason } from '../validation';
import { SEMAFOR_FLOWS, SEMAFOR_STATES } from './semaforFlows';
import { isoUtcSql } from '../../db/sessionZone';

export const SEMAFOR_READ = 'semafor#menu';
export const SEMAFOR_WRITE = 'semafor#write';
const PATH = '/edc/semafor/';

export const SEMAFOR_SET_SCHEMA: JsonSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  additionalProperties: false,
  required: ['stav', 'dovod', 'verzia'],
  properties: {
    stav: { type: 'string', enum: [...SEMAFOR_STATES] },
    dovod: { type: 'string', minLength: 3, maxLength: 500 },
    verzia: { type: 'integer', minimum: 1 },
  },
};

const LIGHT = `kod, stav, dovod, zmenil, ${isoUtcSql('zmenene_kedy')} AS "zmeneneKedy", verzia`;

export function registerSemaforRoutes(api: FastifyInstance, { db }: ApiDeps): void {
  const validate = compileSchema(SEMAFOR_SET_SCHEMA);

  api.get(PATH, { config: { token: SEMAFOR_READ } }, async () => (await db.query(`SELECT ${LIGHT} FROM semafor_tok ORDER BY poradie`)).rows);

  api.get<{ Params: { kod: string } }>(`${PATH}:kod/history`, { config: { token: SEMAFOR_READ } }, async (request) => {
    const { rows } = await db.query(
      `SELECT stav, dovod, zmenil, ${isoUtcSql('zmenene_kedy')} AS "zmeneneKedy"
       FROM semafor_zmena WHERE kod = $1 ORDER BY zmenene_kedy DESC, id_zmena DESC LIMIT 100`,
      [request.params.kod.slice(0, 40)],
    );
    return rows;
  });

  api.get(`${PATH}:kod/schema/post/request`, { config: { token: SEMAFOR_WRITE } }, async () => SEMAFOR_SET_SCHEMA);

  api.post<{ Params: { kod: string }; Body: unknown }>(`${PATH}:kod`, { config: { token: SEMAFOR_WRITE } }, async (request) => {
    const user = request.user as AuthUser;
    // The token is a core role's; a portal user holding it by mistake is still refused.
    if (!isCoreUser(user.roles)) throw new ApiError(403, 'error.forbidden', [{ key: 'reason.semaforPortal' }]);
    if (!validate(request.body)) {
      const errors = validate.errors ?? [];
      throw badRequest('error.invalidPayload', errors.map(errorReason), { userError: true, errors: errorDetails(errors) });
    }
    const kod = request.params.kod;
    if (!(SEMAFOR_FLOWS as readonly string[]).includes(kod)) throw notFound([{ key: 'reason.recordNotFound', params: { entity: 'semafor', id: kod.slice(0, 40) } }]);
    const { stav, dovod, verzia } = request.body as { stav: string; dovod: string; verzia: number };
    return db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `UPDATE semafor_tok SET stav = $2, dovod = $3, zmenil = $4, zmenene_kedy = now(), verzia = verzia + 1 WHERE kod = $1 AND verzia = $5 RETURNING ${LIGHT}`,
        [kod, stav, dovod, user.login, verzia],
      );
      if (!rows[0]) {
        const current = await tx.query<{ verzia: number }>('SELECT verzia FROM semafor_tok WHERE kod = $1', [kod]);
        if (!current.rows[0]) throw notFound([{ key: 'reason.recordNotFound', params: { entity: 'semafor', id: kod } }]);
        throw new ApiError(409, 'error.versionConflict', [{ key: 'reason.version', params: { field: 'verzia', sent: String(verzia), current: String(current.rows[0].verzia) } }], { field: 'verzia', current: current.rows[0].verzia });
      }
      await tx.query('INSERT INTO semafor_zmena (kod, stav, dovod, zmenil) VALUES ($1, $2, $3, $4)', [kod, stav, dovod, user.login]);
      return rows[0];
    });
  });
}
