import { UCASTNIK_ZMENA_API } from '../../processEntities';
import type { ProcessModule } from '../module';
import { UCASTNIK_TRHU_ZMENA } from './definition';
import { createUcastnikZmena, UCASTNIK_ZMENA_CHECKS, UCASTNIK_ZMENA_EFFECTS } from './effects';
import { TEXTS } from './texts';

/** A participant's change of its own data (UCASTNIK_TRHU_ZMENA). */
export const ucastnikZmena: ProcessModule = {
  definitions: [UCASTNIK_TRHU_ZMENA],
  create: createUcastnikZmena,
  checks: UCASTNIK_ZMENA_CHECKS,
  effects: UCASTNIK_ZMENA_EFFECTS,
  texts: TEXTS,
  entityApis: [UCASTNIK_ZMENA_API],
};
