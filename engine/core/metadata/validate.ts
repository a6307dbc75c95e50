import { Ajv } from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import metaSchema from './entity.schema.json';
import type { EntityMetadata } from './types';
import { semanticProblems } from './semantic';

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
