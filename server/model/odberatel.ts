import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { addressSchema } from './address';
import { editSchemas } from './entity';
import type { EntityDef } from './entity';

export const TYPY_ODBERATELA = ['FYZICKA_OSOBA', 'PRAVNICKA_OSOBA'] as const;

/** Fields only a person has, and only a legal entity has (the other kind's are cleared on save). */
export const PERSON_FIELDS = ['titulPred', 'meno', 'priezvisko', 'titulZa', 'narodenyPred1954', 'rodneCislo'] as const;
export const LEGAL_FIELDS = ['nazov', 'ico'] as const;

/** One metering point supplied to the consumer and the period of supply (which ends after it starts: the catalogue's dateOrder). */
const ODBERNE_MIESTO: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  dateOrder: { from: 'dodavkaOd', to: 'dodavkaDo' },
  properties: {
    // 24Z: EIC of a metering point; the catalogue checks characters and the check character.
    eic: { type: 'string', format: 'eic', eicPrefix: '24Z' },
    dodavkaOd: { type: 'string', format: 'date' },
    dodavkaDo: { type: ['string', 'null'], format: 'date' },
  },
  required: ['eic', 'dodavkaOd'],
};

const text = (maxLength: number): JsonSchema => ({ type: ['string', 'null'], minLength: 1, maxLength });

// Formats and keywords of the validation catalogue: the form, the API and the batch import all
// check the same rules with the same messages (the import compiles this very schema).
export const ODBERATEL_PROPERTIES: Record<string, JsonSchema> = {
  typ: { type: 'string', enum: [...TYPY_ODBERATELA] },
  titulPred: text(30),
  meno: text(100),
  priezvisko: text(100),
  titulZa: text(30),
  // People born before 1954 have a 9-digit rodné číslo (no check digit): this field allows it.
  narodenyPred1954: { type: ['boolean', 'null'] },
  // RRMMDD/NNNK with or without the slash; stored without it. Its format depends on the field
  // above (ODBERATEL_RULES), so the rule is in the served schema and the form checks it too.
  rodneCislo: { type: ['string', 'null'] },
  nazov: text(200),
  ico: { type: ['string', 'null'], format: 'ico' },
  // Required (REQUIRED), so not nullable: an emptied address is a missing one, in the schema.
  adresa: addressSchema(['Ulica', 'Psc', 'Mesto', 'IdStat'], { nullable: false }),
  // Stored in E.164 (+421…), as the phone widget hands it over.
  telefon: { type: ['string', 'null'], format: 'phone-sk', maxLength: 20 },
  email: { type: ['string', 'null'], format: 'email', maxLength: 254 },
  // A metering point is listed once (the catalogue's uniqueBy, under the repeated row's EIC).
  odberneMiesta: { type: ['array', 'null'], maxItems: 50, uniqueBy: 'eic', items: ODBERNE_MIESTO },
  poznamka: { type: ['string', 'null'], maxLength: 500 },
  // The supplier: set by the server from the tenant for portal users; core staff name it.
  idUcastnikTrhu: { type: 'integer', minimum: 1, maximum: 2147483647 },
  // Kept by the database (generated columns): the name shown and the address's town, for lists.
  oznacenie: { type: ['string', 'null'], readOnly: true },
  mesto: { type: ['string', 'null'], readOnly: true },
};

const REQUIRED = ['typ', 'adresa'];

/** What a kind of consumer needs filled: a value, not null (a form sends an emptied field as null). */
const needs = (typ: (typeof TYPY_ODBERATELA)[number], fields: readonly string[]): JsonSchema => ({
  if: { properties: { typ: { type: 'string', const: typ } }, required: ['typ'] },
  then: { required: [...fields], properties: Object.fromEntries(fields.map((f) => [f, { type: 'string' }])) },
});

/**
 * Rules across fields, in the served schema (the form marks and checks them as the server does):
 * a person needs first name, surname and rodné číslo, a legal entity its name and IČO; the 9-digit
 * rodné číslo only when the consumer was born before 1954.
 */
export const ODBERATEL_RULES: readonly JsonSchema[] = [
  needs('FYZICKA_OSOBA', ['meno', 'priezvisko', 'rodneCislo']),
  needs('PRAVNICKA_OSOBA', ['nazov', 'ico']),
  {
    if: { properties: { narodenyPred1954: { type: ['boolean', 'null'], const: true } }, required: ['narodenyPred1954'] },
    then: { properties: { rodneCislo: { type: ['string', 'null'], format: 'rodne-cislo-9' } } },
    else: { properties: { rodneCislo: { type: ['string', 'null'], format: 'rodne-cislo' } } },
  },
];

/** Stored form: rodné číslo without the slash; the other kind's fields cleared (a form switched kinds). */
export function prepareOdberatel(body: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body };
  const cleared = body.typ === 'PRAVNICKA_OSOBA' ? PERSON_FIELDS : LEGAL_FIELDS;
  for (const field of cleared) out[field] = null;
  if (typeof out.rodneCislo === 'string') out.rodneCislo = out.rodneCislo.replace('/', '');
  for (const field of ['titulPred', 'titulZa', 'telefon', 'email', 'poznamka']) if (out[field] === '') out[field] = null;
  return out;
}

/** Consumers (odberatelia) of a supplier; tenant-scoped: one supplier never sees another's. */
export const odberatel: EntityDef = {
  name: 'odberatel',
  path: '/portal/odberatelia/odberatel/',
  table: 'odberatel',
  idField: 'idOdberatel',
  versionField: 'verzia',
  tenantField: 'idUcastnikTrhu',
  fields: {
    idOdberatel: { column: 'id_odberatel', type: 'integer' },
    typ: { column: 'typ', type: 'string' },
    oznacenie: { column: 'oznacenie', type: 'string', foldColumn: 'oznacenie_fold' },
    titulPred: { column: 'titul_pred', type: 'string' },
    meno: { column: 'meno', type: 'string' },
    priezvisko: { column: 'priezvisko', type: 'string' },
    titulZa: { column: 'titul_za', type: 'string' },
    narodenyPred1954: { column: 'narodeny_pred_1954', type: 'boolean' },
    rodneCislo: { column: 'rodne_cislo', type: 'string' },
    nazov: { column: 'nazov', type: 'string' },
    ico: { column: 'ico', type: 'string' },
    adresa: { column: 'adresa', type: 'json' },
    mesto: { column: 'mesto', type: 'string' },
    telefon: { column: 'telefon', type: 'string' },
    email: { column: 'email', type: 'string' },
    odberneMiesta: { column: 'odberne_miesta', type: 'json' },
    poznamka: { column: 'poznamka', type: 'string' },
    idBatch: { column: 'id_batch', type: 'integer' },
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
    verzia: { column: 'verzia', type: 'integer' },
  },
  tokens: { read: 'odberatelia#read', write: 'odberatelia#write', create: 'odberatelia#create' },
  ...editSchemas('idOdberatel', ODBERATEL_PROPERTIES, REQUIRED, ODBERATEL_RULES),
  defaultSort: [{ field: 'oznacenie', dir: 'asc' }],
  prepare: prepareOdberatel,
  uniqueConstraints: { odberatel_rodne_cislo_uq: 'rodneCislo', odberatel_ico_uq: 'ico' },
  foreignKeys: { odberatel_ucastnik_fk: 'idUcastnikTrhu' },
  // Batch imports insert beside the store and mark the table written after each chunk (touchTable).
  audit: { createdBy: 'created_by', updatedBy: 'updated_by', updatedAt: 'updated_at' },
};
