import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../api/errors';
import type { ApiDeps } from '../../../api/types';
import { callerOf, type Caller } from '../../caller';
import type { ProcessEngine } from '../../engine';
import { translate } from '../../../i18n/messages';
import { PONIZENIE_PATH } from '../../processEntities';
import { parsePositiveId } from '../../../api/ids';
import { OOM_SCHEMA, parseOomBody } from '../../oomBody';

const ENTITY_TYPE = 'PONIZENIE';

/**
 * The metering points of a tariff reduction group (step tariff-reduction-group-oom): listed,
 * added and removed one by one at `{PONIZENIE_PATH}{id}/oom`; changes need the applicant's open
 * OOM step (edit `items`), as the sharing group's do.
 */
export function registerPonizenieOomRoutes(api: FastifyInstance, deps: ApiDeps, engine: ProcessEngine): void {
  const config = { config: { token: 'ponizenie#read', tenantScoped: true } };

  async function visible(id: number, caller: Caller): Promise<void> {
    const { rows } = await deps.db.query('SELECT 1 FROM ponizenie WHERE id_ponizenie = $1 AND ($3::boolean OR id_ucastnik_trhu = $2::int)', [id, caller.tenantId, caller.core]);
    if (!rows[0]) throw new ApiError(404, 'error.notFound', [{ key: 'reason.recordNotFound', params: { entity: 'ponizenie', id } }]);
  }

  api.get(`${PONIZENIE_PATH}:id/oom/schema/post/request`, config, async () => OOM_SCHEMA);

  api.get<{ Params: { id: string } }>(`${PONIZENIE_PATH}:id/oom`, config, async (request) => {
    const id = parsePositiveId(request.params.id, 'idPonizenie');
    await visible(id, callerOf(request));
    return (await deps.db.query('SELECT eic, nazov FROM ponizenie_oom WHERE id_ponizenie = $1 ORDER BY eic', [id])).rows;
  });

  api.post<{ Params: { id: string }; Body: unknown }>(`${PONIZENIE_PATH}:id/oom`, config, async (request) => {
    const caller = callerOf(request);
    const id = parsePositiveId(request.params.id, 'idPonizenie');
    const { eic, nazov } = parseOomBody(request.body);
    await visible(id, caller);
    await deps.db.transaction(async (tx) => {
      await engine.requireEditable(tx, ENTITY_TYPE, id, caller, 'items');
      const inserted = await tx.query('INSERT INTO ponizenie_oom (id_ponizenie, eic, nazov) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING eic', [id, eic, nazov]);
      if (inserted.rowCount === 0) throw new ApiError(409, 'error.duplicate', [translate(caller.lang, 'sz.oomDuplicate', { eic })]);
    });
    return { eic, nazov: nazov };
  });

  api.delete<{ Params: { id: string; eic: string } }>(`${PONIZENIE_PATH}:id/oom/:eic`, config, async (request, reply) => {
    const caller = callerOf(request);
    const id = parsePositiveId(request.params.id, 'idPonizenie');
    const eic = request.params.eic.slice(0, 16).toUpperCase();
    await visible(id, caller);
    await deps.db.transaction(async (tx) => {
      await engine.requireEditable(tx, ENTITY_TYPE, id, caller, 'items');
      const removed = await tx.query('DELETE FROM ponizenie_oom WHERE id_ponizenie = $1 AND eic = $2', [id, eic]);
      if (removed.rowCount === 0) throw new ApiError(404, 'error.notFound', [translate(caller.lang, 'sz.oomMissing', { eic })]);
    });
    return reply.code(204).send();
  });
}
