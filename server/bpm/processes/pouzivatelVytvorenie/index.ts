import { POUZIVATEL_ZIADOST_API } from '../../processEntities';
import type { ProcessModule } from '../module';
import { POUZIVATEL_VYTVORENIE } from './definition';
import { createPouzivatelVytvorenie, POUZIVATEL_VYTVORENIE_CHECKS, POUZIVATEL_VYTVORENIE_EFFECTS } from './effects';
import { TEXTS } from './texts';

/** A user account created by staff for a participant (POUZIVATEL_VYTVORENIE). */
export const pouzivatelVytvorenie: ProcessModule = {
  definitions: [POUZIVATEL_VYTVORENIE],
  create: createPouzivatelVytvorenie,
  checks: POUZIVATEL_VYTVORENIE_CHECKS,
  effects: POUZIVATEL_VYTVORENIE_EFFECTS,
  texts: TEXTS,
  entityApis: [POUZIVATEL_ZIADOST_API],
};
