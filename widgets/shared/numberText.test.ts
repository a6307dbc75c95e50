import { describe, expect, it } from 'vitest';
import { cleanNumberText, formatNumberText, numberFromText } from './numberText';

const sk = { separator: ',', scale: undefined };

describe('number text', () => {
  it('keeps digits, a leading minus and one separator shown as the language has it', () => {
    expect(cleanNumberText('12.5', sk)).toBe('12,5');
    expect(cleanNumberText('1,2,3', sk)).toBe('1,23');
    expect(cleanNumberText('-4a-2', sk)).toBe('-42');
    expect(cleanNumberText('3.5', { separator: '.', scale: undefined })).toBe('3.5');
  });

  it('stops at the scale and allows no separator for whole numbers', () => {
    expect(cleanNumberText('3,14159', { separator: ',', scale: 2 })).toBe('3,14');
    expect(cleanNumberText('4,2', { separator: ',', scale: 0 })).toBe('42');
  });

  it('reads and shows numbers', () => {
    expect(numberFromText('12,5')).toBe(12.5);
    expect(numberFromText('1,')).toBe(1);
    expect(numberFromText('-')).toBeUndefined();
    expect(numberFromText('')).toBeUndefined();
    expect(formatNumberText(1.5, sk)).toBe('1,5');
    expect(formatNumberText(undefined, sk)).toBe('');
  });
});
