import { describe, expect, it } from 'vitest';
import { formatClock } from './formatClock';

describe('formatClock', () => {
  it('pads hours and minutes to two digits', () => {
    expect(formatClock(new Date(2026, 0, 2, 7, 5, 59))).toBe('07:05');
  });

  it('uses the 24-hour clock', () => {
    expect(formatClock(new Date(2026, 0, 2, 23, 45))).toBe('23:45');
  });
});
