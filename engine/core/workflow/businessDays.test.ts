import { describe, expect, it } from 'vitest';
import { MissingOffsetError, addOffset, dueDate, isWorkingDay } from './businessDays';

const holidays = ['2025-12-24', '2025-12-25', '2025-12-26', '2026-01-01', '2026-01-06'];

describe('business days', () => {
  it('skips weekends and holidays when counting working days', () => {
    // Mon 22 Dec 2025 + 5 working days: 23 Tue, (24-26 holidays), 29 Mon, 30, 31, (1 Jan holiday), 2 Jan Fri
    expect(addOffset('2025-12-22', { dni: 5, anoPracDni: true }, holidays)).toBe('2026-01-02');
    // Fri + 1 working day = Mon
    expect(addOffset('2025-11-21', { dni: 1, anoPracDni: true }, [])).toBe('2025-11-24');
  });
  it('counts calendar days otherwise', () => {
    expect(addOffset('2025-12-22', { dni: 14, anoPracDni: false }, holidays)).toBe('2026-01-05');
    expect(addOffset('2024-02-28', { dni: 1, anoPracDni: false }, [])).toBe('2024-02-29');
  });
  it('tells working days', () => {
    expect(isWorkingDay('2025-12-25', new Set(holidays))).toBe(false);
    expect(isWorkingDay('2025-12-27', new Set())).toBe(false);
    expect(isWorkingDay('2025-12-29', new Set(holidays))).toBe(true);
  });
  it('a missing offset is an error', () => {
    expect(() => dueDate('2025-01-01', 'NEZNAMY', {}, [])).toThrow(MissingOffsetError);
    expect(dueDate('2025-01-01', 'X', { X: { dni: 2, anoPracDni: true } }, ['2025-01-01'])).toBe('2025-01-03');
  });
  it('rejects a non-date', () => expect(() => addOffset('zajtra', { dni: 1, anoPracDni: false }, [])).toThrow(RangeError));
});
