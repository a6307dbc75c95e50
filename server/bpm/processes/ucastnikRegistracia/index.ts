import { UCASTNIK_REGISTRACIA_API } from '../../processEntities';
import type { ProcessModule } from '../module';
import { UCASTNIK_TRHU_REGISTRACIA } from './definition';
import { createUcastnikRegistracia, UCASTNIK_REGISTRACIA_CHECKS, UCASTNIK_REGISTRACIA_EFFECTS } from './effects';
import { TEXTS } from './texts';

/** A visitor's registration of a market participant (UCASTNIK_TRHU_REGISTRACIA). */
export const ucastnikRegistracia: ProcessModule = {
  definitions: [UCASTNIK_TRHU_REGISTRACIA],
  create: createUcastnikRegistracia,
  checks: UCASTNIK_REGISTRACIA_CHECKS,
  effects: UCASTNIK_REGISTRACIA_EFFECTS,
  texts: TEXTS,
  entityApis: [UCASTNIK_REGISTRACIA_API],
};
