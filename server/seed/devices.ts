// Production devices of the seed: about 150, spread over the participants, with valid 24W EICs,
// plausible power for their technology and GPS positions near real Slovak places.
import { withEicCheck } from '../../engine/core/validation/eicCheck';
import { PARTICIPANTS } from './participants';

/** One device of the seed (API field names; technology and owner by code and EIC). */
export interface SeedDevice {
  eic: string;
  nazov: string;
  technologiaKod: string;
  instalovanyVykonKw: number;
  pocetGeneratorov: number;
  typPodpory: 'BEZ_PODPORY' | 'DOPLATOK' | 'VYKUP' | 'PRIPLATOK' | 'INVESTICNA';
  datumUvedeniaDoPrevadzky: string | null;
  gpsLat: number | null;
  gpsLon: number | null;
  stav: 'V_KONANI' | 'AKTIVNE' | 'NEAKTIVNE' | 'ZRUSENE';
  poznamka: string | null;
  ucastnikEic: string;
}

// Places with their approximate coordinates.
const PLACES: readonly [string, number, number][] = [
  ['Zlaté Moravce', 48.385, 18.4],
  ['Senica', 48.679, 17.367],
  ['Žiar nad Hronom', 48.59, 18.853],
  ['Cerová', 48.575, 17.38],
  ['Trnava', 48.377, 17.588],
  ['Nitra', 48.307, 18.086],
  ['Levice', 48.217, 18.607],
  ['Komárno', 47.763, 18.129],
  ['Dunajská Streda', 47.993, 17.619],
  ['Banská Bystrica', 48.736, 19.146],
  ['Zvolen', 48.574, 19.124],
  ['Lučenec', 48.33, 19.667],
  ['Rimavská Sobota', 48.383, 20.017],
  ['Rožňava', 48.661, 20.532],
  ['Košice', 48.716, 21.261],
  ['Michalovce', 48.755, 21.918],
  ['Prešov', 48.998, 21.234],
  ['Poprad', 49.059, 20.297],
  ['Liptovský Mikuláš', 49.083, 19.612],
  ['Žilina', 49.223, 18.74],
  ['Martin', 49.066, 18.923],
  ['Trenčín', 48.894, 18.044],
  ['Piešťany', 48.594, 17.827],
  ['Malacky', 48.436, 17.018],
  ['Šaľa', 48.151, 17.881],
  ['Topoľčany', 48.561, 18.177],
  ['Humenné', 48.937, 21.906],
  ['Bardejov', 49.292, 21.276],
  ['Čadca', 49.438, 18.789],
  ['Veľký Krtíš', 48.21, 19.348],
];

// Kinds of device: name prefix, technology codes, power range in kW, generators, support types.
interface Kind {
  prefix: string;
  technologies: readonly string[];
  kw: [number, number];
  generators: [number, number];
  support: readonly SeedDevice['typPodpory'][];
  suffixes: readonly string[];
}

const KINDS: readonly Kind[] = [
  { prefix: 'FVE', technologies: ['FVE_POZEMNA', 'FVE_TRACKER', 'FVE_AGRO'], kw: [500, 10000], generators: [1, 12], support: ['DOPLATOK', 'VYKUP', 'PRIPLATOK'], suffixes: ['Solárny park', 'Slnečné pole', 'Fotovoltika'] },
  { prefix: 'FVE', technologies: ['FVE_STRECHA', 'FVE_FASADA'], kw: [10, 990], generators: [1, 4], support: ['BEZ_PODPORY', 'VYKUP', 'INVESTICNA'], suffixes: ['strecha haly', 'strecha obchodného centra', 'strecha skladu'] },
  { prefix: 'VTE', technologies: ['VTE_PEVNINA', 'VTE_MALA'], kw: [50, 25000], generators: [1, 8], support: ['DOPLATOK', 'PRIPLATOK'], suffixes: ['Veterný park', 'Veterná farma'] },
  { prefix: 'MVE', technologies: ['MVE_PRIETOCNA', 'MVE_DERIVACNA', 'MVE_MIKRO'], kw: [30, 5000], generators: [1, 3], support: ['DOPLATOK', 'VYKUP', 'BEZ_PODPORY'], suffixes: ['pri jazu', 'na náhone', 'pri mlyne'] },
  { prefix: 'BPS', technologies: ['BPS_POLNOHOSP', 'BPS_COV', 'BPS_SKLADKA'], kw: [250, 2000], generators: [1, 3], support: ['DOPLATOK', 'PRIPLATOK'], suffixes: ['družstvo', 'ČOV', 'skládka'] },
  { prefix: 'KGJ', technologies: ['KGJ_ZP', 'KGJ_BIOPLYN', 'MIKRO_KGJ'], kw: [5, 8000], generators: [1, 6], support: ['BEZ_PODPORY', 'DOPLATOK'], suffixes: ['teplárne', 'nemocnice', 'plavárne'] },
  { prefix: 'BIO', technologies: ['BIO_STIEPKA'], kw: [1000, 20000], generators: [1, 2], support: ['DOPLATOK'], suffixes: ['výhrevne', 'píly'] },
];

