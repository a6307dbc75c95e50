// Volume seed of issue 13 (forms-data.md 7): ~20,000 delivery and metering points, production
// devices topped up to 3,000, 300 storage devices, 100 aggregation blocks with members and their
// daily value history. Rows go to the participants without dev accounts; the dev accounts'
// participants keep a realistic handful. Built in JS with a seeded PRNG, inserted with unnest().
import { withEicCheck, eicCheckCharacter } from '../../engine/core/validation/eicCheck';
import type { Database, Queryable } from '../db/types';
import { DEMO_EIC } from './participants';

export const OOM_TOTAL = 20000;
export const DEVICE_TOTAL = 3000;
export const STORAGE_TOTAL = 300;
export const BLOCK_TOTAL = 100;
/** Days of value history per aggregation block. */
export const HISTORY_DAYS = 90;

const MARK = 'seed-volume';
const BATCH = 5000;

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A valid EIC from a 15-character stem, or undefined when the stem has no check character. */
function eic(stem: string): string | undefined {
  return eicCheckCharacter(stem) === undefined ? undefined : withEicCheck(stem);
}

// [town, PSC, area (ZS west, SS centre, VS east), lat, lon, cadastral area]
const TOWNS: readonly [string, string, 'ZS' | 'SS' | 'VS', number, number][] = [
  ['Bratislava', '82105', 'ZS', 48.148, 17.107],
  ['Trnava', '91701', 'ZS', 48.377, 17.588],
  ['Nitra', '94901', 'ZS', 48.309, 18.087],
  ['Levice', '93401', 'ZS', 48.217, 18.607],
  ['Komárno', '94501', 'ZS', 47.763, 18.129],
  ['Trenčín', '91101', 'ZS', 48.894, 18.044],
  ['Senica', '90501', 'ZS', 48.679, 17.367],
  ['Dunajská Streda', '92901', 'ZS', 47.993, 17.619],
  ['Žilina', '01001', 'SS', 49.223, 18.739],
  ['Martin', '03601', 'SS', 49.065, 18.922],
  ['Banská Bystrica', '97401', 'SS', 48.736, 19.146],
  ['Zvolen', '96001', 'SS', 48.574, 19.153],
  ['Liptovský Mikuláš', '03101', 'SS', 49.083, 19.612],
  ['Lučenec', '98401', 'SS', 48.331, 19.667],
  ['Košice', '04001', 'VS', 48.716, 21.261],
  ['Prešov', '08001', 'VS', 48.998, 21.239],
  ['Michalovce', '07101', 'VS', 48.755, 21.918],
  ['Poprad', '05801', 'VS', 49.059, 20.297],
  ['Humenné', '06601', 'VS', 48.932, 21.906],
  ['Bardejov', '08501', 'VS', 49.292, 21.276],
];
const STREETS = ['Hlavná', 'Školská', 'Priemyselná', 'Záhradná', 'Mierová', 'Hviezdoslavova', 'Štúrova', 'Nádražná', 'Poľná', 'Sládkovičova', 'Lesná', 'Družstevná'];
const PLACES_OF_USE = ['Rodinný dom', 'Bytový dom', 'Prevádzka', 'Sklad', 'Kancelárie', 'Výrobná hala', 'Predajňa', 'Garáž', 'Farma', 'Dielňa', 'Škola', 'Chata'];
const BALANCE_GROUPS = ['24YBS-ZSE-0001-', '24YBS-SSE-0001-', '24YBS-VSE-0001-', '24YBS-EAC-0001-', '24YBS-OZE-0001-'].map(withEicCheck);
const SUSTAVA_BY_AREA = { ZS: 'ZSD', SS: 'SSD', VS: 'VSD' } as const;
const LOCAL_SYSTEMS = ['MDS_USSK', 'MDS_SLOVNAFT', 'MDS_ZSR'];

interface Owner {
  id: number;
  dev: boolean;
}

