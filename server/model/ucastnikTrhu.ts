import { PATTERNS } from '../../engine/core/validation/patterns';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { addressSchema } from './address';
import { ALL, EntityStore } from '../api/entityStore';
import { editSchemas } from './entity';
import { MAX_KONTAKTY, ucastnikTrhuActions } from './ucastnikTrhuActions';
import type { EntityDef } from './entity';
import { ucastnikTrhuMail } from './ucastnikTrhuMail';

/** Market roles a participant may hold (several at once). */
export const ROLY_UCASTNIKA = ['DODAVATEL', 'VYROBCA', 'AGREGATOR', 'PREVADZKOVATEL_USKLADNENIA', 'SPRAVCA_SKUPINY', 'AKTIVNY_ODBERATEL'] as const;
/** The participant's main kind (`typ`, code book `typ-ucastnika`), set by the registration process. */
export const TYPY_UCASTNIKA = ['VYROBCA', 'DODAVATEL', 'AGREGATOR', 'PDS', 'OKTE'] as const;
export const STAVY_UCASTNIKA = ['AKTIVNY', 'POZASTAVENY', 'ZRUSENY'] as const;
/** What a business permit of the regulator (ÚRSO) allows. */
export const ROZSAHY_POVOLENIA = ['VYROBA', 'DODAVKA', 'DISTRIBUCIA', 'USKLADNENIE', 'AGREGACIA'] as const;
/** Kinds of contact persons. */
export const TYPY_KONTAKTU = ['STATUTAR', 'OBCHODNY', 'TECHNICKY', 'FAKTURACNY', 'DISPECING'] as const;
/** Currencies of bank accounts (code book `mena`). */
export const MENY = ['EUR', 'CZK', 'USD'] as const;

const text = (maxLength: number, minLength = 1): JsonSchema => ({ type: 'string', minLength, maxLength });
const optionalText = (maxLength: number): JsonSchema => ({ type: ['string', 'null'], maxLength });

/** A contact person of the participant. */
export const KONTAKT: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    // What the person is the contact for (statutory body, commercial, technical, invoicing, dispatch).
    typKontaktu: { type: ['string', 'null'], enum: [...TYPY_KONTAKTU, null] },
    titul: optionalText(20),
    meno: text(100),
    priezvisko: text(100),
    funkcia: optionalText(100),
    email: { type: ['string', 'null'], format: 'email', maxLength: 254 },
    // E.164 (+421…), as the phone widget hands it over.
    telefon: { type: ['string', 'null'], format: 'phone-sk', maxLength: 20 },
    // The contact is valid until this day (spec 3: Contact name, datDo).
    datDo: { type: ['string', 'null'], format: 'date' },
  },
  required: ['meno', 'priezvisko'],
};

/** A bank account: Slovak IBAN, bank, currency. */
const BANKOVY_UCET: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    iban: { type: 'string', format: 'iban-sk' },
    banka: text(100),
    mena: { type: 'string', enum: [...MENY] },
    hlavny: { type: ['boolean', 'null'] },
  },
  required: ['iban', 'banka', 'mena'],
};

/** A business permit (povolenie na podnikanie v energetike) issued by the regulator; it ends after it starts. */
const POVOLENIE: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  dateOrder: { from: 'platnostOd', to: 'platnostDo' },
  properties: {
    cislo: { type: 'string', minLength: 3, maxLength: 30, pattern: PATTERNS.permitNumber },
    rozsah: { type: 'string', enum: [...ROZSAHY_POVOLENIA] },
    platnostOd: { type: 'string', format: 'date' },
    platnostDo: { type: ['string', 'null'], format: 'date' },
    vydal: text(100),
  },
  required: ['cislo', 'rozsah', 'platnostOd', 'vydal'],
};

