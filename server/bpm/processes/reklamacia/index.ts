import { REKLAMACIA_API } from '../../processEntities';
import type { ProcessModule } from '../module';
import { REKLAMACIA } from './definition';
import { createReklamacia, REKLAMACIA_CHECKS, REKLAMACIA_EFFECTS } from './effects';
import { TEXTS } from './texts';

/** A participant's complaint (REKLAMACIA). */
export const reklamacia: ProcessModule = {
  definitions: [REKLAMACIA],
  create: createReklamacia,
  checks: REKLAMACIA_CHECKS,
  effects: REKLAMACIA_EFFECTS,
  texts: TEXTS,
  entityApis: [REKLAMACIA_API],
};
