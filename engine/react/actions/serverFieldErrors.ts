import type { ErrorSchema } from '@rjsf/utils';
import { isHttpError } from '../../core/errors';
import { reasonsByField } from '../../core/form';

/**
 * Server reasons that name a field, as RJSF extra errors on that field, while the field still
 * holds the value that was refused.
 */
export function serverFieldErrors(
  error: unknown,
  fieldNames: readonly string[],
  sent: Readonly<Record<string, unknown>> | undefined,
  current: Readonly<Record<string, unknown>> | undefined,
): ErrorSchema<Record<string, unknown>> | undefined {
  if (!isHttpError(error) || error.reasons.length === 0) return undefined;
  const unchanged = (field: string) => JSON.stringify(sent?.[field] ?? null) === JSON.stringify(current?.[field] ?? null);
  const entries = Object.entries(reasonsByField(error.reasons, [...fieldNames])).filter(([field]) => unchanged(field));
  if (entries.length === 0) return undefined;
  return Object.fromEntries(entries.map(([field, reasons]) => [field, { __errors: reasons }])) as ErrorSchema<Record<string, unknown>>;
}
