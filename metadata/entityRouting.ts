import type { EntityMetadata } from '../engine/core/metadata';
import { CODE_ROUTES, DETAIL_EDITOR_ROUTES, EDITOR_MASTERS, screenRoutesOf, type ScreenKind } from './routeShapes';

// The entity screens' routes with each entity's whole metadata, built from whatever entity files
// there are: no list of entities is kept by hand.

/** One metadata-driven route: its path (relative to the basename), screen kind and entity. */
export interface EntityRoute {
  path: string;
  /** `create`: the own create route (`routes.create`); `edit`: the record opened in edit mode (`routes.edit`). */
  screen: ScreenKind;
  entity: EntityMetadata;
  /** Screen 'editor': the parent entity listed above the child's form editor grid, and the child's link field. */
  master?: { entity: EntityMetadata; link: string };
}

/** The routes of one entity with its whole metadata (the same routes as routeShapes' screenRoutesOf); `entities` holds its editor's master. */
export function routesOf(entity: EntityMetadata, entities: readonly EntityMetadata[]): EntityRoute[] {
  const editor = EDITOR_MASTERS[entity.entity];
  const masterEntity = editor ? entities.find((e) => e.entity === editor.master) : undefined;
  const master = editor && masterEntity ? { entity: masterEntity, link: editor.link } : undefined;
  return screenRoutesOf(entity).map((route) => ({ path: route.path, screen: route.screen, entity, ...(route.screen === 'editor' && master ? { master } : {}) }));
}

/** A by-code page (`{area}/detail-portal/:code`) with its entity's metadata. */
export interface CodeRoute {
  path: string;
  entity: EntityMetadata;
  /** API field holding the code. */
  codeField: string;
}

/** A child editor under one parent record (`:idZariadVyr/create-detail`) with both entities' metadata. */
export interface DetailEditorRoute {
  path: string;
  master: EntityMetadata;
  child: EntityMetadata;
  /** Child field holding the parent's id (also the route parameter of the parent's id). */
  link: string;
  mode: 'edit' | 'new';
}

/** What the screens know of the entities: every entity's routes, the by-code pages and the child editors, with their metadata. */
interface EntityRouting {
  entities: readonly EntityMetadata[];
  entityRoutes: readonly EntityRoute[];
  codeRoutes: readonly CodeRoute[];
  detailEditorRoutes: readonly DetailEditorRoute[];
}

/** The routing of a set of entity files (the build finds them: metadata/routes.ts; scripts read them from disk). */
export function entityRouting(entities: readonly EntityMetadata[]): EntityRouting {
  const byName = (name: string) => entities.find((entity) => entity.entity === name) as EntityMetadata;
  return {
    entities,
    entityRoutes: entities.flatMap((entity) => routesOf(entity, entities)),
    codeRoutes: CODE_ROUTES.map((route) => ({ ...route, entity: byName(route.entity) })),
    detailEditorRoutes: DETAIL_EDITOR_ROUTES.map((route) => ({ ...route, master: byName(route.master), child: byName(route.child) })),
  };
}
