import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import type { TokenRequirement } from '../../engine/core/tokens/tokens';
import { hasToken } from '../../engine/core/tokens/tokens';
import { ApiError } from '../api/errors';
import { hashPassword } from '../auth/password';
import { forbidden } from '../api/guard';
import type { AuthUser } from '../auth/verify';
import type { ApiDeps } from '../api/types';
import { labelledSchema } from '../api/codeLabels';
import { errorDetails, errorReason, type compileSchema } from '../api/validation';
import { callerOf, workflowCallerOf, type Caller } from './caller';
import type { EntityEdit } from './definitions/types';
import type { ProcessEngine } from './engine';
import { parsePositiveId } from '../api/ids';

/** One part of a process entity a step edits: its own path, schema and edit right. */
export interface ProcessEntityView {
  /** Collection path with trailing slash; `GET {path}{id}`, `POST {path}{id}`, `GET {path}{id}/schema/post/request`. */
  path: string;
  /** The update schema, served and enforced (with `verzia` for the optimistic check). */
  schema: JsonSchema;
  edit: EntityEdit;
  /** API field → column, for the fields this view saves. */
  columns: Readonly<Record<string, string>>;
  /** Tidies a body before validation (e.g. an IBAN typed with spaces). */
  normalize?: (body: Record<string, unknown>) => void;
  /** Fields stored only as their password hash (server/auth/password.ts): never read back; one left out keeps the stored hash. */
  secret?: readonly string[];
}

/** A process entity served for its step screens. */
export interface ProcessEntityApi {
  entityType: string;
  table: string;
  idColumn: string;
  /** Error text name of the entity (reason.recordNotFound). */
  name: string;
  /** Token every route needs. */
  token: TokenRequirement;
  /** Served to callers acting for no participant (their own records only, by `ownerLogin`). */
  tenantless?: boolean;
  /** `SELECT … FROM {table} e …` of one record; the WHERE is appended. */
  select: string;
  /**
   * Who may read a record, over the caller's row `c` (tenant id or null, core staff, login).
   * E.g. `(c.core OR e.id_ucastnik_trhu = c.tenant)`.
   */
  visible: string;
  /** Path of the whole record (read only); every view reads the same record too. */
  readPath: string;
  views: readonly ProcessEntityView[];
  /**
   * Row lists the record keeps in a JSON field, served read-only at `{readPath}{id}/{segment}` for
   * a step summary's rows (e.g. a device request's generators): segment → field of the record.
   */
  rowLists?: Readonly<Record<string, string>>;
}

const invalid = (errors: NonNullable<ReturnType<typeof compileSchema>['errors']>) =>
  new ApiError(400, 'error.invalidPayload', errors.map(errorReason), { userError: true, errors: errorDetails(errors) });

/**
 * Registers read, schema and update routes of a process entity. A change needs an open activity
 * of the caller whose task allows the view's edit, and the version the caller read.
 */
