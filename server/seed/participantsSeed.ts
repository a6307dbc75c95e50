// Volume seed of market participants and user accounts: completes the dev participants (tax ids,
// address, contacts, accounts, permits) and adds a few hundred realistic ones with their users.
// Deterministic (seeded PRNG); every row built in JS and written with one statement per table.
import { composeIBAN } from 'ibantools';
import { eicCheckCharacter, withEicCheck } from '../../engine/core/validation/eicCheck';
import type { Database, Queryable } from '../db/types';
import { BANKS, FEMALE_NAMES, FUNCTIONS, LEGAL_FORMS, legalFormOf, MALE_NAMES, NAME_KINDS, NAME_STEMS, STREETS, SURNAMES, TOWNS } from './participantsData';
import { DEMO_EIC } from './participants';
import { prng } from './random';

/** How many participants and users the volume seed adds. */
export const SEED_PARTICIPANTS = 292;
export const SEED_USERS = 400;

const ALL_ROLES = ['DODAVATEL', 'VYROBCA', 'AGREGATOR', 'PREVADZKOVATEL_USKLADNENIA', 'SPRAVCA_SKUPINY', 'AKTIVNY_ODBERATEL'];
const PERMIT_SCOPE: Record<string, string> = { VYROBCA: 'VYROBA', DODAVATEL: 'DODAVKA', AGREGATOR: 'AGREGACIA', PREVADZKOVATEL_USKLADNENIA: 'USKLADNENIE', PDS: 'DISTRIBUCIA' };
const PORTAL_ROLE: Record<string, string> = { VYROBCA: 'EDC.VYROBCA', DODAVATEL: 'EDC.DODAVATEL', AGREGATOR: 'EDC.AGREGATOR', PDS: 'EDC.DODAVATEL', OKTE: 'EDC.DODAVATEL' };
// No password at all: bulk accounts cannot log in until a reset link sets one (never hashed 400 times).
const NO_PASSWORD = '!';

type Rnd = () => number;
const pick = <T>(rnd: Rnd, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
const int = (rnd: Rnd, min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
const digits = (rnd: Rnd, n: number) => Array.from({ length: n }, () => String(int(rnd, 0, 9))).join('');

/** A valid IČO: seven digits and the check digit (weights 8…2, mod 11). */
export function makeIco(rnd: Rnd): string {
  const first = String(int(rnd, 3, 5)) + digits(rnd, 6);
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(first[i]) * (8 - i);
  return first + String((11 - (sum % 11)) % 10);
}

/** A valid DIČ: ten digits starting 20, divisible by 11. */
export function makeDic(rnd: Rnd): string {
  const n = 2020000000 + int(rnd, 0, 89999999);
  return String(n - (n % 11));
}

// Slovak mobile network prefixes (the phone format checks real number ranges).
const MOBILE_PREFIXES = ['902', '903', '904', '905', '906', '907', '908', '910', '911', '915', '917', '918', '940', '944', '948', '949'];

const ACCOUNT_WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1];

/** A Slovak account number: ten digits whose weighted sum (6, 3, 7, 9, 10, 5, 8, 4, 2, 1) is divisible by 11. */
function accountNumber(rnd: Rnd): string {
  for (;;) {
    const first = String(int(rnd, 1, 9)) + digits(rnd, 8);
    const sum = [...first].reduce((acc, d, i) => acc + Number(d) * (ACCOUNT_WEIGHTS[i] as number), 0);
    // The last weight is 1: the last digit makes the sum a multiple of 11 unless that needs a 10.
    const last = (11 - (sum % 11)) % 11;
    if (last < 10) return first + String(last);
  }
}

/** A valid Slovak IBAN of the bank (bank code, 6-digit prefix, 10-digit account). */
function makeIban(rnd: Rnd, bank: string): string {
  const iban = composeIBAN({ countryCode: 'SK', bban: `${bank}000000${accountNumber(rnd)}` });
  if (!iban) throw new Error('IBAN not composed');
  return iban;
}

const ascii = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '');
const isoDay = (rnd: Rnd, fromYear: number, toYear: number) => `${int(rnd, fromYear, toYear)}-${String(int(rnd, 1, 12)).padStart(2, '0')}-${String(int(rnd, 1, 28)).padStart(2, '0')}`;

