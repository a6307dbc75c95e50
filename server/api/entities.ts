import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatContentRange, TOTAL_MORE_THAN_HEADER } from '../../engine/core/rql/contentRange';
import { parseRql, RqlError } from '../../engine/core/rql/parse';
import type { RqlQuery } from '../../engine/core/rql/ast';
import { isCoreUser } from '../auth/roles';
import type { AuthUser } from '../auth/verify';
import { languageOf } from '../i18n/messages';
import type { Queryable } from '../db/types';
import type { EntityDef, FieldProblem, VerifyContext } from '../model/entity';
import { RqlSqlError } from '../rql/sql';
import { ALL, EntityStore } from './entityStore';
import { scopeOf, type Scope } from './scope';
import { ApiError, badRequest, notFound } from './errors';
import { parseRecordId } from './ids';
import type { ApiDeps } from './types';
import { labelledSchema, type LabelledSchema } from './codeLabels';
import { errorDetails, errorReason } from './validation';

interface IdParams {
  id: string;
}

/** The raw text after `?`, still percent-encoded, as the RQL parser expects it. */
export function rawQueryOf(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at + 1);
}

export function parseListQuery(url: string): RqlQuery {
  try {
    return parseRql(rawQueryOf(url));
  } catch (error) {
    if (error instanceof RqlError) throw badRequest('error.invalidQuery', [error.message], { userError: false });
    throw error;
  }
}

/** Runs a list, turning a query that does not fit the entity into a 400 naming the problem. */
export async function listOrBadRequest<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RqlSqlError) throw badRequest('error.invalidQuery', [{ key: error.key, params: error.params }]);
    throw error;
  }
}

/** 400 with one reason per problem of a cross-field or change check. */
function problemsError(problems: readonly FieldProblem[]) {
  return badRequest(
    'error.invalidPayload',
    problems.map((p) => ({ key: p.key, params: { field: p.field, ...p.params } })),
    { userError: true, errors: problems.map((p) => ({ field: p.field, keyword: p.rule ?? 'check', params: p.params ?? {} })) },
  );
}

/** Validates a body against the very schema served for it; 400 with one reason per error. */
function validate(entity: EntityDef, schema: LabelledSchema, body: unknown): Record<string, unknown> {
  const validator = schema.validator();
  if (!validator(body)) {
    const errors = validator.errors ?? [];
    throw badRequest('error.invalidPayload', errors.map(errorReason), { userError: true, errors: errorDetails(errors) });
  }
  // Every rule of a body is the served schema's (its catalogue keywords included): no other check here (issue 24).
  const value = body as Record<string, unknown>;
  return entity.prepare ? entity.prepare(value) : value;
}

/**
 * Registers list, read, create, update, delete and schema routes for one declared entity.
 * Permission tokens are declared per route in `config.token` and enforced by the guard.
 */
