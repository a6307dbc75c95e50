import { Ajv } from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import metaSchema from './entity.schema.json';
import type { EntityMetadata } from './types';
import { toColumnDef } from './keys';

let compiled: ValidateFunction | undefined;

// Compiled on first use: most bundles that import the types never validate.
function metaValidator(): ValidateFunction {
  if (!compiled) {
    const ajv = new Ajv({ allErrors: true, strict: false });
    compiled = ajv.compile(metaSchema);
  }
  return compiled;
}

function describe(error: ErrorObject): string {
  const where = error.instancePath || '/';
  if (error.keyword === 'additionalProperties') {
    return `${where}: unknown property '${String((error.params as { additionalProperty: string }).additionalProperty)}'`;
  }
  if (error.keyword === 'enum') {
    return `${where}: must be one of ${JSON.stringify((error.params as { allowedValues: unknown[] }).allowedValues)}`;
  }
  return `${where}: ${error.message ?? error.keyword}`;
}

/** Rules JSON Schema cannot express: uniqueness and cross references inside one file. */
function semanticProblems(meta: EntityMetadata): string[] {
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
  const param = /:([A-Za-z_][A-Za-z0-9_]*)$/.exec(meta.routes.detail)?.[1];
  if (param !== meta.id) problems.push(`/routes/detail: must end with ':${meta.id}' (the id field)`);
  // The edit route names the record by its id anywhere (`/odberatel/edit/:id`, spec's `/vyrobne-zariadenie/:id/edit`).
  if (meta.routes.edit !== undefined && !meta.routes.edit.split('/').includes(`:${meta.id}`)) {
    problems.push(`/routes/edit: must have the segment ':${meta.id}' (the id field)`);
  }
  return problems;
}

/**
 * Checks entity metadata (parsed JSON) against the meta-schema and the cross-reference rules.
 * Returns readable problems, empty when valid.
 */
export function validateEntityMetadata(json: unknown): string[] {
  const validate = metaValidator();
  if (!validate(json)) return (validate.errors ?? []).map(describe);
  return semanticProblems(json as EntityMetadata);
}

/** Thrown by `assertEntityMetadata` with every problem found. */
export class EntityMetadataError extends Error {
  readonly problems: string[];

  constructor(entity: string, problems: string[]) {
    super(`Invalid metadata of entity '${entity}':\n${problems.join('\n')}`);
    this.name = 'EntityMetadataError';
    this.problems = problems;
  }
}

/** Returns the metadata typed when valid, else throws EntityMetadataError. */
export function assertEntityMetadata(json: unknown): EntityMetadata {
  const problems = validateEntityMetadata(json);
  if (problems.length > 0) {
    const name = typeof json === 'object' && json !== null && 'entity' in json ? String(json.entity) : '?';
    throw new EntityMetadataError(name, problems);
  }
  return json as EntityMetadata;
}
