// Seed data of the read-only lookups (forms-data.md 7): aggregation blocks, metering points and
// addendum templates as data; heat systems and devices derived from the seeded heat-producing devices.
import { withEicCheck } from '../../engine/core/validation/eicCheck';
import { round3 } from '../../engine/core/validation/storedRules';
import { PARTICIPANTS } from './participants';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A valid EIC from a 15-character stem built from a serial; skips serials with no check character. */
function eicFrom(stem: (serial: number) => string, serial: number): { eic: string; next: number } {
  for (let s = serial; ; s++) {
    try {
      return { eic: withEicCheck(stem(s)), next: s + 1 };
    } catch {
      // '-' would be the check character: no issuing office assigns such a code, take the next.
    }
  }
}

const eicOf = (index: number) => PARTICIPANTS[index]?.eic as string;

export interface SeedAggregationBlock {
  kod: string;
  nazov: string;
  eic: string;
  ucastnikEic: string;
  periodaFlexibilityMin: number;
  stav: 'NAVRHNUTY' | 'AKTIVNY' | 'POZASTAVENY' | 'ZRUSENY';
  platnostOd: string;
  platnostDo: string | null;
}

// [owner index, name, period minutes, state, valid from, valid to]
const BLOCKS: readonly [number, string, number, SeedAggregationBlock['stav'], string, string | null][] = [
  [0, 'Flexibilita FVE Zlaté Moravce', 15, 'AKTIVNY', '2025-01-01', null],
  [0, 'Batériové úložisko Zlaté Moravce', 15, 'NAVRHNUTY', '2026-03-01', null],
  [1, 'Riadené odbery ZSE – západ', 60, 'AKTIVNY', '2024-07-01', null],
  [1, 'Tepelné čerpadlá domácností ZSE', 30, 'POZASTAVENY', '2024-10-01', '2026-06-30'],
  [2, 'Riadené odbery SSE – stred', 45, 'AKTIVNY', '2025-04-01', null],
  [4, 'MVE Hron – kaskáda', 15, 'AKTIVNY', '2023-01-01', null],
  [7, 'EAC Virtuálna elektráreň Západ', 15, 'AKTIVNY', '2024-01-01', null],
  [7, 'EAC Virtuálna elektráreň Východ', 15, 'AKTIVNY', '2024-06-01', null],
  [7, 'EAC Kogeneračné jednotky', 30, 'AKTIVNY', '2025-01-01', null],
  [7, 'EAC Priemyselné odbery', 60, 'NAVRHNUTY', '2026-01-01', null],
  [7, 'EAC Pilotný blok 2023', 120, 'ZRUSENY', '2023-03-01', '2024-12-31'],
  // The dev account `demo`'s participant (Energetika Pohronie): a block in each state a user tells apart.
  [8, 'Pohronie – fotovoltika a batérie', 15, 'AKTIVNY', '2024-04-01', null],
  [8, 'Pohronie – riadené odbery', 30, 'AKTIVNY', '2025-02-01', null],
  [8, 'Pohronie – tepelné čerpadlá', 60, 'NAVRHNUTY', '2026-05-01', null],
  [8, 'Pohronie – pilotný blok MVE', 15, 'POZASTAVENY', '2024-01-01', '2026-12-31'],
];

function buildBlocks(): SeedAggregationBlock[] {
  let serial = 1;
  return BLOCKS.map(([owner, nazov, minutes, stav, od, to], i) => {
    const { eic, next } = eicFrom((s) => `24WAGB-${pad(s, 8)}`, serial);
    serial = next;
    return { kod: `AGB-${pad(i + 1, 4)}`, nazov, eic, ucastnikEic: eicOf(owner), periodaFlexibilityMin: minutes, stav, platnostOd: od, platnostDo: to };
  });
}

export const AGGREGATION_BLOCKS: readonly SeedAggregationBlock[] = buildBlocks();

export interface SeedMeteringPoint {
  eic: string;
  nazov: string;
  typ: 'ODBER' | 'DODAVKA' | 'ODBER_DODAVKA';
  napatovaUroven: 'NN' | 'VN' | 'VVN';
  bilancnaSkupina: string | null;
  mesto: string;
  psc: string;
  platnostOd: string;
  platnostDo: string | null;
  ucastnikEic: string;
}

