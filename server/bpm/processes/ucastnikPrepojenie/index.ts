import { UCASTNIK_PREPOJENIE_API } from '../../processEntities';
import type { ProcessModule } from '../module';
import { PRIRADENIE_UCASTNIKA } from './definition';
import { createUcastnikPrepojenie, UCASTNIK_PREPOJENIE_CHECKS, UCASTNIK_PREPOJENIE_EFFECTS, UCASTNIK_PREPOJENIE_PARTICIPANT } from './effects';
import { registerPrepojenieRoutes } from './routes';
import { TEXTS } from './texts';

/** A user's request to be linked to a market participant (PRIRADENIE_UCASTNIKA). */
export const ucastnikPrepojenie: ProcessModule = {
  definitions: [PRIRADENIE_UCASTNIKA],
  create: createUcastnikPrepojenie,
  checks: UCASTNIK_PREPOJENIE_CHECKS,
  effects: UCASTNIK_PREPOJENIE_EFFECTS,
  participantOf: UCASTNIK_PREPOJENIE_PARTICIPANT,
  texts: TEXTS,
  entityApis: [UCASTNIK_PREPOJENIE_API],
  routes: (api, deps) => registerPrepojenieRoutes(api, deps),
};
