import type { EntityMetadata } from '../engine/core/metadata';
import technologiaJson from './entities/technologia.json';
import vyrobneZariadenieJson from './entities/vyrobne-zariadenie.json';
import technologiaParameterJson from './entities/technologia-parameter.json';
import schrankaJson from './entities/schranka.json';
import zamietnuteZiadostiJson from './entities/zamietnute-ziadosti.json';
import ucastnikTrhuJson from './entities/ucastnik-trhu.json';
import userManagementJson from './entities/user-management.json';

// JSON imports widen literal types; the engine validates each entity when its screen opens
// (and metadata/entities.test.ts checks every file against the meta-schema).
const technologia = technologiaJson as EntityMetadata;
const vyrobneZariadenie = vyrobneZariadenieJson as EntityMetadata;
const technologiaParameter = technologiaParameterJson as EntityMetadata;
const schranka = schrankaJson as EntityMetadata;
const zamietnuteZiadosti = zamietnuteZiadostiJson as EntityMetadata;
const ucastnikTrhu = ucastnikTrhuJson as EntityMetadata;
const userManagement = userManagementJson as EntityMetadata;

/** Every entity with metadata screens. */
export const entities: readonly EntityMetadata[] = [technologia, vyrobneZariadenie, technologiaParameter, schranka, zamietnuteZiadosti, ucastnikTrhu, userManagement];

/** One metadata-driven route: its path (relative to the basename), screen kind and entity. */
export interface EntityRoute {
  path: string;
  screen: 'search' | 'detail' | 'editor';
  entity: EntityMetadata;
  /** Screen 'editor': the parent entity listed above the child's form editor grid, and the child's link field. */
  master?: { entity: EntityMetadata; link: string };
}

/** Entities whose search route is a master-detail form editor instead of a search. */
const editorMasters: ReadonlyMap<EntityMetadata, { entity: EntityMetadata; link: string }> = new Map([
  [technologiaParameter, { entity: technologia, link: 'idTechnologia' }],
]);

/** The search and detail route of every entity. */
export const entityRoutes: readonly EntityRoute[] = entities.flatMap((entity) => [
  editorMasters.has(entity)
    ? { path: entity.routes.search, screen: 'editor' as const, entity, master: editorMasters.get(entity) }
    : { path: entity.routes.search, screen: 'search' as const, entity },
  { path: entity.routes.detail, screen: 'detail' as const, entity },
]);
