import type { JsonSchema } from './jsonSchema';

/** The field of a bulk action's body that carries the selected rows' ids (server and client agree on it). */
export const BULK_IDS_FIELD = 'ids';

/**
 * The schema of what a bulk action's form asks: the served body schema without the ids, which the
 * selection supplies. Left in, the form rendered them as an unknown list field and its own check
 * refused every send for the missing ids.
 */
export function bulkFormSchema(schema: JsonSchema): JsonSchema {
  const { [BULK_IDS_FIELD]: _ids, ...properties } = schema.properties ?? {};
  const required = (schema.required ?? []).filter((name) => name !== BULK_IDS_FIELD);
  return { ...schema, properties, ...(schema.required ? { required } : {}) };
}