function address(town: (typeof TOWNS)[number], next: () => number) {
  const [mesto, psc] = town;
  return {
    Ulica: STREETS[Math.floor(next() * STREETS.length)] as string,
    OrientacneCislo: String(1 + Math.floor(next() * 120)),
    Psc: psc,
    Mesto: mesto,
    IdStat: 'SK',
  };
}

/** Runs an INSERT ... SELECT FROM unnest(...) over columns in batches. */
async function insertColumns(db: Queryable, sql: string, columns: readonly unknown[][]): Promise<number> {
  const length = columns[0]?.length ?? 0;
  let inserted = 0;
  for (let start = 0; start < length; start += BATCH) {
    const r = await db.query(sql, columns.map((c) => c.slice(start, start + BATCH)));
    inserted += r.rowCount ?? 0;
  }
  return inserted;
}

/** Seeds the volume once (marked rows), in one transaction (one flush to disk); returns whether it did. */
export async function seedOomIfEmpty(database: Database): Promise<boolean> {
  return database.transaction((tx) => seedVolume(tx));
}

async function seedVolume(db: Queryable): Promise<boolean> {
  const done = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM odberne_miesto WHERE created_by = '${MARK}'`);
  if ((done.rows[0]?.n ?? 0) > 0) return false;
  const { rows: participants } = await db.query<{ id: number; eic: string; typ: string; dev: boolean }>(
    `SELECT u.id_ucastnik_trhu AS id, u.eic::text AS eic, u.typ, EXISTS (SELECT 1 FROM user_ucastnik x WHERE x.id_ucastnik_trhu = u.id_ucastnik_trhu) AS dev
       FROM ucastnik_trhu u ORDER BY u.id_ucastnik_trhu`,
  );
  const volume: Owner[] = participants.filter((p) => !p.dev);
  if (volume.length === 0) return false;
  const suppliers = participants.filter((p) => p.typ === 'DODAVATEL').map((p) => p.id);
  const next = random(20261125);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;

  // --- the metering points already there get an address and a supplier -----------------------
  await db.query(
    `UPDATE odberne_miesto SET id_dodavatel = ($1::int[])[1 + (id_odberne_miesto % cardinality($1::int[]))],
       adresa = jsonb_build_object('Ulica', 'Hlavná', 'OrientacneCislo', (1 + id_odberne_miesto % 90)::text, 'Psc', psc, 'Mesto', mesto, 'IdStat', 'SK')
     WHERE adresa IS NULL AND mesto IS NOT NULL AND psc IS NOT NULL`,
    [suppliers.length > 0 ? suppliers : [null]],
  );

  // --- metering points ----------------------------------------------------------------------
  const existing = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM odberne_miesto')).rows[0]?.n ?? 0;
  const oom = { mesto: [] as string[], psc: [] as string[], eic: [] as string[], nazov: [] as string[], druh: [] as string[], uroven: [] as string[], sustava: [] as string[], bs: [] as (string | null)[], adresa: [] as string[], od: [] as string[], do: [] as (string | null)[], dodavatel: [] as (number | null)[], owner: [] as number[] };
  const oomsOf = new Map<number, string[]>();
  const productionOomsOf = new Map<number, string[]>();
  for (let serial = 0; oom.eic.length < OOM_TOTAL - existing; serial++) {
    const town = TOWNS[serial % TOWNS.length] as (typeof TOWNS)[number];
    const code = eic(`24Z${town[2]}${pad(6_000_000_000 + serial * 37, 10)}`);
    if (!code) continue;
    const n = oom.eic.length;
    const owner = (volume[n % volume.length] as Owner).id;
    const roll = next();
    const druh = roll < 0.86 ? 'SPOTREBA' : roll < 0.95 ? 'OBOJSMERNE' : 'VYROBA';
    const uRoll = next();
    const year = 2012 + Math.floor(next() * 14);
    oom.eic.push(code);
    oom.mesto.push(town[0]);
    oom.psc.push(town[1]);
    oom.nazov.push(`${pick(PLACES_OF_USE)} ${town[0]}`);
    oom.druh.push(druh);
    oom.uroven.push(uRoll < 0.9 ? 'NN' : uRoll < 0.985 ? 'VN' : 'VVN');
    oom.sustava.push(n % 97 === 5 ? pick(LOCAL_SYSTEMS) : SUSTAVA_BY_AREA[town[2]]);
    oom.bs.push(n % 23 === 0 ? null : pick(BALANCE_GROUPS));
    oom.adresa.push(JSON.stringify(address(town, next)));
    oom.od.push(`${year}-${pad(1 + Math.floor(next() * 12), 2)}-01`);
    oom.do.push(n % 41 === 7 ? `${Math.min(year + 3, 2026)}-12-31` : null);
    oom.dodavatel.push(suppliers.length > 0 ? pick(suppliers) : null);
    oom.owner.push(owner);
    (oomsOf.get(owner) ?? oomsOf.set(owner, []).get(owner))?.push(code);
    if (druh !== 'SPOTREBA') (productionOomsOf.get(owner) ?? productionOomsOf.set(owner, []).get(owner))?.push(code);
  }
  // The rows are built consistent (kind and type, town from the address, owners that exist): the
  // per-row triggers (kind sync, foreign keys) are skipped for this one insert, it is 4x faster.
  await db.query('SET session_replication_role = replica');
  try {
    await insertColumns(
      db,
      `INSERT INTO odberne_miesto (eic, nazov, typ, druh, napatova_uroven, sustava, bilancna_skupina, adresa, mesto, psc, platnost_od, platnost_do, id_dodavatel, id_ucastnik_trhu, created_by)
       SELECT e, n, CASE d WHEN 'SPOTREBA' THEN 'ODBER' WHEN 'VYROBA' THEN 'DODAVKA' ELSE 'ODBER_DODAVKA' END, d, u, s, b, a::jsonb, m, p, od, dd, dod, o, '${MARK}'
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::date[], $11::date[], $12::int[], $13::int[])
           AS t(e, n, d, u, s, b, a, m, p, od, dd, dod, o)`,
      [oom.eic, oom.nazov, oom.druh, oom.uroven, oom.sustava, oom.bs, oom.adresa, oom.mesto, oom.psc, oom.od, oom.do, oom.dodavatel, oom.owner],
    );
  } finally {
    await db.query('SET session_replication_role = DEFAULT');
  }
  // What the skipped statement trigger keeps: the distinct towns a "contains" matches first (migration 200).
  await db.query('INSERT INTO odberne_miesto_mesto (mesto_fold) SELECT DISTINCT mesto_fold FROM odberne_miesto WHERE mesto_fold IS NOT NULL ON CONFLICT DO NOTHING');

  // The dev accounts' participants: their existing points, a handful, linked to their devices.
  const { rows: devOoms } = await db.query<{ eic: string; owner: number; druh: string }>(
    `SELECT o.eic, o.id_ucastnik_trhu AS owner, o.druh FROM odberne_miesto o JOIN user_ucastnik x ON x.id_ucastnik_trhu = o.id_ucastnik_trhu ORDER BY o.eic`,
  );
  for (const row of devOoms) {
    (oomsOf.get(row.owner) ?? oomsOf.set(row.owner, []).get(row.owner))?.push(row.eic);
    if (row.druh !== 'SPOTREBA') (productionOomsOf.get(row.owner) ?? productionOomsOf.set(row.owner, []).get(row.owner))?.push(row.eic);
  }
  const oomFor = (owner: number, production: boolean): string | null => {
    const list = (production ? productionOomsOf.get(owner) : undefined) ?? oomsOf.get(owner);
    return list && list.length > 0 ? pick(list) : null;
  };
  // Devices already seeded feed into one of their owner's production points.
  const { rows: oldDevices } = await db.query<{ id: number; owner: number }>(
    'SELECT id_zariad_vyr AS id, id_ucastnik_trhu AS owner FROM vyrobne_zariadenie WHERE eic_odberne_miesto IS NULL ORDER BY id_zariad_vyr',
  );
  if (oldDevices.length > 0) {
    await db.query('UPDATE vyrobne_zariadenie v SET eic_odberne_miesto = t.e FROM unnest($1::int[], $2::text[]) AS t(i, e) WHERE v.id_zariad_vyr = t.i', [
      oldDevices.map((d) => d.id),
      oldDevices.map((d) => oomFor(d.owner, true)),
    ]);
  }

  // --- production devices up to DEVICE_TOTAL -----------------------------------------------
  const { rows: technologies } = await db.query<{ id: number; kod: string }>(`SELECT id_technologia AS id, kod FROM technologia WHERE stav = 'AKTIVNA' ORDER BY kod`);
  const techOf = (prefix: string) => technologies.filter((t) => t.kod.startsWith(prefix)).map((t) => t.id);
  const KINDS: readonly [string, number[], number, number, string][] = [
    ['FVE', techOf('FVE'), 5, 5000, 'Fotovoltika'],
    ['VTE', techOf('VTE'), 50, 20000, 'Veterný park'],
    ['MVE', techOf('MVE'), 20, 3000, 'Malá vodná elektráreň'],
    ['BPS', techOf('BPS'), 250, 2000, 'Bioplynová stanica'],
    ['KGJ', techOf('KGJ'), 5, 5000, 'Kogeneračná jednotka'],
  ].filter((k) => (k[1] as number[]).length > 0) as [string, number[], number, number, string][];
  const existingDevices = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM vyrobne_zariadenie')).rows[0]?.n ?? 0;
  const dev = { eic: [] as string[], nazov: [] as string[], tech: [] as number[], kw: [] as number[], gen: [] as number[], podpora: [] as string[], datum: [] as (string | null)[], lat: [] as number[], lon: [] as number[], stav: [] as string[], oom: [] as (string | null)[], owner: [] as number[] };
  for (let serial = 0; KINDS.length > 0 && dev.eic.length < DEVICE_TOTAL - existingDevices; serial++) {
    const kind = KINDS[serial % KINDS.length] as (typeof KINDS)[number];
    const code = eic(`24W${kind[0]}-V${pad(serial, 7)}`);
    if (!code) continue;
    const town = pick(TOWNS);
    const owner = (volume[dev.eic.length % volume.length] as Owner).id;
    const stavRoll = next();
    const stav = stavRoll < 0.75 ? 'AKTIVNE' : stavRoll < 0.87 ? 'V_KONANI' : stavRoll < 0.96 ? 'NEAKTIVNE' : 'ZRUSENE';
    dev.eic.push(code);
    dev.nazov.push(`${kind[0]} ${town[0]} – ${kind[4]} ${pad(serial, 4)}`);
    dev.tech.push(pick(kind[1]));
    dev.kw.push(Math.round((kind[2] + next() * (kind[3] - kind[2])) * 1000) / 1000);
    dev.gen.push(1 + Math.floor(next() * 4));
    dev.podpora.push(pick(['BEZ_PODPORY', 'DOPLATOK', 'VYKUP', 'PRIPLATOK', 'INVESTICNA']));
    dev.datum.push(stav === 'V_KONANI' ? null : `${2008 + Math.floor(next() * 18)}-${pad(1 + Math.floor(next() * 12), 2)}-${pad(1 + Math.floor(next() * 28), 2)}`);
    dev.lat.push(Math.round((town[3] + (next() - 0.5) * 0.08) * 1e6) / 1e6);
    dev.lon.push(Math.round((town[4] + (next() - 0.5) * 0.08) * 1e6) / 1e6);
    dev.stav.push(stav);
    dev.oom.push(oomFor(owner, true));
    dev.owner.push(owner);
  }
  await insertColumns(
    db,
    `INSERT INTO vyrobne_zariadenie (eic, nazov, id_technologia, instalovany_vykon_kw, pocet_generatorov, typ_podpory, datum_uvedenia_do_prevadzky,
       gps_lat, gps_lon, stav, eic_odberne_miesto, id_ucastnik_trhu, created_by, updated_by)
     SELECT e, n, t, k, g, p, d, la, lo, s, o, w, '${MARK}', '${MARK}'
       FROM unnest($1::text[], $2::text[], $3::int[], $4::numeric[], $5::int[], $6::text[], $7::date[], $8::numeric[], $9::numeric[], $10::text[], $11::text[], $12::int[])
         AS x(e, n, t, k, g, p, d, la, lo, s, o, w)`,
    [dev.eic, dev.nazov, dev.tech, dev.kw, dev.gen, dev.podpora, dev.datum, dev.lat, dev.lon, dev.stav, dev.oom, dev.owner],
  );

  // --- storage devices: a handful for the producer and for demo's participant, the rest over the volume owners
  const producer = participants.find((p) => p.dev && p.typ === 'VYROBCA');
  const demo = participants.find((p) => p.eic === DEMO_EIC);
  const storageOwners: number[] = [];
  for (let i = 0; i < STORAGE_TOTAL; i++) storageOwners.push(producer && i < 5 ? producer.id : demo && i < 11 ? demo.id : (volume[i % volume.length] as Owner).id);
  const TECH: readonly [string, number, number, string][] = [
    ['LFP', 5, 4000, 'Batériové úložisko'],
    ['LI_ION', 5, 20000, 'Batériové úložisko'],
    ['NAS', 1000, 50000, 'Sodíkovo-sírová batéria'],
    ['PRECERPAVACIA', 200000, 4000000, 'Prečerpávacia vodná elektráreň'],
    ['VODIKOVA', 500, 20000, 'Vodíkové úložisko'],
    ['INE', 50, 2000, 'Zotrvačníkové úložisko'],
  ];
  const sto = { eic: [] as string[], nazov: [] as string[], tech: [] as string[], cap: [] as number[], kw: [] as number[], nab: [] as number[], vyb: [] as number[], oom: [] as (string | null)[], od: [] as string[], stav: [] as string[], adresa: [] as string[], lat: [] as number[], lon: [] as number[], kat: [] as string[], parc: [] as string[], owner: [] as number[] };
  for (let serial = 0; sto.eic.length < STORAGE_TOTAL; serial++) {
    const code = eic(`24WAKU-${pad(serial, 8)}`);
    if (!code) continue;
    const i = sto.eic.length;
    // Mostly batteries; a few large plants.
    const tech = (i % 50 === 49 ? TECH[3] : i % 25 === 3 ? TECH[2] : i % 30 === 11 ? TECH[4] : i % 40 === 17 ? TECH[5] : i % 2 === 0 ? TECH[0] : TECH[1]) as (typeof TECH)[number];
    const capacity = Math.round((tech[1] + next() * (tech[2] - tech[1])) * 10) / 10;
    // C-rate 0.25 to 1: a home battery charges in one to four hours.
    const power = Math.min(500000, Math.round(capacity * (0.25 + next() * 0.75) * 10) / 10);
    const town = pick(TOWNS);
    const owner = storageOwners[i] as number;
    const stavRoll = next();
    sto.eic.push(code);
    sto.nazov.push(`${tech[3]} ${town[0]} ${pad(i + 1, 3)}`);
    sto.tech.push(tech[0]);
    sto.cap.push(capacity);
    sto.kw.push(power);
    sto.nab.push(power);
    sto.vyb.push(Math.round(power * (0.8 + next() * 0.2) * 10) / 10);
    sto.oom.push(oomFor(owner, false));
    sto.od.push(`${2019 + Math.floor(next() * 7)}-${pad(1 + Math.floor(next() * 12), 2)}-01`);
    sto.stav.push(stavRoll < 0.8 ? 'AKTIVNE' : stavRoll < 0.9 ? 'V_KONANI' : stavRoll < 0.97 ? 'NEAKTIVNE' : 'ZRUSENE');
    sto.adresa.push(JSON.stringify(address(town, next)));
    sto.lat.push(Math.round((town[3] + (next() - 0.5) * 0.06) * 1e6) / 1e6);
    sto.lon.push(Math.round((town[4] + (next() - 0.5) * 0.06) * 1e6) / 1e6);
    sto.kat.push(town[0]);
    sto.parc.push(`${100 + Math.floor(next() * 5000)}/${1 + Math.floor(next() * 40)}`);
    sto.owner.push(owner);
  }
  await insertColumns(
    db,
    `INSERT INTO akumulacne_zariadenie (eic, nazov, technologia, kapacita_kwh, instalovany_vykon_kw, max_vykon_nabijania_kw, max_vykon_vybijania_kw,
       eic_odberne_miesto, platnost_od, stav, adresa, gps_lat, gps_lon, katastralne_uzemie, cislo_parcely, id_ucastnik_trhu, created_by, updated_by)
     SELECT e, n, t, c, k, nb, vb, o, od, s, a::jsonb, la, lo, ka, pa, w, '${MARK}', '${MARK}'
       FROM unnest($1::text[], $2::text[], $3::text[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[], $8::text[], $9::date[], $10::text[],
         $11::text[], $12::numeric[], $13::numeric[], $14::text[], $15::text[], $16::int[])
         AS x(e, n, t, c, k, nb, vb, o, od, s, a, la, lo, ka, pa, w)`,
    [sto.eic, sto.nazov, sto.tech, sto.cap, sto.kw, sto.nab, sto.vyb, sto.oom, sto.od, sto.stav, sto.adresa, sto.lat, sto.lon, sto.kat, sto.parc, sto.owner],
  );

  // --- aggregation blocks up to BLOCK_TOTAL ---------------------------------------------------
  const existingBlocks = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM agregacny_blok')).rows[0]?.n ?? 0;
  const blk = { kod: [] as string[], nazov: [] as string[], eic: [] as string[], owner: [] as number[], perioda: [] as number[], stav: [] as string[], od: [] as string[] };
  const BLOCK_NAMES = ['Virtuálna elektráreň', 'Riadené odbery', 'Batériový klaster', 'Flexibilita FVE', 'Tepelné čerpadlá', 'Kogenerácia'];
  for (let serial = 1000; blk.kod.length < BLOCK_TOTAL - existingBlocks; serial++) {
    const code = eic(`24WAGB-${pad(serial, 8)}`);
    if (!code) continue;
    const i = blk.kod.length;
    const town = pick(TOWNS);
    const stavRoll = next();
    blk.kod.push(`AGB-V${pad(i + 1, 4)}`);
    blk.nazov.push(`${BLOCK_NAMES[i % BLOCK_NAMES.length] as string} ${town[0]} ${pad(i + 1, 3)}`);
    blk.eic.push(code);
    blk.owner.push((volume[i % volume.length] as Owner).id);
    blk.perioda.push([15, 15, 30, 60][i % 4] as number);
    blk.stav.push(stavRoll < 0.75 ? 'AKTIVNY' : stavRoll < 0.88 ? 'NAVRHNUTY' : stavRoll < 0.96 ? 'POZASTAVENY' : 'ZRUSENY');
    blk.od.push(`${2023 + Math.floor(next() * 3)}-${pad(1 + Math.floor(next() * 12), 2)}-01`);
  }
  await insertColumns(
    db,
    `INSERT INTO agregacny_blok (kod, nazov, eic, id_ucastnik_trhu, perioda_flexibility_min, stav, platnost_od, created_by, updated_by)
     SELECT k, n, e, w, p, s, od, '${MARK}', '${MARK}' FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[], $6::text[], $7::date[]) AS x(k, n, e, w, p, s, od)`,
    [blk.kod, blk.nazov, blk.eic, blk.owner, blk.perioda, blk.stav, blk.od],
  );

  // Members: each block takes 3 to 12 of its owner's devices and points (the producer's blocks a few of its own).
  const { rows: blocks } = await db.query<{ id: number; owner: number; od: string }>(
    `SELECT id_agregacny_blok AS id, id_ucastnik_trhu AS owner, to_char(platnost_od, 'YYYY-MM-DD') AS od FROM agregacny_blok ORDER BY id_agregacny_blok`,
  );
  const { rows: assets } = await db.query<{ eic: string; owner: number; druh: string; kw: number }>(
    `SELECT eic, id_ucastnik_trhu AS owner, 'VYROBNE_ZARIADENIE' AS druh, instalovany_vykon_kw::float8 AS kw FROM vyrobne_zariadenie
     UNION ALL SELECT eic, id_ucastnik_trhu, 'AKUMULACNE_ZARIADENIE', max_vykon_vybijania_kw::float8 FROM akumulacne_zariadenie`,
  );
  const assetsOf = new Map<number, typeof assets>();
  for (const a of assets) (assetsOf.get(a.owner) ?? assetsOf.set(a.owner, []).get(a.owner))?.push(a);
  const mem = { blok: [] as number[], owner: [] as number[], eic: [] as string[], druh: [] as string[], kw: [] as number[], od: [] as string[], do: [] as (string | null)[] };
  const used = new Set<string>();
  for (const b of blocks) {
    const own = assetsOf.get(b.owner) ?? [];
    const points = oomsOf.get(b.owner) ?? [];
    const count = Math.min(3 + Math.floor(next() * 10), own.length + points.length);
    for (let k = 0; k < count; k++) {
      const fromAsset = own.length > 0 && (points.length === 0 || next() < 0.6);
      const choice = fromAsset ? pick(own) : { eic: pick(points), druh: 'ODBERNE_MIESTO', kw: 5 + next() * 200 };
      const key = `${b.id}:${choice.eic}`;
      if (used.has(key)) continue;
      used.add(key);
      mem.blok.push(b.id);
      mem.owner.push(b.owner);
      mem.eic.push(choice.eic);
      mem.druh.push(choice.druh);
      // Part of the power can be offered as flexibility.
      mem.kw.push(Math.max(0.1, Math.round(Math.min(choice.kw, 500000) * (0.2 + next() * 0.6) * 10) / 10));
      mem.od.push(b.od);
      mem.do.push(k % 7 === 6 ? '2026-06-30' : null);
    }
  }
  await insertColumns(
    db,
    `INSERT INTO agregacny_blok_clen (id_agregacny_blok, id_ucastnik_trhu, eic, druh, flexibilny_vykon_kw, platnost_od, platnost_do, created_by, updated_by)
     SELECT b, w, e, d, k, od, dd, 'seed', 'seed' FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::numeric[], $6::date[], $7::date[]) AS x(b, w, e, d, k, od, dd)`,
    [mem.blok, mem.owner, mem.eic, mem.druh, mem.kw, mem.od, mem.do],
  );

  // Daily values of the last HISTORY_DAYS days: the members' total with a weekly and a seasonal
  // swing; what was activated is a share of it on working days. Built by the database in one go.
  await db.query(
    `INSERT INTO agregacny_blok_hodnota (id_agregacny_blok, den, flexibilny_vykon_kw, aktivovany_vykon_kw, pocet_clenov)
     SELECT b.id_agregacny_blok, d::date,
            round((t.total * (0.85 + 0.1 * sin(extract(doy FROM d) / 58.0 + b.id_agregacny_blok) + 0.05 * sin(extract(dow FROM d))))::numeric, 3),
            round((t.total * CASE WHEN extract(isodow FROM d) < 6 THEN 0.15 + 0.1 * abs(sin(extract(doy FROM d) * 1.7 + b.id_agregacny_blok)) ELSE 0.03 END)::numeric, 3),
            t.n - (CASE WHEN d < current_date - 90 AND t.n > 2 THEN 1 ELSE 0 END)
       FROM agregacny_blok b
       JOIN LATERAL (SELECT coalesce(sum(c.flexibilny_vykon_kw), 0)::float8 AS total, count(*)::int AS n
                       FROM agregacny_blok_clen c WHERE c.id_agregacny_blok = b.id_agregacny_blok) t ON true
       CROSS JOIN generate_series(current_date - ${HISTORY_DAYS - 1}, current_date, interval '1 day') AS d`,
  );
  // Statistics for the planner (PGlite runs no autovacuum): guessing 156 of the 752 members, it
  // sorted them all for a page by kind instead of reading the kind's index.
  await db.query('ANALYZE agregacny_blok, agregacny_blok_clen');
  return true;
}
