import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../auth/verify';
import type { Queryable } from '../../db/types';
import { isPgError } from '../../db/types';
import { ApiError, badRequest, notFound } from '../errors';
import { parsePositiveId } from '../ids';
import type { ApiDeps } from '../types';
import { compileSchema, errorDetails, errorReason } from '../validation';
import { createSavedFilterSchema, updateSavedFilterSchema } from './schema';

/** The API root the routes are registered under (for Location headers). */
const API_ROOT = '/portalbl/svc';

/** Where saved filters live under the API root. */
export const SAVED_FILTER_PATH = '/portal/common/saved-filter/';

/** A saved filter as the API answers it. */
export interface SavedFilter {
  idSavedFilter: number;
  gridKey: string;
  code: string;
  nazov: string;
  settings: { filter: Record<string, string>; sort?: string };
  predvoleny: boolean;
}

const COLUMNS = `id_saved_filter AS "idSavedFilter", grid_key AS "gridKey", code, nazov, settings, predvoleny`;

const validateCreate = compileSchema(createSavedFilterSchema);
const validateUpdate = compileSchema(updateSavedFilterSchema);

function check<T>(validator: ReturnType<typeof compileSchema>, body: unknown): T {
  if (!validator(body)) {
    const errors = validator.errors ?? [];
    throw badRequest('error.invalidPayload', errors.map(errorReason), { userError: true, errors: errorDetails(errors) });
  }
  return body as T;
}

/** A code from the name: letters and digits of it, and a random suffix so it is unique. */
function codeFrom(nazov: string): string {
  const base = nazov
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)
    .toLowerCase();
  return `${base || 'filter'}-${randomBytes(4).toString('hex')}`;
}

/** Unique violations become 409 with the field that clashed. */
function mapConflict(error: unknown): never {
  if (isPgError(error) && error.code === '23505') {
    const field = error.constraint === 'saved_filter_code_uq' ? 'code' : 'nazov';
    throw new ApiError(409, 'error.duplicate', [{ key: 'reason.duplicate', params: { field } }]);
  }
  throw error;
}

async function clearDefault(db: Queryable, login: string, gridKey: string, exceptId: number): Promise<void> {
  await db.query('UPDATE saved_filter SET predvoleny = false WHERE login = $1 AND grid_key = $2 AND id_saved_filter <> $3 AND predvoleny', [
    login,
    gridKey,
    exceptId,
  ]);
}

/**
 * Saved filters of the signed-in user: list (by grid), create, update (rename, overwrite,
 * default) and delete. Every statement is scoped to the caller's login, so one user never
 * sees or changes another's filters (a foreign id answers 404). Setting a default clears the
 * grid's previous default in the same transaction.
 */
export function registerSavedFilterRoutes(api: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const login = (request: FastifyRequest) => (request.user as AuthUser).login;
  const missing = (id: number) => notFound([{ key: 'reason.recordNotFound', params: { entity: 'saved-filter', id } }]);

  api.get<{ Querystring: { gridKey?: string } }>(SAVED_FILTER_PATH, async (request) => {
    const gridKey = request.query.gridKey;
    if (typeof gridKey !== 'string' || gridKey === '' || gridKey.length > 300) {
      throw badRequest('error.badRequest', [{ key: 'reason.dbValue', params: { field: 'gridKey' } }]);
    }
    const { rows } = await db.query<SavedFilter>(
      `SELECT ${COLUMNS} FROM saved_filter WHERE login = $1 AND grid_key = $2 ORDER BY nazov, id_saved_filter`,
      [login(request), gridKey],
    );
    return rows;
  });

  api.post(SAVED_FILTER_PATH, async (request, reply) => {
    const body = check<{ gridKey: string; code?: string; nazov: string; settings: SavedFilter['settings']; predvoleny?: boolean }>(
      validateCreate,
      request.body,
    );
    const user = login(request);
    const row = await db
      .transaction(async (tx) => {
        const { rows } = await tx.query<SavedFilter>(
          `INSERT INTO saved_filter (login, grid_key, code, nazov, settings, predvoleny)
           VALUES ($1, $2, $3, $4, $5::jsonb, $6) RETURNING ${COLUMNS}`,
          [user, body.gridKey, body.code ?? codeFrom(body.nazov), body.nazov.trim(), JSON.stringify(body.settings), false],
        );
        const created = rows[0] as SavedFilter;
        if (body.predvoleny) {
          await clearDefault(tx, user, body.gridKey, created.idSavedFilter);
          await tx.query('UPDATE saved_filter SET predvoleny = true WHERE id_saved_filter = $1', [created.idSavedFilter]);
          created.predvoleny = true;
        }
        return created;
      })
      .catch(mapConflict);
    // The UI's client follows Location to read what was created (contract of every create).
    reply.code(201).header('location', `${API_ROOT}${SAVED_FILTER_PATH}${row.idSavedFilter}`);
    return row;
  });

  api.get<{ Params: { id: string } }>(`${SAVED_FILTER_PATH}:id`, async (request) => {
    const id = parsePositiveId(request.params.id, 'idSavedFilter');
    const { rows } = await db.query<SavedFilter>(`SELECT ${COLUMNS} FROM saved_filter WHERE id_saved_filter = $1 AND login = $2`, [id, login(request)]);
    if (!rows[0]) throw missing(id);
    return rows[0];
  });

  api.post<{ Params: { id: string } }>(`${SAVED_FILTER_PATH}:id`, async (request) => {
    const id = parsePositiveId(request.params.id, 'idSavedFilter');
    const body = check<{ idSavedFilter?: number; nazov?: string; settings?: SavedFilter['settings']; predvoleny?: boolean }>(
      validateUpdate,
      request.body,
    );
    if (body.idSavedFilter !== undefined && body.idSavedFilter !== id) {
      throw badRequest('error.badRequest', [{ key: 'reason.idMismatch', params: { field: 'idSavedFilter', value: String(body.idSavedFilter), id } }]);
    }
    const user = login(request);
    return db
      .transaction(async (tx) => {
        const { rows } = await tx.query<{ gridKey: string }>(
          'SELECT grid_key AS "gridKey" FROM saved_filter WHERE id_saved_filter = $1 AND login = $2 FOR UPDATE',
          [id, user],
        );
        const current = rows[0];
        if (!current) throw missing(id);
        if (body.predvoleny) await clearDefault(tx, user, current.gridKey, id);
        const { rows: updated } = await tx.query<SavedFilter>(
          `UPDATE saved_filter SET
             nazov = COALESCE($3, nazov),
             settings = COALESCE($4::jsonb, settings),
             predvoleny = COALESCE($5, predvoleny),
             updated_at = now()
           WHERE id_saved_filter = $1 AND login = $2 RETURNING ${COLUMNS}`,
          [id, user, body.nazov?.trim() ?? null, body.settings ? JSON.stringify(body.settings) : null, body.predvoleny ?? null],
        );
        return updated[0] as SavedFilter;
      })
      .catch(mapConflict);
  });

  api.delete<{ Params: { id: string } }>(`${SAVED_FILTER_PATH}:id`, async (request, reply) => {
    const id = parsePositiveId(request.params.id, 'idSavedFilter');
    const { rowCount } = await db.query('DELETE FROM saved_filter WHERE id_saved_filter = $1 AND login = $2', [id, login(request)]);
    if (rowCount === 0) throw missing(id);
    return reply.code(204).send();
  });
}
