import { describe, expect, it } from 'vitest';
import { decimalPlaces, isDecimalMultiple } from './decimal';
import { cleanEicInput, eicPrefixProblem, DEFAULT_EIC_PREFIXES, matchesEicPattern } from './eic';
import { cleanIbanInput, formatIban, formatPsc } from './identifiers';
import { formatPhone, normalizePhone } from './phone';
import { isBusinessDay } from './dates';

describe('decimal arithmetic', () => {
  it('counts decimal places as written', () => {
    expect([decimalPlaces(1.5), decimalPlaces(2), decimalPlaces(0.1234), decimalPlaces(1e-7), decimalPlaces(1.1e21)]).toEqual([1, 0, 4, 7, 0]);
  });
  it('finds multiples that floating point misses', () => {
    expect(0.3 % 0.1).not.toBe(0);
    expect(isDecimalMultiple(0.3, 0.1)).toBe(true);
    expect(isDecimalMultiple(0.1234, 0.0001)).toBe(true);
    expect(isDecimalMultiple(1.005, 0.01)).toBe(false);
    expect(isDecimalMultiple(-45, 15)).toBe(true);
  });
});

describe('phone', () => {
  it.each([
    ['0908 123 456', '+421908123456'],
    ['00421908123456', '+421908123456'],
    ['+421 2 5443 1234', '+421254431234'],
    ['0908/123-456', '+421908123456'],
  ])('stores %s as %s', (typed, stored) => expect(normalizePhone(typed)).toBe(stored));
  it.each(['+421100123456', '090812345', '+420602123456', 'abc'])('refuses %s (not a real SK number)', (typed) => expect(normalizePhone(typed)).toBeUndefined());
  it('shows a stored number grouped', () => expect(formatPhone('+421908123456')).toBe('+421 908 123 456'));
});

describe('EIC helpers', () => {
  it('limits typing to 16 allowed characters, uppercased', () => {
    expect(cleanEicInput('24xzse_energia-i-extra')).toBe('24XZSEENERGIA-I-');
  });
  it('matches prefix patterns where _ is any character', () => {
    expect(matchesEicPattern('24XZSE-ENERGIA-I', '2_X')).toBe(true);
    expect(matchesEicPattern('24YZSE-ENERGIA-I', '2_X')).toBe(false);
    expect(eicPrefixProblem('24ZSS1234567890H', ['VE'], DEFAULT_EIC_PREFIXES)?.params).toEqual({ prefix: '??X' });
  });
});

describe('IBAN, PSC and business days', () => {
  it('cleans and groups an IBAN', () => {
    expect(cleanIbanInput('sk31 1200 0000 1987 4263 7541')).toBe('SK3112000000198742637541');
    expect(formatIban('SK3112000000198742637541')).toBe('SK31 1200 0000 1987 4263 7541');
    expect(cleanIbanInput('X'.repeat(50))).toHaveLength(42);
  });
  it('shows PSC as NNN NN', () => expect(formatPsc('84101')).toBe('841 01'));
  it('skips weekends and holidays', () => {
    const holidays = new Set(['2025-12-24']);
    expect(isBusinessDay('2025-12-23', holidays)).toBe(true);
    expect(isBusinessDay('2025-12-24', holidays)).toBe(false);
    expect(isBusinessDay('2025-12-27', holidays)).toBe(false);
  });
});
