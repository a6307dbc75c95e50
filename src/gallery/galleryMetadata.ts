import type { EntityMetadata } from '../../engine/core/metadata';

/** Fields of the gallery form, grouped; each label is `widgets.gallery.field.{name}`. */
export const GALLERY_GROUPS: Record<string, string[]> = {
  texts: ['text', 'alnum', 'url'],
  numbers: ['integer', 'decimal', 'percent', 'money'],
  dates: ['year', 'monthYear', 'date', 'businessDate', 'dateTime', 'time', 'timeNegative', 'dateRange'],
  identifiers: ['eic', 'eicParticipant', 'eicMulti', 'iban', 'ibanSk', 'personalId', 'psc'],
  contacts: ['phone', 'mobiles', 'email', 'emails'],
  choices: ['triState', 'consent', 'enumCode', 'serverSearch'],
};

/** Widgets the schema alone would not choose. */
const WIDGETS: Record<string, { widget: string; options?: Record<string, unknown> }> = {
  decimal: { widget: 'decimal' },
  percent: { widget: 'percent' },
  money: { widget: 'money' },
  enumCode: { widget: 'code-book', options: { codeBook: 'stat', enumType: 'edc' } },
  serverSearch: { widget: 'server-search', options: { path: '/ucastnik-trhu/', valueField: 'eic', labelField: 'nazov', minChars: 2 } },
};

const fieldNames = Object.values(GALLERY_GROUPS).flat();

/** The gallery's form described like any entity: the server's schema decides the rules. */
export const galleryMetadata: EntityMetadata = {
  entity: 'gallery',
  api: '/ui/gallery/',
  id: 'id',
  title: 'widgets.gallery.title',
  tokens: { read: [] },
  routes: { search: '/gallery', detail: '/gallery' },
  search: { filters: [], columns: [] },
  detail: {
    layout: Object.entries(GALLERY_GROUPS).map(([group, fields]) => ({ group, titleKey: `widgets.gallery.group.${group}`, fields })),
    fields: Object.fromEntries(fieldNames.map((name) => [name, { labelKey: `widgets.gallery.field.${name}`, ...WIDGETS[name] }])),
    serverManaged: [],
  },
};

/** A valid value per widget, for the states table. */
export const SAMPLE_VALUES: Record<string, unknown> = {
  text: 'Elektráreň Nováky',
  textarea: 'Poznámka k zmluve',
  'enum-select': 'A',
  checkbox: true,
  date: '2025-03-05',
  number: 12.5,
  percent: 0.215,
  integer: 42,
  decimal: 3.14,
  money: 10000,
  year: '2025',
  'month-year': '2025-03-01',
  'date-time': '2025-03-05T08:30:00',
  time: '08:30',
  'date-range': '2025-01-01/2025-01-31',
  eic: '24XZSE-ENERGIA-I',
  'eic-multi': '24XZSE-ENERGIA-I 24ZSS1234567890H',
  iban: 'SK3112000000198742637541',
  phone: '+421908123456',
  'mobile-list': '+421908123456, +421911222333',
  email: 'jana.novakova@seps.sk',
  'email-multi': 'a@seps.sk, b@okte.sk',
  psc: '84101',
  'personal-id': '800101/1238',
  url: 'https://www.okte.sk/',
  password: 'Tajne-Heslo-1',
  'tri-state': null,
  'required-true': true,
  'code-book': 'SK',
  'server-search': null,
  'file-upload': { dmsId: '00000000-0000-4000-8000-000000000001', fileName: 'zmluva.pdf', fileSize: 48213, contentType: 'application/pdf' },
  address: { Ulica: 'Mlynské nivy', PopisneCislo: '1', OrientacneCislo: '48', Psc: '82109', Mesto: 'Bratislava', IdStat: 'SK', KatastUzemie: 'Ružinov', CisloParcely: '1234/5', Utvar: 'Odbor zúčtovania' },
  'person-name': { titul: 'Ing.', meno: 'Jana', priezvisko: 'Nováková', titulZa: 'PhD.' },
  'document-editor': [
    { idDmsDocument: 1, documentType: 'ucastnik.vypisOR', fileName: 'vypis-or.pdf', fileSize: 48213, contentType: 'application/pdf', dmsId: '00000000-0000-4000-8000-000000000002', generated: false, poznamka: 'Overené' },
    { documentType: 'ucastnik.povolenie', fileName: 'povolenie.pdf', fileSize: 10240, contentType: 'application/pdf', dmsId: '00000000-0000-4000-8000-000000000003', generated: true },
  ],
};

/** Schemas the states table gives each widget. */
export const SAMPLE_SCHEMAS: Record<string, Record<string, unknown>> = {
  'enum-select': { type: 'string', enum: ['A', 'B'] },
  checkbox: { type: 'boolean' },
  number: { type: 'number' },
  percent: { type: 'number', multipleOf: 0.0001 },
  integer: { type: 'integer' },
  decimal: { type: 'number', maxDecimals: 2 },
  money: { type: 'number' },
  'tri-state': { type: ['boolean', 'null'] },
  'required-true': { type: 'boolean', const: true },
  // The allowed extensions of the document type zmluva.priloha (code book document-type), the default 1 MiB limit.
  'file-upload': { type: 'object', fileRules: { maxSize: 1048576, extensions: ['pdf', 'docx', 'xlsx', 'jpg', 'png'] } },
  address: { type: 'object', required: ['Ulica', 'Psc', 'Mesto', 'IdStat'] },
  'person-name': { type: 'object' },
  'document-editor': { type: 'array', items: { type: 'object' } },
};

/** Options the states table gives each widget. */
export const SAMPLE_OPTIONS: Record<string, Record<string, unknown>> = {
  'code-book': { codeBook: 'stat' },
  'server-search': { path: '/ucastnik-trhu/', valueField: 'eic', labelField: 'nazov' },
  'file-upload': { documentType: 'zmluva.priloha' },
  'document-editor': { rootDocumentType: 'ucastnik' },
};
