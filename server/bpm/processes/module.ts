import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../../api/types';
import type { Check, CreateEntity, Effect, ParticipantOf, ProcessDef, ProcessTexts } from '../definitions/types';
import type { ProcessEngine } from '../engine';
import type { ProcessEntityApi } from '../processEntityRoutes';

/**
 * Everything of one process, in its folder `processes/<name>/` (index.ts): the definition (data),
 * the behaviour its nodes name, its texts and its routes. `processes/index.ts` lists the modules;
 * the engine, the catalogue of texts and the routes read them from there and nowhere else.
 */
export interface ProcessModule {
  /** The process; several when one start path starts scenarios of it. */
  definitions: readonly ProcessDef[];
  /** Creates the process's entity (named by `ProcessDef.createEntity`). */
  create?: CreateEntity;
  /** Checks and effects by the names the nodes use (`<process>.<name>`). */
  checks?: Readonly<Record<string, Check>>;
  effects?: Readonly<Record<string, Effect>>;
  /** Resolvers named by `participantToken` assignees. */
  participantOf?: Readonly<Record<string, ParticipantOf>>;
  /** Reasons and messages of its checks and effects, in sk, en and cs (the same keys in each). */
  texts?: ProcessTexts;
  /** Its entity's forms, served by the generic process-entity routes (bpm/processEntities.ts). */
  entityApis?: readonly ProcessEntityApi[];
  /** Routes of its own (e.g. items of its entity). */
  routes?: (api: FastifyInstance, deps: ApiDeps, engine: ProcessEngine) => void;
}
