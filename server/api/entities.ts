import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ValidateFunction } from 'ajv';
import { formatContentRange } from '../../engine/core/rql/contentRange';
import { parseRql, RqlError } from '../../engine/core/rql/parse';
import type { RqlQuery } from '../../engine/core/rql/ast';
import type { AuthUser } from '../auth/verify';
import type { EntityDef } from '../model/entity';
import { RqlSqlError } from '../rql/sql';
import { EntityStore } from './entityStore';
import { badRequest, notFound } from './errors';
import type { ApiDeps } from './types';
import { compileSchema, errorDetails, errorReason } from './validation';

interface IdParams {
  id: string;
}

/** The raw text after `?`, still percent-encoded, as the RQL parser expects it. */
export function rawQueryOf(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at + 1);
}

function parseListQuery(url: string): RqlQuery {
  try {
    return parseRql(rawQueryOf(url));
  } catch (error) {
    if (error instanceof RqlError) throw badRequest('error.invalidQuery', [error.message], { userError: false });
    throw error;
  }
}

function parseId(entity: EntityDef, text: string): number {
  const id = /^\d{1,15}$/.test(text) ? Number(text) : NaN;
  if (!(id > 0)) throw badRequest('error.badRequest', [{ key: 'reason.idNotNumber', params: { field: entity.idField, value: text.slice(0, 40) } }]);
  return id;
}

/** Validates a body against the very schema served for it; 400 with one reason per error. */
function validate(entity: EntityDef, validator: ValidateFunction, body: unknown): Record<string, unknown> {
  if (!validator(body)) {
    const errors = validator.errors ?? [];
    throw badRequest('error.invalidPayload', errors.map(errorReason), { userError: true, errors: errorDetails(errors) });
  }
  const value = body as Record<string, unknown>;
  const problems = entity.check?.(value) ?? [];
  if (problems.length > 0) {
    throw badRequest(
      'error.invalidPayload',
      problems.map((p) => ({ key: p.key, params: { field: p.field, ...p.params } })),
      { userError: true, errors: problems.map((p) => ({ field: p.field, keyword: 'check', params: p.params ?? {} })) },
    );
  }
  return value;
}

/**
 * Registers list, read, create, update, delete and schema routes for one declared entity.
 * Permission tokens are declared per route in `config.token` and enforced by the guard.
 */
export function registerEntityRoutes(api: FastifyInstance, entity: EntityDef, deps: ApiDeps, apiPrefix: string): void {
  const store = new EntityStore(deps.db, entity);
  const validateCreate = compileSchema(entity.createSchema);
  const validateUpdate = compileSchema(entity.updateSchema);
  const base = entity.path;
  const { read, write, create } = entity.tokens;
  const login = (request: FastifyRequest) => (request.user as AuthUser).login;
  const missing = (id: number) => notFound([{ key: 'reason.recordNotFound', params: { entity: entity.name, id } }]);

  api.get(base, { config: { token: read } }, async (request, reply) => {
    let result;
    try {
      result = await store.list(parseListQuery(request.url));
    } catch (error) {
      if (error instanceof RqlSqlError) throw badRequest('error.invalidQuery', [{ key: error.key, params: error.params }]);
      throw error;
    }
    reply.header('content-range', formatContentRange(result.offset, result.offset + result.rows.length - 1, result.total));
    return result.rows;
  });

  api.get(`${base}schema/post/request`, { config: { token: read } }, async () => entity.createSchema);

  api.get<{ Params: IdParams }>(`${base}:id/schema/post/request`, { config: { token: read } }, async (request) => {
    parseId(entity, request.params.id);
    return entity.updateSchema;
  });

  api.get<{ Params: IdParams }>(`${base}:id`, { config: { token: read } }, async (request) => {
    const id = parseId(entity, request.params.id);
    const row = await store.read(id);
    if (!row) throw missing(id);
    return row;
  });

  api.post(base, { config: { token: create } }, async (request, reply: FastifyReply) => {
    const body = validate(entity, validateCreate, request.body);
    const row = await store.create(body, login(request));
    reply.code(201).header('location', `${apiPrefix}${base}${String(row[entity.idField])}`);
    return row;
  });

  api.post<{ Params: IdParams }>(`${base}:id`, { config: { token: write } }, async (request) => {
    const id = parseId(entity, request.params.id);
    const body = validate(entity, validateUpdate, request.body);
    const sentId = body[entity.idField];
    if (sentId !== undefined && sentId !== id) {
      throw badRequest('error.badRequest', [{ key: 'reason.idMismatch', params: { field: entity.idField, value: String(sentId), id } }]);
    }
    const row = await store.update(id, body, login(request));
    if (!row) throw missing(id);
    return row;
  });

  api.delete<{ Params: IdParams }>(`${base}:id`, { config: { token: write } }, async (request, reply) => {
    const id = parseId(entity, request.params.id);
    if (!(await store.remove(id))) throw missing(id);
    return reply.code(204).send();
  });
}

