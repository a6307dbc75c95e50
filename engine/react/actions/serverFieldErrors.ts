import type { ErrorSchema } from '@rjsf/utils';
import { isHttpError, type HttpError } from '../../core/errors';
import { reasonsByField } from '../../core/form';

/** The form field the answer says was refused (`hints.field`), when the form has it. */
function refusedField(error: HttpError, fieldNames: readonly string[]): string | undefined {
  const hints = (error.responseBody as { hints?: { field?: unknown } } | null | undefined)?.hints;
  const field = hints?.field;
  return typeof field === 'string' && fieldNames.includes(field) ? field : undefined;
}

/**
 * Server reasons that name a field, as RJSF extra errors on that field, while the field still
 * holds the value that was refused. An answer that names its field (`hints.field`: a file's
 * columns refused) puts every reason there: a reason's text may hold other fields' names
 * ("Missing columns: typ, …") without being about them.
 */
export function serverFieldErrors(
  error: unknown,
  fieldNames: readonly string[],
  sent: Readonly<Record<string, unknown>> | undefined,
  current: Readonly<Record<string, unknown>> | undefined,
): ErrorSchema<Record<string, unknown>> | undefined {
  if (!isHttpError(error) || error.reasons.length === 0) return undefined;
  const unchanged = (field: string) => JSON.stringify(sent?.[field] ?? null) === JSON.stringify(current?.[field] ?? null);
  const named = refusedField(error, fieldNames);
  const byField = named ? { [named]: error.reasons } : reasonsByField(error.reasons, [...fieldNames]);
  const entries = Object.entries(byField).filter(([field]) => unchanged(field));
  if (entries.length === 0) return undefined;
  return Object.fromEntries(entries.map(([field, reasons]) => [field, { __errors: reasons }])) as ErrorSchema<Record<string, unknown>>;
}

/** A reason about one part of a list field's row: `field.row.part: text` (e.g. `generatory.1.nazov: …`). */
const ROW_REASON = /^([A-Za-z_][A-Za-z0-9_]*)\.(\d+)\.[A-Za-z_][A-Za-z0-9_]*:\s*/;

/**
 * Server reasons about rows of a list field (an array of objects rendered whole by a widget, e.g.
 * object-list), as RJSF extra errors under the field by row index (`{ field: { row: { __errors } } }`,
 * the text without its path), while the list still holds what was refused. Other reasons are left
 * to the caller's own display.
 */
export function rowFieldErrors(
  error: unknown,
  fieldNames: readonly string[],
  sent: Readonly<Record<string, unknown>> | undefined,
  current: Readonly<Record<string, unknown>> | undefined,
): ErrorSchema<Record<string, unknown>> | undefined {
  if (!isHttpError(error)) return undefined;
  const out: Record<string, Record<string, { __errors: string[] }>> = {};
  for (const reason of error.reasons) {
    const match = ROW_REASON.exec(reason);
    const field = match?.[1];
    const row = match?.[2];
    if (!match || field === undefined || row === undefined || !fieldNames.includes(field)) continue;
    if (JSON.stringify(sent?.[field] ?? null) !== JSON.stringify(current?.[field] ?? null)) continue;
    const rows = (out[field] ??= {});
    (rows[row] ??= { __errors: [] }).__errors.push(reason.slice(match[0].length));
  }
  return Object.keys(out).length > 0 ? (out as ErrorSchema<Record<string, unknown>>) : undefined;
}
