import { AKUMULACNE_ZARIADENIE_REGISTRACIA } from './akumulacneZariadenieRegistracia';
import { ODBERNE_MIESTO_REGISTRACIA } from './odberneMiestoRegistracia';
import { PONIZENIE_VYTVORENIE } from './ponizenie';
import { POUZIVATEL_VYTVORENIE } from './pouzivatelVytvorenie';
import { REKLAMACIA } from './reklamacia';
import { RETAZENIE_ODCHYLOK } from './retazenieOdchylok';
import { SKUPINA_ZDIELANIA_VYTVORENIE } from './skupinaZdielania';
import type { ProcessDef } from './types';
import { PRIRADENIE_UCASTNIKA } from './ucastnikPrepojenie';
import { UCASTNIK_TRHU_ZMENA } from './ucastnikZmena';
import { UCASTNIK_TRHU_REGISTRACIA } from './ucastnikRegistracia';
import { VYROBNE_ZARIADENIE_REGISTRACIA } from './vyrobneZariadenieRegistracia';
import { ZMLUVA_ZO } from './zmluvaZo';
import { ZMLUVA_ZPU } from './zmluvaZpu';
import { POUZIVATEL_ZMENA_PROFILU } from './zmenaProfilu';

/** Every process the engine runs. */
export const PROCESSES: readonly ProcessDef[] = [SKUPINA_ZDIELANIA_VYTVORENIE, ZMLUVA_ZO, ZMLUVA_ZPU, UCASTNIK_TRHU_REGISTRACIA, POUZIVATEL_ZMENA_PROFILU, REKLAMACIA, VYROBNE_ZARIADENIE_REGISTRACIA, PONIZENIE_VYTVORENIE, AKUMULACNE_ZARIADENIE_REGISTRACIA, ODBERNE_MIESTO_REGISTRACIA, POUZIVATEL_VYTVORENIE, PRIRADENIE_UCASTNIKA, UCASTNIK_TRHU_ZMENA, RETAZENIE_ODCHYLOK];

/** A process by its type code. */
export function processByCode(code: string): ProcessDef | undefined {
  return PROCESSES.find((p) => p.code === code);
}
