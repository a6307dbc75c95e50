import { describe, expect, it } from 'vitest';
import { marketToday } from './marketDay';

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
