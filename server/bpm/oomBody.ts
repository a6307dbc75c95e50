import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { ApiError } from '../api/errors';
import { compileSchema, errorDetails, errorReason } from '../api/validation';

/** One metering point to add to a group (sharing or tariff reduction). */
export const OOM_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['eic'],
  properties: {
    // The catalogue's EIC (length, characters, check character) of a metering point (24Z): the
    // form checks the same served rule before it sends.
    eic: { type: 'string', format: 'eic', eicPrefix: '24Z' },
    nazov: { type: ['string', 'null'], maxLength: 200 },
  },
} as JsonSchema;

const validateOom = compileSchema(OOM_SCHEMA);

/**
 * The metering point a body names, checked as the groups' OOM steps need it: the EIC trimmed and
 * upper-cased, then the schema (the EIC's check character included); 400 with the reasons otherwise.
 */
export function parseOomBody(raw: unknown): { eic: string; nazov: string | null } {
  const body = raw as { eic?: unknown; nazov?: unknown } | undefined;
  if (body && typeof body.eic === 'string') body.eic = body.eic.trim().toUpperCase();
  if (!validateOom(body)) {
    const errors = validateOom.errors ?? [];
    throw new ApiError(400, 'error.invalidPayload', errors.map(errorReason), { userError: true, errors: errorDetails(errors) });
  }
  const { eic, nazov } = body as { eic: string; nazov?: string | null };
  return { eic, nazov: nazov?.trim() || null };
}
