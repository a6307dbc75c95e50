import type { ProcessModule } from '../module';
import { ZMLUVA_ZO } from './definition';
import { createZmluvaZo, ZMLUVA_ZO_CHECKS, ZMLUVA_ZO_EFFECTS } from './effects';
import { registerZmluvaZoRoutes } from './routes';
import { TEXTS } from './texts';

/** The contract for imbalance settlement (ZMLUVA_ZO). */
export const zmluvaZo: ProcessModule = {
  definitions: [ZMLUVA_ZO],
  create: createZmluvaZo,
  checks: ZMLUVA_ZO_CHECKS,
  effects: ZMLUVA_ZO_EFFECTS,
  texts: TEXTS,
  routes: registerZmluvaZoRoutes,
};
