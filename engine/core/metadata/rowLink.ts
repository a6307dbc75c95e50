import type { EntityMetadata } from './types';

/**
 * A route pattern with every `:field` filled from the values (encoded, so a value may sit in a
 * query). Undefined when a field is missing.
 */
export function fillRoute(pattern: string, values: Readonly<Record<string, unknown>> | undefined): string | undefined {
  let missing = false;
  const path = pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_whole, field: string) => {
    const value = values?.[field];
    if (value === undefined || value === null || value === '') {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(value));
  });
  return missing ? undefined : path;
}

/**
 * The path a grid row opens: `routes.open` with every `:field` filled from the row, else the
 * detail route with the id. Undefined when a field is missing.
 */
export function rowLink(meta: Pick<EntityMetadata, 'id' | 'routes'>, row: Readonly<Record<string, unknown>>): string | undefined {
  return fillRoute(meta.routes.open ?? meta.routes.detail, row);
}
