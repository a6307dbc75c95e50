// Date arithmetic of the date range dialog (forms-data.md section 2): presets, durations and
// shifts on ISO dates (YYYY-MM-DD), computed in UTC so no time zone or DST can move a day.
import { isIsoDate } from './dates';

export type RangePreset = 'yesterday' | 'today' | 'week' | 'month' | 'quarter' | 'year';
export type RangeUnit = 'day' | 'week' | 'month' | 'quarter' | 'year';
export type ShiftUnit = 'day' | 'week' | 'month' | 'year';
/** Which end a shift moves; the dialog's default is the whole interval. */
export type ShiftTarget = 'start' | 'whole' | 'end';

export interface IsoRange {
  from: string;
  to: string;
}

export const RANGE_PRESETS: readonly RangePreset[] = ['yesterday', 'today', 'week', 'month', 'quarter', 'year'];
export const RANGE_DURATIONS: readonly RangeUnit[] = ['day', 'week', 'month', 'quarter', 'year'];
export const SHIFT_UNITS: readonly ShiftUnit[] = ['day', 'week', 'month', 'year'];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function toUtc(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

function toIso(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whether an ISO date is the last day of its month. */
export function isLastDayOfMonth(iso: string): boolean {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return d === daysIn(y, m);
}

/** The date `days` days later (earlier when negative). */
export function addDays(iso: string, days: number): string {
  const date = toUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/**
 * The date `months` months later. A day the target month lacks becomes its last day (31 Jan + 1 →
 * 28/29 Feb); with `keepMonthEnd`, a last day of a month stays the last day of the target month.
 */
export function addMonths(iso: string, months: number, keepMonthEnd = false): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = daysIn(year, month);
  const day = keepMonthEnd && d === daysIn(y, m) ? last : Math.min(d, last);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The interval a preset names, relative to today; weeks start on Monday. */
export function presetRange(preset: RangePreset, today: string): IsoRange {
  const [y, m] = today.split('-').map(Number) as [number, number, number];
  switch (preset) {
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case 'today':
      return { from: today, to: today };
    case 'week': {
      const weekday = (toUtc(today).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
      const from = addDays(today, -weekday);
      return { from, to: addDays(from, 6) };
    }
    case 'month':
      return { from: `${pad(y, 4)}-${pad(m)}-01`, to: `${pad(y, 4)}-${pad(m)}-${pad(daysIn(y, m))}` };
    case 'quarter': {
      const first = m - ((m - 1) % 3);
      return { from: `${pad(y, 4)}-${pad(first)}-01`, to: `${pad(y, 4)}-${pad(first + 2)}-${pad(daysIn(y, first + 2))}` };
    }
    case 'year':
      return { from: `${pad(y, 4)}-01-01`, to: `${pad(y, 4)}-12-31` };
  }
}

/** The end of an interval of one `unit` starting at `from`: from + duration − 1 day. */
export function durationEnd(from: string, unit: RangeUnit): string {
  switch (unit) {
    case 'day':
      return from;
    case 'week':
      return addDays(from, 6);
    case 'month':
      return addDays(addMonths(from, 1), -1);
    case 'quarter':
      return addDays(addMonths(from, 3), -1);
    case 'year':
      return addDays(addMonths(from, 12), -1);
  }
}

/** Moves one date by `amount` units; the end of an interval keeps a month end when moved by months or years. */
export function shiftDate(iso: string, unit: ShiftUnit, amount: number, isEnd: boolean): string {
  switch (unit) {
    case 'day':
      return addDays(iso, amount);
    case 'week':
      return addDays(iso, amount * 7);
    case 'month':
      return addMonths(iso, amount, isEnd);
    case 'year':
      return addMonths(iso, amount * 12, isEnd);
  }
}

/**
 * Shifts the start, the end or the whole interval. Sides that are not real dates stay as they are
 * (the dialog disables a shift that would need them).
 */
export function shiftRange(range: IsoRange, unit: ShiftUnit, amount: number, target: ShiftTarget): IsoRange {
  const moveFrom = target !== 'end' && isIsoDate(range.from);
  const moveTo = target !== 'start' && isIsoDate(range.to);
  return {
    from: moveFrom ? shiftDate(range.from, unit, amount, false) : range.from,
    to: moveTo ? shiftDate(range.to, unit, amount, true) : range.to,
  };
}

/** Whether a shift of `target` has the real dates it needs. */
export function canShift(range: IsoRange, target: ShiftTarget): boolean {
  if (target === 'start') return isIsoDate(range.from);
  if (target === 'end') return isIsoDate(range.to);
  return isIsoDate(range.from) && isIsoDate(range.to);
}
