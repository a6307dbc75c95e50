import { describe, expect, it } from 'vitest';
import { formatIsoDate, formatIsoDateTime, isIsoDate, parseUserDate } from './dates';

describe('parseUserDate', () => {
  it.each([
    ['1.2.2024', '2024-02-01'],
    ['01.02.2024', '2024-02-01'],
    ['1.02.2024', '2024-02-01'],
    ['01.2.2024', '2024-02-01'],
    ['1. 2. 2024', '2024-02-01'],
    ['01022024', '2024-02-01'],
    ['1/2/2024', '2024-02-01'],
    ['01/02/2024', '2024-02-01'],
    ['2024-02-01', '2024-02-01'],
    [' 29.2.2024 ', '2024-02-29'],
  ])('reads %s as %s', (typed, iso) => {
    expect(parseUserDate(typed)).toBe(iso);
  });

  it.each(['', '30.2.2024', '29.2.2023', '1.13.2024', '0.1.2024', '1.2.24', 'abc', '2024-2-1', '1.2.2024x'])('rejects %s', (typed) => {
    expect(parseUserDate(typed)).toBeUndefined();
  });
});

describe('isIsoDate', () => {
  it('accepts only real ISO dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('1.2.2024')).toBe(false);
  });
});

describe('formatIsoDate', () => {
  it('shows D. M. YYYY in Slovak and Czech, DD. MM. YYYY in English', () => {
    expect(formatIsoDate('2024-02-01', 'sk')).toBe('1. 2. 2024');
    expect(formatIsoDate('2024-12-31', 'cs')).toBe('31. 12. 2024');
    expect(formatIsoDate('2024-02-01', 'en')).toBe('01. 02. 2024');
    expect(formatIsoDate('garbage', 'sk')).toBe('garbage');
  });

  it('round-trips through parseUserDate', () => {
    expect(parseUserDate(formatIsoDate('2027-11-05', 'sk'))).toBe('2027-11-05');
    expect(parseUserDate(formatIsoDate('2027-11-05', 'en'))).toBe('2027-11-05');
  });
});

describe('formatIsoDateTime', () => {
  it('shows local date-times with hours and minutes', () => {
    expect(formatIsoDateTime('2024-02-01T08:05:09', 'sk')).toBe('1. 2. 2024 08:05');
    expect(formatIsoDateTime('x', 'sk')).toBe('x');
  });
});
