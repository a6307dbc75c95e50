import { marketToday } from '../../engine/core/validation/marketDay';
import type { Database, Queryable } from '../db/types';
import { NOTIFY_TEMPLATES } from '../zmluva/notifyCodes';
import { DEMO_EIC, PRODUCER_EIC, SUPPLIER_EICS } from './participants';
import { prng } from './random';

// The contract register's seed: 5,000 contracts over every type and state and the last five
// years, their contacts and some addenda, ~2,000 notifications and a few finished processing jobs.
// Rows are built in JS (seeded PRNG: the same data every time) and inserted with unnest().

/** Contracts in all. */
export const SEED_CONTRACTS = 5000;

const TYPES = ['VSEOBECNA', 'ZPU', 'ZO', 'KT', 'RRM_KT', 'RRM_OTC', 'RE', 'AIB', 'NON_AIB', 'ZOD', 'DUA', 'TPS_TSS'] as const;
const PREFIX: Record<string, string> = {
  VSEOBECNA: 'ZML', ZPU: 'ZPU', ZO: 'ZO', KT: 'KT', RRM_KT: 'RRMKT', RRM_OTC: 'RRMOTC', RE: 'RE', AIB: 'AIB', NON_AIB: 'NAIB', ZOD: 'ZOD', DUA: 'DUA', TPS_TSS: 'TPS',
};
const SUBJECT: Record<string, string> = {
  VSEOBECNA: 'Všeobecné podmienky spolupráce s dátovým centrom',
  ZPU: 'Poskytovanie nameraných údajov výrobcovi elektriny',
  ZO: 'Zúčtovanie odchýlky subjektu zúčtovania',
  KT: 'Prístup a účasť na krátkodobom trhu s elektrinou',
  RRM_KT: 'Oznamovanie obchodov krátkodobého trhu podľa nariadenia REMIT',
  RRM_OTC: 'Oznamovanie bilaterálnych obchodov OTC podľa nariadenia REMIT',
  RE: 'Zúčtovanie regulačnej elektriny',
  AIB: 'Vydávanie a prevod záruk pôvodu v registri AIB',
  NON_AIB: 'Vydávanie záruk pôvodu mimo systému AIB',
  ZOD: 'Odber a dodávka údajov z meraní',
  DUA: 'Používanie aplikácie dátového centra',
  TPS_TSS: 'Poskytovanie údajov prevádzkovateľovi prenosovej a distribučnej sústavy',
};
// State shares: most contracts are in force; some ended, some waiting, a few refused.
const STATES: readonly [string, number][] = [
  ['AKTIVNA', 0.52], ['NEAKTIVNA', 0.14], ['SCHVALENA', 0.08], ['V_PROCESE', 0.1], ['ZAMIETNUTA', 0.05], ['ZRUSENA', 0.11],
];
const FIRST = ['Ján', 'Peter', 'Martin', 'Jozef', 'Lucia', 'Zuzana', 'Katarína', 'Michal', 'Tomáš', 'Andrea', 'Mária', 'Ľubomír', 'Štefan', 'Júlia', 'Veronika', 'Marek'];
const LAST_M = ['Novák', 'Horváth', 'Kováč', 'Varga', 'Tóth', 'Baláž', 'Szabó', 'Molnár', 'Šimko', 'Lukáč', 'Krajčí', 'Ďurica', 'Čierny', 'Žiak'];
const FEMALE = new Set(['Lucia', 'Zuzana', 'Katarína', 'Andrea', 'Mária', 'Júlia', 'Veronika']);
const FUNCTIONS = ['konateľ', 'energetik', 'vedúci obchodu', 'technik dispečingu', 'manažér zmlúv', 'finančný riaditeľ'];
const MOBILE_PREFIXES = ['903', '905', '907', '908', '910', '911', '915', '917', '918', '940', '944', '948', '949', '950', '951'];
const TITLES = [null, null, null, 'Ing.', 'Mgr.', 'Ing.', 'JUDr.', 'Bc.'];
const REASONS = [
  'Ukončenie podnikania v energetike k uvedenému dňu',
  'Dohoda zmluvných strán o ukončení zmluvy',
  'Nahradenie novou zmluvou podľa aktualizovaných obchodných podmienok',
  'Výpoveď zo strany účastníka trhu',
  'Zánik účastníka trhu zlúčením so spoločnosťou',
];
const NOTICE: Record<string, [string, string]> = {
  ZMENA_PODMIENOK: ['Zmena obchodných podmienok k zmluve {c}', 'Vážený účastník trhu, oznamujeme Vám zmenu obchodných podmienok, ktoré sú súčasťou zmluvy {c}. Nové znenie nadobúda účinnosť prvým dňom nasledujúceho mesiaca.'],
  KONIEC_PLATNOSTI: ['Blíži sa koniec platnosti zmluvy {c}', 'Vážený účastník trhu, platnosť zmluvy {c} sa končí. Ak máte záujem o jej predĺženie, požiadajte o obnovenie na portáli.'],
  DOPLNENIE_UDAJOV: ['Výzva na doplnenie údajov k zmluve {c}', 'Vážený účastník trhu, prosíme o doplnenie kontaktných údajov a príloh k zmluve {c} do 14 dní.'],
  VSEOBECNA: ['Oznámenie k zmluve {c}', 'Vážený účastník trhu, v prílohe portálu nájdete aktualizované informácie k zmluve {c}.'],
};

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Without diacritics, lower case: for e-mail addresses. */
const ascii = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

