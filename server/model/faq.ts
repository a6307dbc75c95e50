import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { editSchemas, type EntityDef } from './entity';

/** Categories of the questions (texts `faq.enum.kategoria.*`). */
export const FAQ_CATEGORIES = ['PRIHLASENIE', 'ZMLUVY', 'ZARIADENIA', 'DOKUMENTY', 'OSTATNE'];

const PROPERTIES: Record<string, JsonSchema> = {
  kategoria: { type: 'string', enum: FAQ_CATEGORIES },
  poradie: { type: 'integer', minimum: 0, maximum: 99999 },
  otazkaSk: { type: 'string', minLength: 5, maxLength: 300 },
  otazkaEn: { type: 'string', minLength: 5, maxLength: 300 },
  odpovedSk: { type: 'string', minLength: 1, maxLength: 4000 },
  odpovedEn: { type: 'string', minLength: 1, maxLength: 4000 },
  // Optional, with the English texts' limits: without them a Czech reader gets the Slovak texts
  // (engine/core/i18n/textInLanguage.ts).
  otazkaCs: { type: ['string', 'null'], minLength: 5, maxLength: 300 },
  odpovedCs: { type: ['string', 'null'], minLength: 1, maxLength: 4000 },
  publikovana: { type: 'boolean', default: false },
};

const FIELDS = {
  idFaq: { column: 'id_faq', type: 'integer' },
  kategoria: { column: 'kategoria', type: 'string' },
  poradie: { column: 'poradie', type: 'integer' },
  otazkaSk: { column: 'otazka_sk', type: 'string' },
  otazkaEn: { column: 'otazka_en', type: 'string' },
  odpovedSk: { column: 'odpoved_sk', type: 'string', queryable: false },
  odpovedEn: { column: 'odpoved_en', type: 'string', queryable: false },
  otazkaCs: { column: 'otazka_cs', type: 'string' },
  odpovedCs: { column: 'odpoved_cs', type: 'string', queryable: false },
  publikovana: { column: 'publikovana', type: 'boolean' },
} as const;

/** FAQ administration (/sprava-faq, app-qa#write). */
export const faq: EntityDef = {
  name: 'faq',
  path: '/edc/faq/',
  table: 'faq',
  idField: 'idFaq',
  versionField: 'verzia',
  fields: { ...FIELDS, verzia: { column: 'verzia', type: 'integer' } },
  tokens: { read: 'app-qa#write', write: 'app-qa#write', create: 'app-qa#write' },
  ...editSchemas('idFaq', PROPERTIES, ['kategoria', 'poradie', 'otazkaSk', 'otazkaEn', 'odpovedSk', 'odpovedEn', 'publikovana']),
  defaultSort: [
    { field: 'kategoria', dir: 'asc' },
    { field: 'poradie', dir: 'asc' },
  ],
  audit: { createdBy: 'created_by', updatedBy: 'updated_by', updatedAt: 'updated_at' },
};

/** The published questions (/faq), for every logged-in user; every language, the UI picks one (textInLanguage). */
export const faqPublished: EntityDef = {
  name: 'faq-publikovana',
  path: '/portal/application/faq/',
  table: 'faq_publikovana',
  idField: 'idFaq',
  fields: FIELDS,
  tokens: { read: '', write: 'app-qa#write', create: 'app-qa#write' },
  createSchema: { type: 'object' },
  updateSchema: { type: 'object' },
  defaultSort: faq.defaultSort,
  readOnly: true,
};
