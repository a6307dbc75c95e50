import { VYROBNE_ZARIADENIE_ZIADOST_API } from '../../processEntities';
import type { ProcessModule } from '../module';
import { VYROBNE_ZARIADENIE_REGISTRACIA } from './definition';
import { createVyrobneZariadenieRegistracia, VYROBNE_ZARIADENIE_REGISTRACIA_CHECKS, VYROBNE_ZARIADENIE_REGISTRACIA_EFFECTS } from './effects';
import { TEXTS } from './texts';

/** Registration of a production device by staff (VYROBNE_ZARIADENIE_REGISTRACIA). */
export const vyrobneZariadenieRegistracia: ProcessModule = {
  definitions: [VYROBNE_ZARIADENIE_REGISTRACIA],
  create: createVyrobneZariadenieRegistracia,
  checks: VYROBNE_ZARIADENIE_REGISTRACIA_CHECKS,
  effects: VYROBNE_ZARIADENIE_REGISTRACIA_EFFECTS,
  texts: TEXTS,
  entityApis: [VYROBNE_ZARIADENIE_ZIADOST_API],
};
