import { PATTERNS } from '../../engine/core/validation/patterns';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { verifyCodeBookFields } from '../codeBooks/verifyCodes';
import { addressSchema } from './address';
import { editSchemas, withDateOrder } from './entity';
import type { EntityDef, FieldProblem, VerifyContext } from './entity';

/** Direction of a metering point (the older `typ` column follows it, see migration 070). */
export const DRUHY_OOM = ['SPOTREBA', 'VYROBA', 'OBOJSMERNE'] as const;
export const NAPATOVE_UROVNE = ['NN', 'VN', 'VVN'] as const;

const PROPERTIES: Record<string, JsonSchema> = {
  // 24Z: a metering point's EIC; the catalogue checks length, characters and the check character.
  eic: { type: 'string', format: 'eic', eicPrefix: '24Z' },
  nazov: { type: 'string', minLength: 1, maxLength: 200 },
  druh: { type: 'string', enum: [...DRUHY_OOM] },
  napatovaUroven: { type: 'string', enum: [...NAPATOVE_UROVNE] },
  // A code of /edc/enum/sustava/ (checked against the code book by `verify`).
  sustava: { type: 'string', minLength: 2, maxLength: 20, pattern: PATTERNS.upperCode },
  // EIC of the balance group (24Y, code book bilancna-skupina).
  bilancnaSkupina: { type: ['string', 'null'], format: 'eic', eicPrefix: '24Y' },
  adresa: addressSchema(['Mesto', 'Psc', 'IdStat']),
  platnostOd: { type: 'string', format: 'date' },
  platnostDo: { type: ['string', 'null'], format: 'date' },
  idDodavatel: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
  // The owner: set by the server from the tenant for portal users; core staff name it.
  idUcastnikTrhu: { type: 'integer', minimum: 1, maximum: 2147483647 },
  // Shown, never written: the supplier's name (computed).
  dodavatel: { type: ['string', 'null'], readOnly: true },
  // The address's town, kept as a column for the lookup and the search's filter.
  mesto: { type: ['string', 'null'], readOnly: true },
};

const REQUIRED = ['eic', 'nazov', 'druh', 'napatovaUroven', 'sustava', 'adresa', 'platnostOd'];

/** The distribution system and the balance group: valid items of their code books (a stored one may stay). */
const verifyCodes = verifyCodeBookFields([
  { field: 'sustava', enumType: 'edc', book: 'sustava' },
  { field: 'bilancnaSkupina', enumType: 'edc', book: 'bilancna-skupina' },
]);

/** The code-book fields must be valid items; the supplier a supplier. */
async function verifyOdberneMiesto(body: Readonly<Record<string, unknown>>, context: VerifyContext): Promise<FieldProblem[]> {
  const problems = await verifyCodes(body, context);
  if (typeof body.idDodavatel === 'number') {
    const { rows } = await context.db.query(`SELECT 1 FROM ucastnik_trhu WHERE id_ucastnik_trhu = $1 AND typ = 'DODAVATEL'`, [body.idDodavatel]);
    if (rows.length === 0) problems.push({ field: 'idDodavatel', key: 'reason.notSupplier', params: { field: 'idDodavatel', id: body.idDodavatel } });
  }
  return problems;
}

/** Above this many matching metering points a list answers "more than" instead of an exact total. */
export const OOM_COUNT_CAP = 10_000;

/**
 * Delivery and metering points (odberné miesta, OOM) of a participant:
 * `/edc/odberne-miesta/odberne-miesto/`. Also the lookup of every OOM field of other forms,
 * searched by EIC prefix (`like(eic,24ZSS*)`, folded column with a prefix index); each
 * participant sees only its own. `idOdberneMiesto` stays in the answers for those forms; the
 * screens' id is `odberneMiestoId`, the parameter of spec route `odberne-miesto/detail/:odberneMiestoId`.
 */
export const odberneMiesto: EntityDef = {
  name: 'odberne-miesto',
  path: '/edc/odberne-miesta/odberne-miesto/',
  table: 'odberne_miesto',
  idField: 'odberneMiestoId',
  versionField: 'verzia',
  tenantField: 'idUcastnikTrhu',
  writtenElsewhere: true,
  fields: {
    odberneMiestoId: { column: 'id_odberne_miesto', type: 'integer' },
    idOdberneMiesto: { column: 'id_odberne_miesto', type: 'integer' },
    eic: { column: 'eic', type: 'string', foldColumn: 'eic_fold' },
    // Folded name and town have trigram indexes for "contains" (migration 160).
    nazov: { column: 'nazov', type: 'string', foldColumn: 'nazov_fold', containsIndex: true },
    typ: { column: 'typ', type: 'string' },
    druh: { column: 'druh', type: 'string' },
    napatovaUroven: { column: 'napatova_uroven', type: 'string' },
    sustava: { column: 'sustava', type: 'string' },
    bilancnaSkupina: { column: 'bilancna_skupina', type: 'string' },
    adresa: { column: 'adresa', type: 'json' },
    // A town prefix sorted by EIC reads the (folded town, EIC) index town by town (migration 160);
    // a town "contains" matches the distinct towns first (migration 200).
    mesto: { column: 'mesto', type: 'string', foldColumn: 'mesto_fold', prefixSorts: ['eic'], containsIndex: true, valuesTable: 'odberne_miesto_mesto' },
    psc: { column: 'psc', type: 'string' },
    platnostOd: { column: 'platnost_od', type: 'date' },
    platnostDo: { column: 'platnost_do', type: 'date' },
    idDodavatel: { column: 'id_dodavatel', type: 'integer' },
    dodavatel: {
      column: 'id_dodavatel',
      type: 'string',
      expression: '(SELECT d.nazov FROM ucastnik_trhu d WHERE d.id_ucastnik_trhu = odberne_miesto.id_dodavatel)',
    },
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
    verzia: { column: 'verzia', type: 'integer' },
  },
  tokens: { read: 'odberne-miesta#read', write: 'odberne-miesta#write', create: 'odberne-miesta#write' },
  // Validity ends after it starts (the table checks the same).
  ...withDateOrder(editSchemas('odberneMiestoId', PROPERTIES, REQUIRED)),
  defaultSort: [{ field: 'eic', dir: 'asc' }],
  // Slovakia has about 2.8 million metering points: totals above this are shown as "more than".
  countCap: OOM_COUNT_CAP,
  verify: verifyOdberneMiesto,
  uniqueConstraints: { odberne_miesto_eic_uq: 'eic' },
  foreignKeys: { odberne_miesto_ucastnik_fk: 'idUcastnikTrhu', odberne_miesto_dodavatel_fk: 'idDodavatel' },
  audit: { createdBy: 'created_by', updatedBy: 'updated_by', updatedAt: 'updated_at' },
};
