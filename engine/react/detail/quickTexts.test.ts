import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { quickTexts } from './quickTexts';

async function instance(language: string) {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: 'sk',
    interpolation: { escapeValue: false },
    returnNull: false,
    resources: {
      sk: {
        translation: {
          pole: { nazov: 'Názov', len: 'Iba po slovensky', prazdne: '' },
          pozdrav: 'Ahoj {{meno}}',
          vnorene: 'Pole $t(pole.nazov)',
          skupina: { a: 'A', b: 'B' },
        },
        ine: { text: 'Z iného menného priestoru' },
      },
      en: { translation: { pole: { nazov: 'Name' } } },
    },
  });
  return i18n;
}

const KEYS = ['pole.nazov', 'pole.len', 'pole.prazdne', 'pozdrav', 'vnorene', 'skupina', 'chyba.kluc', 'ine:text', 'Pole f1'];

describe('quickTexts', () => {
  it.each(['sk', 'en'])('answers every key as i18next does (%s)', async (language) => {
    const i18n = await instance(language);
    const quick = quickTexts(i18n, i18n.t);
    for (const key of KEYS) expect([key, quick(key)]).toEqual([key, String(i18n.t(key))]);
    expect(quick('pozdrav', { meno: 'Eva' })).toBe('Ahoj Eva');
  });

  it('reads a plain text from the resources without i18next', async () => {
    const i18n = await instance('en');
    const t = vi.fn(i18n.t);
    const quick = quickTexts(i18n, t as unknown as typeof i18n.t);
    expect(quick('pole.nazov')).toBe('Name');
    // From the fallback language.
    expect(quick('pole.len')).toBe('Iba po slovensky');
    expect(t).not.toHaveBeenCalled();
    // Interpolation goes through i18next.
    expect(quick('pozdrav', { meno: 'Eva' })).toBe('Ahoj Eva');
    expect(t).toHaveBeenCalledTimes(1);
  });

  it('follows a change of language', async () => {
    const i18n = await instance('sk');
    const quick = quickTexts(i18n, i18n.t);
    expect(quick('pole.nazov')).toBe('Názov');
    await i18n.changeLanguage('en');
    expect(quick('pole.nazov')).toBe('Name');
  });
});
