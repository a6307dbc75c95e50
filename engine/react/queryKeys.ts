import type { EntityMetadata } from '../core/metadata';

/** TanStack Query keys of one entity, shared by its screens so they see each other's cache. */
export function entityQueryKeys(meta: Pick<EntityMetadata, 'entity' | 'api'>) {
  const all = ['engine', meta.entity, meta.api] as const;
  return {
    /** Everything of the entity (to invalidate after a save). */
    all,
    /** Every list query. */
    lists: [...all, 'list'] as const,
    list: (rql: string) => [...all, 'list', rql] as const,
    record: (id: string) => [...all, 'record', id] as const,
    /** Request schema of create ('new') or of an update of `id`. */
    schema: (id: string) => [...all, 'schema', id] as const,
  };
}
