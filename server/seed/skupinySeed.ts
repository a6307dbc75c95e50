import { addOffset } from '../../engine/core/workflow/businessDays';
import { eicCheckCharacter } from '../../engine/core/validation/eicCheck';
import type { Queryable } from '../db/types';
import { DEMO_EIC, PRODUCER_EIC, SUPPLIER_EICS } from './participants';
import { prng } from './random';
import { PointLedger, seededPointsByOwner, type SeedPoint } from './seedPoints';
import { marketToday } from '../../engine/core/validation/marketDay';

// Volume seed of sharing groups (with members), tariff reduction groups (with metering points)
// and complaints, spread over the participants present at seed time; the dev accounts'
// participants get a realistic handful each. Group members are the owner's seeded metering points
// (seedPoints.ts). Deterministic (seeded PRNG), inserted in batches.

export const SEED_SIZES = { sharingGroups: 200, reductionGroups: 50, complaints: 1000 } as const;

const TOWNS = ['Bratislava', 'Košice', 'Prešov', 'Žilina', 'Nitra', 'Banská Bystrica', 'Trnava', 'Trenčín', 'Martin', 'Poprad', 'Zvolen', 'Senica', 'Levice', 'Michalovce', 'Piešťany', 'Liptovský Mikuláš'];
const GROUP_KINDS = ['Energetické spoločenstvo', 'Komunita zdieľania', 'Bytový dom', 'Obecná skupina zdieľania', 'Priemyselný areál', 'Školský areál'];
const STREETS = ['Hlavná', 'Mierová', 'Štúrova', 'Partizánska', 'Hviezdoslavova', 'Záhradná', 'Nová', 'Školská', 'Priemyselná', 'Sadová'];
const REDUCTION_KINDS = ['Tepelné čerpadlá', 'Elektromobilita', 'Akumulácia', 'Verejné osvetlenie', 'Priemyselné odbery'];
const SUBJECTS: Record<string, readonly string[]> = {
  FAKTURACIA: ['Nesprávne vyúčtovanie za obdobie', 'Duplicitná faktúra za distribúciu', 'Chybná sadzba v zúčtovaní'],
  MERANIE: ['Chýbajúce namerané hodnoty', 'Nereálna spotreba na odbernom mieste', 'Výpadok priebehového merania'],
  DATA: ['Neúplné dáta v exporte', 'Oneskorené zverejnenie dát', 'Nesúlad agregovaných hodnôt'],
  ZMLUVA: ['Nesprávny dátum účinnosti zmluvy', 'Chýbajúci dodatok k zmluve', 'Zmluva nezohľadňuje zmenu výkonu'],
  PORTAL: ['Nedá sa nahrať príloha', 'Chyba pri prihlásení certifikátom', 'Nezobrazujú sa odberné miesta'],
  INE: ['Žiadosť o vysvetlenie postupu', 'Nesúhlas so spôsobom vybavenia', 'Iná reklamácia'],
};
const CATEGORIES = Object.keys(SUBJECTS);
const ANSWERS = [
  'Reklamáciu sme preverili a uznali; opravné vyúčtovanie vám zašleme do 10 dní.',
  'Po kontrole nameraných hodnôt sme údaje opravili a znovu zverejnili.',
  'Reklamáciu sme posúdili ako neopodstatnenú: hodnoty zodpovedajú meraniu.',
  'Chybu sme odstránili v novej verzii portálu.',
];
// Status of a complaint by its weight (most are resolved; a few in every other state).
const COMPLAINT_STATES: readonly [string, number][] = [
  ['VYBAVENA', 0.6], ['V_RIESENI', 0.15], ['ZRUSENA', 0.08], ['ROZPRACOVANA', 0.06], ['VRATENA', 0.05], ['ZNOVU_OTVORENA', 0.06],
];

const iso = (d: Date) => d.toISOString().slice(0, 10);
const daysAgo = (today: Date, n: number) => iso(new Date(today.getTime() - n * 86_400_000));

/**
 * The next valid EIC of a series (`24Z` + prefix + running number): numbers whose check character
 * would not be valid are skipped, so the counter object moves on past them.
 */
function nextEic(head: string, counter: { n: number }): string {
  for (;;) {
    counter.n++;
    const first15 = `${head}${String(counter.n).padStart(15 - head.length, '0')}`;
    const check = eicCheckCharacter(first15);
    if (check !== undefined) return first15 + check;
  }
}

interface Owner {
  id: number;
  eic: string;
}

