import type { KeywordDefinition } from 'ajv';

/**
 * A schema's own message for a keyword of the same node, where the generic one says less than the
 * field needs: `{ minItems: 1, messageKeys: { minItems: 'validation.addOneGenerator' } }` reads
 * "Pridajte aspoň jeden generátor", not "add at least 1 row". An annotation: it checks nothing.
 */
export const messageKeysKeyword: KeywordDefinition = {
  keyword: 'messageKeys',
  schemaType: 'object',
  metaSchema: { type: 'object', additionalProperties: { type: 'string', minLength: 1 } },
};

/** The message key a schema node names for one of its keywords, if any. */
export function ownMessageKey(node: unknown, keyword: string | undefined): string | undefined {
  if (keyword === undefined || typeof node !== 'object' || node === null) return undefined;
  const keys = (node as { messageKeys?: unknown }).messageKeys;
  if (typeof keys !== 'object' || keys === null || !Object.hasOwn(keys, keyword)) return undefined;
  const key = (keys as Record<string, unknown>)[keyword];
  return typeof key === 'string' ? key : undefined;
}

/**
 * The own message of an error, by the node its keyword sits in: a missing property's is the
 * property's `required` (a `required` error sits in the parent), and a null where a value is needed
 * (a form's emptied field) counts as missing too.
 */
export function ownMessageKeyOf(node: unknown, keyword: string | undefined, params: Readonly<Record<string, unknown>> | undefined, value: unknown): string | undefined {
  if (keyword === 'required') {
    const properties = typeof node === 'object' && node !== null ? (node as { properties?: unknown }).properties : undefined;
    const missing = params?.missingProperty;
    if (typeof missing !== 'string' || typeof properties !== 'object' || properties === null || !Object.hasOwn(properties, missing)) return undefined;
    return ownMessageKey((properties as Record<string, unknown>)[missing], 'required');
  }
  return ownMessageKey(node, keyword === 'type' && value === null ? 'required' : keyword);
}

/** The schema node that holds the keyword an error's `schemaPath` names (`#/properties/generatory/minItems` → the `generatory` node). */
export function nodeOfSchemaPath(root: unknown, schemaPath: string | undefined): unknown {
  if (schemaPath === undefined || !schemaPath.startsWith('#')) return undefined;
  const steps = schemaPath.slice(1).split('/').filter(Boolean).slice(0, -1);
  let at: unknown = root;
  for (const raw of steps) {
    const step = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, step)) return undefined;
    at = (at as Record<string, unknown>)[step];
  }
  return at;
}
