// From a sheet row to a consumer's create body, checked with the very schema and cross-field rules
// of the consumer form (validation catalogue included), so a refused row reads like a refused form.
import type { ErrorObject } from 'ajv';
import { rodneCisloProblem } from '../../engine/core/validation/identifiers';
import { normalizePhone } from '../../engine/core/validation/phone';
import { compileSchema, errorField, errorReason } from '../api/validation';
import type { Reason } from '../api/errors';
import { translate, type Lang } from '../i18n/messages';
import { odberatel, prepareOdberatel } from '../model/odberatel';

/** The columns of an import file, in the template's order; headers are these names (any case). */
export const IMPORT_COLUMNS = [
  'typ',
  'titulPred',
  'meno',
  'priezvisko',
  'titulZa',
  'narodenyPred1954',
  'rodneCislo',
  'nazov',
  'ico',
  'ulica',
  'popisneCislo',
  'orientacneCislo',
  'psc',
  'mesto',
  'stat',
  'telefon',
  'email',
  'eic',
  'dodavkaOd',
  'dodavkaDo',
  'poznamka',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Columns a file must have (the rest may be left out). */
export const REQUIRED_COLUMNS: readonly ImportColumn[] = ['typ', 'meno', 'priezvisko', 'rodneCislo', 'nazov', 'ico', 'ulica', 'psc', 'mesto'];

/** Where each column goes in the body (and so which column an error of a body path names). */
export const ADDRESS_PART: Partial<Record<ImportColumn, string>> = {
  ulica: 'Ulica',
  popisneCislo: 'PopisneCislo',
  orientacneCislo: 'OrientacneCislo',
  psc: 'Psc',
  mesto: 'Mesto',
  stat: 'IdStat',
};
const COLUMN_OF_PATH: Record<string, ImportColumn> = {
  ...Object.fromEntries(Object.entries(ADDRESS_PART).map(([column, part]) => [`adresa.${part}`, column as ImportColumn])),
  adresa: 'ulica',
};
const POINT_FIELDS: Record<string, ImportColumn> = { eic: 'eic', dodavkaOd: 'dodavkaOd', dodavkaDo: 'dodavkaDo' };

/** The column a body path (`adresa.Psc`, `odberneMiesta.0.eic`) came from. */
export function columnOfPath(path: string): ImportColumn | undefined {
  if (COLUMN_OF_PATH[path]) return COLUMN_OF_PATH[path];
  const point = /^odberneMiesta(?:\.\d+)?(?:\.(\w+))?$/.exec(path);
  if (point) return POINT_FIELDS[point[1] ?? 'eic'] ?? 'eic';
  return (IMPORT_COLUMNS as readonly string[]).includes(path) ? (path as ImportColumn) : undefined;
}

/** Header problems: missing and unknown columns (by name as written), and repeated ones. */
export interface HeaderCheck {
  /** Column index (0-based) of each known column. */
  positions: Partial<Record<ImportColumn, number>>;
  missing: string[];
  unknown: string[];
  repeated: string[];
}

export function checkHeader(cells: readonly (string | undefined)[]): HeaderCheck {
  const byName = new Map(IMPORT_COLUMNS.map((c) => [c.toLowerCase(), c]));
  const positions: Partial<Record<ImportColumn, number>> = {};
  const unknown: string[] = [];
  const repeated: string[] = [];
  cells.forEach((cell, i) => {
    if (cell === undefined) return;
    const column = byName.get(cell.trim().toLowerCase());
    if (!column) unknown.push(cell.trim().slice(0, 60));
    else if (positions[column] !== undefined) repeated.push(column);
    else positions[column] = i;
  });
  const missing = REQUIRED_COLUMNS.filter((c) => positions[c] === undefined);
  return { positions, missing, unknown, repeated };
}

/** One refused value of a row. */
export interface RowError {
  row: number;
  column: ImportColumn | undefined;
  key: string;
  params: Record<string, string | number>;
  value: string | undefined;
}

/** A row's outcome: the body to store, or why not. */
export type RowResult = { ok: true; body: Record<string, unknown> } | { ok: false; errors: RowError[] };

const validateCreate = compileSchema(odberatel.createSchema);

// Keyed by a file's cell: a Map, so a cell reading `constructor` is just an unknown kind.
const KINDS = new Map([
  ['fo', 'FYZICKA_OSOBA'],
  ['po', 'PRAVNICKA_OSOBA'],
  ['fyzicka_osoba', 'FYZICKA_OSOBA'],
  ['pravnicka_osoba', 'PRAVNICKA_OSOBA'],
]);

// Yes and no as sheets write them (sk, cs, en; Excel's TRUE/FALSE; a ticked `x`); a Map keyed by the cell.
const YES_NO = new Map<string, boolean>([
  ...['áno', 'ano', 'a', 'yes', 'y', 'true', 'pravda', '1', 'x'].map((w) => [w, true] as const),
  ...['nie', 'ne', 'n', 'no', 'false', 'nepravda', '0', ''].map((w) => [w, false] as const),
]);

/** `1.2.2024` (as Slovak sheets write dates) → `2024-02-01`; anything else unchanged. */
function isoDay(text: string | undefined): string | undefined {
  const m = text === undefined ? null : /^(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})$/.exec(text);
  return m ? `${m[3]}-${(m[2] as string).padStart(2, '0')}-${(m[1] as string).padStart(2, '0')}` : text;
}