interface Participant {
  id: number;
  eic: string;
  nazov: string;
}

/**
 * Inserts the register's seed when the table is empty; returns whether it did. One transaction in
 * replica mode: the rows are built consistent here, so the per-row triggers (foreign key checks,
 * the change history) are skipped, which is most of the time 5,000 rows would take.
 */
export async function seedZmluvyIfEmpty(db: Database, now = Date.now()): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Only a superuser may (PGlite always is; a PostgreSQL deployment may not be: then triggers run).
    const { rows } = await tx.query<{ su: boolean }>('SELECT rolsuper AS su FROM pg_roles WHERE rolname = current_user');
    if (rows[0]?.su) await tx.query('SET LOCAL session_replication_role = replica');
    return seedInto(tx, now);
  });
}

async function seedInto(db: Queryable, now: number): Promise<boolean> {
  const empty = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM zmluva');
  if ((empty.rows[0]?.n ?? 0) > 0) return false;
  const { rows: participants } = await db.query<Participant>('SELECT id_ucastnik_trhu AS id, eic::text AS eic, nazov FROM ucastnik_trhu ORDER BY id_ucastnik_trhu');
  if (participants.length === 0) return false;
  const rnd = prng(20261125);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  // The Slovak day (what SQL's current_date is, server/db/sessionZone.ts) as UTC midnight, counted on in whole days.
  const today = Date.parse(`${marketToday(new Date(now))}T00:00:00Z`);

  // The dev accounts' participants get a realistic handful; the rest share the volume.
  const dev = participants.filter((p) => p.eic === PRODUCER_EIC || SUPPLIER_EICS.includes(p.eic) || p.eic === DEMO_EIC);
  const others = participants.filter((p) => !dev.includes(p));
  const owners: Participant[] = [];
  for (const p of dev) for (let i = 0; i < (p.eic === PRODUCER_EIC ? 8 : 12); i += 1) owners.push(p);
  const pool = others.length > 0 ? others : participants;
  while (owners.length < SEED_CONTRACTS) owners.push(pick(pool));

  const c = {
    cislo: [] as string[], typ: [] as string[], stav: [] as string[], ucastnik: [] as number[], podpis: [] as (string | null)[],
    od: [] as string[], do: [] as (string | null)[], predmet: [] as string[], kontakty: [] as string[], dovod: [] as (string | null)[],
    ukoncenie: [] as (string | null)[],
  };
  let demoNth = 0;
  for (const [i, owner] of owners.entries()) {
    // The producer's contracts: the kinds a producer has, none refused.
    const typ = owner.eic === PRODUCER_EIC ? (['ZPU', 'ZO', 'DUA', 'AIB', 'VSEOBECNA', 'ZOD', 'NON_AIB', 'ZPU'][i % 8] as string) : i < 40 ? TYPES[i % TYPES.length]! : pick(TYPES);
    let r = rnd();
    let stav = 'AKTIVNA';
    for (const [s, share] of STATES) {
      if (r < share) { stav = s; break; }
      r -= share;
    }
    if (i < 40) stav = ['AKTIVNA', 'AKTIVNA', 'SCHVALENA', 'V_PROCESE', 'NEAKTIVNA', 'AKTIVNA', 'ZRUSENA'][i % 7] as string;
    // `demo`'s participant: two contracts in every state, so its search shows each.
    if (owner.eic === DEMO_EIC) stav = (STATES[demoNth++ % STATES.length] as [string, number])[0];
    const od = today - Math.floor(rnd() * 5 * 365) * DAY;
    const startMs = stav === 'V_PROCESE' || stav === 'SCHVALENA' ? today + Math.floor(rnd() * 60 + 1) * DAY : od;
    const signed = stav === 'V_PROCESE' || stav === 'ZAMIETNUTA' ? null : iso(Math.min(startMs, today) - Math.floor(rnd() * 30 + 1) * DAY);
    let end: number | null = rnd() < 0.45 ? null : startMs + Math.floor(rnd() * 4 + 1) * 365 * DAY;
    if (stav === 'NEAKTIVNA') end = Math.min(today - Math.floor(rnd() * 300 + 1) * DAY, Math.max(startMs, today - DAY));
    if (stav === 'AKTIVNA' && end !== null && end < today) end = today + Math.floor(rnd() * 700 + 30) * DAY;
    let dovod: string | null = null;
    let ukoncenie: string | null = null;
    if (stav === 'ZRUSENA') {
      const term = Math.min(today - Math.floor(rnd() * 200) * DAY, Math.max(startMs, today - DAY));
      end = Math.max(term, startMs);
      dovod = pick(REASONS);
      ukoncenie = iso(end);
    }
    const year = new Date(signed ? Date.parse(signed) : startMs).getUTCFullYear();
    c.cislo.push(`${PREFIX[typ]}-${year}-${String(100001 + i).padStart(6, '0')}`);
    c.typ.push(typ);
    c.stav.push(stav);
    c.ucastnik.push(owner.id);
    c.podpis.push(signed);
    c.od.push(iso(startMs));
    c.do.push(end === null ? null : iso(Math.max(end, startMs)));
    c.predmet.push(SUBJECT[typ] as string);
    const contacts = [];
    for (let k = 0; k < 1 + Math.floor(rnd() * 2); k += 1) {
      const meno = pick(FIRST);
      const last = pick(LAST_M);
      const priezvisko = FEMALE.has(meno) ? (last.endsWith('ý') ? `${last.slice(0, -1)}á` : `${last}ová`) : last;
      contacts.push({
        titul: pick(TITLES),
        meno,
        priezvisko,
        funkcia: pick(FUNCTIONS),
        // Real Slovak mobile ranges: the catalogue's phone-sk checks them.
        telefon: `+421${pick(MOBILE_PREFIXES)}${String(Math.floor(rnd() * 1e6)).padStart(6, '0')}`,
        email: `${ascii(meno)}.${ascii(priezvisko)}@${ascii(owner.nazov.split(' ')[0] ?? 'firma')}.sk`,
        // Contacts stay valid: an expired one would block every save (msgInvalidContacts).
        datDo: rnd() < 0.15 ? iso(today + Math.floor(rnd() * 700 + 30) * DAY) : null,
      });
    }
    c.kontakty.push(JSON.stringify(contacts));
    c.dovod.push(dovod);
    c.ukoncenie.push(ukoncenie);
  }
  const inserted = await db.query<{ id: number; cislo: string; stav: string; od: string; do: string | null; ucastnik: number; kontakt: string | null }>(
    `INSERT INTO zmluva (cislo_zmluvy, typ_zmluvy, stav, id_ucastnik_trhu, datum_podpisu, platnost_od, platnost_do, predmet, kontakty,
       dovod_ukoncenia, datum_ukoncenia, created_by, updated_by)
     SELECT cislo, typ, stav, ucastnik, podpis, od, dd, predmet, kontakty::jsonb, dovod, ukoncenie, 'seed', 'seed'
     FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::date[], $6::date[], $7::date[], $8::text[], $9::text[], $10::text[], $11::date[])
       AS t(cislo, typ, stav, ucastnik, podpis, od, dd, predmet, kontakty, dovod, ukoncenie)
     RETURNING id_zmluva AS id, cislo_zmluvy AS cislo, stav, to_char(platnost_od, 'YYYY-MM-DD') AS od, to_char(platnost_do, 'YYYY-MM-DD') AS do,
       id_ucastnik_trhu AS ucastnik, kontakty -> 0 ->> 'email' AS kontakt`,
    [c.cislo, c.typ, c.stav, c.ucastnik, c.podpis, c.od, c.do, c.predmet, c.kontakty, c.dovod, c.ukoncenie],
  );
  const contracts = inserted.rows;

  // Addenda: about one contract in eight that is in force has one to three.
  const { rows: templates } = await db.query<{ id: number; nazov: string }>('SELECT id_addendum_template AS id, nazov FROM addendum_template ORDER BY 1');
  const a = { zmluva: [] as number[], ucastnik: [] as number[], cislo: [] as number[], sablona: [] as (number | null)[], od: [] as string[], popis: [] as string[] };
  for (const k of contracts) {
    if (!['AKTIVNA', 'NEAKTIVNA', 'ZRUSENA'].includes(k.stav) || rnd() > 0.125) continue;
    const count = 1 + Math.floor(rnd() * 3);
    const start = Date.parse(k.od);
    const stop = Math.min(k.do ? Date.parse(k.do) : today, today);
    for (let n = 1; n <= count; n += 1) {
      const template = templates.length > 0 ? pick(templates) : null;
      a.zmluva.push(k.id);
      a.ucastnik.push(k.ucastnik);
      a.cislo.push(n);
      a.sablona.push(template?.id ?? null);
      a.od.push(iso(start + Math.floor(((stop - start) * n) / (count + 1) / DAY) * DAY));
      a.popis.push(`${template?.nazov ?? 'Dodatok'} k zmluve ${k.cislo}`);
    }
  }
  await db.query(
    `INSERT INTO zmluva_dodatok (id_zmluva, id_ucastnik_trhu, cislo_dodatku, id_addendum_template, platnost_od, popis, created_by)
     SELECT z, u, c, s, o, p, 'seed' FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::date[], $6::text[]) AS t(z, u, c, s, o, p)`,
    [a.zmluva, a.ucastnik, a.cislo, a.sablona, a.od, a.popis],
  );

  // Five finished notification jobs of the last year, 400 contracts each, and their notifications.
  const jobs = { code: [] as string[], celkom: [] as number[], ok: [] as number[], failed: [] as number[], params: [] as string[], start: [] as string[], end: [] as string[] };
  const items = { code: [] as string[], zmluva: [] as number[], cislo: [] as string[], stav: [] as string[], chyba: [] as (string | null)[], at: [] as string[] };
  const n = { zmluva: [] as number[], cislo: [] as string[], ucastnik: [] as number[], email: [] as (string | null)[], kanal: [] as string[], sablona: [] as string[],
    predmet: [] as string[], text: [] as string[], at: [] as string[], code: [] as string[] };
  const inForce = contracts.filter((k) => k.stav === 'AKTIVNA' || k.stav === 'SCHVALENA');
  for (let j = 0; j < 5; j += 1) {
    const code = `NOT-${new Date(today).getUTCFullYear() - (j < 2 ? 1 : 0)}-${String(j + 1).padStart(6, '0')}`;
    const sablona = NOTIFY_TEMPLATES[j % NOTIFY_TEMPLATES.length] as string;
    const kanal = j % 2 === 0 ? 'EMAIL' : 'SCHRANKA';
    const started = today - (340 - j * 70) * DAY + 9 * 3600_000 + j * 600_000;
    let ok = 0;
    let failed = 0;
    for (let i = 0; i < 400; i += 1) {
      const k = inForce[(j * 400 + i * 7) % inForce.length];
      if (!k) break;
      const at = new Date(started + (i + 1) * 1500).toISOString();
      // A contract without a contact e-mail cannot be notified by e-mail.
      const error = kanal === 'EMAIL' && (!k.kontakt || i % 97 === 13) ? 'BEZ_EMAILU' : null;
      items.code.push(code);
      items.zmluva.push(k.id);
      items.cislo.push(k.cislo);
      items.stav.push(error ? 'CHYBA' : 'OK');
      items.chyba.push(error);
      items.at.push(at);
      if (error) { failed += 1; continue; }
      ok += 1;
      const [predmet, text] = NOTICE[sablona] as [string, string];
      n.zmluva.push(k.id);
      n.cislo.push(k.cislo);
      n.ucastnik.push(k.ucastnik);
      n.email.push(k.kontakt);
      n.kanal.push(kanal);
      n.sablona.push(sablona);
      n.predmet.push(predmet.replace('{c}', k.cislo));
      n.text.push(text.replace('{c}', k.cislo));
      n.at.push(at);
      n.code.push(code);
    }
    const [predmet, text] = NOTICE[sablona] as [string, string];
    jobs.code.push(code);
    jobs.celkom.push(ok + failed);
    jobs.ok.push(ok);
    jobs.failed.push(failed);
    jobs.params.push(JSON.stringify({ sablona, kanal, predmet: predmet.replace('{c}', '{cisloZmluvy}'), text: text.replace('{c}', '{cisloZmluvy}') }));
    jobs.start.push(new Date(started).toISOString());
    jobs.end.push(new Date(started + (ok + failed + 1) * 1500).toISOString());
  }
  await db.query(
    `INSERT INTO spracovanie (code, typ, stav, celkom, spracovane, uspesne, chybne, parametre, zaciatok, koniec, vytvoril)
     SELECT c, 'NOTIFIKACIA', CASE WHEN f > 0 THEN 'CHYBA' ELSE 'USPECH' END, t, t, o, f, p::jsonb, s, e, 'operator'
     FROM unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::text[], $6::timestamptz[], $7::timestamptz[]) AS x(c, t, o, f, p, s, e)`,
    [jobs.code, jobs.celkom, jobs.ok, jobs.failed, jobs.params, jobs.start, jobs.end],
  );
  await db.query(
    `INSERT INTO spracovanie_polozka (code, id_zmluva, cislo_zmluvy, stav, chyba_kod, spracovane)
     SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::timestamptz[])`,
    [items.code, items.zmluva, items.cislo, items.stav, items.chyba, items.at],
  );
  await db.query(
    `INSERT INTO notifikacia (id_zmluva, cislo_zmluvy, id_ucastnik_trhu, prijemca_email, kanal, sablona, predmet, text, stav, odoslane, code_spracovanie)
     SELECT z, c, u, e, k, s, p, t, 'ODOSLANA', a, j
     FROM unnest($1::int[], $2::text[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::timestamptz[], $10::text[])
       AS x(z, c, u, e, k, s, p, t, a, j)`,
    [n.zmluva, n.cislo, n.ucastnik, n.email, n.kanal, n.sablona, n.predmet, n.text, n.at, n.code],
  );
  // Jobs started later count on from the seeded ones.
  await db.query("SELECT setval('spracovanie_code_seq', 5)");
  return true;
}
