import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from '../../../../engine/core/form/jsonSchema';
import { ApiError } from '../../../api/errors';
import type { ApiDeps } from '../../../api/types';
import { compileSchema, errorDetails, errorReason } from '../../../api/validation';
import { callerOf, type Caller } from '../../caller';
import type { ProcessEngine } from '../../engine';
import { translate } from '../../../i18n/messages';
import { OOM_SCHEMA, parseOomBody } from '../../oomBody';
import { parsePositiveId } from '../../../api/ids';

/** The sharing group's API area. */
export const SKUPINA_PATH = '/portal/skupiny-zdielania/skupina-zdielania/';
const ENTITY_TYPE = 'SKUPINA_ZDIELANIA';
const READ = 'skupiny-zdielania#read';

/** What the applicant fills on the create step (served and enforced). */
export const SKUPINA_UPDATE_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['nazov', 'maxPodiel', 'verzia'],
  properties: {
    nazov: { type: 'string', minLength: 1, maxLength: 200 },
    maxPodiel: { type: 'number', exclusiveMinimum: 0, maximum: 100, multipleOf: 0.01 },
    popis: { type: ['string', 'null'], maxLength: 1000 },
    verzia: { type: 'integer', minimum: 1 },
  },
} as JsonSchema;

const SELECT = `SELECT g.id_zdielanie AS "idZdielanie", g.kod, g.nazov, g.max_podiel::float AS "maxPodiel", g.popis, g.stav,
    g.id_ucastnik_trhu AS "idUcastnikTrhu", u.nazov AS spravca, to_char(g.datum_schvalenia, 'YYYY-MM-DD') AS "datumSchvalenia", g.verzia
  FROM skupina_zdielania g JOIN ucastnik_trhu u ON u.id_ucastnik_trhu = g.id_ucastnik_trhu`;

/** Registers the sharing group's read, update and OOM routes; changes need an open workflow activity. */
export function registerSkupinaZdielaniaRoutes(api: FastifyInstance, deps: ApiDeps, engine: ProcessEngine): void {
  const validateUpdate = compileSchema(SKUPINA_UPDATE_SCHEMA);
  const config = { config: { token: READ, tenantScoped: true } };

  const missing = (id: number) => new ApiError(404, 'error.notFound', [{ key: 'reason.recordNotFound', params: { entity: 'skupina-zdielania', id } }]);

  async function readGroup(id: number, caller: Caller) {
    const { rows } = await deps.db.query(`${SELECT} WHERE g.id_zdielanie = $1 AND ($3::boolean OR g.id_ucastnik_trhu = $2::int)`, [id, caller.tenantId, caller.core]);
    if (!rows[0]) throw missing(id);
    return rows[0];
  }

  api.get<{ Params: { id: string } }>(`${SKUPINA_PATH}:id`, config, async (request) =>
    readGroup(parsePositiveId(request.params.id, 'idZdielanie'), callerOf(request)),
  );
  api.get(`${SKUPINA_PATH}:id/schema/post/request`, config, async () => SKUPINA_UPDATE_SCHEMA);
  api.get(`${SKUPINA_PATH}:id/oom/schema/post/request`, config, async () => OOM_SCHEMA);

  api.post<{ Params: { id: string }; Body: unknown }>(`${SKUPINA_PATH}:id`, config, async (request) => {
    const caller = callerOf(request);
    const id = parsePositiveId(request.params.id, 'idZdielanie');
    if (!validateUpdate(request.body)) {
      const errors = validateUpdate.errors ?? [];
      throw new ApiError(400, 'error.invalidPayload', errors.map(errorReason), { userError: true, errors: errorDetails(errors) });
    }
    const body = request.body as { nazov: string; maxPodiel: number; popis?: string | null; verzia: number };
    await readGroup(id, caller);
    await deps.db.transaction(async (tx) => {
      await engine.requireEditable(tx, ENTITY_TYPE, id, caller, 'form');
      const { rows } = await tx.query<{ verzia: number }>('SELECT verzia FROM skupina_zdielania WHERE id_zdielanie = $1 FOR UPDATE', [id]);
      const current = rows[0]?.verzia ?? 0;
      if (current !== body.verzia) {
        throw new ApiError(409, 'error.versionConflict', [{ key: 'reason.version', params: { field: 'verzia', sent: body.verzia, current } }]);
      }
      await tx.query(
        `UPDATE skupina_zdielania SET nazov = $2, max_podiel = $3, popis = $4, verzia = verzia + 1, updated_at = now(), updated_by = $5
         WHERE id_zdielanie = $1`,
        [id, body.nazov.trim(), body.maxPodiel, body.popis?.trim() || null, caller.login],
      );
    });
    return readGroup(id, caller);
  });

  api.get<{ Params: { id: string } }>(`${SKUPINA_PATH}:id/oom`, config, async (request) => {
    const caller = callerOf(request);
    const id = parsePositiveId(request.params.id, 'idZdielanie');
    await readGroup(id, caller);
    const { rows } = await deps.db.query('SELECT eic, nazov FROM skupina_zdielania_oom WHERE id_zdielanie = $1 ORDER BY eic', [id]);
    return rows;
  });

  api.post<{ Params: { id: string }; Body: unknown }>(`${SKUPINA_PATH}:id/oom`, config, async (request, reply) => {
    const caller = callerOf(request);
    const id = parsePositiveId(request.params.id, 'idZdielanie');
    const { eic, nazov } = parseOomBody(request.body);
    await readGroup(id, caller);
    await deps.db.transaction(async (tx) => {
      await engine.requireEditable(tx, ENTITY_TYPE, id, caller, 'items');
      const inserted = await tx.query(
        'INSERT INTO skupina_zdielania_oom (id_zdielanie, eic, nazov) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING eic',
        [id, eic, nazov],
      );
      if (inserted.rowCount === 0) throw new ApiError(409, 'error.duplicate', [translate(caller.lang, 'sz.oomDuplicate', { eic })]);
    });
    return reply.code(200).send({ eic, nazov: nazov });
  });

  api.delete<{ Params: { id: string; eic: string } }>(`${SKUPINA_PATH}:id/oom/:eic`, config, async (request, reply) => {
    const caller = callerOf(request);
    const id = parsePositiveId(request.params.id, 'idZdielanie');
    const eic = request.params.eic.slice(0, 16).toUpperCase();
    await readGroup(id, caller);
    await deps.db.transaction(async (tx) => {
      await engine.requireEditable(tx, ENTITY_TYPE, id, caller, 'items');
      const removed = await tx.query('DELETE FROM skupina_zdielania_oom WHERE id_zdielanie = $1 AND eic = $2', [id, eic]);
      if (removed.rowCount === 0) throw new ApiError(404, 'error.notFound', [translate(caller.lang, 'sz.oomMissing', { eic })]);
    });
    return reply.code(204).send();
  });
}
