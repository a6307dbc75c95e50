import { PROCESS_MODULES } from '../processes';
import type { Check, CreateEntity, Effect, ParticipantOf } from './types';

/** Behaviour the process definitions name, gathered from the process folders: entity creation, checks and effects. */
export const CREATE_ENTITY: Readonly<Record<string, CreateEntity>> = Object.fromEntries(
  PROCESS_MODULES.flatMap((module) => module.definitions.flatMap((def) => (def.createEntity && module.create ? [[def.createEntity, module.create]] : []))),
);
export const CHECKS: Readonly<Record<string, Check>> = Object.assign({}, ...PROCESS_MODULES.map((module) => module.checks ?? {}));
export const EFFECTS: Readonly<Record<string, Effect>> = Object.assign({}, ...PROCESS_MODULES.map((module) => module.effects ?? {}));
/** Resolvers of the participant a task is delegated to (assignee kind `participantToken`). */
export const PARTICIPANT_OF: Readonly<Record<string, ParticipantOf>> = Object.assign({}, ...PROCESS_MODULES.map((module) => module.participantOf ?? {}));
