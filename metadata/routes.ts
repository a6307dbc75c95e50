import type { EntityMetadata } from '../engine/core/metadata';
import { entityRouting, routesOf as routesAmong, type EntityRoute } from './entityRouting';

export type { CodeRoute, DetailEditorRoute, EntityRoute } from './entityRouting';

// Every file in metadata/entities, found by the build (as virtual:entity-routes finds them for the
// route table): adding an entity needs no registration here. JSON imports widen literal types; the
// engine validates each entity when its screen opens (and metadata/entities.test.ts checks every
// file against the meta-schema).
const files = import.meta.glob<EntityMetadata>('./entities/*.json', { eager: true, import: 'default' });
const routing = entityRouting(Object.keys(files).sort().map((file) => files[file] as EntityMetadata));

/** Every entity with metadata screens. */
export const entities: readonly EntityMetadata[] = routing.entities;

/** Every entity's routes. */
export const entityRoutes = routing.entityRoutes;

/** The by-code pages (`{area}/detail-portal/:code`) with their entity's metadata. */
export const codeRoutes = routing.codeRoutes;

/** The child editors under one parent record with both entities' metadata. */
export const detailEditorRoutes = routing.detailEditorRoutes;

/** The routes of one entity with its whole metadata. */
export function routesOf(entity: EntityMetadata): EntityRoute[] {
  return routesAmong(entity, entities);
}

/** The metadata of an entity by its name (related lists name the entity they list). */
export function entityByName(name: string): EntityMetadata | undefined {
  return entities.find((entity) => entity.entity === name);
}
