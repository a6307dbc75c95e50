// Seed consumers of suppliers: Slovak people (valid rodné čísla) and firms (valid IČO) with
// addresses, phones, e-mails and their metering points (24Z). Deterministic (seeded PRNG).
import { withEicCheck } from '../../engine/core/validation/eicCheck';
import { foldText } from '../rql/fold';
import { prng } from './random';

const MALE = ['Peter', 'Ján', 'Martin', 'Michal', 'Tomáš', 'Jozef', 'Marek', 'Lukáš', 'Milan', 'Juraj', 'Pavol', 'Miroslav', 'Štefan', 'Róbert', 'Ľubomír', 'Dušan', 'Matej', 'Ondrej', 'Igor', 'Vladimír'];
const FEMALE = ['Mária', 'Jana', 'Eva', 'Anna', 'Zuzana', 'Katarína', 'Lucia', 'Martina', 'Ivana', 'Monika', 'Andrea', 'Veronika', 'Helena', 'Lenka', 'Simona', 'Alžbeta', 'Barbora', 'Dagmar', 'Ľudmila', 'Petra'];
// [male form, female form]
const SURNAMES: readonly [string, string][] = [
  ['Horváth', 'Horváthová'], ['Kováč', 'Kováčová'], ['Varga', 'Vargová'], ['Tóth', 'Tóthová'], ['Nagy', 'Nagyová'],
  ['Baláž', 'Balážová'], ['Szabó', 'Szabóová'], ['Molnár', 'Molnárová'], ['Lukáč', 'Lukáčová'], ['Novák', 'Nováková'],
  ['Kollár', 'Kollárová'], ['Németh', 'Némethová'], ['Oravec', 'Oravcová'], ['Hudák', 'Hudáková'], ['Gajdoš', 'Gajdošová'],
  ['Krajčír', 'Krajčírová'], ['Šimko', 'Šimková'], ['Polák', 'Poláková'], ['Blaho', 'Blahová'], ['Mráz', 'Mrázová'],
  ['Bartoš', 'Bartošová'], ['Urban', 'Urbanová'], ['Kučera', 'Kučerová'], ['Ďurica', 'Ďuricová'], ['Žiak', 'Žiaková'],
];
const TITLES_BEFORE = ['Ing.', 'Mgr.', 'JUDr.', 'MUDr.', 'Bc.', 'PhDr.', 'RNDr.'];
const TITLES_AFTER = ['PhD.', 'MBA', 'CSc.'];
const FIRM_KINDS = ['Pekáreň', 'Stavebniny', 'Autoservis', 'Farma', 'Penzión', 'Kaderníctvo', 'Tlačiareň', 'Stolárstvo', 'Reštaurácia', 'Agro', 'Potraviny', 'Elektro', 'Kovovýroba', 'Záhradníctvo', 'Lekáreň'];
const LEGAL_FORMS = ['s.r.o.', 's. r. o.', 'a.s.', 'spol. s r.o.', 'k.s.'];
// [town, PSČ, streets]
const TOWNS: readonly [string, string, readonly string[]][] = [
  ['Bratislava', '81101', ['Obchodná', 'Hlavná', 'Panenská', 'Štúrova', 'Záhradnícka', 'Ružinovská']],
  ['Košice', '04001', ['Hlavná', 'Mlynská', 'Alžbetina', 'Moyzesova', 'Južná trieda']],
  ['Žilina', '01001', ['Národná', 'Hurbanova', 'Vysokoškolákov', 'Vojtecha Spanyola']],
  ['Banská Bystrica', '97401', ['Námestie SNP', 'Horná', 'Dolná', 'Partizánska cesta']],
  ['Nitra', '94901', ['Štefánikova trieda', 'Farská', 'Kupecká', 'Akademická']],
  ['Prešov', '08001', ['Hlavná', 'Levočská', 'Sabinovská', 'Košická']],
  ['Trnava', '91701', ['Hlavná', 'Hospodárska', 'Zelený kríček', 'Študentská']],
  ['Trenčín', '91101', ['Mierové námestie', 'Palackého', 'Legionárska', 'Soblahovská']],
  ['Martin', '03601', ['M. R. Štefánika', 'Andreja Kmeťa', 'Nová']],
  ['Poprad', '05801', ['Námestie sv. Egídia', 'Levočská', 'Štefánikova']],
  ['Zvolen', '96001', ['Námestie SNP', 'Študentská', 'Neresnícka cesta']],
  ['Piešťany', '92101', ['Winterova', 'Nitrianska', 'Teplická']],
  ['Senica', '90501', ['Hviezdoslavova', 'Štefánikova', 'Sotinská']],
  ['Lučenec', '98401', ['Vajanského', 'Novohradská', 'Železničná']],
  ['Michalovce', '07101', ['Námestie osloboditeľov', 'Masarykova', 'Špitálska']],
];
const MOBILE_PREFIXES = ['905', '907', '908', '910', '911', '915', '917', '918', '940', '944', '948', '949'];
const MAIL_DOMAINS = ['gmail.com', 'azet.sk', 'post.sk', 'centrum.sk', 'zoznam.sk'];

