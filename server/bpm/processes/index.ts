import { registerProcessTexts } from '../../i18n/bpmTexts';
import { akumulacneZariadenieRegistracia } from './akumulacneZariadenieRegistracia';
import type { ProcessModule } from './module';
import { odberneMiestoRegistracia } from './odberneMiestoRegistracia';
import { ponizenie } from './ponizenie';
import { pouzivatelVytvorenie } from './pouzivatelVytvorenie';
import { reklamacia } from './reklamacia';
import { retazenieOdchylok } from './retazenieOdchylok';
import { skupinaZdielania } from './skupinaZdielania';
import { ucastnikPrepojenie } from './ucastnikPrepojenie';
import { ucastnikRegistracia } from './ucastnikRegistracia';
import { ucastnikZmena } from './ucastnikZmena';
import { vyrobneZariadenieRegistracia } from './vyrobneZariadenieRegistracia';
import { zmenaProfilu } from './zmenaProfilu';
import { zmluvaZo } from './zmluvaZo';
import { zmluvaZpu } from './zmluvaZpu';

/** Every process the engine runs, one folder each (a new process: its folder and one line here). */
export const PROCESS_MODULES: readonly ProcessModule[] = [
  skupinaZdielania,
  zmluvaZo,
  zmluvaZpu,
  ucastnikRegistracia,
  zmenaProfilu,
  reklamacia,
  vyrobneZariadenieRegistracia,
  ponizenie,
  akumulacneZariadenieRegistracia,
  odberneMiestoRegistracia,
  pouzivatelVytvorenie,
  ucastnikPrepojenie,
  ucastnikZmena,
  retazenieOdchylok,
];

// Their texts join the server's one catalogue (i18n/messages.ts translate).
registerProcessTexts(PROCESS_MODULES.flatMap((module) => (module.texts ? [module.texts] : [])));
