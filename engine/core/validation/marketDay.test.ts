import { describe, expect, it } from 'vitest';
import { marketDayAfter, marketToday } from './marketDay';

describe('marketToday', () => {
  it('is already the next day in Slovakia shortly before midnight UTC', () => {
    expect(marketToday(new Date('2026-11-26T23:20:00Z'))).toBe('2026-11-27');
    expect(marketToday(new Date('2026-11-26T22:59:00Z'))).toBe('2026-11-26');
  });

  it('follows summer time (UTC+2)', () => {
    expect(marketToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(marketToday(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});

describe('marketDayAfter', () => {
  it('counts from the Slovak day, which is ahead of UTC in the last hour of a UTC day', () => {
    const lateUtc = new Date('2026-12-02T23:10:00Z');
    expect(marketDayAfter(0, lateUtc)).toBe('2026-12-03');
    expect(marketDayAfter(-1, lateUtc)).toBe('2026-12-02');
    expect(marketDayAfter(30, lateUtc)).toBe('2027-01-02');
  });

  it('is not moved by a change to summer time', () => {
    expect(marketDayAfter(1, new Date('2026-03-28T12:00:00Z'))).toBe('2026-03-29');
    expect(marketDayAfter(2, new Date('2026-03-28T12:00:00Z'))).toBe('2026-03-30');
  });
});
