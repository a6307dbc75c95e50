import { PATTERNS } from '../../engine/core/validation/patterns';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { editSchemas, type EntityDef, type FieldProblem } from './entity';
import { checkPlaceholders, fillPlaceholders } from './placeholders';

/** The placeholders a template may use, with the sample values of the preview. */
export const MAIL_PLACEHOLDERS: Readonly<Record<string, { sk: string; en: string }>> = {
  cisloZmluvy: { sk: 'ZPU-2026-000123', en: 'ZPU-2026-000123' },
  nazovUcastnika: { sk: 'Slnečná energia Záhorie s.r.o.', en: 'Slnečná energia Záhorie s.r.o.' },
  eic: { sk: '24WSLNECNAZAH01K', en: '24WSLNECNAZAH01K' },
  meno: { sk: 'Peter', en: 'Peter' },
  priezvisko: { sk: 'Kováč', en: 'Kováč' },
  datum: { sk: '25. 11. 2026', en: '25 Nov 2026' },
  lehotaDni: { sk: '10', en: '10' },
  odkaz: { sk: 'https://portal.edc.sk/zmluva/vyhladanie', en: 'https://portal.edc.sk/zmluva/vyhladanie' },
};

const TEXT_FIELDS = ['predmetSk', 'predmetEn', 'textSk', 'textEn'];

/** A text with each known placeholder replaced by its sample value in a language (the preview). */
export function fillSample(text: string, lang: 'sk' | 'en'): string {
  return fillPlaceholders(text, Object.fromEntries(Object.entries(MAIL_PLACEHOLDERS).map(([name, sample]) => [name, sample[lang]])));
}

/** Unknown placeholders, one problem per field naming them (forms-data 5). */
export function checkMailTemplate(body: Readonly<Record<string, unknown>>): FieldProblem[] {
  return checkPlaceholders(body, TEXT_FIELDS, Object.keys(MAIL_PLACEHOLDERS));
}

const PROPERTIES: Record<string, JsonSchema> = {
  kod: { type: 'string', minLength: 2, maxLength: 60, pattern: PATTERNS.upperCodeLetterFirst },
  popis: { type: ['string', 'null'], maxLength: 200 },
  predmetSk: { type: 'string', minLength: 1, maxLength: 200 },
  predmetEn: { type: 'string', minLength: 1, maxLength: 200 },
  textSk: { type: 'string', minLength: 1, maxLength: 4000 },
  textEn: { type: 'string', minLength: 1, maxLength: 4000 },
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
    verzia: { column: 'verzia', type: 'integer' },
  },
  tokens: { read: 'doc-template#write', write: 'doc-template#write', create: 'doc-template#write' },
  ...editSchemas('idMailTemplate', PROPERTIES, ['kod', 'predmetSk', 'predmetEn', 'textSk', 'textEn']),
  defaultSort: [{ field: 'kod', dir: 'asc' }],
  check: checkMailTemplate,
  uniqueConstraints: { mail_template_kod_uq: 'kod' },
  audit: { createdBy: 'created_by', updatedBy: 'updated_by', updatedAt: 'updated_at' },
};