export function registerEntityRoutes(api: FastifyInstance, entity: EntityDef, deps: ApiDeps, apiPrefix: string): void {
  const storeOptions = { cacheCounts: deps.db.kind === 'pglite' && !entity.writtenElsewhere };
  const store = new EntityStore(deps.db, entity, storeOptions);
  const base = entity.path;
  const { write, create } = entity.tokens;
  // An empty read token: any logged-in user (rows of a userField entity stay limited to their owner).
  const read = entity.tokens.read === '' ? undefined : entity.tokens.read;
  const userField = entity.userField;
  if (userField && !entity.readOnly) throw new Error(`${entity.name}: userField is only supported on read-only entities`);
  // Participant-owned entities: the guard resolves the scope, the store applies it to every statement.
  const tenantScoped = entity.tenantField !== undefined;
  const scope = (request: FastifyRequest): Scope => (tenantScoped ? scopeOf(request) : ALL);
  const login = (request: FastifyRequest) => (request.user as AuthUser).login;
  // The caller's own rows only, for entities owned by a user.
  const own = (request: FastifyRequest) => (userField ? [{ field: userField, value: login(request) }] : []);
  const missing = (id: number | string) => notFound([{ key: 'reason.recordNotFound', params: { entity: entity.name, id } }]);

  api.get(base, { config: { token: read, tenantScoped } }, async (request, reply) => {
    const query = parseListQuery(request.url);
    if (entity.alwaysCount) query.count = true;
    const result = await listOrBadRequest(() => store.list(query, scope(request), own(request), login(request)));
    reply.header('content-range', formatContentRange(result.offset, result.offset + result.rows.length - 1, result.total));
    if (result.totalMoreThan !== undefined) reply.header(TOTAL_MORE_THAN_HEADER, String(result.totalMoreThan));
    return result.rows;
  });

  api.get<{ Params: IdParams }>(`${base}:id`, { config: { token: read, tenantScoped } }, async (request) => {
    const id = parseRecordId(entity, request.params.id);
    const row = await store.read(id, scope(request), login(request));
    // Someone else's row reads as missing: its existence is not disclosed.
    if (!row || (userField && row[userField] !== login(request))) throw missing(id);
    return row;
  });

  // The schemas as served and enforced for a request: with the labels of the codes their rules name, in its language.
  const createSchema = labelledSchema(entity.createSchema);
  const updateSchema = labelledSchema(entity.updateSchema);
  const language = (request: FastifyRequest) => languageOf(request.headers);

  // Served for read-only entities too: their search and detail screens read the field types from them.
  api.get(`${base}schema/post/request`, { config: { token: read } }, async (request) => (await createSchema(deps.db, language(request))).schema);

  api.get<{ Params: IdParams }>(`${base}:id/schema/post/request`, { config: { token: read } }, async (request) => {
    parseRecordId(entity, request.params.id);
    return (await updateSchema(deps.db, language(request))).schema;
  });

  if (entity.readOnly) return;

  /** What the database checks get: the connection or transaction, and who asks. */
  const contextOf = (request: FastifyRequest, db: Queryable, stored: Record<string, unknown> | undefined): VerifyContext => {
    const user = request.user as AuthUser;
    const scoped = tenantScoped ? scope(request) : undefined;
    const tenant = scoped?.kind === 'tenant' ? scoped.idUcastnikTrhu : request.tenant?.idUcastnikTrhu;
    return { db, login: user.login, tenant, core: isCoreUser(user.roles), stored };
  };

  /** The entity's database checks, if it has any; 400 naming the problems. */
  const verify = async (request: FastifyRequest, body: Record<string, unknown>, stored: Record<string, unknown> | undefined, db: Queryable) => {
    if (!entity.verify && !entity.lock && !entity.storedRules) return;
    const context = contextOf(request, db, stored);
    await entity.lock?.(body, context);
    // The shared rules over stored records first (the form runs them too), then the entity's own.
    const exceptId = typeof stored?.[entity.idField] === 'number' ? (stored[entity.idField] as number) : null;
    for (const use of entity.storedRules ?? []) {
      const keys = { ...stored, ...body };
      const facts = await use.facts(keys, { ...context, exceptId });
      const found = facts === undefined ? undefined : use.rule.check(keys, facts as never);
      if (found) throw problemsError([{ field: use.rule.field, key: found.key, params: found.params, rule: use.rule.name }]);
    }
    const problems = (await entity.verify?.(body, context)) ?? [];
    if (problems.length > 0) throw problemsError(problems);
  };

  // The facts of a named rule over stored records, for the form's check before it sends (the
  // write reads the same ones, above). Keys come as query parameters; `id` is the record edited.
  for (const use of entity.storedRules ?? []) {
    api.get<{ Querystring: Record<string, string | undefined> }>(`${base}rules/${use.rule.name}`, { config: { token: read, tenantScoped } }, async (request) => {
      const query = new Map(Object.entries(request.query ?? {}));
      const keys: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
      for (const key of use.rule.keys) {
        const value = query.get(key);
        if (typeof value === 'string' && value !== '') keys[key] = /^\d{1,9}$/.test(value) && entity.fields[key]?.type === 'integer' ? Number(value) : value;
      }
      const id = query.get('id');
      const exceptId = typeof id === 'string' && /^\d{1,9}$/.test(id) ? Number(id) : null;
      const facts = await use.facts(keys, { ...contextOf(request, deps.db, undefined), exceptId });
      return { facts: facts ?? null };
    });
  }

  /** A record its entity locks now (e.g. a contract its process still writes): 409 naming why. */
  const refuseLocked = (stored: Record<string, unknown>) => {
    const reason = entity.lockedReason?.(stored);
    if (reason) throw new ApiError(409, 'error.recordLocked', [reason], { userError: true });
  };

  /** A write and its checks: in one transaction when the entity locks what it checks, else as they come. */
  const writing = <T>(fn: (db: Queryable, writer: EntityStore) => Promise<T>): Promise<T> =>
    entity.lock || entity.verifyDelete ? deps.db.transaction((tx) => fn(tx, new EntityStore(tx, entity, storeOptions))) : fn(deps.db, store);

  api.post(base, { config: { token: create, tenantScoped } }, async (request, reply: FastifyReply) => {
    const valid = validate(entity, await createSchema(deps.db, language(request)), request.body);
    const row = await writing(async (db, writer) => {
      let body = valid;
      await verify(request, body, undefined, db);
      // A child row of core staff takes its parent's owner (a portal row is stamped with the tenant).
      if (entity.ownerOf && entity.tenantField && scope(request).kind === 'all' && body[entity.tenantField] === undefined) {
        body = { ...body, [entity.tenantField]: await entity.ownerOf(body, db) };
      }
      return writer.create(body, login(request), scope(request));
    });
    reply.code(201).header('location', `${apiPrefix}${base}${String(row[entity.idField])}`);
    return row;
  });

  api.post<{ Params: IdParams }>(`${base}:id`, { config: { token: write, tenantScoped } }, async (request) => {
    const id = parseRecordId(entity, request.params.id);
    const body = validate(entity, await updateSchema(deps.db, language(request)), request.body);
    const sentId = body[entity.idField];
    if (sentId !== undefined && sentId !== id) {
      throw badRequest('error.badRequest', [{ key: 'reason.idMismatch', params: { field: entity.idField, value: String(sentId), id } }]);
    }
    const row = await writing(async (db, writer) => {
      // A record the caller cannot see is left to the update, which answers as for any other write.
      const stored = entity.checkChange || entity.verify || entity.lock || entity.lockedReason ? await writer.read(id, scope(request)) : undefined;
      if (stored) {
        refuseLocked(stored);
        const problems = entity.checkChange?.(body, stored, { core: isCoreUser((request.user as AuthUser).roles) }) ?? [];
        if (problems.length > 0) throw problemsError(problems);
        await verify(request, body, stored, db);
      }
      return writer.update(id, body, login(request), scope(request));
    });
    if (!row) throw missing(id);
    return row;
  });

  api.delete<{ Params: IdParams }>(`${base}:id`, { config: { token: write, tenantScoped } }, async (request, reply) => {
    const id = parseRecordId(entity, request.params.id);
    const removed = await writing(async (db, writer) => {
      if (entity.verifyDelete || entity.lockedReason) {
        const stored = await writer.read(id, scope(request));
        if (!stored) return false;
        refuseLocked(stored);
        if (!entity.verifyDelete) return writer.remove(id, scope(request));
        const context = contextOf(request, db, stored);
        await entity.lock?.(stored, context);
        const problems = await entity.verifyDelete(stored, context);
        if (problems.length > 0) throw problemsError(problems);
      }
      return writer.remove(id, scope(request));
    });
    if (!removed) throw missing(id);
    return reply.code(204).send();
  });
}

