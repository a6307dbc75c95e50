import { describe, expect, it } from 'vitest';
import { languageOfText, textInLanguage } from './textInLanguage';

const TEXTS = { sk: 'Dobrý deň', en: 'Hello', cs: 'Dobrý den' };

describe('textInLanguage', () => {
  it('gives each reader their language: English, Czech, Slovak', () => {
    expect(textInLanguage('en', TEXTS)).toBe('Hello');
    expect(textInLanguage('cs', TEXTS)).toBe('Dobrý den');
    expect(textInLanguage('sk', TEXTS)).toBe('Dobrý deň');
    expect(languageOfText('cs', TEXTS)).toBe('cs');
  });

  it('reads a text without Czech (null, missing or empty) in Slovak, and any other language in Slovak', () => {
    for (const cs of [null, undefined, '']) {
      expect(textInLanguage('cs', { ...TEXTS, cs }), String(cs)).toBe('Dobrý deň');
      expect(languageOfText('cs', { ...TEXTS, cs }), String(cs)).toBe('sk');
    }
    expect(textInLanguage('de', TEXTS)).toBe('Dobrý deň');
  });
});