/**
 * The create body of a row. Spreadsheets drop leading zeros of numbers, so an IČO of fewer than
 * 8 digits and a 9-digit rodné číslo get them back; phone numbers are taken in any SK form.
 */
export function rowBody(cells: readonly (string | undefined)[], positions: HeaderCheck['positions']): Record<string, unknown> {
  const get = (c: ImportColumn) => {
    const at = positions[c];
    return at === undefined ? undefined : cells[at];
  };
  const body: Record<string, unknown> = {};
  const typ = get('typ');
  body.typ = typ === undefined ? undefined : (KINDS.get(typ.toLowerCase()) ?? typ);
  for (const c of ['titulPred', 'meno', 'priezvisko', 'titulZa', 'nazov', 'email', 'poznamka'] as const) {
    const v = get(c);
    if (v !== undefined) body[c] = v;
  }
  const born = get('narodenyPred1954');
  // Anything else stays as written: the schema refuses it as not a yes or no, under this column.
  if (born !== undefined) body.narodenyPred1954 = YES_NO.get(born.trim().toLowerCase()) ?? born;
  const rc = get('rodneCislo');
  // Nine digits are either a 10-digit ID that lost its leading zero, or a pre-1954 one: the zero
  // comes back only where that makes a valid ID, so a pre-1954 ID meets the form's own rule and message.
  const nineKept = body.narodenyPred1954 === true && rodneCisloProblem(rc ?? '', true) === undefined;
  if (rc !== undefined) body.rodneCislo = /^\d{9}$/.test(rc) && !nineKept && rodneCisloProblem(`0${rc}`, false) === undefined ? `0${rc}` : rc;
  const ico = get('ico');
  if (ico !== undefined) body.ico = /^\d{1,7}$/.test(ico) ? ico.padStart(8, '0') : ico;
  const phone = get('telefon');
  // Already E.164: the schema's format checks it (parsing a number is the costliest step of a row).
  if (phone !== undefined) body.telefon = /^\+421\d{9}$/.test(phone) ? phone : (normalizePhone(phone) ?? normalizePhone(`0${phone}`) ?? phone);
  const adresa: Record<string, string> = {};
  for (const [column, part] of Object.entries(ADDRESS_PART)) {
    const v = get(column as ImportColumn);
    if (v !== undefined) adresa[part] = column === 'psc' ? v.replace(/\s/g, '') : v;
  }
  adresa.IdStat ??= 'SK';
  body.adresa = adresa;
  const eics = get('eic');
  if (eics !== undefined) {
    const od = isoDay(get('dodavkaOd'));
    const dodavkaDo = isoDay(get('dodavkaDo'));
    body.odberneMiesta = eics
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map((eic) => ({ eic: eic.toUpperCase(), ...(od !== undefined ? { dodavkaOd: od } : {}), ...(dodavkaDo !== undefined ? { dodavkaDo } : {}) }));
  }
  return body;
}

function reasonParts(reason: Reason): { key: string; params: Record<string, string | number> } {
  return typeof reason === 'string' ? { key: 'ajv.other', params: { keyword: reason } } : { key: reason.key, params: { ...(reason.params ?? {}) } };
}

/**
 * Checks a row like the consumer form is checked (schema, catalogue, cross-field rules) and
 * answers the body to store or one error per column at fault.
 */
export function checkRow(row: number, cells: readonly (string | undefined)[], positions: HeaderCheck['positions']): RowResult {
  const body = rowBody(cells, positions);
  const found: { path: string; key: string; params: Record<string, string | number> }[] = [];
  // The schema carries the cross-field rules too (supply periods' order, a metering point once).
  if (!validateCreate(body)) {
    for (const error of validateCreate.errors ?? ([] as ErrorObject[])) found.push({ path: errorField(error), ...reasonParts(errorReason(error)) });
  }
  if (found.length === 0) return { ok: true, body: prepareOdberatel(body) };
  const errors: RowError[] = [];
  const seen = new Set<string>();
  for (const f of found) {
    const column = columnOfPath(f.path);
    const id = column ?? '';
    if (seen.has(id)) continue; // the first problem of each column is enough
    seen.add(id);
    const at = column === undefined ? undefined : positions[column];
    errors.push({ row, column, key: f.key, params: { ...f.params, field: column ?? f.path }, value: at === undefined ? undefined : cells[at]?.slice(0, 200) });
  }
  return { ok: false, errors };
}

/** The message of a row error in a language (as the form would say it, prefixed with the column). */
export function rowErrorText(error: Pick<RowError, 'key' | 'params'>, lang: Lang): string {
  return translate(lang, error.key, error.params).slice(0, 1000);
}