/** A consumer row as the seed inserts it (columns of `odberatel`). */
export interface SeedConsumer {
  typ: 'FYZICKA_OSOBA' | 'PRAVNICKA_OSOBA';
  titulPred: string | null;
  meno: string | null;
  priezvisko: string | null;
  titulZa: string | null;
  rodneCislo: string | null;
  nazov: string | null;
  ico: string | null;
  adresa: Record<string, string>;
  telefon: string;
  email: string;
  odberneMiesta: { eic: string; dodavkaOd: string; dodavkaDo: string | null }[];
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A valid rodné číslo (10 digits, divisible by 11; +50 on the month for women) or undefined when the serial cannot end one. */
export function rodneCislo(year: number, month: number, day: number, female: boolean, serial: number): string | undefined {
  const stem = Number(`${pad(year % 100, 2)}${pad(month + (female ? 50 : 0), 2)}${pad(day, 2)}${pad(serial % 1000, 3)}`);
  const check = (11 - ((stem * 10) % 11)) % 11;
  return check === 10 ? undefined : pad(stem * 10 + check, 10);
}

/** A valid IČO from a 7-digit stem (weights 8…2, check (11 − r) mod 10). */
export function ico(stem: number): string {
  const digits = pad(stem % 10_000_000, 7);
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(digits[i]) * (8 - i);
  return `${digits}${(11 - (sum % 11)) % 10}`;
}

/** A valid metering point EIC: 24Z, the area, 10 digits and the check character. */
export function oomEic(area: string, serial: number): string {
  for (let s = serial; ; s++) {
    try {
      return withEicCheck(`24Z${area}${pad((7_000_000_000 + s * 7919) % 10_000_000_000, 10)}`);
    } catch {
      // '-' would be the check character: take the next serial.
    }
  }
}

/** `count` consumers; `offset` keeps serials (rodné čísla, IČO, EICs) apart between calls. */
export function buildConsumers(count: number, seed: number, offset = 0): SeedConsumer[] {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const consumers: SeedConsumer[] = [];
  for (let i = 0; i < count; i++) {
    const n = offset + i;
    const [mesto, psc, streets] = pick(TOWNS);
    const adresa: Record<string, string> = { Ulica: pick(streets), PopisneCislo: String(1 + Math.floor(random() * 2500)), Psc: psc, Mesto: mesto, IdStat: 'SK' };
    if (random() < 0.6) adresa.OrientacneCislo = String(1 + Math.floor(random() * 90));
    const telefon = `+421${pick(MOBILE_PREFIXES)}${pad(Math.floor(random() * 1_000_000), 6)}`;
    const area = mesto === 'Košice' || mesto === 'Prešov' || mesto === 'Michalovce' ? 'VS' : mesto === 'Žilina' || mesto === 'Banská Bystrica' || mesto === 'Martin' || mesto === 'Zvolen' || mesto === 'Lučenec' || mesto === 'Poprad' ? 'SS' : 'ZS';
    const points = 1 + (random() < 0.2 ? 1 : 0);
    const odberneMiesta = Array.from({ length: points }, (_v, p) => {
      const od = `${2019 + Math.floor(random() * 7)}-${pad(1 + Math.floor(random() * 12), 2)}-01`;
      return { eic: oomEic(area, n * 10 + p * 5), dodavkaOd: od, dodavkaDo: random() < 0.1 ? `${Number(od.slice(0, 4)) + 1}-12-31` : null };
    });
    if (n % 5 === 4) {
      const [surname] = pick(SURNAMES);
      const nazov = `${pick(FIRM_KINDS)} ${surname} ${pick(LEGAL_FORMS)}`;
      consumers.push({
        typ: 'PRAVNICKA_OSOBA', titulPred: null, meno: null, priezvisko: null, titulZa: null, rodneCislo: null,
        nazov, ico: ico(3_100_000 + n * 37), adresa, telefon,
        email: `info@${foldText(surname).replace(/[^a-z]/g, '')}${n}.sk`, odberneMiesta,
      });
      continue;
    }
    const female = random() < 0.5;
    const [male, fem] = pick(SURNAMES);
    const meno = pick(female ? FEMALE : MALE);
    const priezvisko = female ? fem : male;
    let rc: string | undefined;
    // Born 1954 to 2008 (ten digits are issued from 1954). Each n has its own birth date (for
    // n < 18,480; then the serial differs), so rodné čísla never repeat; a serial whose check
    // digit would be 10 is skipped.
    const cycle = Math.floor(n / 18_480) * 10;
    for (let s = 0; !rc; s++) rc = rodneCislo(1954 + (n % 55), 1 + (Math.floor(n / 55) % 12), 1 + (Math.floor(n / 660) % 28), female, cycle + s);
    consumers.push({
      typ: 'FYZICKA_OSOBA',
      titulPred: random() < 0.15 ? pick(TITLES_BEFORE) : null,
      meno,
      priezvisko,
      titulZa: random() < 0.04 ? pick(TITLES_AFTER) : null,
      rodneCislo: rc,
      nazov: null,
      ico: null,
      adresa,
      telefon,
      email: `${foldText(meno)}.${foldText(priezvisko)}${n % 100}@${pick(MAIL_DOMAINS)}`.replace(/[^a-z0-9.@]/g, ''),
      odberneMiesta,
    });
  }
  return consumers;
}
