import { PATTERNS } from '../../engine/core/validation/patterns';
import { isValidEic } from '../../engine/core/validation/eicCheck';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { ApiError } from '../api/errors';
import { compileSchema, errorDetails, errorReason } from '../api/validation';
import { translate, type Lang } from '../i18n/messages';

/** One metering point to add to a group (sharing or tariff reduction). */
export const OOM_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['eic'],
  properties: {
    eic: { type: 'string', minLength: 16, maxLength: 16, pattern: PATTERNS.eicOfPoint },
    nazov: { type: ['string', 'null'], maxLength: 200 },
  },
} as JsonSchema;

const validateOom = compileSchema(OOM_SCHEMA);

/**
 * The metering point a body names, checked as the groups' OOM steps need it: the EIC trimmed and
 * upper-cased, the schema, then the EIC's check character; 400 with the reasons otherwise.
 */
export function parseOomBody(raw: unknown, lang: Lang): { eic: string; nazov: string | null } {
  const body = raw as { eic?: unknown; nazov?: unknown } | undefined;
  if (body && typeof body.eic === 'string') body.eic = body.eic.trim().toUpperCase();
  if (!validateOom(body)) {
    const errors = validateOom.errors ?? [];
    throw new ApiError(400, 'error.invalidPayload', errors.map(errorReason), { userError: true, errors: errorDetails(errors) });
  }
  const { eic, nazov } = body as { eic: string; nazov?: string | null };
  if (!isValidEic(eic)) {
    throw new ApiError(400, 'error.invalidPayload', [translate(lang, 'sz.eic', { eic })], { userError: true, errors: [{ field: 'eic', keyword: 'eic', params: {} }] });
  }
  return { eic, nazov: nazov?.trim() || null };
}