export function registerProcessEntityRoutes(api: FastifyInstance, deps: ApiDeps, engine: ProcessEngine, def: ProcessEntityApi): void {
  // The guard checks a token or a list; `{ anyOf }` is checked here, before anything is read.
  const anyOf = typeof def.token === 'object' && 'anyOf' in def.token ? def.token : undefined;
  const token = anyOf ? undefined : (def.token as string | readonly string[]);
  const config = { config: { ...(token ? { token } : {}), tenantScoped: !def.tenantless } };
  const callerFor = async (request: FastifyRequest): Promise<Caller> => {
    const user = request.user as AuthUser;
    if (anyOf && !hasToken(user.tokens, anyOf)) throw await forbidden(deps.db, user, anyOf.anyOf.map((t) => ({ key: 'reason.permission', params: { token: t } })));
    return def.tenantless ? workflowCallerOf(request, deps.db) : callerOf(request);
  };
  const idOf = (request: FastifyRequest<{ Params: { id: string } }>) => parsePositiveId(request.params.id, def.idColumn);

  async function read(id: number, caller: Caller): Promise<Record<string, unknown>> {
    // The caller's facts as a row, so a condition may use any of them (PostgreSQL refuses untyped unused parameters).
    const { rows } = await deps.db.query(
      `${def.select} CROSS JOIN (SELECT $2::int AS tenant, $3::boolean AS core, $4::text AS login) c WHERE e.${def.idColumn} = $1 AND ${def.visible}`,
      [id, caller.tenantId, caller.core, caller.login],
    );
    if (!rows[0]) throw new ApiError(404, 'error.notFound', [{ key: 'reason.recordNotFound', params: { entity: def.name, id } }]);
    return rows[0] as Record<string, unknown>;
  }

  api.get<{ Params: { id: string } }>(`${def.readPath}:id`, config, async (request) => read(idOf(request), await callerFor(request)));
  for (const [segment, field] of Object.entries(def.rowLists ?? {})) {
    api.get<{ Params: { id: string } }>(`${def.readPath}:id/${segment}`, config, async (request) => {
      const rows = (await read(idOf(request), await callerFor(request)))[field];
      return Array.isArray(rows) ? rows : [];
    });
  }

  for (const view of def.views) {
    // A rule naming code-book codes (a document list's oneDocumentPerType) names them by their
    // labels in the caller's language, in the schema served and in the one enforced alike.
    const schemaFor = labelledSchema(view.schema);
    const fields = Object.entries(view.columns);
    if (view.path !== def.readPath) api.get<{ Params: { id: string } }>(`${view.path}:id`, config, async (request) => read(idOf(request), await callerFor(request)));
    api.get(`${view.path}:id/schema/post/request`, config, async (request) => {
      const caller = await callerFor(request);
      return (await schemaFor(deps.db, caller.lang)).schema;
    });
    api.post<{ Params: { id: string }; Body: unknown }>(`${view.path}:id`, config, async (request) => {
      const caller = await callerFor(request);
      const id = idOf(request);
      const body = request.body;
      if (body && typeof body === 'object' && !Array.isArray(body)) view.normalize?.(body as Record<string, unknown>);
      const validate = (await schemaFor(deps.db, caller.lang)).validator();
      if (!validate(body)) throw invalid(validate.errors ?? []);
      const data = body as Record<string, unknown> & { verzia: number };
      await read(id, caller);
      // A secret is hashed before anything is written; an empty one is not sent, so the stored hash stays.
      const secrets = new Map<string, string>();
      for (const field of view.secret ?? []) {
        const value = data[field];
        if (typeof value === 'string' && value !== '') secrets.set(field, await hashPassword(value));
      }
      const saved = fields.filter(([field]) => !view.secret?.includes(field) || secrets.has(field));
      await deps.db.transaction(async (tx) => {
        await engine.requireEditable(tx, def.entityType, id, caller, view.edit, 'bpm.notEditable');
        const { rows } = await tx.query<{ verzia: number }>(`SELECT verzia FROM ${def.table} WHERE ${def.idColumn} = $1 FOR UPDATE`, [id]);
        const current = rows[0]?.verzia ?? 0;
        if (current !== data.verzia) throw new ApiError(409, 'error.versionConflict', [{ key: 'reason.version', params: { field: 'verzia', sent: data.verzia, current } }]);
        // Texts are kept trimmed; an empty one is no value.
        const values = saved.map(([field]) => {
          const secret = secrets.get(field);
          if (secret !== undefined) return secret;
          const value = data[field];
          if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
          // Lists and objects (a form's documents) go to jsonb columns as JSON text.
          if (value !== null && typeof value === 'object') return JSON.stringify(value);
          return value ?? null;
        });
        const sets = saved.map(([, column], i) => `${column} = $${i + 2}`).join(', ');
        await tx.query(
          `UPDATE ${def.table} SET ${sets}, verzia = verzia + 1, updated_at = now(), updated_by = $${saved.length + 2} WHERE ${def.idColumn} = $1`,
          [id, ...values, caller.login],
        );
      });
      return read(id, caller);
    });
  }
}
