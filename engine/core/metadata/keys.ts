import type { RqlSort } from '../rql/ast';
import type { ColumnDef, ColumnSpec, EntityMetadata, FilterDef } from './types';

/** i18n key of a field label: the configured key or `${entity}.field.${name}`. */
export function fieldLabelKey(meta: Pick<EntityMetadata, 'entity' | 'detail'>, name: string): string {
  return meta.detail.fields?.[name]?.labelKey ?? `${meta.entity}.field.${name}`;
}

/** i18n key of a field's help text when the metadata asks for one (`help: true` → `${entity}.help.${name}`, or its own key). */
export function fieldHelpKey(meta: Pick<EntityMetadata, 'entity' | 'detail'>, name: string): string | undefined {
  const help = meta.detail.fields?.[name]?.help;
  if (help === true) return `${meta.entity}.help.${name}`;
  return typeof help === 'string' && help !== '' ? help : undefined;
}

/** i18n key of an enum value's label: `${entity}.enum.${field}.${value}`. */
export function enumLabelKey(entity: string, field: string, value: string): string {
  return `${enumLabelKeyPrefix(entity, field)}.${value}`;
}

/** Common prefix of a field's enum label keys: `${entity}.enum.${field}`. */
export function enumLabelKeyPrefix(entity: string, field: string): string {
  return `${entity}.enum.${field}`;
}

/** i18n key of a detail group's legend. */
export function groupTitleKey(entity: string, group: { group: string; titleKey?: string }): string {
  return group.titleKey ?? `${entity}.group.${group.group}`;
}

/** API field a filter applies to. */
export function filterField(filter: FilterDef): string {
  return filter.field ?? filter.key;
}

/** i18n key of a filter label. */
export function filterLabelKey(meta: Pick<EntityMetadata, 'entity' | 'detail'>, filter: FilterDef): string {
  return filter.labelCode ?? fieldLabelKey(meta, filterField(filter));
}

/** A column spec in its full form. */
export function toColumnDef(spec: ColumnSpec): ColumnDef {
  return typeof spec === 'string' ? { key: spec } : spec;
}

/** i18n key of a column header. */
export function columnLabelKey(meta: Pick<EntityMetadata, 'entity' | 'detail'>, column: ColumnDef): string {
  return column.labelKey ?? fieldLabelKey(meta, column.key);
}

/** Parses a sort spec such as `+nazov,-kod` (a bare name sorts ascending). */
export function parseSortSpec(spec: string | undefined): RqlSort[] {
  if (!spec) return [];
  return spec
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0 && part !== '+' && part !== '-')
    .map((part) =>
      part.startsWith('-')
        ? { field: part.slice(1), dir: 'desc' as const }
        : { field: part.startsWith('+') ? part.slice(1) : part, dir: 'asc' as const },
    );
}

/** Writes sort keys as a spec (`+nazov,-kod`). */
export function formatSortSpec(sort: readonly RqlSort[]): string {
  return sort.map((s) => `${s.dir === 'desc' ? '-' : '+'}${s.field}`).join(',');
}

/** Fields the server fills: configured or `[id, 'verzia']`. */
export function serverManagedFields(meta: Pick<EntityMetadata, 'id' | 'detail'>): string[] {
  return meta.detail.serverManaged ?? [meta.id, 'verzia'];
}
