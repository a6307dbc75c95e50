import { describe, expect, it } from 'vitest';
import { formatCell } from './formatCell';

const t = (key: string, options?: { defaultValue?: string }) =>
  ({ 'engine.boolean.true': 'áno', 'engine.boolean.false': 'nie', 'technologia.enum.stav.AKTIVNA': 'Aktívna', 'ucastnik-trhu.field.nazov': 'Názov', 'ucastnik-trhu.enum.roly.DODAVATEL': 'Dodávateľ', 'ucastnik-trhu.enum.stav.AKTIVNY': 'Aktívny' } as Record<string, string>)[key] ?? options?.defaultValue ?? key;
const sk = { language: 'sk', t, entity: 'technologia', field: 'stav' };

describe('formatCell', () => {
  it('formats dates, numbers, percent, money, booleans and enums for the language', () => {
    expect(formatCell('2024-02-01', 'date', sk)).toBe('1. 2. 2024');
    expect(formatCell('2024-02-01T07:30:00', 'datetime', sk)).toBe('1. 2. 2024 07:30');
    expect(formatCell(1234.5, 'number2', sk).replace(/\s/g, ' ')).toBe('1 234,50');
    expect(formatCell(1234.5, 'number2', { ...sk, language: 'en' })).toBe('1,234.50');
    expect(formatCell(0.1234, 'percent', sk)).toBe('12,34 %');
    expect(formatCell(0.07, 'percent', { ...sk, language: 'en' })).toBe('7 %');
    expect(formatCell(10000, 'eur', sk).replace(/\s/g, ' ')).toBe('10 000,000 €');
    expect(formatCell(true, 'boolean', sk)).toBe('áno');
    expect(formatCell(false, 'boolean', sk)).toBe('nie');
    expect(formatCell('AKTIVNA', 'enum', sk)).toBe('Aktívna');
    expect(formatCell('NEZNAMA', 'enum', sk)).toBe('NEZNAMA');
  });

  it('a change list: field names by their labels, values by the enum labels of the field the row names', () => {
    const history = { ...sk, entity: 'ucastnik-trhu-zmena', fieldsOf: 'ucastnik-trhu' };
    expect(formatCell('nazov', 'fieldLabel', { ...history, field: 'pole' })).toBe('Názov');
    expect(formatCell('nezname', 'fieldLabel', { ...history, field: 'pole' })).toBe('nezname');
    expect(formatCell('AKTIVNY', 'fieldValue', { ...history, field: 'nova', valueField: 'stav' })).toBe('Aktívny');
    expect(formatCell(['DODAVATEL', 'VYROBCA'], 'fieldValue', { ...history, field: 'nova', valueField: 'roly' })).toBe('Dodávateľ, VYROBCA');
    // A field without enum texts shows its values as they are, even one that is another field's code.
    expect(formatCell('AKTIVNY', 'fieldValue', { ...history, field: 'nova', valueField: 'nazov' })).toBe('AKTIVNY');
    expect(formatCell(true, 'fieldValue', { ...history, field: 'nova', valueField: 'hlavny' })).toBe('áno');
    expect(formatCell(null, 'fieldValue', { ...history, field: 'nova', valueField: 'stav' })).toBe('');
  });

  it('names each code of a list of codes and joins them (code book first, then enum labels, then the code)', () => {
    const codeBook = new Map([['ZO', 'Zmluva o zúčtovaní odchýlky']]);
    expect(formatCell(['AKTIVNA', 'NEZNAMA'], 'enumList', sk)).toBe('Aktívna, NEZNAMA');
    expect(formatCell(['ZO', 'AKTIVNA'], 'enumList', { ...sk, codeBook })).toBe('Zmluva o zúčtovaní odchýlky, Aktívna');
    expect(formatCell('AKTIVNA', 'enumList', sk)).toBe('Aktívna');
    expect(formatCell([], 'enumList', sk)).toBe('');
    expect(formatCell(['ZO', null, ''], 'enumList', { ...sk, codeBook })).toBe('Zmluva o zúčtovaní odchýlky');
  });

  it('shows empty values as empty and other values as text', () => {
    expect(formatCell(null, 'date', sk)).toBe('');
    expect(formatCell(undefined, undefined, sk)).toBe('');
    expect(formatCell(42, undefined, sk)).toBe('42');
    expect(formatCell('x', 'number2', sk)).toBe('x');
  });
});
