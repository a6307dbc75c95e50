import type { FastifyInstance } from 'fastify';
import { ApiError } from '../api/errors';
import type { ApiDeps } from '../api/types';
import { callerOf } from './caller';
import { PROCESSES } from './definitions';
import { ProcessEngine, type InboxList } from './engine';
import { bpmText } from './messages';
import { registerSkupinaZdielaniaRoutes } from './skupinaZdielaniaRoutes';
import { registerZmluvaZoRoutes } from './zmluvaZoRoutes';
import { languageOf } from '../i18n/messages';

const LISTS: readonly InboxList[] = ['mine', 'department', 'approval'];
const DEPARTMENTS = ['ZMLUVNE', 'BILANCNE'];

/** A positive integer from a path parameter, else 400. */
export function parsePositiveId(text: string, field: string, headers: Record<string, string | string[] | undefined>): number {
  const id = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  if (!(id > 0)) throw new ApiError(400, 'error.badRequest', [bpmText(languageOf(headers), 'bpm.badId', { field, value: text.slice(0, 40) })]);
  return id;
}

/** Options of the BPM routes (tests shorten the background delay). */
export interface BpmOptions {
  asyncDelayMs?: number;
}

/** Registers the process engine's API (spec 7): activities, actions, completion, notes, start-process, dashboard. */
export function registerBpmRoutes(api: FastifyInstance, deps: ApiDeps, options: BpmOptions = {}): ProcessEngine {
  const delay = options.asyncDelayMs ?? (Number(process.env.BPM_ASYNC_DELAY_MS) || 1500);
  const engine = new ProcessEngine(deps.db, { asyncDelayMs: delay, logError: (error) => api.log.error({ err: error }, 'bpm background step failed') });
  api.addHook('onReady', async () => void (await engine.resumeFinishing()));
  api.addHook('onClose', async () => engine.close());
  const scoped = { config: { tenantScoped: true } };

  api.get<{ Params: { id: string } }>('/bpm/activity/:id', scoped, async (request) => {
    const id = parsePositiveId(request.params.id, 'activityId', request.headers);
    return engine.read(id, callerOf(request));
  });
  api.get<{ Params: { code: string } }>('/bpm/activity/code/:code', scoped, async (request) => engine.readByCode(request.params.code.slice(0, 40), callerOf(request)));
  api.get<{ Params: { id: string } }>('/bpm/activity/:id/actions/', scoped, async (request) =>
    engine.actions(parsePositiveId(request.params.id, 'activityId', request.headers), callerOf(request)),
  );
  api.post<{ Params: { id: string; action: string } }>('/bpm/activity/:id/complete/:action', scoped, async (request) =>
    engine.complete(parsePositiveId(request.params.id, 'activityId', request.headers), request.params.action, callerOf(request)),
  );
  api.post<{ Params: { id: string }; Body: { dovod?: unknown } | undefined }>('/bpm/activity/:id/reason', scoped, async (request) =>
    engine.saveReason(parsePositiveId(request.params.id, 'activityId', request.headers), request.body?.dovod, callerOf(request)),
  );
  api.post<{ Params: { id: string }; Body: { note?: unknown } | undefined }>('/bpm/process/:id', scoped, async (request, reply) => {
    const id = parsePositiveId(request.params.id, 'processId', request.headers);
    const saved = await engine.addNote(id, request.body?.note, callerOf(request));
    return reply.code(200).send(saved);
  });
  api.get<{ Querystring: { list?: string; department?: string } }>('/bpm/dashboard/activities', scoped, async (request) => {
    const caller = callerOf(request);
    const list = (request.query.list ?? 'mine') as InboxList;
    if (!LISTS.includes(list)) throw new ApiError(400, 'error.badRequest', [bpmText(caller.lang, 'bpm.badList')]);
    const department = request.query.department;
    if (department !== undefined && !DEPARTMENTS.includes(department)) throw new ApiError(400, 'error.badRequest', [bpmText(caller.lang, 'bpm.badDepartment')]);
    return engine.inbox(caller, list, department);
  });
  api.get('/bpm/dashboard/activity-count', scoped, async (request) => engine.counts(callerOf(request)));

  for (const def of PROCESSES) {
    api.post(def.startPath, { config: { token: def.startTokens, tenantScoped: true } }, async (request) => engine.start(def, callerOf(request)));
  }
  registerSkupinaZdielaniaRoutes(api, deps, engine);
  registerZmluvaZoRoutes(api, deps, engine);
  return engine;
}
