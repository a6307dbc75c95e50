// A link of the balance-responsibility chain as the API answers it (server/model/retazenieOdchylok.ts),
// shared by the chain page and its dialog pages.
export const CHAIN_API = '/portal/zmluvy/retazenie-odchylok/';

export const CHAIN_STATE_COLOR: Readonly<Record<string, string>> = { CAKA: 'yellow', SUHLAS: 'green', NESUHLAS: 'red' };

export interface ChainLink {
  idRetazenie: number;
  idZiadatel: number;
  nazovZiadatel: string;
  eicZiadatel: string;
  idUcastnikTrhu: number;
  nazovUcastnik: string;
  eicUcastnik: string;
  stav: 'CAKA' | 'SUHLAS' | 'NESUHLAS';
  platnostOd: string;
  platnostDo: string | null;
  poznamka: string | null;
  dovodOdmietnutia: string | null;
  rozhodol: string | null;
  rozhodnuteKedy: string | null;
  vytvoril: string;
  vytvoreneKedy: string;
  verzia: number;
}
