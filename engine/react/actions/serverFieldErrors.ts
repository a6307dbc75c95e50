import type { ErrorSchema } from '@rjsf/utils';
import { fieldReasonsOf, isHttpError } from '../../core/errors';
import type { PathErrors } from '../../core/form';
import { refusedFieldErrors } from '../../core/form';

type Data = Readonly<Record<string, unknown>>;

/** Errors by form path as RJSF's extra errors: `nazov` → `{ nazov: { __errors } }`, `generatory.1` → `{ generatory: { 1: { __errors } } }`. */
export function toErrorSchema(errors: PathErrors): ErrorSchema<Record<string, unknown>> | undefined {
  const out: Record<string, unknown> = {};
  for (const [path, texts] of Object.entries(errors)) {
    let at = out;
    for (const key of path.split('.')) at = (at[key] ??= {}) as Record<string, unknown>;
    at.__errors = [...texts];
  }
  return Object.keys(out).length > 0 ? (out as ErrorSchema<Record<string, unknown>>) : undefined;
}

/**
 * A refused save's reasons under the fields the answer names (`hints.fields`, never the text),
 * while each field still holds the value that was refused; the one mapping of every form that
 * saves (the detail screen, a workflow step's form, an action's dialog); with `checked`, the form's
 * own check before sending (the rules over stored records) by path as well.
 */
export function serverFieldErrors(
  error: unknown,
  fieldNames: readonly string[],
  sent: Data | undefined,
  current: Data | undefined,
  checked: PathErrors = {},
): ErrorSchema<Record<string, unknown>> | undefined {
  const refused = isHttpError(error) ? refusedFieldErrors(fieldReasonsOf(error.responseBody), fieldNames, sent, current) : {};
  const out: Record<string, readonly string[]> = { ...refused };
  for (const [path, texts] of Object.entries(checked)) out[path] = [...(out[path] ?? []), ...texts];
  return toErrorSchema(out);
}
