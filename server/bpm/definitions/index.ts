import { AKUMULACNE_ZARIADENIE_REGISTRACIA } from '../processes/akumulacneZariadenieRegistracia/definition';
import { ODBERNE_MIESTO_REGISTRACIA } from '../processes/odberneMiestoRegistracia/definition';
import { PONIZENIE_VYTVORENIE } from '../processes/ponizenie/definition';
import { POUZIVATEL_VYTVORENIE } from '../processes/pouzivatelVytvorenie/definition';
import { REKLAMACIA } from '../processes/reklamacia/definition';
import { RETAZENIE_ODCHYLOK } from '../processes/retazenieOdchylok/definition';
import { SKUPINA_ZDIELANIA_VYTVORENIE } from '../processes/skupinaZdielania/definition';
import type { ProcessDef } from './types';
import { PRIRADENIE_UCASTNIKA } from '../processes/ucastnikPrepojenie/definition';
import { UCASTNIK_TRHU_ZMENA } from '../processes/ucastnikZmena/definition';
import { UCASTNIK_TRHU_REGISTRACIA } from '../processes/ucastnikRegistracia/definition';
import { VYROBNE_ZARIADENIE_REGISTRACIA } from '../processes/vyrobneZariadenieRegistracia/definition';
import { ZMLUVA_ZO } from '../processes/zmluvaZo/definition';
import { ZMLUVA_ZPU } from '../processes/zmluvaZpu/definition';
import { POUZIVATEL_ZMENA_PROFILU } from '../processes/zmenaProfilu/definition';

/** Every process the engine runs. */
export const PROCESSES: readonly ProcessDef[] = [SKUPINA_ZDIELANIA_VYTVORENIE, ZMLUVA_ZO, ZMLUVA_ZPU, UCASTNIK_TRHU_REGISTRACIA, POUZIVATEL_ZMENA_PROFILU, REKLAMACIA, VYROBNE_ZARIADENIE_REGISTRACIA, PONIZENIE_VYTVORENIE, AKUMULACNE_ZARIADENIE_REGISTRACIA, ODBERNE_MIESTO_REGISTRACIA, POUZIVATEL_VYTVORENIE, PRIRADENIE_UCASTNIKA, UCASTNIK_TRHU_ZMENA, RETAZENIE_ODCHYLOK];

/** A process by its type code. */
export function processByCode(code: string): ProcessDef | undefined {
  return PROCESSES.find((p) => p.code === code);
}
