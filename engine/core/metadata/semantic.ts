import type { EntityMetadata } from './types';
import { toColumnDef } from './keys';

/** Rules JSON Schema cannot express: uniqueness and cross references inside one file. */
export function semanticProblems(meta: EntityMetadata): string[] {
  const problems: string[] = [];
  const seenFilters = new Set<string>();
  for (const filter of meta.search.filters) {
    if (seenFilters.has(filter.key)) problems.push(`/search/filters: duplicate key '${filter.key}'`);
    seenFilters.add(filter.key);
  }
  const seenColumns = new Set<string>();
  for (const column of meta.search.columns.map(toColumnDef)) {
    if (seenColumns.has(column.key)) problems.push(`/search/columns: duplicate column '${column.key}'`);
    seenColumns.add(column.key);
  }
  const seenGroups = new Set<string>();
  const seenFields = new Map<string, string>();
  for (const group of meta.detail.layout) {
    if (seenGroups.has(group.group)) problems.push(`/detail/layout: duplicate group '${group.group}'`);
    seenGroups.add(group.group);
    for (const field of group.fields) {
      const other = seenFields.get(field);
      if (other !== undefined) problems.push(`/detail/layout: field '${field}' is in groups '${other}' and '${group.group}'`);
      else seenFields.set(field, group.group);
    }
  }
  // The detail route's last parameter carries the id (detailParam), named as the spec names it.
  const param = /:([A-Za-z_][A-Za-z0-9_]*)$/.exec(meta.routes.detail)?.[1];
  if (param === undefined || param === 'id') problems.push(`/routes/detail: must end with the id parameter named after the record (e.g. ':${meta.id}'), not a bare ':id'`);
  // The edit route names the record by the same parameter anywhere (`/odberatel/edit/:id`, spec's `/vyrobne-zariadenie/:id/edit`).
  const editParam = param ?? meta.id;
  if (meta.routes.edit !== undefined && !meta.routes.edit.split('/').includes(`:${editParam}`)) {
    problems.push(`/routes/edit: must have the segment ':${editParam}' (the detail route's id parameter)`);
  }
  return problems;
}