interface Person {
  meno: string;
  priezvisko: string;
}

function person(rnd: Rnd): Person {
  const female = rnd() < 0.45;
  const [male, fem] = pick(rnd, SURNAMES);
  return { meno: pick(rnd, female ? FEMALE_NAMES : MALE_NAMES), priezvisko: female ? fem : male };
}

/** The extended columns of one participant (its name and kind decide domain, roles and permits). */
function details(rnd: Rnd, nazov: string, typ: string, demo: boolean) {
  const town = pick(rnd, TOWNS);
  const domain = `${ascii(nazov.replace(/\b(s\.r\.o\.|a\.s\.|družstvo)$/u, '')).slice(0, 20)}.sk`;
  const extra = ALL_ROLES.filter((r) => r !== typ && rnd() < 0.08);
  const roly = demo ? [...ALL_ROLES] : [...(ALL_ROLES.includes(typ) ? [typ] : []), ...extra];
  const dic = makeDic(rnd);
  const kontakty = Array.from({ length: int(rnd, 1, 3) }, (_, i) => {
    const p = person(rnd);
    return {
      titul: rnd() < 0.3 ? pick(rnd, ['Ing.', 'Mgr.', 'JUDr.', 'Bc.']) : null,
      meno: p.meno,
      priezvisko: p.priezvisko,
      funkcia: pick(rnd, FUNCTIONS),
      email: `${ascii(p.meno)}.${ascii(p.priezvisko)}@${domain}`,
      telefon: `+421${pick(rnd, MOBILE_PREFIXES)}${digits(rnd, 6)}`,
      datDo: i > 0 && rnd() < 0.2 ? isoDay(rnd, 2023, 2025) : null,
    };
  });
  const bankoveUcty = Array.from({ length: rnd() < 0.25 ? 2 : 1 }, (_, i) => {
    const bank = pick(rnd, BANKS);
    return { iban: makeIban(rnd, bank.kod), banka: bank.nazov, mena: 'EUR', hlavny: i === 0 };
  });
  const permitRoles = roly.filter((r) => PERMIT_SCOPE[r]).concat(typ === 'PDS' ? ['PDS'] : []);
  const povolenia = permitRoles.map((r) => {
    const od = isoDay(rnd, 2008, 2024);
    return {
      cislo: `${od.slice(0, 4)}E ${String(int(rnd, 1, 999)).padStart(4, '0')}`,
      rozsah: PERMIT_SCOPE[r],
      platnostOd: od,
      platnostDo: rnd() < 0.15 ? isoDay(rnd, 2026, 2034) : null,
      vydal: 'Úrad pre reguláciu sieťových odvetví',
    };
  });
  const stavRoll = rnd();
  return {
    dic,
    icDph: rnd() < 0.8 ? `SK${dic}` : null,
    roly,
    stav: demo ? 'AKTIVNY' : stavRoll < 0.9 ? 'AKTIVNY' : stavRoll < 0.97 ? 'POZASTAVENY' : 'ZRUSENY',
    adresa: { Ulica: pick(rnd, STREETS), OrientacneCislo: String(int(rnd, 1, 120)), PopisneCislo: String(int(rnd, 100, 9999)), Psc: town.psc, Mesto: town.mesto, IdStat: 'SK' },
    kontakty,
    bankoveUcty,
    povolenia,
    acerKod: rnd() < 0.4 ? `C${digits(rnd, 7)}${pick(rnd, ['W', 'K', 'Q', 'Z'])}.EU` : null,
    domain,
  };
}

/**
 * Seeds participants and users when the participants have no details yet (a fresh database, or one
 * from before migration 065); returns whether it did. Runs before the other feature seeds, which
 * spread their rows over the participants that exist by then.
 */
