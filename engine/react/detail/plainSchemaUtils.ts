import type { RJSFSchema, SchemaUtilsType } from '@rjsf/utils';

/** Keywords RJSF's retrieveSchema resolves, merges or expands (references at any depth); its own marks are symbols. */
const RESOLVED = new Set(['$ref', 'allOf', 'anyOf', 'oneOf', 'if', 'then', 'else', 'dependencies', 'dependentSchemas', 'additionalProperties', 'patternProperties']);

/**
 * Whether no keyword RJSF's retrieveSchema acts on appears anywhere in the schema (a property
 * named like one counts too, to be safe): then retrieving it gives the same schema back.
 */
export function resolvesNothing(schema: unknown): boolean {
  if (schema === null || typeof schema !== 'object') return true;
  if (Array.isArray(schema)) {
    for (const item of schema) if (!resolvesNothing(item)) return false;
    return true;
  }
  if (Object.getOwnPropertySymbols(schema).length > 0) return false;
  // Keys, not entries: no pair allocated per keyword of a 300-field schema.
  const node = schema as Record<string, unknown>;
  for (const key of Object.keys(node)) {
    if (RESOLVED.has(key) || !resolvesNothing(node[key])) return false;
  }
  return true;
}

/**
 * RJSF's schema utilities, except that retrieving a schema that resolves nothing (see
 * resolvesNothing) answers the schema itself: RJSF would copy it whole and compare the copy
 * until it stops changing, a few milliseconds for the root of a 300-field form at every draw.
 */
export function withPlainRetrieve(utils: SchemaUtilsType): SchemaUtilsType {
  const plain = new WeakMap<object, boolean>();
  const isPlain = (schema: RJSFSchema): boolean => {
    let known = plain.get(schema);
    if (known === undefined) {
      known = resolvesNothing(schema);
      plain.set(schema, known);
    }
    return known;
  };
  const lean = Object.create(utils) as SchemaUtilsType;
  lean.retrieveSchema = (schema, formData, resolveAnyOfOrOneOfRefs) =>
    typeof schema === 'object' && schema !== null && isPlain(schema) ? schema : utils.retrieveSchema(schema, formData, resolveAnyOfOrOneOfRefs);
  return lean;
}