// Shared by the create and the update schema. Labels come from UI metadata; formats are the
// validation catalogue's, so the browser checks the same rules with the same messages.
const PROPERTIES: Record<string, JsonSchema> = {
  nazov: text(200),
  // 24X: a participant's EIC issued by the Slovak issuing office; the catalogue checks the check character.
  eic: { type: 'string', format: 'eic', eicPrefix: '24X' },
  ico: { type: 'string', format: 'ico' },
  dic: { type: ['string', 'null'], format: 'dic' },
  icDph: { type: ['string', 'null'], format: 'ic-dph' },
  // The legal form as the register of legal entities names it (e.g. Spoločnosť s ručením obmedzeným).
  pravnaForma: optionalText(100),
  typ: { type: 'string', enum: [...TYPY_UCASTNIKA] },
  roly: { type: 'array', uniqueItems: true, maxItems: ROLY_UCASTNIKA.length, items: { type: 'string', enum: [...ROLY_UCASTNIKA] } },
  stav: { type: 'string', enum: [...STAVY_UCASTNIKA] },
  adresa: addressSchema(['Ulica', 'Mesto', 'Psc', 'IdStat']),
  // The seat's town, for the list (read from the address, never written).
  mesto: { type: ['string', 'null'], maxLength: 100, readOnly: true },
  kontakty: { type: ['array', 'null'], maxItems: MAX_KONTAKTY, items: KONTAKT },
  // One main account at most (the catalogue's oneMainAccount, named under the second one's flag).
  bankoveUcty: { type: ['array', 'null'], maxItems: 10, oneMainAccount: { flag: 'hlavny', name: 'iban' }, items: BANKOVY_UCET },
  povolenia: { type: ['array', 'null'], maxItems: 20, items: POVOLENIE },
  // ACER registration code of REMIT (the catalogue's `acer`: nine characters, a dot and the country, e.g. C0643278W.EU).
  acerKod: { type: ['string', 'null'], format: 'acer', maxLength: 12 },
};

const REQUIRED = ['nazov', 'eic', 'ico', 'typ', 'roly', 'stav', 'adresa'];

type Row = Record<string, unknown>;

/**
 * The IČ DPH carries the DIČ (the catalogue's vatIdHoldsTaxId at the schemas' root, which the form
 * runs too); one main account is the list's oneMainAccount; a permit's dates its dateOrder.
 */
function participantSchemas() {
  const { createSchema, updateSchema } = editSchemas('idUcastnikTrhu', PROPERTIES, REQUIRED);
  const rule = { vatIdHoldsTaxId: { vatId: 'icDph', taxId: 'dic' } };
  return { createSchema: { ...createSchema, ...rule } as JsonSchema, updateSchema: { ...updateSchema, ...rule } as JsonSchema };
}

/** The main kind is always one of the roles when it is a market role (the registration sets only `typ`). */
export function prepareUcastnikTrhu(body: Readonly<Row>): Row {
  const roly = Array.isArray(body.roly) ? (body.roly as string[]) : [];
  const typ = body.typ as string;
  const isRole = (ROLY_UCASTNIKA as readonly string[]).includes(typ);
  return { ...body, roly: isRole && !roly.includes(typ) ? [typ, ...roly] : roly };
}

/**
 * Market participants (účastníci trhu) as a full record. Scoped by the participant itself: a
 * portal user reads only the participant it acts for (tenantField = the id), core staff all.
 * Portal users hold no write token: their changes go through the participant-change process.
 * The light list for forms stays `/edc/zmluvy/ucastnik-trhu/` (model/lookups.ts).
 */
export const ucastnikTrhu: EntityDef = {
  name: 'ucastnik-trhu',
  path: '/portal/zmluvy/ucastnik-trhu/',
  table: 'ucastnik_trhu',
  idField: 'idUcastnikTrhu',
  versionField: 'verzia',
  tenantField: 'idUcastnikTrhu',
  fields: {
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
    nazov: { column: 'nazov', type: 'string' },
    eic: { column: 'eic', type: 'string' },
    ico: { column: 'ico', type: 'string' },
    dic: { column: 'dic', type: 'string' },
    icDph: { column: 'ic_dph', type: 'string' },
    pravnaForma: { column: 'pravna_forma', type: 'string' },
    typ: { column: 'typ', type: 'string' },
    roly: { column: 'roly', type: 'stringList' },
    stav: { column: 'stav', type: 'string' },
    // The seat's town, for the list and its filter.
    mesto: { column: 'adresa', type: 'string', expression: `("adresa" ->> 'Mesto')` },
    adresa: { column: 'adresa', type: 'json' },
    kontakty: { column: 'kontakty', type: 'json' },
    bankoveUcty: { column: 'bankove_ucty', type: 'json' },
    povolenia: { column: 'povolenia', type: 'json' },
    acerKod: { column: 'acer_kod', type: 'string' },
    verzia: { column: 'verzia', type: 'integer' },
  },
  tokens: { read: 'ucastnik-trhu#read', write: 'ucastnik-trhu#write', create: 'ucastnik-trhu#create' },
  ...participantSchemas(),
  defaultSort: [{ field: 'nazov', dir: 'asc' }],
  prepare: prepareUcastnikTrhu,
  uniqueConstraints: { ucastnik_trhu_eic_uq: 'eic' },
  audit: { createdBy: 'created_by', updatedBy: 'updated_by', updatedAt: 'updated_at' },
  actions: [ucastnikTrhuMail, ...ucastnikTrhuActions(KONTAKT, (db, id) => new EntityStore(db, ucastnikTrhu).read(id, ALL))],
};
