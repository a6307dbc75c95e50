import type { FieldReasons } from '../errors/fieldReasons';
import { sameValues } from './drafts';
import type { PathErrors } from './store';

type Data = Readonly<Record<string, unknown>>;

/** A path into a row of a list field: `field.row` or `field.row.part…` (e.g. `generatory.1.nazov`). */
const ROW_PATH = /^([^.]+)\.(\d+)(?:\.([^.]+))?/;

/**
 * A refused save's reasons (the answer's `hints.fields`) by the form path that shows them, while
 * the field still holds the value that was refused (a changed field no longer shows an old
 * refusal). A reason about a row's part goes under that part (`generatory.2.nazov`, where the list
 * widget shows the form's own check of it too), about a whole row under the row, about a top-level
 * field under that field, each without its path prefix (the server's texts start with the field's
 * code, `datDo: …`, which a user must not see under the field it names); a reason deeper in a row's
 * part under that part, and about a part of an object under its top-level field, whole (the path
 * says which part). Paths of no field of the form are left to the error alert, which lists every
 * reason anyway.
 */
export function refusedFieldErrors(fields: FieldReasons, fieldNames: readonly string[], sent: Data | undefined, current: Data | undefined): PathErrors {
  const known = new Set(fieldNames);
  const out: Record<string, string[]> = {};
  for (const [path, texts] of Object.entries(fields)) {
    const row = ROW_PATH.exec(path);
    const top = path.split('.')[0] ?? '';
    if (!known.has(top) || !sameValues({ v: sent?.[top] }, { v: current?.[top] })) continue;
    const key = row ? row[0] : top;
    const shown = path === key ? texts.map((text) => (text.startsWith(`${path}: `) ? text.slice(path.length + 2) : text)) : texts;
    (out[key] ??= []).push(...shown);
  }
  return out;
}
