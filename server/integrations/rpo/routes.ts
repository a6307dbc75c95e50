import type { FastifyInstance } from 'fastify';
import { icoProblem } from '../../../engine/core/validation/identifiers';
import { badRequest, notFound } from '../../api/errors';
import { VISITOR_TOKEN } from '../../bpm/processes/ucastnikRegistracia/definition';
import type { ApiDeps } from '../../api/types';
import type { RpoRegister } from './port';
import { storedRpoRegister } from './storedRegister';

/** Where the look-up is served (under the participants' area). */
export const RPO_PATH = '/portal/zmluvy/rpo/';

/**
 * `GET /portal/zmluvy/rpo/{ico}`: the register's entry of an IČO, for the dialog rpo (fill name and
 * seat of a participant). Readers of participants and applicants registering one may ask. An
 * invalid IČO is a 400 naming the field, an unknown one a 404 saying the register does not know it.
 */
export function registerRpoRoutes(api: FastifyInstance, deps: ApiDeps, register: RpoRegister = storedRpoRegister(deps.db)): void {
  const token = { anyOf: ['ucastnik-trhu#read', 'ucastnik-trhu#create', VISITOR_TOKEN] };
  api.get<{ Params: { ico: string } }>(`${RPO_PATH}:ico`, { config: { token } }, async (request) => {
    const ico = request.params.ico.replace(/\s+/g, '');
    const problem = icoProblem(ico);
    if (problem) {
      throw badRequest('error.invalidPayload', [{ key: problem.key, params: { field: 'ico' } }], {
        userError: true,
        errors: [{ field: 'ico', keyword: 'format', params: { format: 'ico' } }],
      });
    }
    const entry = await register.findByIco(ico);
    if (!entry) throw notFound([{ key: 'reason.registerNotFound', params: { ico } }]);
    return entry;
  });
}