const ROMAN = ['I', 'II', 'III', 'IV', 'V'];

/** A small deterministic generator, so every fresh database gets the same devices. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Participants' shares of the devices: the producer's and the suppliers' first, the rest after. */
const OWNERS: readonly [string, number][] = PARTICIPANTS.map((p, i) => [p.eic, [40, 25, 20, 15, 15, 12, 13, 10][i] ?? 10]);

function build(): SeedDevice[] {
  const next = random(20260101);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const between = (min: number, max: number) => min + next() * (max - min);
  const devices: SeedDevice[] = [];
  const usedNames = new Set<string>();
  let serial = 0;
  for (const [ownerEic, count] of OWNERS) {
    for (let i = 0; i < count; i++) {
      serial++;
      const kind = pick(KINDS);
      const [place, lat, lon] = pick(PLACES);
      let nazov = `${kind.prefix} ${place} – ${pick(kind.suffixes)}`;
      for (let n = 0; usedNames.has(nazov); n++) nazov = `${kind.prefix} ${place} – ${pick(kind.suffixes)} ${ROMAN[n] ?? n + 1}`;
      usedNames.add(nazov);
      const kw = Math.round(between(kind.kw[0], kind.kw[1]) * 1000) / 1000;
      const stavRoll = next();
      const stav: SeedDevice['stav'] = stavRoll < 0.72 ? 'AKTIVNE' : stavRoll < 0.85 ? 'V_KONANI' : stavRoll < 0.95 ? 'NEAKTIVNE' : 'ZRUSENE';
      const year = 2006 + Math.floor(next() * 19);
      const date = stav === 'V_KONANI' ? null : `${year}-${pad(1 + Math.floor(next() * 12), 2)}-${pad(1 + Math.floor(next() * 28), 2)}`;
      const located = next() < 0.9;
      // EIC: 24W + 12 characters + check; a few candidates have no valid check character.
      let eic = '';
      for (let attempt = 0; !eic; attempt++) {
        try {
          eic = withEicCheck(`24W${kind.prefix}-${pad(serial * 7 + attempt, 5)}-S`.slice(0, 15).padEnd(15, '0'));
        } catch {
          eic = '';
        }
      }
      devices.push({
        eic,
        nazov,
        technologiaKod: pick(kind.technologies),
        instalovanyVykonKw: kw,
        pocetGeneratorov: Math.floor(between(kind.generators[0], kind.generators[1] + 1)),
        typPodpory: pick(kind.support),
        datumUvedeniaDoPrevadzky: date,
        gpsLat: located ? Math.round((lat + between(-0.05, 0.05)) * 1e6) / 1e6 : null,
        gpsLon: located ? Math.round((lon + between(-0.05, 0.05)) * 1e6) / 1e6 : null,
        stav,
        poznamka: stav === 'NEAKTIVNE' ? 'Dočasne odstavené z dôvodu rekonštrukcie pripojenia.' : null,
        ucastnikEic: ownerEic,
      });
    }
  }
  return devices;
}

export const DEVICES: readonly SeedDevice[] = build();
