import type { EntityMetadata } from '../engine/core/metadata';
import technologiaJson from './entities/technologia.json';

// JSON imports widen literal types; the engine validates each entity when its screen opens
// (and metadata/entities.test.ts checks every file against the meta-schema).
const technologia = technologiaJson as EntityMetadata;

/** Every entity with metadata screens. */
export const entities: readonly EntityMetadata[] = [technologia];

/** One metadata-driven route: its path (relative to the basename), screen kind and entity. */
export interface EntityRoute {
  path: string;
  screen: 'search' | 'detail';
  entity: EntityMetadata;
}

/** The search and detail route of every entity. */
export const entityRoutes: readonly EntityRoute[] = entities.flatMap((entity) => [
  { path: entity.routes.search, screen: 'search' as const, entity },
  { path: entity.routes.detail, screen: 'detail' as const, entity },
]);
