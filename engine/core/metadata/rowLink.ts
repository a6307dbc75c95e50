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
 * The parameter of the detail route that carries the record's id: its last `:name`. Usually the
 * id field's name; the spec may name it otherwise (`ucastnik-trhu/detail/:ucastnikTrhuId` for
 * `idUcastnikTrhu`), so the screens read and fill it by this name, never by the id field's.
 */
export function detailParam(meta: Pick<EntityMetadata, 'id' | 'routes'>): string {
  return /:([A-Za-z_][A-Za-z0-9_]*)$/.exec(meta.routes.detail)?.[1] ?? meta.id;
}

/** The detail route filled with a record's id (the route's other parameters from `values`). Undefined when one is missing. */
export function detailPath(meta: Pick<EntityMetadata, 'id' | 'routes'>, id: unknown, values?: Readonly<Record<string, unknown>>): string | undefined {
  return fillRoute(meta.routes.detail, { ...values, [detailParam(meta)]: id });
}

/**
 * The path a grid row opens: `routes.open` with every `:field` filled from the row, else the
 * detail route with the row's id. Undefined when a field is missing.
 */
export function rowLink(meta: Pick<EntityMetadata, 'id' | 'routes'>, row: Readonly<Record<string, unknown>>): string | undefined {
  return meta.routes.open !== undefined ? fillRoute(meta.routes.open, row) : detailPath(meta, row[meta.id], row);
}
