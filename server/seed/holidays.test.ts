import { describe, expect, it } from 'vitest';
import { easterSunday, slovakDaysOfRest } from './holidays';

describe('Slovak days of rest', () => {
  it('computes Easter Sunday for the seeded years', () => {
    expect(easterSunday(2024)).toEqual([3, 31]);
    expect(easterSunday(2025)).toEqual([4, 20]);
    expect(easterSunday(2026)).toEqual([4, 5]);
    expect(easterSunday(2027)).toEqual([3, 28]);
  });

  it('places Good Friday and Easter Monday around Easter', () => {
    const dates = slovakDaysOfRest(2024).map((d) => d.date);
    expect(dates).toContain('2024-03-29');
    expect(dates).toContain('2024-04-01');
  });

  it('has the full list in 2024 and drops 1 September from 2025 and 17 November from 2026', () => {
    const of = (year: number) => slovakDaysOfRest(year).map((d) => d.date);
    expect(of(2024)).toHaveLength(15);
    expect(of(2024)).toEqual(expect.arrayContaining(['2024-09-01', '2024-11-17']));
    expect(of(2025)).toHaveLength(14);
    expect(of(2025)).not.toContain('2025-09-01');
    expect(of(2025)).toContain('2025-11-17');
    expect(of(2026)).toHaveLength(13);
    expect(of(2026)).not.toContain('2026-11-17');
    expect(of(2027)).toEqual(expect.arrayContaining(['2027-01-01', '2027-03-26', '2027-03-29', '2027-12-26']));
  });

  it('returns sorted unique ISO dates', () => {
    const dates = slovakDaysOfRest(2026).map((d) => d.date);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
    for (const d of dates) expect(d).toMatch(/^2026-\d{2}-\d{2}$/);
  });
});
