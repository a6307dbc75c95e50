import type { EntityMetadata } from '../engine/core/metadata';

// Each entity file also as a module of its own (the `?entity` query makes a copy apart from the
// one metadata/routes.ts bundles with every other entity): a search screen loads its entity's
// metadata alone; the forms, which show related entities, load routes.ts.
const files = import.meta.glob<EntityMetadata>('./entities/*.json', { query: '?entity', import: 'default' });

const loading = new Map<string, Promise<EntityMetadata | undefined>>();

/** The file name of an entity (`technologiaParameter` → `technologia-parameter`). */
export function entityFileName(entity: string): string {
  return entity.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The metadata of the entity named `entity`, or undefined when there is no such file. Once per entity: always the same promise (for use()). */
export function loadEntityMetadata(entity: string): Promise<EntityMetadata | undefined> {
  let promise = loading.get(entity);
  if (!promise) {
    const load = files[`./entities/${entityFileName(entity)}.json`];
    promise = load ? load() : Promise.resolve(undefined);
    loading.set(entity, promise);
  }
  return promise;
}