/** Owners in turn: each dev participant a handful (`devShare` rows), the rest spread over the others. */
function ownersFor(count: number, owners: readonly Owner[], devShare: number, random: () => number, demoShare = devShare): number[] {
  const dev = new Set([PRODUCER_EIC, ...SUPPLIER_EICS, DEMO_EIC]);
  const devOwners = owners.filter((o) => dev.has(o.eic));
  const others = owners.filter((o) => !dev.has(o.eic));
  const pool = others.length > 0 ? others : owners;
  const out: number[] = [];
  for (const o of devOwners) for (let i = 0; i < (o.eic === DEMO_EIC ? demoShare : devShare); i++) out.push(o.id);
  while (out.length < count) out.push((pool[Math.floor(random() * pool.length)] as Owner).id);
  return out.slice(0, count);
}

async function seedSharingGroups(db: Queryable, owners: readonly Owner[], points: PointLedger, emails: readonly string[], today: Date, random: () => number): Promise<void> {
  const ownerIds = ownersFor(SEED_SIZES.sharingGroups, owners, 4, random);
  const g = { eic: [] as string[], nazov: [] as string[], owner: [] as number[], stav: [] as string[], od: [] as (string | null)[], do: [] as (string | null)[], email: [] as (string | null)[], max: [] as number[], popis: [] as string[] };
  const m = { eic: [] as string[], group: [] as string[], nazov: [] as string[], podiel: [] as number[], od: [] as (string | null)[], do: [] as (string | null)[] };
  const groupNo = { n: 0 };
  // A producing point an owner's previous group divided in part: its next group gets the rest
  // (40 % there, up to 60 % here), as neighbouring communities share one plant.
  const sharedBy = new Map<number, SeedPoint>();
  ownerIds.forEach((owner, i) => {
    const town = TOWNS[i % TOWNS.length] as string;
    const eic = nextEic('24XSZ', groupNo);
    const r = random();
    const stav = r < 0.65 ? 'SCHVALENA' : r < 0.75 ? 'NA_SCHVALENI' : r < 0.83 ? 'ROZPRACOVANA' : r < 0.9 ? 'VRATENA' : 'ZRUSENA';
    const od = daysAgo(today, 30 + Math.floor(random() * 700));
    const ended = random() < 0.15;
    const max = [50, 60, 75, 80, 100][Math.floor(random() * 5)] as number;
    g.eic.push(eic);
    g.nazov.push(`${GROUP_KINDS[i % GROUP_KINDS.length]} ${town} ${Math.floor(i / TOWNS.length) + 1}`);
    g.owner.push(owner);
    g.stav.push(stav);
    g.od.push(od);
    g.do.push(ended ? daysAgo(today, Math.floor(random() * 25)) : null);
    g.email.push(random() < 0.7 ? (emails[Math.floor(random() * emails.length)] as string) : null);
    g.max.push(max);
    g.popis.push(`Zdieľanie elektriny z lokálnych zdrojov, ${STREETS[i % STREETS.length]} ulica, ${town}`);
    const taken = new Set<string>();
    const add = (point: SeedPoint, share: number) => {
      taken.add(point.eic);
      m.eic.push(point.eic);
      m.group.push(eic);
      m.nazov.push(point.nazov);
      // No member over the group's own limit (in percent), no point over 100 % in all.
      m.podiel.push(points.take(point.eic, Math.min(share, max / 100)));
      m.od.push(null);
      m.do.push(null);
    };
    // First the producing point: the one the previous group left a share of, or a new one at 40 %.
    const carried = sharedBy.get(owner);
    sharedBy.delete(owner);
    if (carried && points.leftOf(carried.eic) >= 10) add(carried, points.leftOf(carried.eic) / 100);
    else {
      const plant = points.next(owner, taken, { production: true, minPercent: 10 });
      if (plant) {
        add(plant, 0.4);
        if (points.leftOf(plant.eic) >= 10) sharedBy.set(owner, plant);
      }
    }
    // Then the consuming members, each a share of the production.
    const members = 2 + Math.floor(random() * 5);
    // An owner with few points puts them in several groups: a point already in one gives at most
    // half of what it has left, so every group still gets its two members.
    while (taken.size < members) {
      const point = points.next(owner, taken, { production: false, minPercent: taken.size < 2 ? 1 : 10 });
      if (!point) break;
      const share = [0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5][Math.floor(random() * 7)] as number;
      const left = points.leftOf(point.eic);
      add(point, left < 100 ? Math.min(share, left / 200) : share);
    }
  });
  await db.query(
    `INSERT INTO skupina_zdielania (id_zdielanie, kod, eic, nazov, id_ucastnik_trhu, stav, platnost_od, platnost_do, spravca_email, max_podiel, popis,
       datum_schvalenia, created_by, updated_by)
     SELECT n.id, 'SZ-' || lpad(n.id::text, 6, '0'), n.eic, n.nazov, n.owner, n.stav, n.od, n.do, n.email, n.max, n.popis,
       CASE WHEN n.stav = 'SCHVALENA' THEN n.od END, 'seed', 'seed'
     FROM (SELECT nextval(pg_get_serial_sequence('skupina_zdielania', 'id_zdielanie'))::int AS id, u.*
           FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::date[], $6::date[], $7::text[], $8::numeric[], $9::text[])
             AS u(eic, nazov, owner, stav, od, "do", email, max, popis)) n`,
    [g.eic, g.nazov, g.owner, g.stav, g.od, g.do, g.email, g.max, g.popis],
  );
  await db.query(
    `INSERT INTO skupina_zdielania_oom (id_zdielanie, eic, nazov, podiel, platnost_od, platnost_do)
     SELECT s.id_zdielanie, u.eic, u.nazov, u.podiel, u.od, u.do
     FROM unnest($1::text[], $2::text[], $3::text[], $4::numeric[], $5::date[], $6::date[]) AS u(eic, grp, nazov, podiel, od, "do")
     JOIN skupina_zdielania s ON s.eic = u.grp`,
    [m.eic, m.group, m.nazov, m.podiel, m.od, m.do],
  );
}

