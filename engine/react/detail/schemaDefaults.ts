import type { RJSFSchema } from '@rjsf/utils';
import { createSchemaUtils } from '@rjsf/utils';
import type { JsonSchema } from '../../core/form';
import { validatorFor } from './validator';

type Data = Record<string, unknown>;

/**
 * Keywords RJSF's getDefaultFormState takes a default from or resolves into other schemas (a
 * default, a const, a reference, a composition, a condition, dependencies, items of a list).
 */
const BRINGS_DEFAULTS = ['default', 'const', '$ref', 'allOf', 'anyOf', 'oneOf', 'if', 'then', 'else', 'not', 'dependencies', 'dependentSchemas', 'dependentRequired', 'items', 'prefixItems', 'additionalItems', 'properties', 'patternProperties', 'additionalProperties', 'unevaluatedProperties'];
const SCALAR = new Set(['string', 'number', 'integer', 'boolean', 'null']);

const plainSchemas = new WeakMap<object, boolean>();

/**
 * Whether a schema has nothing RJSF's getDefaultFormState would fill in: an object of scalar
 * properties (a type given), none with a keyword that brings or resolves a default, and a root
 * without one either (`additionalProperties: false` aside). Judged once per schema object.
 */
export function hasNoDefaults(schema: JsonSchema): boolean {
  const known = plainSchemas.get(schema);
  if (known !== undefined) return known;
  const plain = judge(schema as Record<string, unknown>);
  plainSchemas.set(schema, plain);
  return plain;
}

const bringsDefaults = (node: Record<string, unknown>) => BRINGS_DEFAULTS.some((keyword) => keyword in node);

function judge(root: Record<string, unknown>): boolean {
  const { properties, additionalProperties, ...rest } = root;
  if (root.type !== 'object' || typeof properties !== 'object' || properties === null || Array.isArray(properties)) return false;
  if ((additionalProperties !== undefined && additionalProperties !== false) || bringsDefaults(rest)) return false;
  return Object.values(properties).every((property: unknown) => {
    if (typeof property !== 'object' || property === null) return false;
    const { type } = property as { type?: unknown };
    const types = Array.isArray(type) ? type : [type];
    return types.length > 0 && types.every((t) => typeof t === 'string' && SCALAR.has(t)) && !bringsDefaults(property as Record<string, unknown>);
  });
}

/**
 * The data with the schema's defaults filled in where it holds no value, computed by RJSF's schema
 * utilities (getDefaultFormState, what RJSF's form applied to its data): a property's `default`,
 * nested ones inside objects, an empty object for a required object part, `const` values. A value
 * the data holds is kept, null included. A schema with no defaults to give (hasNoDefaults) skips
 * RJSF's walk, a few milliseconds per hundred fields when a large form opens: the data as it is.
 */
export function withSchemaDefaults(formSchema: JsonSchema, data: Data): Data {
  if (hasNoDefaults(formSchema)) return { ...data };
  // Without its $id: the validator would refuse a second schema of the same id.
  const { $id: _id, ...schema } = formSchema;
  return createSchemaUtils(validatorFor(formSchema), schema as RJSFSchema).getDefaultFormState(schema as RJSFSchema, data) as Data;
}
