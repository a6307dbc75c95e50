import type { ErrorSchema, ErrorTransformer, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import type { JsonSchema, PathErrors } from '../../core/form';
import { requestBody } from '../../core/form';
import { pathErrorsOf } from './errorPaths';
import { ownSchema } from './validator';

type FormData = Record<string, unknown>;

/** Root keywords a field's own schema keeps (the draft and the definitions its `$ref`s point to). */
const KEPT = ['$schema', 'definitions', '$defs'] as const;

/**
 * One top-level field's rules as a schema of their own (the property and whether it is required),
 * built once per field so ajv compiles each once.
 */
export class FieldSchemas {
  private readonly built = new Map<string, RJSFSchema>();

  constructor(private readonly root: RJSFSchema) {}

  /** The schema of a field, or undefined when the root has no such property. */
  of(name: string): RJSFSchema | undefined {
    const known = this.built.get(name);
    if (known) return known;
    const property = (this.root.properties as Record<string, RJSFSchema> | undefined)?.[name];
    if (!property) return undefined;
    const required = Array.isArray(this.root.required) && this.root.required.includes(name);
    const schema: RJSFSchema = { type: 'object', properties: { [name]: property }, ...(required ? { required: [name] } : {}) };
    for (const keyword of KEPT) if (this.root[keyword] !== undefined) (schema as Record<string, unknown>)[keyword] = this.root[keyword];
    this.built.set(name, ownSchema(schema));
    return schema;
  }

  /** The root's rules other than its fields' own: which fields are required and cross-field rules; built once. */
  rest(): RJSFSchema {
    this.restSchema ??= ownSchema(restOf(this.root));
    return this.restSchema;
  }

  private restSchema: RJSFSchema | undefined;

  /** The root's field names, in order. */
  names(): string[] {
    return Object.keys((this.root.properties as Record<string, unknown> | undefined) ?? {});
  }
}

/**
 * The root schema without its fields' own rules and without `required` (a field's own schema
 * holds both): what stays are rules across fields (if/then, dependencies, allOf, the catalogue's
 * keywords on the object) and which properties exist (for additionalProperties).
 */
function restOf(root: RJSFSchema): RJSFSchema {
  const { properties, required: _required, ...rest } = root;
  // The property names matter only to rules about other properties.
  const closed = rest.additionalProperties !== undefined || (rest as Record<string, unknown>).unevaluatedProperties !== undefined;
  return (closed ? { ...rest, properties: Object.fromEntries(Object.keys(properties ?? {}).map((name) => [name, true])) } : rest) as RJSFSchema;
}

/**
 * The messages a top-level field's value gets from its own rules, by path (the field's and those
 * inside it: a row's cell), through the same validator and error transform as the whole form's
 * check, so the texts are the same.
 */
export function fieldErrors(
  validator: ValidatorType<FormData>,
  schemas: FieldSchemas,
  name: string,
  value: unknown,
  transformErrors: ErrorTransformer<FormData>,
  uiSchema: UiSchema,
): PathErrors {
  const schema = schemas.of(name);
  if (!schema) return {};
  // The field as the request body carries it (an emptied nullable one is null), through JSON as
  // RJSF does, so an undefined value is absent (and a required one reported).
  const data = JSON.parse(JSON.stringify(requestBody(schema as JsonSchema, { [name]: value }))) as FormData;
  const { errorSchema } = validator.validateFormData(data, schema, undefined, transformErrors, uiSchema);
  return pathErrorsOf(errorSchema as ErrorSchema);
}
