// Slovak non-working days (days of rest, dni pracovného pokoja) per Act No. 241/1993 Coll. on state
// holidays, days of rest and memorial days, as amended. They are DATA: one rule per day with the
// years it is a day of rest, so the next change of the law is a change of this table only.
// Amendments reflected (the day stays a state holiday / memorial day; only its rest status changes):
// - Act No. 530/2023 Coll.: 1 September (Deň Ústavy SR) is no day of rest from 2024.
// - Act No. 261/2025 Coll.: 17 November (Deň boja za slobodu a demokraciu) is no day of rest from
//   2025; 8 May (Deň víťazstva nad fašizmom) and 15 September (Sedembolestná Panna Mária) are no
//   days of rest in 2026.
// The sviatok table is seeded from these rules; environment/info hands it to the browser (business
// dates) and the process engine reads it for working-day offsets and due dates.

/** One non-working day. */
export interface Holiday {
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** Slovak name of the day. */
  name: string;
  /** A state holiday (štátny sviatok) rather than another day of rest. */
  stateHoliday: boolean;
}

/** Where a rule's day falls: a fixed date, or days after (before, negative) Easter Sunday. */
export type DayOfRestDate = { month: number; day: number } | { easterOffset: number };

/** One rule of the law: a day and the years in which it is a day of rest. */
export interface DayOfRestRule {
  on: DayOfRestDate;
  name: string;
  stateHoliday: boolean;
  /** First year the day is a day of rest; absent = since before the data begins. */
  validFrom?: number;
  /** Last year the day is a day of rest; absent = still is. */
  validTo?: number;
}

/** The law's days of rest. A day suspended for some years is two rules around the gap. */
export const DAYS_OF_REST: readonly DayOfRestRule[] = [
  { on: { month: 1, day: 1 }, name: 'Deň vzniku Slovenskej republiky', stateHoliday: true },
  { on: { month: 1, day: 6 }, name: 'Zjavenie Pána (Traja králi)', stateHoliday: false },
  { on: { easterOffset: -2 }, name: 'Veľký piatok', stateHoliday: false },
  { on: { easterOffset: 1 }, name: 'Veľkonočný pondelok', stateHoliday: false },
  { on: { month: 5, day: 1 }, name: 'Sviatok práce', stateHoliday: false },
  { on: { month: 5, day: 8 }, name: 'Deň víťazstva nad fašizmom', stateHoliday: false, validTo: 2025 },
  { on: { month: 5, day: 8 }, name: 'Deň víťazstva nad fašizmom', stateHoliday: false, validFrom: 2027 },
  { on: { month: 7, day: 5 }, name: 'Sviatok svätého Cyrila a svätého Metoda', stateHoliday: true },
  { on: { month: 8, day: 29 }, name: 'Výročie Slovenského národného povstania', stateHoliday: true },
  { on: { month: 9, day: 1 }, name: 'Deň Ústavy Slovenskej republiky', stateHoliday: true, validTo: 2023 },
  { on: { month: 9, day: 15 }, name: 'Sedembolestná Panna Mária', stateHoliday: false, validTo: 2025 },
  { on: { month: 9, day: 15 }, name: 'Sedembolestná Panna Mária', stateHoliday: false, validFrom: 2027 },
  { on: { month: 11, day: 1 }, name: 'Sviatok Všetkých svätých', stateHoliday: false },
  { on: { month: 11, day: 17 }, name: 'Deň boja za slobodu a demokraciu', stateHoliday: true, validTo: 2024 },
  { on: { month: 12, day: 24 }, name: 'Štedrý deň', stateHoliday: false },
  { on: { month: 12, day: 25 }, name: 'Prvý sviatok vianočný', stateHoliday: false },
  { on: { month: 12, day: 26 }, name: 'Druhý sviatok vianočný', stateHoliday: false },
];

/** The years whose days the seed writes. */
export const HOLIDAY_YEARS: readonly number[] = [2023, 2024, 2025, 2026, 2027];

function iso(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Easter Sunday in the Gregorian calendar (anonymous Gregorian algorithm), as [month, day]. */
export function easterSunday(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

function dateOf(year: number, on: DayOfRestDate): string {
  if ('month' in on) return iso(year, on.month, on.day);
  const [month, day] = easterSunday(year);
  return new Date(Date.UTC(year, month - 1, day + on.easterOffset)).toISOString().slice(0, 10);
}

/** The non-working days of one year under the given rules (the law's by default), sorted by date. */
export function slovakDaysOfRest(year: number, rules: readonly DayOfRestRule[] = DAYS_OF_REST): Holiday[] {
  return rules
    .filter((r) => (r.validFrom === undefined || year >= r.validFrom) && (r.validTo === undefined || year <= r.validTo))
    .map((r) => ({ date: dateOf(year, r.on), name: r.name, stateHoliday: r.stateHoliday }))
    .sort((x, y) => x.date.localeCompare(y.date));
}