async function seedReductionGroups(db: Queryable, owners: readonly Owner[], pointsOf: ReadonlyMap<number, readonly SeedPoint[]>, today: Date, random: () => number): Promise<void> {
  const ownerIds = ownersFor(SEED_SIZES.reductionGroups, owners, 2, random);
  const g = { nazov: [] as string[], owner: [] as number[], stav: [] as string[], od: [] as string[], do: [] as (string | null)[], popis: [] as string[], members: [] as string[] };
  // A reduction has no shares: the points are simply taken in turn (no share ledger).
  const points = new PointLedger(pointsOf);
  ownerIds.forEach((owner, i) => {
    const town = TOWNS[(i * 3) % TOWNS.length] as string;
    const r = random();
    g.nazov.push(`${REDUCTION_KINDS[i % REDUCTION_KINDS.length]} ${town}`);
    g.owner.push(owner);
    g.stav.push(r < 0.6 ? 'SCHVALENA' : r < 0.75 ? 'NA_SCHVALENI' : r < 0.85 ? 'ROZPRACOVANA' : r < 0.92 ? 'VRATENA' : 'ZRUSENA');
    g.od.push(daysAgo(today, Math.floor(random() * 700)));
    g.do.push(random() < 0.2 ? daysAgo(today, -Math.floor(random() * 365)) : null);
    g.popis.push(`Poníženie tarify pre ${REDUCTION_KINDS[i % REDUCTION_KINDS.length]?.toLowerCase()} v lokalite ${town}`);
    const n = 2 + Math.floor(random() * 4);
    const taken = new Set<string>();
    for (let k = 0; k < n; k++) {
      const point = points.next(owner, taken, { minPercent: 0 });
      if (point) taken.add(point.eic);
    }
    const members = (pointsOf.get(owner) ?? []).filter((p) => taken.has(p.eic));
    g.members.push(JSON.stringify(members.map((p) => ({ eic: p.eic, nazov: p.nazov }))));
  });
  await db.query(
    `WITH rows AS (
       SELECT nextval('ponizenie_kod_seq') AS n, u.* FROM unnest($1::text[], $2::int[], $3::text[], $4::date[], $5::date[], $6::text[], $7::jsonb[])
         AS u(nazov, owner, stav, od, "do", popis, members)
     ), groups AS (
       INSERT INTO ponizenie (kod, id_ucastnik_trhu, nazov, stav, datum_od, datum_do, popis, datum_schvalenia, created_by, updated_by)
       SELECT 'PON-' || lpad(n::text, 6, '0'), owner, nazov, stav, od, "do", popis, CASE WHEN stav = 'SCHVALENA' THEN od END, 'seed', 'seed' FROM rows
       RETURNING id_ponizenie, kod
     )
     INSERT INTO ponizenie_oom (id_ponizenie, eic, nazov)
     SELECT g.id_ponizenie, m.eic, m.nazov FROM rows r JOIN groups g ON g.kod = 'PON-' || lpad(r.n::text, 6, '0')
     CROSS JOIN LATERAL jsonb_to_recordset(r.members) AS m(eic text, nazov text)`,
    [g.nazov, g.owner, g.stav, g.od, g.do, g.popis, g.members],
  );
}

