import type { Problem } from './problem';
import { problem } from './problem';

/** The latest date any date field accepts (spec section 9). */
export const MAX_DATE = '2090-12-31';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function isReal(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whether text is a real ISO date (YYYY-MM-DD). */
export function isRealIsoDate(text: string): boolean {
  const m = ISO.exec(text);
  return m !== null && isReal(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** ISO date: real, and not after the maximum date. */
export function dateProblem(value: string): Problem | undefined {
  if (!isRealIsoDate(value)) return problem('badDate');
  if (value > MAX_DATE) return problem('maxDate', { date: MAX_DATE });
  return undefined;
}

/** Month-year: a date on the first of its month (YYYY-MM-01). */
export function monthYearProblem(value: string): Problem | undefined {
  return isRealIsoDate(value) && value.endsWith('-01') && value <= MAX_DATE ? undefined : problem('monthYear');
}

/** Year: exactly four digits. */
export function yearProblem(value: string): Problem | undefined {
  return /^\d{4}$/.test(value) ? undefined : problem('badYear');
}

/** Whether an ISO date falls on Saturday or Sunday. */
export function isWeekend(iso: string): boolean {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 || day === 6;
}

/** Whether an ISO date is a business day: a real date, not a weekend, not a holiday. */
export function isBusinessDay(iso: string, holidays: ReadonlySet<string>): boolean {
  return isRealIsoDate(iso) && !isWeekend(iso) && !holidays.has(iso);
}

/** Business date: a valid date that is neither a weekend nor one of the environment's holidays. */
export function businessDateProblem(value: string, holidays: ReadonlySet<string>): Problem | undefined {
  return dateProblem(value) ?? (isBusinessDay(value, holidays) ? undefined : problem('validation_invalidBusinessDate'));
}

/** Date-time as stored (YYYY-MM-DDTHH:mm[:ss[.sss]] with an optional zone), real date and time. */
export function dateTimeProblem(value: string): Problem | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(:([0-5]\d)(\.\d+)?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?$/.exec(value);
  if (!m || !isRealIsoDate(m[1] as string)) return problem('badDateTime');
  if ((m[1] as string) > MAX_DATE) return problem('maxDate', { date: MAX_DATE });
  return undefined;
}

/** Time HH:MM (seconds optional); with `negative` a leading minus is allowed. */
export function timeProblem(value: string, negative: boolean): Problem | undefined {
  const re = negative ? /^-?([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/ : /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
  if (re.test(value)) return undefined;
  return problem(negative ? 'validation_invalidTimeStringWithNegative' : 'validation_invalidTimeString');
}

/**
 * A stored date range: ISO interval `from/to` where either side may be empty (an open end);
 * both real dates and from not after to.
 */
export function dateRangeProblem(value: string): Problem | undefined {
  const parts = value.split('/');
  if (parts.length !== 2) return problem('range_invalidFormat');
  const [from = '', to = ''] = parts;
  if ((from === '' && to === '') || [from, to].some((d) => d !== '' && dateProblem(d) !== undefined)) return problem('range_invalidFormat');
  if (from !== '' && to !== '' && to < from) return problem('range_invalidOrder');
  return undefined;
}
