import { PATTERNS } from '../../engine/core/validation/patterns';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { fillPlaceholders } from '../../engine/core/validation';
import type { Lang } from '../i18n/messages';
import { editSchemas, type EntityDef } from './entity';

/** The placeholders a template may use, with the sample values of the preview. */
export const MAIL_PLACEHOLDERS: Readonly<Record<string, Record<Lang, string>>> = {
  cisloZmluvy: { sk: 'ZPU-2026-000123', en: 'ZPU-2026-000123', cs: 'ZPU-2026-000123' },
  nazovUcastnika: { sk: 'Slnečná energia Záhorie s.r.o.', en: 'Slnečná energia Záhorie s.r.o.', cs: 'Slnečná energia Záhorie s.r.o.' },
  eic: { sk: '24WSLNECNAZAH01K', en: '24WSLNECNAZAH01K', cs: '24WSLNECNAZAH01K' },
  meno: { sk: 'Peter', en: 'Peter', cs: 'Peter' },
  priezvisko: { sk: 'Kováč', en: 'Kováč', cs: 'Kováč' },
  datum: { sk: '25. 11. 2026', en: '25 Nov 2026', cs: '25. 11. 2026' },
  lehotaDni: { sk: '10', en: '10', cs: '10' },
  odkaz: { sk: 'https://portal.edc.sk/zmluva/vyhladanie', en: 'https://portal.edc.sk/zmluva/vyhladanie', cs: 'https://portal.edc.sk/zmluva/vyhladanie' },
};

/** A text with each known placeholder replaced by its sample value in a language (the preview). */
export function fillSample(text: string, lang: Lang): string {
  return fillPlaceholders(text, Object.fromEntries(Object.entries(MAIL_PLACEHOLDERS).map(([name, sample]) => [name, sample[lang]])));
}

// Each text uses only the known placeholders (forms-data 5): the catalogue's knownPlaceholders with
// the allowed names, so the form names an unknown one under its text before it sends.
const knownPlaceholders = Object.keys(MAIL_PLACEHOLDERS);

const PROPERTIES: Record<string, JsonSchema> = {
  kod: { type: 'string', minLength: 2, maxLength: 60, pattern: PATTERNS.upperCodeLetterFirst },
  popis: { type: ['string', 'null'], maxLength: 200 },
  predmetSk: { type: 'string', minLength: 1, maxLength: 200, knownPlaceholders },
  predmetEn: { type: 'string', minLength: 1, maxLength: 200, knownPlaceholders },
  textSk: { type: 'string', minLength: 1, maxLength: 4000, knownPlaceholders },
  textEn: { type: 'string', minLength: 1, maxLength: 4000, knownPlaceholders },
  // Optional, with the English texts' rules: without them a Czech recipient gets the Slovak texts
  // (engine/core/i18n/textInLanguage.ts).
  predmetCs: { type: ['string', 'null'], minLength: 1, maxLength: 200, knownPlaceholders },
  textCs: { type: ['string', 'null'], minLength: 1, maxLength: 4000, knownPlaceholders },
};

/** Mail and notification templates (/sprava-mailtemplate, doc-template#write). */
export const mailTemplate: EntityDef = {
  name: 'mail-template',
  path: '/edc/mail-template/',
  table: 'mail_template',
  idField: 'idMailTemplate',
  versionField: 'verzia',
  fields: {
    idMailTemplate: { column: 'id_mail_template', type: 'integer' },
    kod: { column: 'kod', type: 'string' },
    popis: { column: 'popis', type: 'string' },
    predmetSk: { column: 'predmet_sk', type: 'string' },
    predmetEn: { column: 'predmet_en', type: 'string' },
    textSk: { column: 'text_sk', type: 'string', queryable: false },
    textEn: { column: 'text_en', type: 'string', queryable: false },
    predmetCs: { column: 'predmet_cs', type: 'string' },
    textCs: { column: 'text_cs', type: 'string', queryable: false },
    verzia: { column: 'verzia', type: 'integer' },
  },
  tokens: { read: 'doc-template#write', write: 'doc-template#write', create: 'doc-template#write' },
  ...editSchemas('idMailTemplate', PROPERTIES, ['kod', 'predmetSk', 'predmetEn', 'textSk', 'textEn']),
  defaultSort: [{ field: 'kod', dir: 'asc' }],
  uniqueConstraints: { mail_template_kod_uq: 'kod' },
  audit: { createdBy: 'created_by', updatedBy: 'updated_by', updatedAt: 'updated_at' },
};
