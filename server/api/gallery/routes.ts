import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';
import type { ApiDeps } from '../types';
import { compileSchema, configureValidation, errorDetails, errorReason } from '../validation';
import { GALLERY_SCHEMA } from './schema';

/** Where the gallery's form lives in the API. */
export const GALLERY_PATH = '/ui/gallery/';

/** Loads the environment's holidays (the sviatok table) into the validation catalogue. */
export async function loadValidationHolidays(deps: ApiDeps): Promise<void> {
  const rows = (await deps.db.query<{ d: string }>("SELECT to_char(datum, 'YYYY-MM-DD') AS d FROM sviatok ORDER BY datum")).rows;
  const holidays = rows.map((r) => r.d);
  configureValidation({ holidays: () => holidays });
}

/**
 * The gallery's schema and a check-only endpoint: the body is validated with the same catalogue
 * the browser uses and echoed back, never stored. Any logged-in user may call it.
 */
export async function registerGalleryRoutes(api: FastifyInstance, deps: ApiDeps): Promise<void> {
  await loadValidationHolidays(deps);
  const validate = compileSchema(GALLERY_SCHEMA);
  api.get(`${GALLERY_PATH}schema/post/request`, async () => GALLERY_SCHEMA);
  api.post(GALLERY_PATH, { config: { readOnly: true } }, async (request) => {
    if (!validate(request.body)) {
      const errors = validate.errors ?? [];
      throw badRequest('error.invalidPayload', errors.map(errorReason), { userError: true, errors: errorDetails(errors) });
    }
    return request.body;
  });
}
