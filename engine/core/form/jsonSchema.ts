/** The subset of a JSON Schema (draft-07 / 2020-12) object the form engine reads; other keywords pass through. */
export interface JsonSchema {
  $schema?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  title?: string;
  description?: string;
  readOnly?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  pattern?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  default?: unknown;
  [keyword: string]: unknown;
}

/** The type a property mainly has: its first non-null type (`['string','null']` → 'string'). */
export function primaryType(schema: JsonSchema): string | undefined {
  const types = typeList(schema);
  return types.find((t) => t !== 'null') ?? types[0];
}

/** Whether null is an allowed value. */
export function isNullable(schema: JsonSchema): boolean {
  return typeList(schema).includes('null') || (schema.enum?.includes(null) ?? false);
}

function typeList(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (typeof schema.type === 'string') return [schema.type];
  // `anyOf: [{type: X}, {type: 'null'}]` is the other common way to write a nullable property.
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.flatMap((alt) => typeList(alt));
  if (schema.enum) {
    const kinds = schema.enum.map((v) => (v === null ? 'null' : typeof v));
    return [...new Set(kinds)];
  }
  return [];
}