const CITIES: readonly [string, string, string][] = [
  // [city, PSC, distribution area prefix of the EIC: ZS west, SS centre, VS east]
  ['Bratislava', '81101', 'ZS'],
  ['Trnava', '91701', 'ZS'],
  ['Nitra', '94901', 'ZS'],
  ['Zlaté Moravce', '95301', 'ZS'],
  ['Trenčín', '91101', 'ZS'],
  ['Žilina', '01001', 'SS'],
  ['Banská Bystrica', '97401', 'SS'],
  ['Martin', '03601', 'SS'],
  ['Žiar nad Hronom', '96501', 'SS'],
  ['Košice', '04001', 'VS'],
  ['Prešov', '08001', 'VS'],
  ['Michalovce', '07101', 'VS'],
];

const PLACES_OF_USE = ['Rodinný dom', 'Bytový dom', 'Prevádzka', 'Sklad', 'Kancelárie', 'Výrobná hala', 'Predajňa', 'Garáž'];
const PLANTS = ['Fotovoltika', 'Malá vodná elektráreň', 'Bioplynová stanica', 'Kogeneračná jednotka'];

/** Metering points of the dev account `demo`'s participant. */
const DEMO_POINTS = 40;
const DEMO_OWNER = 8;

// Owner index → how many metering points, their balance group and the usual type.
const METERING_OWNERS: readonly [number, number, string | null, SeedMeteringPoint['typ']][] = [
  [0, 4, withEicCheck('24YBS-OZE-0001-'), 'DODAVKA'],
  [1, 24, withEicCheck('24YBS-ZSE-0001-'), 'ODBER'],
  [2, 18, withEicCheck('24YBS-SSE-0001-'), 'ODBER'],
  [3, 12, withEicCheck('24YBS-VSE-0001-'), 'ODBER'],
  [4, 2, withEicCheck('24YBS-OZE-0001-'), 'DODAVKA'],
  [5, 2, withEicCheck('24YBS-OZE-0001-'), 'ODBER_DODAVKA'],
  [7, 6, withEicCheck('24YBS-EAC-0001-'), 'ODBER_DODAVKA'],
  // `demo`'s participant: some dozens over both kinds and every voltage level (its screens are the tour of the portal).
  [8, DEMO_POINTS, withEicCheck('24YBS-SSE-0001-'), 'ODBER'],
];

function buildMeteringPoints(): SeedMeteringPoint[] {
  const points: SeedMeteringPoint[] = [];
  let serial = 1000;
  let n = 0;
  for (const [owner, count, group, typ] of METERING_OWNERS) {
    for (let i = 0; i < count; i++, n++) {
      const [mesto, psc, area] = CITIES[(owner * 5 + i) % CITIES.length] as [string, string, string];
      // 24Z + area + 10 digits + check, as the distribution system operators number them.
      const { eic, next } = eicFrom((s) => `24Z${area}${pad(4_000_000_000 + s * 7919, 10)}`, serial);
      serial = next;
      const ended = n % 11 === 10;
      // Every fourth of demo's points feeds a plant into the grid, so both kinds show.
      const plant = owner === DEMO_OWNER && i % 4 === 1;
      points.push({
        eic,
        nazov: plant ? `${PLANTS[i % PLANTS.length] as string} ${mesto}` : `${PLACES_OF_USE[n % PLACES_OF_USE.length] as string} ${mesto}`,
        typ: plant ? 'DODAVKA' : n % 9 === 4 ? 'ODBER_DODAVKA' : typ,
        napatovaUroven: n % 13 === 0 ? 'VN' : n % 29 === 7 ? 'VVN' : 'NN',
        bilancnaSkupina: n % 17 === 16 ? null : group,
        mesto,
        psc,
        platnostOd: `${2018 + (n % 8)}-${pad(1 + (n % 12), 2)}-01`,
        platnostDo: ended ? `${2026}-${pad(1 + (n % 12), 2)}-28` : null,
        ucastnikEic: eicOf(owner),
      });
    }
  }
  return points;
}

export const METERING_POINTS: readonly SeedMeteringPoint[] = buildMeteringPoints();

export interface SeedAddendumTemplate {
  kod: string;
  nazov: string;
  typZmluvy: 'VYROBCA' | 'DODAVATEL' | 'AGREGATOR' | 'ZDIELANIE' | 'POSKYTOVANIE_UDAJOV';
  popis: string | null;
  platnostOd: string;
  platnostDo: string | null;
}

