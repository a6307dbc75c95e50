import { ODBERNE_MIESTO_ZIADOST_API } from '../../processEntities';
import type { ProcessModule } from '../module';
import { ODBERNE_MIESTO_REGISTRACIA } from './definition';
import { createOdberneMiestoRegistracia, ODBERNE_MIESTO_REGISTRACIA_CHECKS, ODBERNE_MIESTO_REGISTRACIA_EFFECTS } from './effects';
import { TEXTS } from './texts';

/** Registration of a metering point by staff (ODBERNE_MIESTO_REGISTRACIA). */
export const odberneMiestoRegistracia: ProcessModule = {
  definitions: [ODBERNE_MIESTO_REGISTRACIA],
  create: createOdberneMiestoRegistracia,
  checks: ODBERNE_MIESTO_REGISTRACIA_CHECKS,
  effects: ODBERNE_MIESTO_REGISTRACIA_EFFECTS,
  texts: TEXTS,
  entityApis: [ODBERNE_MIESTO_ZIADOST_API],
};
