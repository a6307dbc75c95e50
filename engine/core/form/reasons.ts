import type { MessageKey } from './messages';

/** A form's fields as the user sees them, for naming the field a server reason is about. */
export interface ReasonLabels {
  /** The label of a top-level field; undefined when the form has no such field. */
  field(name: string): string | undefined;
  /** The label of one part of a field's value (a list row's column, an object's part). */
  part(field: string, part: string): string | undefined;
}

/** A server reason with its leading field path (`generatory.1.vykon: text`). */
const PATH_REASON = /^([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*):\s+([\s\S]*)$/;

/**
 * A server reason whose leading field path a form knows, as an i18n key (`engine.error.reason.*`)
 * with the path in the user's words: the field's label, a list row's number (from 1) and the
 * column's label (`generatory.1.vykon: …` → "Generátory, riadok 2, Výkon: …"). Undefined when the
 * reason names no field of the form; the caller then shows it as it came.
 */
export function describeReason(reason: string, labels: ReasonLabels | undefined): MessageKey | undefined {
  const match = labels ? PATH_REASON.exec(reason) : null;
  if (!labels || !match) return undefined;
  const [, path = '', text = ''] = match;
  const [name = '', second, third, ...deeper] = path.split('.');
  const field = labels.field(name);
  if (field === undefined || deeper.length > 0) return undefined;
  if (second === undefined) return { key: 'engine.error.reason.field', params: { field, text } };
  if (/^\d+$/.test(second)) {
    const row = Number(second) + 1;
    if (third === undefined) return { key: 'engine.error.reason.row', params: { field, row, text } };
    return { key: 'engine.error.reason.cell', params: { field, row, column: labels.part(name, third) ?? third, text } };
  }
  const part = labels.part(name, second);
  if (third !== undefined || part === undefined) return undefined;
  return { key: 'engine.error.reason.part', params: { field, part, text } };
}
