// The form's texts of every keyword its validator reports (engine.validation in engine.json), in
// sk, en and cs, through i18next as the application runs it: counts in their plural forms, the
// limit named, no keyword or English word in sk and cs.
import { readFileSync } from 'node:fs';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { PATTERNS } from '../validation/patterns';
import { validationMessageKey } from './messages';

const LANGS = ['sk', 'en', 'cs'] as const;
const file = (lang: string, name: string) => JSON.parse(readFileSync(new URL(`../../../metadata/i18n/${lang}/${name}`, import.meta.url), 'utf8')) as Record<string, unknown>;
// The engine's texts and the catalogue's (validation.json), as the application merges them.
const resource = (lang: string) => ({ ...file(lang, 'engine.json'), ...file(lang, 'validation.json') });

async function translator(lang: string) {
  const i18n = createInstance();
  await i18n.init({ lng: lang, resources: { [lang]: { translation: resource(lang) } }, interpolation: { escapeValue: false } });
  return (name: string, params: Record<string, unknown>) => {
    const { key, params: shown } = validationMessageKey({ name, params });
    const text = i18n.t(key, shown);
    expect(text, `${lang} ${key}`).not.toBe(key);
    return text;
  };
}

const ERRORS: { name: string; params: Record<string, unknown>; limit?: string }[] = [
  { name: 'required', params: { missingProperty: 'kod' } },
  { name: 'minItems', params: { limit: 2 }, limit: '2' },
  { name: 'maxItems', params: { limit: 3 }, limit: '3' },
  { name: 'minimum', params: { limit: 10 }, limit: '10' },
  { name: 'maximum', params: { limit: 10 }, limit: '10' },
  { name: 'exclusiveMinimum', params: { limit: 0 }, limit: '0' },
  { name: 'exclusiveMaximum', params: { limit: 100 }, limit: '100' },
  { name: 'minLength', params: { limit: 5 }, limit: '5' },
  { name: 'maxLength', params: { limit: 2 }, limit: '2' },
  { name: 'pattern', params: { pattern: PATTERNS.countryCode }, limit: 'SK' },
  { name: 'format', params: { format: 'date' } },
  { name: 'enum', params: { allowedValues: ['FAKTURACIA'] } },
  { name: 'const', params: { allowedValue: 'AKTIVNA' } },
  { name: 'dependencies', params: { property: 'datumDo', missingProperty: 'datumOd' }, limit: 'datumDo' },
  { name: 'additionalProperties', params: { additionalProperty: 'navyse' } },
  { name: 'type', params: { type: 'integer' } },
];
const WORDS = /\b(must|should|is|be|the|field|value|required|invalid|allowed|least|most|characters?|items?|rows?|minItems|maxItems|minLength|maxLength|minimum|maximum|pattern|format|enum|const|type|FAKTURACIA|AKTIVNA)\b/;

describe('the form’s validation texts', () => {
  it.each(LANGS)('%s: every keyword has a text naming its limit', async (lang) => {
    const t = await translator(lang);
    for (const error of ERRORS) {
      const text = t(error.name, error.params);
      if (error.limit !== undefined) expect(text, error.name).toContain(error.limit);
      if (lang !== 'en') expect(text, error.name).not.toMatch(WORDS);
    }
  });

  it.each([
    ['sk', 1, 'Zadajte najmenej 1 znak'],
    ['sk', 2, 'Zadajte najmenej 2 znaky'],
    ['sk', 5, 'Zadajte najmenej 5 znakov'],
    ['cs', 4, 'Zadejte nejméně 4 znaky'],
    ['cs', 5, 'Zadejte nejméně 5 znaků'],
    ['en', 1, 'Enter at least 1 character'],
    ['en', 2, 'Enter at least 2 characters'],
  ] as const)('%s reads right for %i', async (lang, count, expected) => {
    expect((await translator(lang))('minLength', { limit: count })).toBe(expected);
  });
});
