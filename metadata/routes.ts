import type { EntityMetadata } from '../engine/core/metadata';
import technologiaJson from './entities/technologia.json';
import vyrobneZariadenieJson from './entities/vyrobne-zariadenie.json';
import technologiaParameterJson from './entities/technologia-parameter.json';
import schrankaJson from './entities/schranka.json';
import zamietnuteZiadostiJson from './entities/zamietnute-ziadosti.json';
import skupinaZdielaniaJson from './entities/skupina-zdielania.json';
import skupinaZdielaniaClenJson from './entities/skupina-zdielania-clen.json';
import ponizenieJson from './entities/ponizenie.json';
import reklamacieJson from './entities/reklamacie.json';

// JSON imports widen literal types; the engine validates each entity when its screen opens
// (and metadata/entities.test.ts checks every file against the meta-schema).
const technologia = technologiaJson as EntityMetadata;
const vyrobneZariadenie = vyrobneZariadenieJson as EntityMetadata;
const technologiaParameter = technologiaParameterJson as EntityMetadata;
const schranka = schrankaJson as EntityMetadata;
const zamietnuteZiadosti = zamietnuteZiadostiJson as EntityMetadata;
const skupinaZdielania = skupinaZdielaniaJson as EntityMetadata;
const skupinaZdielaniaClen = skupinaZdielaniaClenJson as EntityMetadata;
const ponizenie = ponizenieJson as EntityMetadata;
const reklamacie = reklamacieJson as EntityMetadata;

/** Every entity with metadata screens. */
export const entities: readonly EntityMetadata[] = [
  technologia,
  vyrobneZariadenie,
  technologiaParameter,
  schranka,
  zamietnuteZiadosti,
  skupinaZdielania,
  skupinaZdielaniaClen,
  ponizenie,
  reklamacie,
];

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

/**
 * `{area}/detail-portal/:code` (spec 2.2): a process entity opened by the code the workflow gives it
 * (`kod`, e.g. `SZ-000123`); the page finds the record and shows its detail.
 */
export interface CodeRoute {
  path: string;
  entity: EntityMetadata;
  /** API field holding the code. */
  codeField: string;
}

export const codeRoutes: readonly CodeRoute[] = [
  { path: '/skupina-zdielania/detail-portal/:code', entity: skupinaZdielania, codeField: 'kod' },
  { path: '/ponizenie/detail-portal/:code', entity: ponizenie, codeField: 'kod' },
  { path: '/reklamacie/detail-portal/:code', entity: reklamacie, codeField: 'kod' },
];
