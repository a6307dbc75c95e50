import type { ProcessModule } from '../module';
import { SKUPINA_ZDIELANIA_VYTVORENIE } from './definition';
import { createSkupinaZdielania, SKUPINA_ZDIELANIA_CHECKS, SKUPINA_ZDIELANIA_EFFECTS } from './effects';
import { registerSkupinaZdielaniaRoutes } from './routes';
import { TEXTS } from './texts';

/** A sharing group's creation (SKUPINA_ZDIELANIA_VYTVORENIE). */
export const skupinaZdielania: ProcessModule = {
  definitions: [SKUPINA_ZDIELANIA_VYTVORENIE],
  create: createSkupinaZdielania,
  checks: SKUPINA_ZDIELANIA_CHECKS,
  effects: SKUPINA_ZDIELANIA_EFFECTS,
  texts: TEXTS,
  routes: registerSkupinaZdielaniaRoutes,
};
