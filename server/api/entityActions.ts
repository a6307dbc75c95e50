import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BULK_IDS_FIELD } from '../../engine/core/form/bulkBody';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { isCoreUser } from '../auth/roles';
import type { AuthUser } from '../auth/verify';
import { languageOf } from '../i18n/messages';
import type { ActionContext, ActionProblem, EntityAction, EntityDef } from '../model/entity';
import { touchTable } from './countCache';
import { ALL, EntityStore, mapDbError } from './entityStore';
import { badRequest, notFound } from './errors';
import { parseRecordId } from './ids';
import { scopeOf, type Scope } from './scope';
import type { ApiDeps } from './types';
import { compileSchema, errorDetails, errorReason } from './validation';

/** Most rows one bulk action takes (a page of the search is at most 100; a selection may span pages). */
export const BULK_MAX_IDS = 1000;

const EMPTY_BODY: JsonSchema = { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', additionalProperties: false, properties: {} };

/** The body schema an action serves and checks: its own, plus the selected ids for a bulk action. */
export function actionSchema(entity: EntityDef, action: EntityAction): JsonSchema {
  const base = action.schema ?? EMPTY_BODY;
  // The rules over the stored record the form runs before it sends (the server runs them too).
  const own: JsonSchema = action.storedRules?.length ? ({ ...base, storedRules: action.storedRules.map((use) => use.rule.name) } as JsonSchema) : base;
  if (!action.bulk) return own;
  const textKey = entity.fields[entity.idField]?.type === 'string';
  const idSchema: JsonSchema = textKey ? { type: 'string', minLength: 1, maxLength: 200 } : { type: 'integer', minimum: 1 };
  return {
    ...own,
    type: 'object',
    additionalProperties: false,
    properties: { [BULK_IDS_FIELD]: { type: 'array', items: idSchema, minItems: 1, maxItems: BULK_MAX_IDS, uniqueItems: true }, ...(own.properties ?? {}) },
    required: [BULK_IDS_FIELD, ...(own.required ?? [])],
  };
}

// A problem without a field is about the selection or the whole body: its reason names no field
// and stays out of `hints.fields`, so the form shows it above its fields.
function problemsError(problems: readonly ActionProblem[]) {
  return badRequest(
    'error.invalidPayload',
    problems.map((p) => ({ key: p.key, params: { ...(p.field === undefined ? {} : { field: p.field }), ...p.params } })),
    { userError: true, errors: problems.map((p) => ({ ...(p.field === undefined ? {} : { field: p.field }), keyword: p.rule ?? 'check', params: p.params ?? {} })) },
  );
}

/**
 * Serves an entity's record and bulk actions: `POST {path}{id}/{code}` and `POST {path}{code}`, each
 * with its body schema at `…/schema/post/request`. Token and tenant scope are enforced by the guard
 * (route config) and the store (scoped reads); the body is checked with the schema it serves; the
 * action runs in one transaction, so a refusal or failure changes nothing.
 */
export function registerEntityActions(api: FastifyInstance, entity: EntityDef, deps: ApiDeps): void {
  const tenantScoped = entity.tenantField !== undefined;
  const scopeFor = (request: FastifyRequest): Scope => (tenantScoped ? scopeOf(request) : ALL);
  for (const action of entity.actions ?? []) {
    if (!/^[a-z][a-z0-9-]*$/.test(action.code)) throw new Error(`${entity.name}: bad action code ${action.code}`);
    if (action.bulk && action.storedRules?.length) throw new Error(`${entity.name}: bulk action ${action.code} with rules over a stored record`);
    const token = action.token ?? entity.tokens.write;
    const schema = actionSchema(entity, action);
    const validate = compileSchema(schema);
    const path = action.bulk ? `${entity.path}${action.code}` : `${entity.path}:id/${action.code}`;

    api.get<{ Params: { id?: string } }>(`${path}/schema/post/request`, { config: { token } }, async (request) => {
      if (!action.bulk) parseRecordId(entity, request.params.id ?? '');
      return schema;
    });

    // The facts of the action's rules over its record, for the form's check before it sends (the
    // action reads the same ones from the record it runs on, below). `id` is the record.
    for (const use of action.storedRules ?? []) {
      api.get<{ Querystring: Record<string, string | undefined> }>(`${entity.path}rules/${use.rule.name}`, { config: { token, tenantScoped } }, async (request) => {
        const id = new Map(Object.entries(request.query ?? {})).get('id');
        if (typeof id !== 'string' || id === '') return { facts: null };
        const record = await new EntityStore(deps.db, entity).read(parseRecordId(entity, id), scopeFor(request));
        return { facts: (record && use.facts(record)) ?? null };
      });
    }

    api.post<{ Params: { id?: string } }>(path, { config: { token, tenantScoped } }, async (request) => {
      const id = action.bulk ? undefined : parseRecordId(entity, request.params.id ?? '');
      const body = request.body ?? {};
      if (!validate(body)) {
        const errors = validate.errors ?? [];
        throw badRequest('error.invalidPayload', errors.map(errorReason), { userError: true, errors: errorDetails(errors) });
      }
      const user = request.user as AuthUser;
      const scope = scopeFor(request);
      const tenant = scope.kind === 'tenant' ? scope.idUcastnikTrhu : request.tenant?.idUcastnikTrhu;
      const { ids, ...fields } = body as Record<string, unknown>;
      try {
        const answer = await deps.db.transaction(async (tx) => {
          const store = new EntityStore(tx, entity);
          const context: ActionContext = { db: tx, login: user.login, tenant, core: isCoreUser(user.roles), lang: languageOf(request.headers), body: action.bulk ? fields : (body as Record<string, unknown>) };
          if (id !== undefined) {
            // Rules over the stored record hold until the write: two concurrent actions (two contacts
            // added to a participant at its limit) take their turns instead of both passing the check.
            if (action.storedRules?.length) await store.lock(id);
            const record = await store.read(id, scope);
            // Outside the caller's scope reads as missing, as for every other call.
            if (!record) throw notFound([{ key: 'reason.recordNotFound', params: { entity: entity.name, id } }]);
            context.record = record;
          } else {
            const wanted = ids as (number | string)[];
            const records = await store.readMany(wanted, scope);
            const found = new Set(records.map((r) => r[entity.idField]));
            const absent = wanted.filter((w) => !found.has(w));
            if (absent.length > 0) throw notFound([{ key: 'reason.recordNotFound', params: { entity: entity.name, id: absent.slice(0, 10).join(', ') } }]);
            context.records = records;
          }
          const problems = (await action.check?.(context)) ?? [];
          if (problems.length > 0) throw problemsError(problems);
          // The shared rules over the record (the form runs them too), with its facts as read here.
          for (const use of action.storedRules ?? []) {
            const facts = context.record ? use.facts(context.record) : undefined;
            const found = facts === undefined ? undefined : use.rule.check(context.body, facts as never);
            if (found) throw problemsError([{ field: use.rule.field, key: found.key, params: found.params, rule: use.rule.name }]);
          }
          return action.run(context);
        });
        touchTable(entity.table);
        return answer ?? {};
      } catch (error) {
        throw mapDbError(entity, error);
      }
    });
  }
}
