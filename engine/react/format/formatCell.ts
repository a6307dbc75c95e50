import type { ColumnFormat } from '../../core/metadata';
import { enumLabelKey } from '../../core/metadata';
import { formatIsoDate, formatIsoDateTime } from '../../core/form/dates';
import { legalEntityName, personName } from '../../core/grid/names';

/** What cell formatting needs besides the value. */
export interface CellFormatContext {
  language: string;
  /** Translates with a default value. */
  t: (key: string, options?: { defaultValue?: string }) => string;
  entity: string;
  field: string;
  /** Names of enum values from a code book (kod → nazov), when the column has one. */
  codeBook?: ReadonlyMap<string, string>;
  /** `fieldLabel`/`fieldValue`: the entity whose texts name the values (default `entity`). */
  fieldsOf?: string;
  /** `fieldValue`: the field whose value the cell holds (from the row's `fieldFrom` column). */
  valueField?: string;
}

const DECIMALS: Partial<Record<ColumnFormat, number>> = { number0: 0, number2: 2, number3: 3, number6: 6, eur: 3 };

function number(value: number, language: string, decimals: number): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

/** The name of one enum code: from the column's code book, else the translated enum label, else the code. */
function enumName(code: string, ctx: CellFormatContext): string {
  const named = ctx.codeBook?.get(code);
  if (named) return named;
  return ctx.t(enumLabelKey(ctx.entity, ctx.field, code), { defaultValue: code });
}

/**
 * A value of another field (a change list's old or new value): a code by that field's enum label
 * when it has one (a field without enum texts shows its values as they are), yes/no, a list joined.
 */
function fieldValueText(value: unknown, ctx: CellFormatContext): string {
  const items = Array.isArray(value) ? value : [value];
  const field = ctx.valueField;
  return items
    .filter((item) => item !== null && item !== undefined && item !== '')
    .map((item) => {
      if (typeof item === 'boolean') return ctx.t(item ? 'engine.boolean.true' : 'engine.boolean.false');
      if (typeof item === 'object') return JSON.stringify(item);
      const text = String(item);
      return field ? ctx.t(enumLabelKey(ctx.fieldsOf ?? ctx.entity, field, text), { defaultValue: text }) : text;
    })
    .join(', ');
}

/** Text of one grid cell in a column format; null and undefined show as empty. */
export function formatCell(value: unknown, format: ColumnFormat | undefined, ctx: CellFormatContext): string {
  if (value === null || value === undefined || value === '') return '';
  switch (format) {
    case 'date':
      return typeof value === 'string' ? formatIsoDate(value, ctx.language) : String(value);
    case 'datetime':
      return typeof value === 'string' ? formatIsoDateTime(value, ctx.language) : String(value);
    case 'number0':
    case 'number2':
    case 'number3':
    case 'number6':
      return typeof value === 'number' ? number(value, ctx.language, DECIMALS[format] ?? 0) : String(value);
    case 'eur':
      return typeof value === 'number' ? `${number(value, ctx.language, 3)} €` : String(value);
    case 'percent':
      // Shares are stored as 0..1; trailing zeros are dropped (0.1234 → 12,34 %).
      return typeof value === 'number'
        ? `${new Intl.NumberFormat(ctx.language, { maximumFractionDigits: 4 }).format(Math.round(value * 100 * 1e8) / 1e8)} %`
        : String(value);
    case 'boolean':
      return ctx.t(value === true ? 'engine.boolean.true' : 'engine.boolean.false');
    case 'enum':
      return enumName(String(value), ctx);
    case 'enumList':
      // An array of codes (e.g. a template's contract types), each named like an enum value.
      return (Array.isArray(value) ? value : [value])
        .filter((code) => code !== null && code !== undefined && code !== '')
        .map((code) => enumName(String(code), ctx))
        .join(', ');
    case 'person':
      return personName(value);
    case 'legalEntity':
      return legalEntityName(value);
    case 'fieldLabel':
      return ctx.t(`${ctx.fieldsOf ?? ctx.entity}.field.${String(value)}`, { defaultValue: String(value) });
    case 'fieldValue':
      return fieldValueText(value, ctx);
    case 'document':
      // The grid renders a download link; text (export, titles) is the file name.
      return typeof value === 'object' ? String((value as { fileName?: unknown }).fileName ?? '') : String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
