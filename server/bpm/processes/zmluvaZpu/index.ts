import { ZMLUVA_ZPU_API } from '../../processEntities';
import type { ProcessModule } from '../module';
import { ZMLUVA_ZPU } from './definition';
import { createZmluvaZpu, ZMLUVA_ZPU_CHECKS, ZMLUVA_ZPU_EFFECTS } from './effects';
import { TEXTS } from './texts';

/** The data-provision contract of producers up to 11 kW (ZMLUVA_ZPU, scenario VYROBA_11_KW). */
export const zmluvaZpu: ProcessModule = {
  definitions: [ZMLUVA_ZPU],
  create: createZmluvaZpu,
  checks: ZMLUVA_ZPU_CHECKS,
  effects: ZMLUVA_ZPU_EFFECTS,
  texts: TEXTS,
  entityApis: [ZMLUVA_ZPU_API],
};
