import { fillPlaceholders } from '../../engine/core/validation';

/**
 * The placeholders an addendum template may use (sprava-dodatkov): the contract's and its
 * participant's data and the addendum's own number and start, filled when the addendum is made.
 */
export const ADDENDUM_PLACEHOLDERS = [
  'cisloZmluvy',
  'typZmluvy',
  'nazovUcastnika',
  'icoUcastnika',
  'eicUcastnika',
  'datumPodpisu',
  'platnostOd',
  'platnostDo',
  'cisloDodatku',
  'platnostDodatku',
  'datum',
] as const;

/** What the filled text is made of. */
export interface AddendumData {
  cisloZmluvy: string;
  /** The contract type's name from the code book (its code when the book lacks it). */
  typZmluvy: string;
  nazovUcastnika: string;
  icoUcastnika: string | null;
  eicUcastnika: string;
  /** ISO dates (YYYY-MM-DD). */
  datumPodpisu: string | null;
  platnostOd: string;
  platnostDo: string | null;
  cisloDodatku: number;
  platnostDodatku: string;
  datum: string;
}

/** An ISO date as Slovak contracts write it: 5. 3. 2026. */
export function slovakDate(iso: string | null): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? `${Number(m[3])}. ${Number(m[2])}. ${m[1]}` : '';
}

/** The template's body with every placeholder replaced by the contract's data (absent data: a dash). */
export function fillAddendum(template: string, data: AddendumData): string {
  const dash = (value: string | null) => (value && value.trim() ? value : '–');
  return fillPlaceholders(template, {
    cisloZmluvy: data.cisloZmluvy,
    typZmluvy: data.typZmluvy,
    nazovUcastnika: data.nazovUcastnika,
    icoUcastnika: dash(data.icoUcastnika),
    eicUcastnika: data.eicUcastnika,
    datumPodpisu: dash(slovakDate(data.datumPodpisu)),
    platnostOd: slovakDate(data.platnostOd),
    // An indefinite contract has no end: Slovak contracts say "na dobu neurčitú".
    platnostDo: data.platnostDo ? slovakDate(data.platnostDo) : 'na dobu neurčitú',
    cisloDodatku: String(data.cisloDodatku),
    platnostDodatku: slovakDate(data.platnostDodatku),
    datum: slovakDate(data.datum),
  });
}
