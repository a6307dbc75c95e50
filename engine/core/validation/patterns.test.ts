import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PATTERNS, documentTypePattern, patternMessageKey, patternName } from './patterns';

const texts = (lang: string) =>
  (JSON.parse(readFileSync(new URL(`../../../metadata/i18n/${lang}/engine.json`, import.meta.url), 'utf8')) as { engine: { validation: { patterns: Record<string, string> } } }).engine.validation.patterns;

// Examples each named pattern must let through and turn away, as a user would type them.
const EXAMPLES: Record<keyof typeof PATTERNS, { valid: string; invalid: string }> = {
  upperCode: { valid: 'TECH_1', invalid: 'tech-1' },
  upperCodeLetterFirst: { valid: 'MAIL_NOVY', invalid: '1MAIL' },
  upperCodeDash: { valid: 'AB-12', invalid: 'AB 12' },
  contractNumber: { valid: 'ZML/2024-001', invalid: 'zml 1' },
  permitNumber: { valid: 'UR 123/2024', invalid: '/123' },
  serialNumber: { valid: 'SN-2024/001.a', invalid: '-SN' },
  countryCode: { valid: 'SK', invalid: 'SVK' },
  eicDeviceOrPoint: { valid: '24WVYROBA-0001-X', invalid: '24XZSE-ENERGIA-I' },
  codeBookCode: { valid: 'zmluva.priloha-1', invalid: '.priloha' },
  lowerCodeDash: { valid: 'zmluva-ds', invalid: 'Zmluva' },
  fileExtension: { valid: 'pdf', invalid: '.pdf' },
  login: { valid: 'jan.novak', invalid: 'Jan Novák' },
  postalCodeDigits: { valid: '84101', invalid: '841 01' },
  notBlank: { valid: ' a ', invalid: '   ' },
  documentId: { valid: '0f8c2e1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b', invalid: 'dokument-1' },
};

describe('named patterns', () => {
  it('each named pattern lets its example through and turns the other away', () => {
    for (const [name, pattern] of Object.entries(PATTERNS)) {
      const { valid, invalid } = EXAMPLES[name as keyof typeof PATTERNS];
      expect(new RegExp(pattern, 'u').test(valid), `${name} accepts ${valid}`).toBe(true);
      expect(new RegExp(pattern, 'u').test(invalid), `${name} refuses ${invalid}`).toBe(false);
    }
  });

  it('is named by its pattern; a document type under any root too; an unknown one by the generic text', () => {
    expect(patternName('^[A-Z0-9_]+$')).toBe('upperCode');
    expect(patternName(documentTypePattern('vyrobne-zariadenie'))).toBe('documentType');
    expect(new RegExp(documentTypePattern('zmluva')).test('zmluva.priloha')).toBe(true);
    expect(patternName('^[A-Z]+$')).toBeUndefined();
    expect(patternMessageKey('^[A-Z]+$')).toBe('engine.validation.patterns.other');
    expect(patternMessageKey(PATTERNS.countryCode)).toBe('engine.validation.patterns.countryCode');
  });

  it('every name has a text in sk, en and cs, and no text shows a pattern', () => {
    const names = [...Object.keys(PATTERNS), 'documentType', 'other'];
    for (const lang of ['sk', 'en', 'cs']) {
      const own = texts(lang);
      expect(Object.keys(own).sort(), lang).toEqual([...names].sort());
      for (const [name, text] of Object.entries(own)) {
        expect(text, `${lang} ${name}`).not.toMatch(/[\^$]|\[[^\]]*\]|\\[a-zA-Z]|\{\d+(,\d*)?\}/);
        expect(text.length, `${lang} ${name}`).toBeGreaterThan(10);
      }
    }
  });
});
