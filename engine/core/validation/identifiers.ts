import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { Problem } from './problem';
import { problem, splitList } from './problem';

/** Slovak IBAN length (spec section 9). */
export const SK_IBAN_LENGTH = 24;
/** Longest IBAN any country issues; the input takes up to this. */
export const IBAN_MAX_LENGTH = 42;
/** PSC length (spec section 9). */
export const PSC_LENGTH = 5;

/** PSC: exactly five digits (shown `NNN NN`). */
export function pscProblem(value: string): Problem | undefined {
  return /^\d{5}$/.test(value) ? undefined : problem('validation_invalidPsc');
}

/** Parcel number of the cadastre (číslo parcely): a stem of 1 to 5 digits, optionally `/` and 1 to 4 digits (1234/5). */
export function parcelNumberProblem(value: string): Problem | undefined {
  return /^[1-9]\d{0,4}(\/[1-9]\d{0,3})?$/.test(value) ? undefined : problem('validation_invalidParcelNumber');
}

/** P. O. Box of an address: its number, 1 to 5 digits. */
export function poBoxProblem(value: string): Problem | undefined {
  return /^[1-9]\d{0,4}$/.test(value) ? undefined : problem('validation_invalidPoBox');
}

/**
 * IČO, the company id of the Slovak register of organisations: 8 digits, the last a check digit
 * over the first seven weighted 8…2 (remainder r of 11 gives (11 − r) mod 10).
 */
export function isValidIco(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(value[i]) * (8 - i);
  return (11 - (sum % 11)) % 10 === Number(value[7]);
}

/** IČO: 8 digits with a valid check digit. */
export function icoProblem(value: string): Problem | undefined {
  return isValidIco(value) ? undefined : problem('validation_invalidIco');
}

/** DIČ, the Slovak tax id: 10 digits, not starting with 0, the whole number divisible by 11. */
export function dicProblem(value: string): Problem | undefined {
  return /^[1-9]\d{9}$/.test(value) && Number(value) % 11 === 0 ? undefined : problem('validation_invalidDic');
}

/** IČ DPH, the Slovak VAT id: `SK` and a DIČ. */
export function icDphProblem(value: string): Problem | undefined {
  return value.startsWith('SK') && dicProblem(value.slice(2)) === undefined ? undefined : problem('validation_invalidIcDph');
}

/**
 * ACER code of REMIT (the agency's registration code of a market participant): nine characters
 * of which the first is a letter and the rest letters or digits, a dot and the two-letter code of
 * the registering country, e.g. `C0643278W.EU` or `A0000123B.SK`.
 */
export function acerProblem(value: string): Problem | undefined {
  return /^[A-Z][A-Z0-9]{8}\.[A-Z]{2}$/.test(value) ? undefined : problem('validation_invalidAcer');
}

/** A stored PSC shown as `NNN NN`; anything else unchanged. */
export function formatPsc(value: string): string {
  return /^\d{5}$/.test(value) ? `${value.slice(0, 3)} ${value.slice(3)}` : value;
}

const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** Whether text is one e-mail address. */
export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** Single e-mail. */
export function emailProblem(value: string): Problem | undefined {
  return isEmail(value) ? undefined : problem('valiEmail');
}

/** Several e-mails separated by spaces or commas; the first bad one is named. */
export function emailListProblem(value: string): Problem | undefined {
  const bad = splitList(value).find((e) => !isEmail(e));
  return bad === undefined ? undefined : problem('validation_invalidEmail', { value: bad });
}

/** Every address of the text (one or several) must end with one of the allowed domains. */
export function emailDomainProblem(value: string, domains: readonly string[]): Problem | undefined {
  const allowed = domains.map((d) => d.toLowerCase().replace(/^@/, ''));
  const bad = splitList(value).find((e) => {
    const domain = e.toLowerCase().split('@')[1] ?? '';
    return !allowed.some((d) => domain === d || domain.endsWith(`.${d}`));
  });
  return bad === undefined ? undefined : problem('validation_invalidEmailDomain', { value: bad, domains: allowed.join(', ') });
}