export async function seedParticipantsIfEmpty(database: Database): Promise<boolean> {
  const { rows: done } = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM ucastnik_trhu WHERE adresa IS NOT NULL');
  if ((done[0]?.n ?? 0) > 0) return false;
  await database.transaction(async (db) => {
    // Seeded rows start without history (the triggers would write one entry per row, slowly).
    await db.query('ALTER TABLE ucastnik_trhu DISABLE TRIGGER ucastnik_trhu_historia');
    await db.query('ALTER TABLE app_user DISABLE TRIGGER app_user_historia');
    await seedRows(db);
    await db.query('ALTER TABLE ucastnik_trhu ENABLE TRIGGER ucastnik_trhu_historia');
    await db.query('ALTER TABLE app_user ENABLE TRIGGER app_user_historia');
  });
  return true;
}

async function seedRows(db: Queryable): Promise<void> {
  const rnd = prng(20261125);
  const { rows: existing } = await db.query<{ id: number; nazov: string; eic: string; ico: string | null; typ: string }>(
    'SELECT id_ucastnik_trhu AS id, nazov, eic, ico, typ FROM ucastnik_trhu ORDER BY id_ucastnik_trhu',
  );
  const usedIco = new Set(existing.map((e) => e.ico));
  const usedNames = new Set(existing.map((e) => e.nazov));
  const domains = new Map<number, string>();

  // The dev participants keep name, EIC, IČO and kind; they get the rest.
  const completed = existing.map((e) => {
    const d = details(rnd, e.nazov, e.typ, e.eic === DEMO_EIC);
    domains.set(e.id, d.domain);
    return { id: e.id, ...d };
  });
  await db.query(
    `UPDATE ucastnik_trhu u SET dic = d.dic, ic_dph = d."icDph", roly = ARRAY(SELECT jsonb_array_elements_text(d.roly)), stav = d.stav,
       adresa = d.adresa, kontakty = d.kontakty, bankove_ucty = d."bankoveUcty", povolenia = d.povolenia, acer_kod = d."acerKod",
       created_by = 'seed', updated_by = 'seed'
     FROM jsonb_to_recordset($1::jsonb) AS d(id int, dic text, "icDph" text, roly jsonb, stav text, adresa jsonb, kontakty jsonb,
       "bankoveUcty" jsonb, povolenia jsonb, "acerKod" text)
     WHERE u.id_ucastnik_trhu = d.id`,
    [JSON.stringify(completed)],
  );

  const added: Record<string, unknown>[] = [];
  while (added.length < SEED_PARTICIPANTS) {
    const kind = pick(rnd, NAME_KINDS);
    const nazov = `${kind.text.replace('{stem}', pick(rnd, NAME_STEMS))} ${pick(rnd, LEGAL_FORMS)}`;
    if (usedNames.has(nazov)) continue;
    let ico = makeIco(rnd);
    while (usedIco.has(ico)) ico = makeIco(rnd);
    usedNames.add(nazov);
    usedIco.add(ico);
    const n = added.length + 1;
    // 24X + a 12-character code (letters of the name, a serial number) + the check character.
    const code = `${ascii(nazov).toUpperCase().slice(0, 6)}-${String(n).padStart(4, '0')}`.padEnd(11, '-');
    // A few codes have no valid check character with a final '-': the last place then takes a letter.
    const eic = ['-', 'A', 'B'].map((last) => `24X${code}${last}`).map((first15) => (eicCheckCharacter(first15) ? withEicCheck(first15) : undefined)).find(Boolean);
    if (!eic) continue;
    added.push({ nazov, eic, ico, typ: kind.typ, pravnaForma: legalFormOf(nazov), ...details(rnd, nazov, kind.typ, false) });
  }
  const { rows: inserted } = await db.query<{ id: number; typ: string; stav: string; eic: string }>(
    `INSERT INTO ucastnik_trhu (nazov, eic, ico, typ, dic, ic_dph, roly, stav, adresa, kontakty, bankove_ucty, povolenia, acer_kod, pravna_forma, created_by, updated_by, created_at, updated_at)
     SELECT d.nazov, d.eic, d.ico, d.typ, d.dic, d."icDph", ARRAY(SELECT jsonb_array_elements_text(d.roly)), d.stav, d.adresa, d.kontakty,
       d."bankoveUcty", d.povolenia, d."acerKod", d."pravnaForma", 'seed', 'seed', now() - make_interval(days => d.age), now() - make_interval(days => d.age)
     FROM jsonb_to_recordset($1::jsonb) AS d(nazov text, eic text, ico text, typ text, dic text, "icDph" text, roly jsonb,
       stav text, adresa jsonb, kontakty jsonb, "bankoveUcty" jsonb, povolenia jsonb, "acerKod" text, "pravnaForma" text, age int)
     RETURNING id_ucastnik_trhu AS id, typ, stav, eic`,
    [JSON.stringify(added.map((a) => ({ ...a, age: int(rnd, 30, 2000) })))],
  );
  const domainOfEic = new Map(added.map((a) => [a.eic as string, a.domain as string]));
  for (const row of inserted) domains.set(row.id, domainOfEic.get(row.eic) ?? 'firma.sk');

  // Users: operator staff (internal) and people of the added participants (external), a few locked.
  const participants = inserted.filter((p) => p.stav !== 'ZRUSENY');
  const logins = new Set<string>(['visitor', 'producer', 'supplier', 'demo', 'operator', 'admin']);
  const users: Record<string, unknown>[] = [];
  const memberships: { login: string; id: number }[] = [];
  for (let i = 0; i < SEED_USERS; i++) {
    const p = person(rnd);
    let login = `${ascii(p.meno)}.${ascii(p.priezvisko)}`;
    for (let k = 2; logins.has(login); k++) login = `${ascii(p.meno)}.${ascii(p.priezvisko)}${k}`;
    logins.add(login);
    const internal = i < 36;
    let roles: string[];
    let email: string;
    let ucastnici: number[] = [];
    if (internal) {
      roles = i < 6 ? ['EDC.OPERATOR', 'EDC.OPERATOR.ZMLUVNE'] : ['EDC.OPERATOR'];
      email = `${login}@edc.sk`;
    } else {
      const home = pick(rnd, participants);
      ucastnici = [home.id];
      // Some people work for a second participant (an aggregator or a supplier they service).
      if (rnd() < 0.08) {
        const second = pick(rnd, participants);
        if (second.id !== home.id) ucastnici.push(second.id);
      }
      roles = [PORTAL_ROLE[home.typ] ?? 'EDC.VYROBCA'];
      email = `${login}@${domains.get(home.id) ?? 'firma.sk'}`;
    }
    for (const id of ucastnici) memberships.push({ login, id });
    users.push({
      login,
      meno: p.meno,
      priezvisko: p.priezvisko,
      email,
      roles,
      stav: rnd() < 0.05 ? 'ZABLOKOVANY' : 'AKTIVNY',
      ucastnici: ucastnici.sort((a, b) => a - b).map(String),
      age: int(rnd, 10, 1500),
      lastLogin: rnd() < 0.75 ? int(rnd, 0, 120 * 24) : null,
    });
  }
  await db.query(
    `INSERT INTO app_user (login, meno, priezvisko, email, roles, password_hash, stav, ucastnici, created_at, updated_at, updated_by, posledne_prihlasenie)
     SELECT d.login, d.meno, d.priezvisko, d.email, ARRAY(SELECT jsonb_array_elements_text(d.roles)), $2, d.stav,
       ARRAY(SELECT jsonb_array_elements_text(d.ucastnici)), now() - make_interval(days => d.age), now() - make_interval(days => d.age), 'seed',
       CASE WHEN d."lastLogin" IS NULL THEN NULL ELSE now() - make_interval(hours => d."lastLogin") END
     FROM jsonb_to_recordset($1::jsonb) AS d(login text, meno text, priezvisko text, email text, roles jsonb, stav text, ucastnici jsonb, age int, "lastLogin" int)`,
    [JSON.stringify(users), NO_PASSWORD],
  );
  await db.query(
    'INSERT INTO user_ucastnik (login, id_ucastnik_trhu) SELECT * FROM unnest($1::text[], $2::int[])',
    [memberships.map((m) => m.login), memberships.map((m) => m.id)],
  );
}
