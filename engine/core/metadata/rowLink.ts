import type { EntityMetadata } from './types';

/**
 * The path a grid row opens: `routes.open` with every `:field` filled from the row (encoded, so a
 * code may sit in a query), else the detail route with the id. Undefined when a field is missing.
 */
export function rowLink(meta: Pick<EntityMetadata, 'id' | 'routes'>, row: Readonly<Record<string, unknown>>): string | undefined {
  const pattern = meta.routes.open ?? meta.routes.detail;
  let missing = false;
  const path = pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_whole, field: string) => {
    const value = row[field];
    if (value === undefined || value === null || value === '') {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(value));
  });
  return missing ? undefined : path;
}