/** Contract types (zmluva-typ codes) the templates of each party role serve. */
const TYPY_PODLA_ROLY: Readonly<Record<SeedAddendumTemplate['typZmluvy'], readonly string[]>> = {
  VYROBCA: ['ZPU', 'ZOD'],
  DODAVATEL: ['ZO', 'KT', 'VSEOBECNA'],
  AGREGATOR: ['ZO', 'TPS_TSS'],
  ZDIELANIE: ['VSEOBECNA'],
  POSKYTOVANIE_UDAJOV: ['DUA'],
};

/** The body of a seeded template: the usual shape of an addendum, its subject from the name. */
function addendumBody(t: SeedAddendumTemplate): string {
  const predmet = t.nazov.replace(/^Dodatok o /, '').replace(/ \(.*\)$/, '');
  return [
    'DODATOK č. {{cisloDodatku}}',
    'k zmluve č. {{cisloZmluvy}} ({{typZmluvy}}) uzavretej dňa {{datumPodpisu}}',
    '',
    'Zmluvné strany: Dátové centrum elektroenergetiky, a.s., Bratislava, a {{nazovUcastnika}}, IČO {{icoUcastnika}}, EIC {{eicUcastnika}}.',
    '',
    `Čl. I Predmet dodatku: ${predmet}.${t.popis ? ` ${t.popis}` : ''}`,
    'Čl. II Dodatok nadobúda účinnosť dňa {{platnostDodatku}}. Ostatné ustanovenia zmluvy platnej od {{platnostOd}} zostávajú nezmenené.',
    '',
    'V Bratislave dňa {{datum}}',
  ].join('\n');
}

/** A seeded template with its contract types and body (migration 115). */
export function addendumTemplateRow(t: SeedAddendumTemplate): SeedAddendumTemplate & { typyZmluvy: string[]; text: string } {
  return { ...t, typyZmluvy: [...TYPY_PODLA_ROLY[t.typZmluvy]], text: addendumBody(t) };
}

export const ADDENDUM_TEMPLATES: readonly SeedAddendumTemplate[] = [
  { kod: 'DOD-VYR-ZMENA-VYKONU', nazov: 'Dodatok o zmene inštalovaného výkonu', typZmluvy: 'VYROBCA', popis: 'Zmena výkonu alebo počtu zdrojov výrobného zariadenia.', platnostOd: '2024-01-01', platnostDo: null },
  { kod: 'DOD-VYR-NOVE-ZARIADENIE', nazov: 'Dodatok o pridaní výrobného zariadenia', typZmluvy: 'VYROBCA', popis: null, platnostOd: '2024-01-01', platnostDo: null },
  { kod: 'DOD-VYR-ZMENA-PODPORY', nazov: 'Dodatok o zmene typu podpory (do 2023)', typZmluvy: 'VYROBCA', popis: 'Nahradený dodatkom o zmene inštalovaného výkonu.', platnostOd: '2020-01-01', platnostDo: '2023-12-31' },
  { kod: 'DOD-DOD-ZMENA-BS', nazov: 'Dodatok o zmene bilančnej skupiny', typZmluvy: 'DODAVATEL', popis: null, platnostOd: '2024-01-01', platnostDo: null },
  { kod: 'DOD-DOD-ZMENA-UDAJOV', nazov: 'Dodatok o zmene identifikačných údajov', typZmluvy: 'DODAVATEL', popis: 'Zmena sídla, štatutárov alebo bankového spojenia.', platnostOd: '2024-01-01', platnostDo: null },
  { kod: 'DOD-AGR-NOVY-BLOK', nazov: 'Dodatok o registrácii agregačného bloku', typZmluvy: 'AGREGATOR', popis: null, platnostOd: '2024-07-01', platnostDo: null },
  { kod: 'DOD-AGR-PERIODA', nazov: 'Dodatok o zmene periódy flexibility', typZmluvy: 'AGREGATOR', popis: 'Perióda musí byť násobkom 15 minút.', platnostOd: '2025-01-01', platnostDo: null },
  { kod: 'DOD-ZDI-CLENOVIA', nazov: 'Dodatok o zmene členov skupiny zdieľania', typZmluvy: 'ZDIELANIE', popis: null, platnostOd: '2024-07-01', platnostDo: null },
  { kod: 'DOD-PUD-ROZSAH', nazov: 'Dodatok o rozsahu poskytovaných údajov', typZmluvy: 'POSKYTOVANIE_UDAJOV', popis: null, platnostOd: '2025-01-01', platnostDo: null },
  { kod: 'DOD-PUD-2027', nazov: 'Dodatok o poskytovaní údajov (vzor 2027)', typZmluvy: 'POSKYTOVANIE_UDAJOV', popis: 'Pripravovaný vzor.', platnostOd: '2027-01-01', platnostDo: null },
];