async function seedComplaints(db: Queryable, owners: readonly Owner[], today: Date, random: () => number): Promise<void> {
  const { rows: offsetRows } = await db.query<{ dni: number; anoPracDni: boolean }>("SELECT dni, ano_prac_dni AS \"anoPracDni\" FROM casovy_posun WHERE kod = 'ODPOVED_NA_REKLAMACIU'");
  const offset = offsetRows[0] ?? { dni: 15, anoPracDni: true };
  const { rows: holidayRows } = await db.query<{ d: string }>("SELECT to_char(datum, 'YYYY-MM-DD') AS d FROM sviatok");
  const holidays = new Set(holidayRows.map((h) => h.d));
  // `demo`'s participant gets two in every state (below), the other dev participants five.
  const ownerIds = ownersFor(SEED_SIZES.complaints, owners, 5, random, 2 * COMPLAINT_STATES.length);
  const demoId = owners.find((o) => o.eic === DEMO_EIC)?.id;
  let demoNth = 0;
  const c = {
    owner: [] as number[], predmet: [] as string[], kategoria: [] as string[], text: [] as string[], od: [] as string[], do: [] as string[],
    stav: [] as string[], podanie: [] as (string | null)[], termin: [] as (string | null)[], vybavenie: [] as (string | null)[], odpoved: [] as (string | null)[], dovod: [] as (string | null)[],
  };
  ownerIds.forEach((owner, i) => {
    const kategoria = CATEGORIES[Math.floor(random() * CATEGORIES.length)] as string;
    const subjects = SUBJECTS[kategoria] as readonly string[];
    let pick = random();
    let stav = 'VYBAVENA';
    for (const [state, weight] of COMPLAINT_STATES) {
      if (pick < weight) {
        stav = state;
        break;
      }
      pick -= weight;
    }
    if (owner === demoId) stav = (COMPLAINT_STATES[demoNth++ % COMPLAINT_STATES.length] as [string, number])[0];
    const filedAgo = Math.floor(random() * 730);
    const periodEnd = new Date(today.getTime() - (filedAgo + 5 + Math.floor(random() * 20)) * 86_400_000);
    const periodStart = new Date(Date.UTC(periodEnd.getUTCFullYear(), periodEnd.getUTCMonth(), 1));
    const filed = stav === 'ROZPRACOVANA' ? null : daysAgo(today, filedAgo);
    const due = filed ? addOffset(filed, offset, holidays) : null;
    const resolved = stav === 'VYBAVENA' || stav === 'ZNOVU_OTVORENA';
    c.owner.push(owner);
    c.kategoria.push(kategoria);
    c.predmet.push(`${subjects[i % subjects.length]} ${periodStart.toISOString().slice(5, 7)}/${periodStart.getUTCFullYear()}`);
    c.text.push(`Dobrý deň, reklamujeme ${subjects[i % subjects.length]?.toLowerCase()} za obdobie ${iso(periodStart)} až ${iso(periodEnd)}. Prosíme o preverenie a nápravu.`);
    c.od.push(iso(periodStart));
    c.do.push(iso(periodEnd));
    c.stav.push(stav);
    c.podanie.push(filed);
    c.termin.push(stav === 'ZNOVU_OTVORENA' ? addOffset(daysAgo(today, Math.floor(filedAgo / 2)), offset, holidays) : due);
    c.vybavenie.push(stav === 'VYBAVENA' && filed ? daysAgo(today, Math.max(0, filedAgo - 1 - Math.floor(random() * 20))) : null);
    c.odpoved.push(resolved ? (ANSWERS[i % ANSWERS.length] as string) : null);
    c.dovod.push(stav === 'ZNOVU_OTVORENA' ? 'Oprava nebola vykonaná v plnom rozsahu.' : null);
  });
  await db.query(
    `INSERT INTO reklamacia (kod, id_ucastnik_trhu, predmet, kategoria, text, obdobie_od, obdobie_do, stav, datum_podania, termin, datum_vybavenia,
       odpoved, dovod_znovuotvorenia, created_by, updated_by)
     SELECT 'REK-' || lpad((s.start + u.n)::text, 6, '0'), u.owner, u.predmet, u.kategoria, u.text, u.od, u."do", u.stav, u.podanie, u.termin, u.vybavenie,
       u.odpoved, u.dovod, 'seed', 'seed'
     FROM (SELECT nextval('reklamacia_kod_seq') - 1 AS start) s,
       unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::date[], $6::date[], $7::text[], $8::date[], $9::date[], $10::date[], $11::text[], $12::text[])
         WITH ORDINALITY AS u(owner, predmet, kategoria, text, od, "do", stav, podanie, termin, vybavenie, odpoved, dovod, n)`,
    [c.owner, c.predmet, c.kategoria, c.text, c.od, c.do, c.stav, c.podanie, c.termin, c.vybavenie, c.odpoved, c.dovod],
  );
  // The codes were numbered in one go: the sequence moves past them.
  await db.query("SELECT setval('reklamacia_kod_seq', (SELECT max(substr(kod, 5)::int) FROM reklamacia WHERE kod ~ '^REK-[0-9]+$'))");
}

