// Slovak non-working days: public holidays that are days of rest and the other days of rest,
// per Act No. 241/1993 Coll. (zákon o štátnych sviatkoch, dňoch pracovného pokoja a pamätných dňoch)
// as amended. Source and assumptions, stated because the law changed recently:
// - 1 September (Deň Ústavy SR) stays a state holiday but is no longer a day of rest from 2025
//   (consolidation amendment passed in 2024).
// - 17 November (Deň boja za slobodu a demokraciu) stays a state holiday but is no longer a day of
//   rest from 2026 (consolidation amendment passed in autumn 2025); it was a day of rest in 2025.
//   This is our reading of the amendments, not checked against the Collection of Laws here:
//   verify before production use. Only the table below needs to change.
// - Every other day keeps its status in 2024-2027; Good Friday and Easter Monday follow Easter.

/** One non-working day. */
export interface Holiday {
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** Slovak name of the day. */
  name: string;
  /** A state holiday (štátny sviatok) rather than another day of rest. */
  stateHoliday: boolean;
}

interface FixedDay {
  month: number;
  day: number;
  name: string;
  stateHoliday: boolean;
  /** Last year in which the day is a day of rest; absent = still is. */
  restUntil?: number;
}

const FIXED_DAYS: readonly FixedDay[] = [
  { month: 1, day: 1, name: 'Deň vzniku Slovenskej republiky', stateHoliday: true },
  { month: 1, day: 6, name: 'Zjavenie Pána (Traja králi)', stateHoliday: false },
  { month: 5, day: 1, name: 'Sviatok práce', stateHoliday: false },
  { month: 5, day: 8, name: 'Deň víťazstva nad fašizmom', stateHoliday: false },
  { month: 7, day: 5, name: 'Sviatok svätého Cyrila a svätého Metoda', stateHoliday: true },
  { month: 8, day: 29, name: 'Výročie Slovenského národného povstania', stateHoliday: true },
  { month: 9, day: 1, name: 'Deň Ústavy Slovenskej republiky', stateHoliday: true, restUntil: 2024 },
  { month: 9, day: 15, name: 'Sedembolestná Panna Mária', stateHoliday: false },
  { month: 11, day: 1, name: 'Sviatok Všetkých svätých', stateHoliday: false },
  { month: 11, day: 17, name: 'Deň boja za slobodu a demokraciu', stateHoliday: true, restUntil: 2025 },
  { month: 12, day: 24, name: 'Štedrý deň', stateHoliday: false },
  { month: 12, day: 25, name: 'Prvý sviatok vianočný', stateHoliday: false },
  { month: 12, day: 26, name: 'Druhý sviatok vianočný', stateHoliday: false },
];

/** The years whose days the seed writes. */
export const HOLIDAY_YEARS: readonly number[] = [2024, 2025, 2026, 2027];

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

function shift(year: number, [month, day]: [number, number], days: number): string {
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return date.toISOString().slice(0, 10);
}

/** The non-working days of one year, sorted by date. */
export function slovakDaysOfRest(year: number): Holiday[] {
  const easter = easterSunday(year);
  const days: Holiday[] = FIXED_DAYS.filter((d) => d.restUntil === undefined || year <= d.restUntil).map((d) => ({
    date: iso(year, d.month, d.day),
    name: d.name,
    stateHoliday: d.stateHoliday,
  }));
  days.push({ date: shift(year, easter, -2), name: 'Veľký piatok', stateHoliday: false });
  days.push({ date: shift(year, easter, 1), name: 'Veľkonočný pondelok', stateHoliday: false });
  return days.sort((x, y) => x.date.localeCompare(y.date));
}
