import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../api/errors';
import type { ApiDeps } from '../api/types';
import { callerOf, workflowCallerOf } from './caller';
import { PROCESSES } from './definitions';
import { PROCESS_MODULES } from './processes';
import type { ProcessDef } from './definitions/types';
import { ProcessEngine, type InboxList } from './engine';
import { translate } from '../i18n/messages';
import { registerPodpisanieRoutes } from '../zmluva/podpisanie';
import { registerDetailPortalRoutes } from '../zmluva/detailPortal';
import { registerProcessEntityRoutes } from './processEntityRoutes';
import { registerAssignRoutes } from './assignRoutes';
import { parsePositiveId } from '../api/ids';

const LISTS: readonly InboxList[] = ['mine', 'department', 'approval'];
const DEPARTMENTS = ['ZMLUVNE', 'BILANCNE'];

/** Options of the BPM routes (tests shorten the background delay). */
export interface BpmOptions {
  asyncDelayMs?: number;
  /** How often this instance looks for due completions (also those another instance left). @default 2 s */
  sweepIntervalMs?: number;
  /** When a claimed completion not yet finished is taken over by another instance. @default 30 s */
  staleAfterMs?: number;
}

/** Registers the process engine's API (spec 7): activities, actions, completion, notes, start-process, dashboard. */
export function registerBpmRoutes(api: FastifyInstance, deps: ApiDeps, options: BpmOptions = {}): ProcessEngine {
  const delay = options.asyncDelayMs ?? (Number(process.env.BPM_ASYNC_DELAY_MS) || 1500);
  const engine = new ProcessEngine(deps.db, {
    asyncDelayMs: delay,
    pollMs: options.sweepIntervalMs ?? (Number(process.env.BPM_SWEEP_INTERVAL_MS) || 2000),
    staleAfterMs: options.staleAfterMs ?? (Number(process.env.BPM_STALE_AFTER_MS) || 30_000),
    logError: (error) => api.log.error({ err: error }, 'bpm background step failed'),
  });
  api.addHook('onReady', async () => engine.startBackground());
  api.addHook('onClose', async () => engine.close());
  // Activities serve also users acting for no participant yet (a visitor registering one).
  const scoped = { config: {} };
  const callerOfRequest = (request: FastifyRequest) => workflowCallerOf(request, deps.db);

  api.get<{ Params: { id: string } }>('/bpm/activity/:id', scoped, async (request) => {
    const id = parsePositiveId(request.params.id, 'activityId');
    return engine.read(id, await callerOfRequest(request));
  });
  api.get<{ Params: { code: string } }>('/bpm/activity/code/:code', scoped, async (request) => engine.readByCode(request.params.code.slice(0, 40), await callerOfRequest(request)));
  api.get<{ Params: { id: string } }>('/bpm/activity/:id/actions/', scoped, async (request) =>
    engine.actions(parsePositiveId(request.params.id, 'activityId'), await callerOfRequest(request)),
  );
  api.post<{ Params: { id: string; action: string } }>('/bpm/activity/:id/complete/:action', scoped, async (request) =>
    engine.complete(parsePositiveId(request.params.id, 'activityId'), request.params.action, await callerOfRequest(request)),
  );
  api.post<{ Params: { id: string }; Body: { dovod?: unknown } | undefined }>('/bpm/activity/:id/reason', scoped, async (request) =>
    engine.saveReason(parsePositiveId(request.params.id, 'activityId'), request.body?.dovod, await callerOfRequest(request)),
  );
  api.post<{ Params: { id: string }; Body: { note?: unknown } | undefined }>('/bpm/process/:id', scoped, async (request, reply) => {
    const id = parsePositiveId(request.params.id, 'processId');
    const saved = await engine.addNote(id, request.body?.note, await callerOfRequest(request));
    return reply.code(200).send(saved);
  });
  api.get<{ Querystring: { list?: string; department?: string } }>('/bpm/dashboard/activities', scoped, async (request) => {
    const caller = await callerOfRequest(request);
    const list = (request.query.list ?? 'mine') as InboxList;
    if (!LISTS.includes(list)) throw new ApiError(400, 'error.badRequest', [translate(caller.lang, 'bpm.badList')]);
    const department = request.query.department;
    if (department !== undefined && !DEPARTMENTS.includes(department)) throw new ApiError(400, 'error.badRequest', [translate(caller.lang, 'bpm.badDepartment')]);
    return engine.inbox(caller, list, department);
  });
  // Every count of "my activities" is this one query over the inbox lists' own condition: the
  // dashboard's counts and the top bar's (which leaves out approvals on the client, spec 7), so a
  // task the dashboard lists (e.g. a chain link waiting for the participant's consent) is counted
  // everywhere alike.
  const counts = async (request: FastifyRequest) => engine.counts(await callerOfRequest(request));
  api.get('/bpm/dashboard/activity-count', scoped, counts);
  api.get('/bpm/dashboard/my-activity-count', scoped, counts);
  registerAssignRoutes(api, deps.db, callerOfRequest);

  // One start path may start several processes: the body's `scenario` chooses (none: the plain one).
  const byPath = new Map<string, ProcessDef[]>();
  for (const def of PROCESSES) if (def.startPath) byPath.set(def.startPath, [...(byPath.get(def.startPath) ?? []), def]);
  for (const [path, defs] of byPath) {
    const first = defs[0] as ProcessDef;
    const options = first.tenantless ? { config: { token: first.startTokens } } : { config: { token: first.startTokens, tenantScoped: true } };
    api.post<{ Body: { scenario?: unknown } | undefined }>(path, options, async (request) => {
      const caller = first.tenantless ? await callerOfRequest(request) : callerOf(request);
      const scenario = request.body?.scenario ?? null;
      const def = defs.find((d) => (d.scenario ?? null) === scenario);
      if (!def) throw new ApiError(400, 'error.badRequest', [translate(caller.lang, 'bpm.unknownScenario', { scenario: String(scenario).slice(0, 40) })], { userError: true });
      return engine.start(def, caller);
    });
  }
  registerPodpisanieRoutes(api, deps, engine);
  registerDetailPortalRoutes(api, deps);
  // Each process's forms and routes of its own, from its folder (server/bpm/processes/<name>/index.ts).
  for (const module of PROCESS_MODULES) {
    for (const entityApi of module.entityApis ?? []) registerProcessEntityRoutes(api, deps, engine, entityApi);
    module.routes?.(api, deps, engine);
  }
  return engine;
}