/**
 * Kinds of complaint attachments besides the code book's `reklamacia.priloha`: a document of each
 * type may be attached once, so the filing and the answer each get their own (added when missing).
 */
const COMPLAINT_DOCUMENT_TYPES = [
  { kod: 'reklamacia.podklad', nazov: 'Podklad k reklamácii', nazovEn: 'Supporting document', nazovCs: 'Podklad k reklamaci', poradie: 1000, pripony: ['pdf', 'jpg', 'jpeg', 'png', 'txt', 'xlsx', 'csv'] },
  { kod: 'reklamacia.odpoved', nazov: 'Príloha odpovede na reklamáciu', nazovEn: 'Answer attachment', nazovCs: 'Příloha odpovědi na reklamaci', poradie: 1010, pripony: ['pdf', 'jpg', 'jpeg', 'png', 'txt', 'xlsx'] },
];

async function ensureComplaintDocumentTypes(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO edc_ciselnik (id_ciselnik, kod, nazov, nazov_en, nazov_cs, poradie, ano_platny, pripony, root_document_type)
     SELECT c.id_ciselnik, i.kod, i.nazov, i."nazovEn", i."nazovCs", i.poradie, true, (SELECT array_agg(p) FROM jsonb_array_elements_text(i.pripony) AS p), 'reklamacia'
     FROM ciselnik c CROSS JOIN jsonb_to_recordset($1::jsonb) AS i(kod text, nazov text, "nazovEn" text, "nazovCs" text, poradie int, pripony jsonb)
     WHERE c.enum_type = 'portal' AND NOT c.mixed AND c.nazov = 'document-type'
       AND NOT EXISTS (SELECT 1 FROM edc_ciselnik e WHERE e.id_ciselnik = c.id_ciselnik AND e.kod = i.kod)`,
    [JSON.stringify(COMPLAINT_DOCUMENT_TYPES)],
  );
}

/** Seeds the three areas when the sharing groups are empty; returns whether it did. */
export async function seedSkupinyIfEmpty(db: Queryable): Promise<boolean> {
  await ensureComplaintDocumentTypes(db);
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM skupina_zdielania');
  if ((rows[0]?.n ?? 0) > 0) return false;
  const pointsOf = await seededPointsByOwner(db);
  // Groups belong to participants with metering points: their members are those points.
  const owners = (await db.query<Owner>('SELECT id_ucastnik_trhu AS id, eic FROM ucastnik_trhu ORDER BY id_ucastnik_trhu')).rows.filter((o) => pointsOf.has(o.id));
  if (owners.length === 0) return false;
  const emails = (await db.query<{ email: string }>('SELECT lower(email) AS email FROM app_user ORDER BY login')).rows.map((r) => r.email);
  const today = new Date(`${marketToday()}T00:00:00Z`);
  const random = prng(20261125);
  await seedSharingGroups(db, owners, new PointLedger(pointsOf), emails, today, random);
  await seedReductionGroups(db, owners, pointsOf, today, random);
  await seedComplaints(db, owners, today, random);
  // Fresh statistics for the planner: PGlite runs no autovacuum, and with the empty tables' guesses
  // (tens of rows) the lists of members and groups were planned for the wrong sizes.
  await db.query('ANALYZE skupina_zdielania, skupina_zdielania_oom, ponizenie, ponizenie_oom, reklamacia');
  return true;
}
