import { AKUMULACNE_ZARIADENIE_ZIADOST_API } from '../../processEntities';
import type { ProcessModule } from '../module';
import { AKUMULACNE_ZARIADENIE_REGISTRACIA } from './definition';
import { createAkumulacneZariadenieRegistracia, AKUMULACNE_ZARIADENIE_REGISTRACIA_CHECKS, AKUMULACNE_ZARIADENIE_REGISTRACIA_EFFECTS } from './effects';
import { TEXTS } from './texts';

/** Registration of a storage device by staff (AKUMULACNE_ZARIADENIE_REGISTRACIA). */
export const akumulacneZariadenieRegistracia: ProcessModule = {
  definitions: [AKUMULACNE_ZARIADENIE_REGISTRACIA],
  create: createAkumulacneZariadenieRegistracia,
  checks: AKUMULACNE_ZARIADENIE_REGISTRACIA_CHECKS,
  effects: AKUMULACNE_ZARIADENIE_REGISTRACIA_EFFECTS,
  texts: TEXTS,
  entityApis: [AKUMULACNE_ZARIADENIE_ZIADOST_API],
};
