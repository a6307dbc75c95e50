import { validateEntityMetadata } from '../../core/metadata';
import type { EntityMetadata } from '../../core/metadata';

const checked = new WeakMap<EntityMetadata, string[]>();

/** Problems of entity metadata (checked once per object), empty when valid. */
export function metadataProblems(meta: EntityMetadata): string[] {
  let problems = checked.get(meta);
  if (!problems) {
    problems = validateEntityMetadata(meta);
    checked.set(meta, problems);
  }
  return problems;
}
