import { describe, expect, it } from 'vitest';
import { addOffset } from '../../engine/core/workflow/businessDays';
import { DAYS_OF_REST, easterSunday, slovakDaysOfRest } from './holidays';

const of = (year: number) => slovakDaysOfRest(year).map((d) => d.date);

describe('Slovak days of rest (Act 241/1993 as amended by 530/2023 and 261/2025)', () => {
  it('computes Easter Sunday', () => {
    expect(easterSunday(2023)).toEqual([4, 9]);
    expect(easterSunday(2024)).toEqual([3, 31]);
    expect(easterSunday(2025)).toEqual([4, 20]);
    expect(easterSunday(2026)).toEqual([4, 5]);
    expect(easterSunday(2027)).toEqual([3, 28]);
  });

  it('2023: all 15 days, 1 September and 17 November included', () => {
    expect(of(2023)).toEqual([
      '2023-01-01', '2023-01-06', '2023-04-07', '2023-04-10', '2023-05-01', '2023-05-08', '2023-07-05', '2023-08-29',
      '2023-09-01', '2023-09-15', '2023-11-01', '2023-11-17', '2023-12-24', '2023-12-25', '2023-12-26',
    ]);
  });

  it('2024: 1 September is no day of rest (Act 530/2023), 17 November still is', () => {
    expect(of(2024)).toHaveLength(14);
    expect(of(2024)).not.toContain('2024-09-01');
    expect(of(2024)).toEqual(expect.arrayContaining(['2024-03-29', '2024-04-01', '2024-11-17']));
  });

  it('2025: 17 November is no day of rest either (Act 261/2025)', () => {
    expect(of(2025)).toHaveLength(13);
    expect(of(2025)).not.toContain('2025-09-01');
    expect(of(2025)).not.toContain('2025-11-17');
    expect(of(2025)).toEqual(expect.arrayContaining(['2025-04-18', '2025-04-21', '2025-05-08', '2025-09-15']));
  });

  it('2026: neither 8 May nor 15 September', () => {
    expect(of(2026)).toEqual([
      '2026-01-01', '2026-01-06', '2026-04-03', '2026-04-06', '2026-05-01', '2026-07-05', '2026-08-29',
      '2026-11-01', '2026-12-24', '2026-12-25', '2026-12-26',
    ]);
  });

  it('2027: 8 May and 15 September are days of rest again', () => {
    expect(of(2027)).toHaveLength(13);
    expect(of(2027)).toEqual(expect.arrayContaining(['2027-03-26', '2027-03-29', '2027-05-08', '2027-09-15']));
    expect(of(2027)).not.toContain('2027-11-17');
  });

  it('a change of the law is a change of data', () => {
    const rules = [...DAYS_OF_REST, { on: { month: 11, day: 17 }, name: 'Deň boja za slobodu a demokraciu', stateHoliday: true, validFrom: 2027 }];
    expect(slovakDaysOfRest(2027, rules).map((d) => d.date)).toContain('2027-11-17');
    expect(slovakDaysOfRest(2026, rules).map((d) => d.date)).not.toContain('2026-11-17');
  });

  it('working-day offsets follow the table', () => {
    const holidays = new Set([2024, 2025, 2026].flatMap(of));
    // Thu 2026-05-07 + 1 working day: Friday 8 May 2026 is a working day.
    expect(addOffset('2026-05-07', { dni: 1, anoPracDni: true }, holidays)).toBe('2026-05-08');
    // Wed 2025-05-07 + 1 working day: Thursday 8 May 2025 was a day of rest → Fri 9 May.
    expect(addOffset('2025-05-07', { dni: 1, anoPracDni: true }, holidays)).toBe('2025-05-09');
    // Fri 2025-11-14 + 1 working day: Monday 17 November 2025 is a working day.
    expect(addOffset('2025-11-14', { dni: 1, anoPracDni: true }, holidays)).toBe('2025-11-17');
    // Fri 2024-11-15 + 1 working day: 17 Nov 2024 is a Sunday anyway → Mon 18.
    expect(addOffset('2024-11-15', { dni: 1, anoPracDni: true }, holidays)).toBe('2024-11-18');
  });

  it('returns sorted unique ISO dates', () => {
    for (const year of [2023, 2024, 2025, 2026, 2027]) {
      const dates = of(year);
      expect([...dates].sort()).toEqual(dates);
      expect(new Set(dates).size).toBe(dates.length);
    }
  });
});