/** One heat-producing device of the seed, as the heat seed needs it. */
export interface HeatSource {
  idZariadVyr: number;
  nazov: string;
  instalovanyVykonKw: number;
  datum: string | null;
}

export interface SeedHeatSystem {
  kod: string;
  nazov: string;
  typSustavy: 'CZT' | 'LOKALNA' | 'PRIEMYSELNA';
  tepelnyVykonKw: number;
  stav: 'AKTIVNA' | 'NEAKTIVNA';
  platnostOd: string;
  idZariadVyr: number;
  devices: {
    kod: string;
    nazov: string;
    typZariadenia: 'KGJ' | 'KOTOL' | 'TEPELNE_CERPADLO' | 'VYMENNIK' | 'AKUMULATOR';
    palivo: 'ZEMNY_PLYN' | 'BIOPLYN' | 'BIOMASA' | 'ELEKTRINA' | 'ODPADOVE_TEPLO';
    tepelnyVykonKw: number;
    ucinnost: number | null;
    stav: 'AKTIVNE' | 'NEAKTIVNE';
  }[];
}


/**
 * A heat system for each cogeneration, biogas or biomass device (by its name prefix), with the
 * unit itself, a peak boiler and, every third one, a heat store. Heat output is about 1.1 times
 * the electric output for engines and 3 times for biomass plants.
 */
export function buildHeatSystems(sources: readonly HeatSource[]): SeedHeatSystem[] {
  return sources.map((s, i) => {
    const prefix = s.nazov.slice(0, 3);
    const palivo = prefix === 'BIO' ? 'BIOMASA' : prefix === 'BPS' ? 'BIOPLYN' : s.nazov.includes('teplárne') ? 'ZEMNY_PLYN' : 'BIOPLYN';
    const unitKw = round3(Math.max(1, s.instalovanyVykonKw * (prefix === 'BIO' ? 3 : 1.1)));
    const boilerKw = round3(unitKw * 0.6);
    const kod = `ST-${pad(i + 1, 4)}`;
    const devices: SeedHeatSystem['devices'] = [
      { kod: `${kod}-1`, nazov: prefix === 'BIO' ? 'Kotol na štiepku' : 'Kogeneračná jednotka', typZariadenia: prefix === 'BIO' ? 'KOTOL' : 'KGJ', palivo, tepelnyVykonKw: unitKw, ucinnost: prefix === 'BIO' ? 0.86 : 0.48, stav: 'AKTIVNE' },
      { kod: `${kod}-2`, nazov: 'Špičkový plynový kotol', typZariadenia: 'KOTOL', palivo: 'ZEMNY_PLYN', tepelnyVykonKw: boilerKw, ucinnost: 0.93, stav: i % 5 === 4 ? 'NEAKTIVNE' : 'AKTIVNE' },
    ];
    if (i % 3 === 0) {
      devices.push({ kod: `${kod}-3`, nazov: 'Akumulačná nádrž tepla', typZariadenia: 'AKUMULATOR', palivo: 'ODPADOVE_TEPLO', tepelnyVykonKw: round3(unitKw * 0.4), ucinnost: null, stav: 'AKTIVNE' });
    }
    const typSustavy: SeedHeatSystem['typSustavy'] = s.nazov.includes('teplárne') || prefix === 'BIO' ? 'CZT' : prefix === 'BPS' ? 'PRIEMYSELNA' : 'LOKALNA';
    return {
      kod,
      nazov: `Sústava tepla – ${s.nazov}`,
      typSustavy,
      tepelnyVykonKw: round3(devices.reduce((sum, d) => sum + (d.typZariadenia === 'AKUMULATOR' ? 0 : d.tepelnyVykonKw), 0)),
      stav: i % 7 === 6 ? 'NEAKTIVNA' : 'AKTIVNA',
      platnostOd: s.datum ?? '2026-01-01',
      idZariadVyr: s.idZariadVyr,
      devices,
    };
  });
}
