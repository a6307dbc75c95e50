import { POUZIVATEL_ZMENA_API } from '../../processEntities';
import type { ProcessModule } from '../module';
import { POUZIVATEL_ZMENA_PROFILU } from './definition';
import { createZmenaProfilu, ZMENA_PROFILU_CHECKS, ZMENA_PROFILU_EFFECTS } from './effects';
import { TEXTS } from './texts';

/** A user's change of their own profile (POUZIVATEL_ZMENA_PROFILU). */
export const zmenaProfilu: ProcessModule = {
  definitions: [POUZIVATEL_ZMENA_PROFILU],
  create: createZmenaProfilu,
  checks: ZMENA_PROFILU_CHECKS,
  effects: ZMENA_PROFILU_EFFECTS,
  texts: TEXTS,
  entityApis: [POUZIVATEL_ZMENA_API],
};
