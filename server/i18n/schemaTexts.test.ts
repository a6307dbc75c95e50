// Every keyword the validator reports has a reason in sk, en and cs that names its limit, in the
// right plural form, with no JSON-Schema keyword, raw enum code or English word in sk and cs.
import { describe, expect, it } from 'vitest';
import { compileSchema, errorReason } from '../api/validation';
import { reasonText } from '../api/errors';
import { PATTERNS } from '../../engine/core/validation/patterns';
import type { Lang } from './messages';

/** One schema and one refused value per keyword, and the limit the reason must name. */
const CASES: { keyword: string; schema: object; value: unknown; limit?: string }[] = [
  { keyword: 'required', schema: { type: 'object', required: ['kod'], properties: { kod: { type: 'string' } } }, value: {} },
  { keyword: 'minItems', schema: { type: 'array', minItems: 2 }, value: [], limit: '2' },
  { keyword: 'maxItems', schema: { type: 'array', maxItems: 3 }, value: [1, 2, 3, 4], limit: '3' },
  { keyword: 'minimum', schema: { type: 'number', minimum: 10 }, value: 5, limit: '10' },
  { keyword: 'maximum', schema: { type: 'number', maximum: 10 }, value: 50, limit: '10' },
  { keyword: 'exclusiveMinimum', schema: { type: 'number', exclusiveMinimum: 0 }, value: 0, limit: '0' },
  { keyword: 'exclusiveMaximum', schema: { type: 'number', exclusiveMaximum: 100 }, value: 100, limit: '100' },
  { keyword: 'minLength', schema: { type: 'string', minLength: 5 }, value: 'ab', limit: '5' },
  { keyword: 'maxLength', schema: { type: 'string', maxLength: 2 }, value: 'abc', limit: '2' },
  // A pattern is told in words (its named text gives an example), never shown; an unknown one gets the generic text.
  { keyword: 'pattern', schema: { type: 'string', pattern: PATTERNS.countryCode }, value: 'sk', limit: 'SK' },
  { keyword: 'pattern', schema: { type: 'string', pattern: '^[A-Z]{3}$' }, value: 'sk' },
  { keyword: 'format', schema: { type: 'string', format: 'date' }, value: '2024-13-45' },
  { keyword: 'format', schema: { type: 'string', format: 'ico' }, value: '12345678' },
  { keyword: 'enum', schema: { type: 'string', enum: ['FAKTURACIA', 'MERANIE'] }, value: 'INE' },
  { keyword: 'const', schema: { const: 'AKTIVNA' }, value: 'ZRUSENA' },
  // The server's draft-07 validator says `dependencies` for what 2019-09 calls dependentRequired.
  { keyword: 'dependentRequired', schema: { type: 'object', dependencies: { datumDo: ['datumOd'] } }, value: { datumDo: '2024-01-01' }, limit: 'datumDo' },
  { keyword: 'additionalProperties', schema: { type: 'object', additionalProperties: false, properties: {} }, value: { navyse: 1 } },
  { keyword: 'type', schema: { type: 'object', properties: { pocet: { type: 'integer' } } }, value: { pocet: 'dva' } },
  { keyword: 'type', schema: { type: 'object', properties: { zoznam: { type: 'array' } } }, value: { zoznam: 'x' } },
];

// Plain words among them are checked in sk and cs only (English reads 'is required').
const KEYWORDS = ['required', 'minItems', 'maxItems', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'pattern', 'format', 'enum', 'const', 'dependencies', 'dependentRequired', 'additionalProperties', 'type', 'multipleOf', 'minProperties', 'maxProperties', 'uniqueItems', 'allowedValues', 'integer', 'string', 'array', 'object', 'boolean', 'number', 'null', 'date'];
const ENGLISH = /\b(must|should|is|are|be|of|the|field|value|required|invalid|allowed|at least|at most|more|less|characters?|items?|rows?|match|pattern|format|type|true|false)\b/i;
const CODES = ['FAKTURACIA', 'MERANIE', 'AKTIVNA'];
const LANGS: Lang[] = ['sk', 'en', 'cs'];

function reasonsOf(schema: object, value: unknown, lang: Lang): string[] {
  const validate = compileSchema(schema as never);
  expect(validate(value)).toBe(false);
  return (validate.errors ?? []).map((error) => reasonText(errorReason(error), lang));
}

/** The reason without the field path it starts with (a code such as `pocet`, not words). */
const words = (text: string) => text.replace(/^[^:]*: /, '');

describe('schema reasons', () => {
  it.each(CASES.flatMap((c) => LANGS.map((lang) => [c.keyword, lang, c] as const)))('%s in %s names its limit and no keyword or code', (_k, lang, c) => {
    const texts = reasonsOf(c.schema, c.value, lang);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      const said = words(text);
      expect(said.length, text).toBeGreaterThan(3);
      if (c.limit !== undefined) expect(said, text).toContain(c.limit);
      for (const keyword of KEYWORDS.filter((k) => lang !== 'en' || /[A-Z]/.test(k))) expect(said.split(/[\s,;:()]+/), `${text} holds ${keyword}`).not.toContain(keyword);
      for (const code of CODES) expect(said, text).not.toContain(code);
      expect(said, `${text} shows a pattern`).not.toMatch(/[\^$]|\[[^\]]*\]|\\[a-zA-Z]|\{\d+(,\d*)?\}/);
      if (lang !== 'en') expect(said, text).not.toMatch(ENGLISH);
    }
  });

  it.each([
    ['sk', 1, 'najmenej 1 znak'],
    ['sk', 2, 'najmenej 2 znaky'],
    ['sk', 4, 'najmenej 4 znaky'],
    ['sk', 5, 'najmenej 5 znakov'],
    ['cs', 1, 'nejméně 1 znak'],
    ['cs', 3, 'nejméně 3 znaky'],
    ['cs', 5, 'nejméně 5 znaků'],
    ['en', 1, 'at least 1 character'],
    ['en', 5, 'at least 5 characters'],
  ] as const)('counts in %s read right for %i', (lang, n, expected) => {
    expect(reasonsOf({ type: 'string', minLength: n }, '', lang)).toEqual([`field.body: ${expected}`.replace('field.body', lang === 'en' ? 'request body' : lang === 'sk' ? 'telo požiadavky' : 'telo požiadavky')]);
  });

  it.each([
    ['sk', 1, 'pridajte aspoň 1 riadok'],
    ['sk', 3, 'pridajte aspoň 3 riadky'],
    ['sk', 10, 'pridajte aspoň 10 riadkov'],
    ['cs', 2, 'přidejte alespoň 2 řádky'],
    ['en', 2, 'add at least 2 rows'],
  ] as const)('rows in %s read right for %i', (lang, n, expected) => {
    const [text] = reasonsOf({ type: 'object', properties: { riadky: { type: 'array', minItems: n } } }, { riadky: [] }, lang);
    expect(text).toBe(`riadky: ${expected}`);
  });
});
