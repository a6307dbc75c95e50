import { SKUPINA_ZDIELANIA_CHECKS, SKUPINA_ZDIELANIA_EFFECTS, createSkupinaZdielania } from './skupinaZdielaniaEffects';
import type { Check, CreateEntity, Effect } from './types';
import { ZMLUVA_ZO_CHECKS, ZMLUVA_ZO_EFFECTS, createZmluvaZo } from './zmluvaZoEffects';

/** Behaviour the process definitions name: entity creation, checks and effects. */
export const CREATE_ENTITY: Readonly<Record<string, CreateEntity>> = { 'skupinaZdielania.create': createSkupinaZdielania, 'zmluvaZo.create': createZmluvaZo };
export const CHECKS: Readonly<Record<string, Check>> = { ...SKUPINA_ZDIELANIA_CHECKS, ...ZMLUVA_ZO_CHECKS };
export const EFFECTS: Readonly<Record<string, Effect>> = { ...SKUPINA_ZDIELANIA_EFFECTS, ...ZMLUVA_ZO_EFFECTS };
