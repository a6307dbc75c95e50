import { describe, expect, it } from 'vitest';
import { addDays, addMonths, canShift, durationEnd, isLastDayOfMonth, presetRange, shiftRange } from './dateRange';

describe('date range arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    // The day of a DST change in Europe is an ordinary day.
    expect(addDays('2025-03-30', 1)).toBe('2025-03-31');
    expect(addDays('2025-10-26', -1)).toBe('2025-10-25');
  });

  it('adds months, clamping to the target month, and keeps a month end on request', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-02-28', 1)).toBe('2025-03-28');
    expect(addMonths('2025-02-28', 1, true)).toBe('2025-03-31');
    expect(addMonths('2025-04-30', -1, true)).toBe('2025-03-31');
    expect(addMonths('2025-01-15', -1)).toBe('2024-12-15');
    expect(addMonths('2025-11-30', 3, true)).toBe('2026-02-28');
  });

  it('gives the presets relative to today (weeks from Monday)', () => {
    const today = '2025-05-14'; // a Wednesday
    expect(presetRange('yesterday', today)).toEqual({ from: '2025-05-13', to: '2025-05-13' });
    expect(presetRange('today', today)).toEqual({ from: today, to: today });
    expect(presetRange('week', today)).toEqual({ from: '2025-05-12', to: '2025-05-18' });
    expect(presetRange('week', '2025-05-18')).toEqual({ from: '2025-05-12', to: '2025-05-18' });
    expect(presetRange('month', '2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(presetRange('quarter', today)).toEqual({ from: '2025-04-01', to: '2025-06-30' });
    expect(presetRange('quarter', '2025-12-31')).toEqual({ from: '2025-10-01', to: '2025-12-31' });
    expect(presetRange('year', today)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(presetRange('yesterday', '2025-01-01')).toEqual({ from: '2024-12-31', to: '2024-12-31' });
  });

  it('sets the end to from + duration − 1 day', () => {
    expect(durationEnd('2025-03-05', 'day')).toBe('2025-03-05');
    expect(durationEnd('2025-03-05', 'week')).toBe('2025-03-11');
    expect(durationEnd('2025-03-01', 'month')).toBe('2025-03-31');
    expect(durationEnd('2025-03-15', 'month')).toBe('2025-04-14');
    expect(durationEnd('2025-01-01', 'quarter')).toBe('2025-03-31');
    expect(durationEnd('2024-03-01', 'year')).toBe('2025-02-28');
    expect(durationEnd('2025-01-01', 'year')).toBe('2025-12-31');
  });

  it('shifts the start, the whole interval or the end', () => {
    const range = { from: '2025-01-10', to: '2025-01-20' };
    expect(shiftRange(range, 'day', 1, 'whole')).toEqual({ from: '2025-01-11', to: '2025-01-21' });
    expect(shiftRange(range, 'week', -1, 'start')).toEqual({ from: '2025-01-03', to: '2025-01-20' });
    expect(shiftRange(range, 'year', 1, 'end')).toEqual({ from: '2025-01-10', to: '2026-01-20' });
  });

  it('keeps an end on the last day of a month on the last day of the target month', () => {
    const january = { from: '2025-01-01', to: '2025-01-31' };
    const february = shiftRange(january, 'month', 1, 'whole');
    expect(february).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(shiftRange(february, 'month', 1, 'whole')).toEqual({ from: '2025-03-01', to: '2025-03-31' });
    expect(shiftRange({ from: '2025-04-01', to: '2025-04-30' }, 'month', 1, 'end')).toEqual({ from: '2025-04-01', to: '2025-05-31' });
    expect(shiftRange({ from: '2024-02-01', to: '2024-02-29' }, 'year', -1, 'whole')).toEqual({ from: '2023-02-01', to: '2023-02-28' });
    // A start on a month end is an ordinary date: only the end keeps the month end.
    expect(shiftRange({ from: '2025-02-28', to: '2025-03-10' }, 'month', 1, 'start')).toEqual({ from: '2025-03-28', to: '2025-03-10' });
    expect(isLastDayOfMonth('2024-02-29')).toBe(true);
    expect(isLastDayOfMonth('2025-02-27')).toBe(false);
  });

  it('leaves sides that are no real dates and says which shifts are possible', () => {
    expect(shiftRange({ from: '', to: '2025-01-31' }, 'day', 1, 'whole')).toEqual({ from: '', to: '2025-02-01' });
    expect(canShift({ from: '', to: '2025-01-31' }, 'whole')).toBe(false);
    expect(canShift({ from: '', to: '2025-01-31' }, 'end')).toBe(true);
    expect(canShift({ from: '31.2.2025', to: '2025-01-31' }, 'start')).toBe(false);
  });
});
