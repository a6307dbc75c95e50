// Named cross-field rules within one body, as annotations of the served schema: `dateOrder` on an
// object (its end date is not before its start date), `uniqueBy` on a list of rows (a row's key
// field is not repeated), and on a device with generator rows `generatorRowsPower` (generatorPowerSum
// over the rows) and `generatorNamesUnlikeDevice` (no row is named as the device); a generator's
// `yearMadeNotAfterStart`, a storage device's `powerWithinCapacity` and a document list's
// `oneDocumentPerType`; a participant's `oneMainAccount` and `vatIdHoldsTaxId`, the application
// configuration's `warningBeforeTimeout` and `defaultAmongOffered`, a template text's
// `knownPlaceholders`. They are ajv keywords of the catalogue, so the browser's validator and
// the server's run the same check on the same schema, and each problem is reported under the field
// it is about (the end date, the repeated row's key), not under the object or the list.
import type { KeywordDefinition } from 'ajv';
import type { DataValidateFunction, DataValidationCxt } from 'ajv/dist/types';
import type { Problem } from './problem';
import { problem } from './problem';
import { generatorPowerProblem, round3 } from './storedRules';

/** A start and an end date field of the same object. */
export interface DatePair {
  from: string;
  to: string;
}

/** A problem and the field (a path relative to the checked value, dot-separated) it is shown under. */
export interface PlacedProblem {
  field: string;
  problem: Problem;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/** A body's own field (never one its prototype answers for a name such as `constructor`). */
const ownField = (record: Readonly<Record<string, unknown>>, key: string): unknown => (Object.hasOwn(record, key) ? record[key] : undefined);

const pairsOf = (rule: DatePair | readonly DatePair[]): readonly DatePair[] => (Array.isArray(rule) ? rule : [rule as DatePair]);

/** dateOrder: each pair's end date is not before its start date (either missing or not a date: nothing to compare). */
export function dateOrderProblems(body: unknown, rule: DatePair | readonly DatePair[]): PlacedProblem[] {
  if (typeof body !== 'object' || body === null) return [];
  const record = body as Readonly<Record<string, unknown>>;
  return pairsOf(rule).flatMap(({ from, to }) => {
    const start = ownField(record, from);
    const end = ownField(record, to);
    if (typeof start !== 'string' || typeof end !== 'string' || !ISO_DATE.test(start) || !ISO_DATE.test(end)) return [];
    return end.slice(0, 10) < start.slice(0, 10) ? [{ field: to, problem: problem('dateOrder', { date: start.slice(0, 10) }) }] : [];
  });
}

/** A text as names and keys are compared: trimmed, case aside (the server keeps texts trimmed; `FVE A` and `fve a` are one name). */
const sameText = (text: string) => text.trim().toLocaleLowerCase('sk');

/** uniqueBy: no two rows of a list carry the same value of the key field (texts trimmed, case aside; empty values aside); each repeat is named. */
export function duplicateRowProblems(rows: unknown, key: string): PlacedProblem[] {
  if (!Array.isArray(rows)) return [];
  const seen = new Set<string | number | boolean>();
  const out: PlacedProblem[] = [];
  rows.forEach((row, index) => {
    const value = typeof row === 'object' && row !== null ? ownField(row as Record<string, unknown>, key) : undefined;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return;
    const compared = typeof value === 'string' ? sameText(value) : value;
    if (compared === '') return;
    if (seen.has(compared)) out.push({ field: `${index}.${key}`, problem: problem('duplicateInList', { value: typeof value === 'string' ? value.trim() : String(value) }) });
    seen.add(compared);
  });
  return out;
}

/** A device's installed power field and its list of generator rows. */
export interface GeneratorRowsRule {
  power: string;
  rows: string;
}

/**
 * generatorRowsPower: generatorPowerSum over a device's generator rows sent with it (a registration
 * request), each row's others being the rows above it; the first row that goes over is named.
 */
export function generatorRowsPowerProblems(body: unknown, rule: GeneratorRowsRule): PlacedProblem[] {
  if (typeof body !== 'object' || body === null) return [];
  const record = body as Readonly<Record<string, unknown>>;
  const max = ownField(record, rule.power);
  const rows = ownField(record, rule.rows);
  if (typeof max !== 'number' || !Array.isArray(rows)) return [];
  let others = 0;
  for (const [index, row] of rows.entries()) {
    if (typeof row !== 'object' || row === null) continue;
    const { nazov, stav, instalovanyVykonKw } = row as Record<string, unknown>;
    const found = generatorPowerProblem({ nazov: typeof nazov === 'string' ? nazov.trim() : nazov, stav, instalovanyVykonKw }, { max, others });
    if (found) return [{ field: `${rule.rows}.${index}.instalovanyVykonKw`, problem: found }];
    if (stav === 'PREVADZKA' && typeof instalovanyVykonKw === 'number') others = round3(others + instalovanyVykonKw);
  }
  return [];
}

/** A device's name field (its generator rows' name field is the same) and its list of generator rows. */
export interface GeneratorNamesRule {
  name: string;
  rows: string;
}

/**
 * generatorNamesUnlikeDevice: no generator row carries the device's own name (trimmed, case aside:
 * forms-data.md 5, a generator's name differs from its production device's); each such row is named.
 */
export function generatorNameProblems(body: unknown, rule: GeneratorNamesRule): PlacedProblem[] {
  if (typeof body !== 'object' || body === null) return [];
  const record = body as Readonly<Record<string, unknown>>;
  const own = ownField(record, rule.name);
  const rows = ownField(record, rule.rows);
  if (typeof own !== 'string' || own.trim() === '' || !Array.isArray(rows)) return [];
  const device = own.trim();
  return rows.flatMap((row, index) => {
    const name = typeof row === 'object' && row !== null ? ownField(row as Record<string, unknown>, rule.name) : undefined;
    return typeof name === 'string' && sameText(name) === sameText(device) ? [{ field: `${rule.rows}.${index}.${rule.name}`, problem: problem('generatorNameSameAsDevice', { device }) }] : [];
  });
}

/** A year field (e.g. of manufacture) and a date field (e.g. of commissioning) of the same object. */
export interface YearStartRule {
  year: string;
  start: string;
}

/**
 * yearMadeNotAfterStart: a unit cannot be made after it started running, so the year is not after
 * the start date's year (either missing or not a date: nothing to compare). Placed under the year.
 */
export function yearAfterStartProblems(body: unknown, rule: YearStartRule): PlacedProblem[] {
  if (typeof body !== 'object' || body === null) return [];
  const record = body as Readonly<Record<string, unknown>>;
  const year = ownField(record, rule.year);
  const start = ownField(record, rule.start);
  if (typeof year !== 'number' || typeof start !== 'string' || !ISO_DATE.test(start)) return [];
  return year > Number(start.slice(0, 4)) ? [{ field: rule.year, problem: problem('yearMadeAfterStart', { year, date: start.slice(0, 10) }) }] : [];
}

/** A capacity field, the power fields bounded by it, and how many times the capacity a power may be. */
export interface PowerCapacityRule {
  capacity: string;
  powers: readonly string[];
  rate: number;
}

/**
 * powerWithinCapacity: a storage device's power (kW) is at most `rate` times its capacity (kWh);
 * more is a typing mistake (kW for W, an extra zero). Each power over it is named under its field.
 */
export function powerCapacityProblems(body: unknown, rule: PowerCapacityRule): PlacedProblem[] {
  if (typeof body !== 'object' || body === null) return [];
  const record = body as Readonly<Record<string, unknown>>;
  const capacity = ownField(record, rule.capacity);
  if (typeof capacity !== 'number') return [];
  const max = round3(capacity * rule.rate);
  return rule.powers.flatMap((field) => {
    const power = ownField(record, field);
    return typeof power === 'number' && power > max + 1e-9 ? [{ field, problem: problem('powerAboveCapacity', { value: power, capacity, max, rate: rule.rate }) }] : [];
  });
}

/** A list's type field, and the types' labels in the reader's language (filled in by the server that serves the schema). */
export interface OnePerTypeRule {
  key: string;
  /** The code book of the types (e.g. `document-type`): where the serving side reads the labels from. */
  codeBook: string;
  /** Each type's label by its code; a code without one is named as it is. */
  labels?: Readonly<Record<string, string>>;
}

/**
 * oneDocumentPerType: a list keeps one document of each type (forms-data.md 5); each repeat is
 * named under its row's type, by the type's label (the schema's `labels`), never by its code.
 */
export function documentTypeProblems(rows: unknown, rule: OnePerTypeRule): PlacedProblem[] {
  if (!Array.isArray(rows)) return [];
  const seen = new Set<string>();
  const out: PlacedProblem[] = [];
  rows.forEach((row, index) => {
    const code = typeof row === 'object' && row !== null ? ownField(row as Record<string, unknown>, rule.key) : undefined;
    if (typeof code !== 'string' || code === '') return;
    if (seen.has(code)) {
      const label = rule.labels && Object.hasOwn(rule.labels, code) ? rule.labels[code] : undefined;
      out.push({ field: `${index}.${rule.key}`, problem: problem('msgOneDocumentPerType', { type: label ?? code }) });
    }
    seen.add(code);
  });
  return out;
}

/**
 * Whether one more document of `type` would repeat a type among the documents already kept: the same
 * oneDocumentPerType, for a list whose documents are attached one by one (a step's document list and
 * the route it posts to both ask it).
 */
export function repeatsDocumentType(kept: readonly unknown[], type: string): boolean {
  return documentTypeProblems([...kept, { documentType: type }], { key: 'documentType', codeBook: 'document-type' }).length > 0;
}

/** A list's flag field (e.g. `hlavny`) that at most one row may set, and the field its rows are named by. */
export interface OneFlaggedRule {
  flag: string;
  name: string;
}

/**
 * oneMainAccount: at most one row of a list is the main one (its flag true); every later flagged
 * row is named under its flag, with the row already main (by its name field, e.g. the IBAN).
 */
export function oneFlaggedProblems(rows: unknown, rule: OneFlaggedRule): PlacedProblem[] {
  if (!Array.isArray(rows)) return [];
  let first: string | undefined;
  const out: PlacedProblem[] = [];
  rows.forEach((row, index) => {
    if (typeof row !== 'object' || row === null || ownField(row as Record<string, unknown>, rule.flag) !== true) return;
    if (first === undefined) {
      const name = ownField(row as Record<string, unknown>, rule.name);
      first = typeof name === 'string' && name.trim() !== '' ? name.trim() : String(index + 1);
      return;
    }
    out.push({ field: `${index}.${rule.flag}`, problem: problem('msgOneMainAccount', { first }) });
  });
  return out;
}

/** A VAT ID field (a country prefix and the tax ID) and the tax ID field of the same object. */
export interface VatIdRule {
  vatId: string;
  taxId: string;
}

/**
 * vatIdHoldsTaxId: a VAT ID is its two-letter country prefix followed by the tax ID (IČ DPH = SK +
 * DIČ); the VAT ID it should be is named under it. Either missing: nothing to compare.
 */
export function vatIdProblems(body: unknown, rule: VatIdRule): PlacedProblem[] {
  if (typeof body !== 'object' || body === null) return [];
  const record = body as Readonly<Record<string, unknown>>;
  const vatId = ownField(record, rule.vatId);
  const taxId = ownField(record, rule.taxId);
  if (typeof vatId !== 'string' || typeof taxId !== 'string' || vatId === '' || taxId === '') return [];
  const expected = `${vatId.slice(0, 2)}${taxId}`;
  return vatId === expected ? [] : [{ field: rule.vatId, problem: problem('msgIcDphNotDic', { expected }) }];
}

/** The session's length and the warning before its end, both in minutes. */
export interface WarningTimeoutRule {
  warning: string;
  timeout: string;
}

/** warningBeforeTimeout: the warning comes before the session ends (fewer minutes than its length), named under the warning. */
export function warningTimeoutProblems(body: unknown, rule: WarningTimeoutRule): PlacedProblem[] {
  if (typeof body !== 'object' || body === null) return [];
  const record = body as Readonly<Record<string, unknown>>;
  const warning = ownField(record, rule.warning);
  const timeout = ownField(record, rule.timeout);
  if (typeof warning !== 'number' || typeof timeout !== 'number') return [];
  return warning >= timeout ? [{ field: rule.warning, problem: problem('criticalBeforeTimeout', { limit: timeout }) }] : [];
}

/** A default choice and the list of offered choices it must be among. */
export interface DefaultOfferedRule {
  value: string;
  offered: string;
}

/** defaultAmongOffered: the default (e.g. language) is one of the offered ones; refused under the default. */
export function defaultOfferedProblems(body: unknown, rule: DefaultOfferedRule): PlacedProblem[] {
  if (typeof body !== 'object' || body === null) return [];
  const record = body as Readonly<Record<string, unknown>>;
  const value = ownField(record, rule.value);
  const offered = ownField(record, rule.offered);
  if (typeof value !== 'string' || !Array.isArray(offered) || offered.length === 0) return [];
  return offered.includes(value) ? [] : [{ field: rule.value, problem: problem('defaultLanguageOffered') }];
}

// A template's placeholder: `{{name}}`, spaces inside the braces allowed. A contract notification's
// variable has single braces and a word inside: `{name}`.
const PLACEHOLDER = /\{\{\s*([^{}\s]*)\s*\}\}/g;
const SINGLE = /\{(\w*)\}/g;

/** How a text writes its placeholders: `{{name}}` (mail and addendum templates) or `{name}` (single). */
export type PlaceholderSyntax = 'double' | 'single';

const syntaxOf = (syntax: PlaceholderSyntax) => (syntax === 'single' ? { pattern: SINGLE, shown: (n: string) => `{${n}}` } : { pattern: PLACEHOLDER, shown: (n: string) => `{{${n}}}` });

/** Names of the placeholders in a text, in order of first use. */
export function placeholdersOf(text: string, syntax: PlaceholderSyntax = 'double'): string[] {
  return [...new Set([...text.matchAll(syntaxOf(syntax).pattern)].map((m) => m[1] ?? ''))];
}

/** The text with each placeholder whose name has a value replaced by it; others stay as written. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>, syntax: PlaceholderSyntax = 'double'): string {
  return text.replace(syntaxOf(syntax).pattern, (whole, name: string) => (Object.hasOwn(values, name) ? (values[name] as string) : whole));
}

/** knownPlaceholders' setting: the allowed names (`{{name}}`), or the names and the syntax. */
type KnownPlaceholdersRule = readonly string[] | { names: readonly string[]; syntax: PlaceholderSyntax };

/**
 * knownPlaceholders: a template text uses only the placeholders it lists (forms-data 5: an unknown
 * one is refused on save, and so is a notification's unknown variable); the unknown ones and the
 * allowed ones are named as the text writes them.
 */
export function placeholderProblems(text: unknown, rule: KnownPlaceholdersRule): PlacedProblem[] {
  if (typeof text !== 'string') return [];
  const { names: allowed, syntax } = Array.isArray(rule) ? { names: rule as readonly string[], syntax: 'double' as const } : (rule as { names: readonly string[]; syntax: PlaceholderSyntax });
  const unknown = placeholdersOf(text, syntax).filter((name) => !allowed.includes(name));
  if (unknown.length === 0) return [];
  const { shown } = syntaxOf(syntax);
  return [{ field: '', problem: problem('unknownPlaceholder', { names: unknown.map(shown).join(', '), allowed: allowed.map(shown).join(', ') }) }];
}

const pointer = (field: string) => field.split('.').map((part) => `/${part.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/**
 * An ajv keyword whose problems are reported at the fields they name (field '': the checked value
 * itself, placed by ajv), with the catalogue's message keys. Every catalogue keyword is made here.
 */
export function placedKeyword<S>(name: string, type: KeywordDefinition['type'], metaSchema: object, check: (rule: S, data: unknown) => PlacedProblem[]): KeywordDefinition {
  return {
    keyword: name,
    type,
    metaSchema,
    errors: true,
    compile(rule: S) {
      const validate: DataValidateFunction = (data: unknown, cxt?: DataValidationCxt) => {
        const found = check(rule, data);
        if (found.length === 0) return true;
        validate.errors = found.map(({ field, problem: p }) => ({
          keyword: name,
          ...(field === '' ? {} : { instancePath: `${cxt?.instancePath ?? ''}${pointer(field)}`, schemaPath: `#/${name}` }),
          message: p.key,
          params: { messageKey: p.key, ...p.params },
        }));
        return false;
      };
      return validate;
    },
  };
}

