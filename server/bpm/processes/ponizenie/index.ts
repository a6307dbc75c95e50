import { PONIZENIE_API } from '../../processEntities';
import type { ProcessModule } from '../module';
import { PONIZENIE_VYTVORENIE } from './definition';
import { createPonizenie, PONIZENIE_CHECKS, PONIZENIE_EFFECTS } from './effects';
import { registerPonizenieOomRoutes } from './routes';
import { TEXTS } from './texts';

/** A participant's tariff reduction group (PONIZENIE_VYTVORENIE). */
export const ponizenie: ProcessModule = {
  definitions: [PONIZENIE_VYTVORENIE],
  create: createPonizenie,
  checks: PONIZENIE_CHECKS,
  effects: PONIZENIE_EFFECTS,
  texts: TEXTS,
  entityApis: [PONIZENIE_API],
  routes: registerPonizenieOomRoutes,
};