/** URL: http(s) or ftp, a host, no spaces. */
export function urlProblem(value: string): Problem | undefined {
  return /^(https?|ftp):\/\/[^\s/$.?#][^\s]*\.[^\s]*[^\s.]$|^(https?|ftp):\/\/localhost(:\d+)?(\/[^\s]*)?$/i.test(value) ? undefined : problem('valiUrl');
}

/** Year from which a personal ID's month may carry +20 (men) or +70 (women), when a day's numbers run out. */
export const RODNE_CISLO_EXTRA_MONTHS_FROM = 2004;
/** The 9-digit personal ID (no check digit) was issued to people born before this year. */
export const RODNE_CISLO_TEN_DIGITS_FROM = 1954;
/** Until this year a 10-digit ID whose first nine digits leave 10 modulo 11 has check digit 0. */
export const RODNE_CISLO_MOD10_UNTIL = 1985;

function isRealDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return month >= 1 && month <= 12 && day >= 1 && d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/**
 * Personal ID (rodné číslo, Act 253/1998 and its decree): RRMMDD, optional slash, then NNNK.
 * - RRMMDD is a real birth date; women add 50 to the month; from 2004 a month may also carry +20
 *   (men) or +70 (women) when the day's serial numbers run out.
 * - 10 digits: the whole number is divisible by 11, except IDs of people born before 1985 whose
 *   first nine digits leave 10 modulo 11: their check digit is 0.
 * - 9 digits (no check digit): only people born before 1954, and only where `allowNine` is set;
 *   where it is not, a 9-digit ID that would be valid says so (the user may need the field that allows it).
 * - A birth date after `today` (when given) is refused.
 */
export function rodneCisloProblem(value: string, allowNine: boolean, today?: string): Problem | undefined {
  const bad = problem('invalidPersonalId');
  const m = /^(\d{2})(\d{2})(\d{2})\/?(\d{3,4})$/.exec(value);
  if (!m) return bad;
  const yy = Number(m[1]);
  const mm = Number(m[2]);
  const dd = Number(m[3]);
  const tail = m[4] as string;
  const nine = tail.length === 3;
  // Nine digits: 1900–1953. Ten digits: 1954–1999 for 54–99, 2000–2053 for 00–53.
  const year = nine ? 1900 + yy : yy >= RODNE_CISLO_TEN_DIGITS_FROM - 1900 ? 1900 + yy : 2000 + yy;
  if (nine && year >= RODNE_CISLO_TEN_DIGITS_FROM) return bad;
  if (nine && !allowNine) return rodneCisloProblem(value, true, today) === undefined ? problem('personalIdNineDigitsNotAllowed') : bad;
  const offset = mm > 70 ? 70 : mm > 50 ? 50 : mm > 20 ? 20 : 0;
  if ((offset === 20 || offset === 70) && year < RODNE_CISLO_EXTRA_MONTHS_FROM) return bad;
  if (!isRealDate(year, mm - offset, dd)) return bad;
  if (today !== undefined && `${year}-${String(mm - offset).padStart(2, '0')}-${String(dd).padStart(2, '0')}` > today.slice(0, 10)) return bad;
  if (nine) return undefined;
  const digits = `${m[1]}${m[2]}${m[3]}${tail}`;
  if (BigInt(digits) % 11n === 0n) return undefined;
  const exception = year < RODNE_CISLO_MOD10_UNTIL && BigInt(digits.slice(0, 9)) % 11n === 10n && digits[9] === '0';
  return exception ? undefined : bad;
}

/** Stored IBAN: electronic form (no spaces, uppercase) with valid country length and check digits. */
export function ibanProblem(value: string): Problem | undefined {
  return /^[A-Z0-9]+$/.test(value) && isValidIBAN(value) ? undefined : problem('validation_invalidIban');
}

/** A Slovak statement IBAN: a valid IBAN of exactly 24 characters starting SK. */
export function ibanSkProblem(value: string): Problem | undefined {
  const p = ibanProblem(value);
  if (p) return p;
  return value.length === SK_IBAN_LENGTH && value.startsWith('SK') ? undefined : problem('validation_invalidIbanSk', { length: SK_IBAN_LENGTH });
}

/** What typing into an IBAN input keeps: letters and digits, uppercased, at most 42. */
export function cleanIbanInput(text: string): string {
  return (electronicFormatIBAN(text) ?? '').replace(/[^A-Z0-9]/g, '').slice(0, IBAN_MAX_LENGTH);
}

/** An IBAN spaced in groups of four. */
export function formatIban(value: string): string {
  return value.replace(/(.{4})(?=.)/g, '$1 ');
}