const placeholderNames = { type: 'array', items: { type: 'string', minLength: 1 }, uniqueItems: true };
const pairSchema = { type: 'object', properties: { from: { type: 'string', minLength: 1 }, to: { type: 'string', minLength: 1 } }, required: ['from', 'to'], additionalProperties: false };

/** The body rules' keywords (no context: they read nothing but the body). */
export const bodyRuleKeywords: readonly KeywordDefinition[] = [
  placedKeyword<DatePair | DatePair[]>('dateOrder', 'object', { anyOf: [pairSchema, { type: 'array', items: pairSchema, minItems: 1 }] }, (rule, data) => dateOrderProblems(data, rule)),
  placedKeyword<string>('uniqueBy', 'array', { type: 'string', minLength: 1 }, (key, data) => duplicateRowProblems(data, key)),
  placedKeyword<GeneratorRowsRule>(
    'generatorRowsPower',
    'object',
    { type: 'object', properties: { power: { type: 'string', minLength: 1 }, rows: { type: 'string', minLength: 1 } }, required: ['power', 'rows'], additionalProperties: false },
    (rule, data) => generatorRowsPowerProblems(data, rule),
  ),
  placedKeyword<GeneratorNamesRule>(
    'generatorNamesUnlikeDevice',
    'object',
    { type: 'object', properties: { name: { type: 'string', minLength: 1 }, rows: { type: 'string', minLength: 1 } }, required: ['name', 'rows'], additionalProperties: false },
    (rule, data) => generatorNameProblems(data, rule),
  ),
  placedKeyword<YearStartRule>(
    'yearMadeNotAfterStart',
    'object',
    { type: 'object', properties: { year: { type: 'string', minLength: 1 }, start: { type: 'string', minLength: 1 } }, required: ['year', 'start'], additionalProperties: false },
    (rule, data) => yearAfterStartProblems(data, rule),
  ),
  placedKeyword<PowerCapacityRule>(
    'powerWithinCapacity',
    'object',
    {
      type: 'object',
      properties: { capacity: { type: 'string', minLength: 1 }, powers: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1 }, rate: { type: 'number', exclusiveMinimum: 0 } },
      required: ['capacity', 'powers', 'rate'],
      additionalProperties: false,
    },
    (rule, data) => powerCapacityProblems(data, rule),
  ),
  placedKeyword<OnePerTypeRule>(
    'oneDocumentPerType',
    'array',
    {
      type: 'object',
      properties: { key: { type: 'string', minLength: 1 }, codeBook: { type: 'string', minLength: 1 }, labels: { type: 'object', additionalProperties: { type: 'string' } } },
      required: ['key', 'codeBook'],
      additionalProperties: false,
    },
    (rule, data) => documentTypeProblems(data, rule),
  ),
  placedKeyword<OneFlaggedRule>(
    'oneMainAccount',
    'array',
    { type: 'object', properties: { flag: { type: 'string', minLength: 1 }, name: { type: 'string', minLength: 1 } }, required: ['flag', 'name'], additionalProperties: false },
    (rule, data) => oneFlaggedProblems(data, rule),
  ),
  placedKeyword<VatIdRule>(
    'vatIdHoldsTaxId',
    'object',
    { type: 'object', properties: { vatId: { type: 'string', minLength: 1 }, taxId: { type: 'string', minLength: 1 } }, required: ['vatId', 'taxId'], additionalProperties: false },
    (rule, data) => vatIdProblems(data, rule),
  ),
  placedKeyword<WarningTimeoutRule>(
    'warningBeforeTimeout',
    'object',
    { type: 'object', properties: { warning: { type: 'string', minLength: 1 }, timeout: { type: 'string', minLength: 1 } }, required: ['warning', 'timeout'], additionalProperties: false },
    (rule, data) => warningTimeoutProblems(data, rule),
  ),
  placedKeyword<DefaultOfferedRule>(
    'defaultAmongOffered',
    'object',
    { type: 'object', properties: { value: { type: 'string', minLength: 1 }, offered: { type: 'string', minLength: 1 } }, required: ['value', 'offered'], additionalProperties: false },
    (rule, data) => defaultOfferedProblems(data, rule),
  ),
  placedKeyword<KnownPlaceholdersRule>(
    'knownPlaceholders',
    'string',
    {
      anyOf: [
        placeholderNames,
        { type: 'object', properties: { names: placeholderNames, syntax: { enum: ['double', 'single'] } }, required: ['names', 'syntax'], additionalProperties: false },
      ],
    },
    (rule, data) => placeholderProblems(data, rule),
  ),
];
