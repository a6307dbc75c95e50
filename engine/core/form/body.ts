import type { JsonSchema } from './jsonSchema';
import { isNullable, primaryType } from './jsonSchema';

/**
 * The request body for a form's data, the one rule of every form that saves (the detail screen,
 * a workflow step's form): only the schema's properties (the record may carry fields the request
 * schema forbids), and an emptied nullable field (undefined or '') sent as null so the server
 * clears it instead of keeping the old value. The form's own check runs over this body too, so it
 * refuses exactly what the server would refuse of what is really sent.
 */
export function requestBody(schema: JsonSchema, formData: Record<string, unknown>): Record<string, unknown> {
  const properties = schema.properties;
  if (!properties) return { ...formData };
  const body: Record<string, unknown> = {};
  for (const [name, propSchema] of Object.entries(properties)) {
    const value = formData[name];
    if ((value === undefined || value === '') && isNullable(propSchema)) body[name] = null;
    else if (value !== undefined) body[name] = value;
  }
  return body;
}

/**
 * Starting data of a create form: each property's schema `default`, and false for required
 * booleans without one (an untouched checkbox reads as "no", not as missing).
 */
export function initialCreateData(schema: JsonSchema): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [name, propSchema] of Object.entries(schema.properties ?? {})) {
    if (propSchema.default !== undefined) data[name] = structuredClone(propSchema.default);
    else if (required.has(name) && primaryType(propSchema) === 'boolean') data[name] = false;
  }
  return data;
}
