import { PATTERNS } from '../../engine/core/validation/patterns';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { CODE_BOOK_CODE, verifyCodeBookFields, verifyInTurn } from '../codeBooks/verifyCodes';
import { ZMLUVA_TYP_CODE_BOOK } from './addendumTemplate';
import { documentSchema, ONE_DOCUMENT_PER_TYPE } from './documents';
import { editSchemas, withDateOrder } from './entity';
import type { EntityDef } from './entity';
import { checkVyrobneZariadenieChange, prepareVyrobneZariadenie, verifyVyrobneZariadenie } from './vyrobneZariadenie';
import { ZMLUVA_ACTIONS } from '../zmluva/actions';
import { ZMLUVA_FIELDS } from '../zmluva/fields';

/** Contract states (forms-data.md 4: in process, approved, rejected, cancelled, active, inactive). */
export const STAVY_ZMLUVY = ['V_PROCESE', 'SCHVALENA', 'ZAMIETNUTA', 'ZRUSENA', 'AKTIVNA', 'NEAKTIVNA'] as const;

/** Kinds of documents a contract keeps (the `document-type` code book's root `zmluva`). */

/** One document of the contract, as the document editor keeps it; the bytes stay in the DMS. */
export const ZMLUVA_DOCUMENT: JsonSchema = documentSchema('zmluva');

/** A contact person of the contract; `datDo` is the last day the contact is valid. */
const CONTACT: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    titul: { type: ['string', 'null'], maxLength: 30 },
    meno: { type: 'string', minLength: 1, maxLength: 100 },
    priezvisko: { type: 'string', minLength: 1, maxLength: 100 },
    funkcia: { type: ['string', 'null'], maxLength: 100 },
    telefon: { type: ['string', 'null'], format: 'phone-sk', maxLength: 20 },
    email: { type: ['string', 'null'], format: 'email', maxLength: 254 },
    datDo: { type: ['string', 'null'], format: 'date' },
  },
  required: ['meno', 'priezvisko'],
};

const PROPERTIES: Record<string, JsonSchema> = {
  // E.g. ZO-2024-000123: upper-case letters, digits, hyphens and slashes.
  cisloZmluvy: { type: 'string', minLength: 3, maxLength: 40, pattern: PATTERNS.contractNumber },
  // A code of the zmluva-typ code book (shell-routes-workflow.md 3: general, ZPU, ZO, KT, …): the
  // operator keeps that list, so the schema checks the shape and `verify` the live book.
  typZmluvy: CODE_BOOK_CODE,
  stav: { type: 'string', enum: [...STAVY_ZMLUVY] },
  idUcastnikTrhu: { type: 'integer', minimum: 1, maximum: 2147483647 },
  datumPodpisu: { type: ['string', 'null'], format: 'date' },
  platnostOd: { type: 'string', format: 'date' },
  platnostDo: { type: ['string', 'null'], format: 'date' },
  predmet: { type: ['string', 'null'], maxLength: 1000 },
  // contactsValid: the catalogue's msgInvalidContacts (forms-data.md 5), the same rule in the form.
  kontakty: { type: 'array', maxItems: 20, items: CONTACT, contactsValid: true },
  // One document of each type (ONE_DOCUMENT_PER_TYPE); a generated one is replaced by the next.
  dokumenty: { type: ['array', 'null'], maxItems: 30, ...ONE_DOCUMENT_PER_TYPE, items: ZMLUVA_DOCUMENT },
  // Shown on the form, never written through it: the participant's name and EIC come from the
  // participant, the termination from the terminate action.
  ucastnikNazov: { type: ['string', 'null'], readOnly: true },
  ucastnikEic: { type: ['string', 'null'], readOnly: true },
  // Name and EIC together, for the search's participant filter.
  ucastnik: { type: ['string', 'null'], readOnly: true },
  // Whether the contract's process still writes it (then it is not edited here).
  meniProces: { type: 'boolean', readOnly: true },
  dovodUkoncenia: { type: ['string', 'null'], maxLength: 500, readOnly: true },
  datumUkoncenia: { type: ['string', 'null'], format: 'date', readOnly: true },
};

const REQUIRED = ['cisloZmluvy', 'typZmluvy', 'stav', 'platnostOd'];

/**
 * The contract register (shell-routes-workflow.md 2.2 zmluva/, 3): contracts of every type of the
 * market participants; tenant-scoped (a portal user sees its participant's, core staff all).
 * Only core staff create and edit (zmluvy#write); participants conclude contracts through processes.
 */
export const zmluva: EntityDef = {
  name: 'zmluva',
  path: '/portal/zmluvy/zmluva/',
  table: 'zmluva',
  idField: 'idZmluva',
  versionField: 'verzia',
  tenantField: 'idUcastnikTrhu',
  fields: ZMLUVA_FIELDS,
  tokens: { read: 'zmluvy#read', write: 'zmluvy#write', create: 'zmluvy#write' },
  // Validity ends no earlier than it starts.
  ...withDateOrder(editSchemas('idZmluva', PROPERTIES, REQUIRED)),
  defaultSort: [{ field: 'platnostOd', dir: 'desc' }],
  checkChange: checkVyrobneZariadenieChange,
  verify: verifyInTurn(verifyCodeBookFields([{ field: 'typZmluvy', enumType: 'portal', book: ZMLUVA_TYP_CODE_BOOK }]), verifyVyrobneZariadenie),
  // No contacts are stored as an empty list (the form's list editor needs an array).
  prepare: (body) => ({ ...prepareVyrobneZariadenie(body), kontakty: Array.isArray(body.kontakty) ? body.kontakty : [] }),
  uniqueConstraints: { zmluva_cislo_uq: 'cisloZmluvy' },
  foreignKeys: { zmluva_ucastnik_fk: 'idUcastnikTrhu' },
  audit: { createdBy: 'created_by', updatedBy: 'updated_by', updatedAt: 'updated_at' },
  // A contract in process is written by its process's steps only, which would overwrite a staff
  // edit; it is changed once the process ends. The rule is the field meniProces (fields.ts), which
  // the detail reads too (metadata detail.editableIf), so screen and server cannot differ.
  lockedReason: (stored) => (stored.meniProces === false ? undefined : { key: 'reason.contractInProcess', params: { cisloZmluvy: String(stored.cisloZmluvy) } }),
  actions: ZMLUVA_ACTIONS,
  // The workflow (ZO, ZPU approvals) and the actions write rows too.
  writtenElsewhere: true,
};
