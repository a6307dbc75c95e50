import { SKUPINA_ZDIELANIA_CHECKS, SKUPINA_ZDIELANIA_EFFECTS, createSkupinaZdielania } from './skupinaZdielaniaEffects';
import type { Check, CreateEntity, Effect } from './types';

/** Behaviour the process definitions name: entity creation, checks and effects. */
export const CREATE_ENTITY: Readonly<Record<string, CreateEntity>> = { 'skupinaZdielania.create': createSkupinaZdielania };
export const CHECKS: Readonly<Record<string, Check>> = { ...SKUPINA_ZDIELANIA_CHECKS };
export const EFFECTS: Readonly<Record<string, Effect>> = { ...SKUPINA_ZDIELANIA_EFFECTS };
