import type { EntityMetadata } from '../engine/core/metadata';
import technologiaJson from './entities/technologia.json';
import vyrobneZariadenieJson from './entities/vyrobne-zariadenie.json';
import technologiaParameterJson from './entities/technologia-parameter.json';
import schrankaJson from './entities/schranka.json';
import zamietnuteZiadostiJson from './entities/zamietnute-ziadosti.json';
import odberneMiestoJson from './entities/odberne-miesto.json';
import odberneMiestoSkupinaJson from './entities/odberne-miesto-skupina.json';
import akumulacneZariadenieJson from './entities/akumulacne-zariadenie.json';
import lokalitaJson from './entities/lokalita.json';
import agregacnyBlokJson from './entities/agregacny-blok.json';
import agregacnyBlokClenJson from './entities/agregacny-blok-clen.json';
import odberatelJson from './entities/odberatel.json';
import odberatelImportJson from './entities/odberatel-import.json';
import odberatelImportChybaJson from './entities/odberatel-import-chyba.json';
import zmluvaJson from './entities/zmluva.json';
import zmluvaDodatokJson from './entities/zmluva-dodatok.json';
import notifikaciaJson from './entities/notifikacia.json';
import spracovanieJson from './entities/spracovanie.json';
import spracovanieChybaJson from './entities/spracovanie-chyba.json';
import appConfigJson from './entities/app-config.json';
import faqJson from './entities/faq.json';
import casovyPosunJson from './entities/casovy-posun.json';
import mailTemplateJson from './entities/mail-template.json';
import skupinaZdielaniaJson from './entities/skupina-zdielania.json';
import skupinaZdielaniaClenJson from './entities/skupina-zdielania-clen.json';
import ponizenieJson from './entities/ponizenie.json';
import reklamacieJson from './entities/reklamacie.json';
import ucastnikTrhuJson from './entities/ucastnik-trhu.json';
import userManagementJson from './entities/user-management.json';

// JSON imports widen literal types; the engine validates each entity when its screen opens
// (and metadata/entities.test.ts checks every file against the meta-schema).
const technologia = technologiaJson as EntityMetadata;
const vyrobneZariadenie = vyrobneZariadenieJson as EntityMetadata;
const technologiaParameter = technologiaParameterJson as EntityMetadata;
const schranka = schrankaJson as EntityMetadata;
const zamietnuteZiadosti = zamietnuteZiadostiJson as EntityMetadata;
const odberneMiesto = odberneMiestoJson as EntityMetadata;
const odberneMiestoSkupina = odberneMiestoSkupinaJson as EntityMetadata;
const akumulacneZariadenie = akumulacneZariadenieJson as EntityMetadata;
const lokalita = lokalitaJson as EntityMetadata;
const agregacnyBlok = agregacnyBlokJson as EntityMetadata;
const agregacnyBlokClen = agregacnyBlokClenJson as EntityMetadata;
const odberatel = odberatelJson as EntityMetadata;
const odberatelImport = odberatelImportJson as EntityMetadata;
const odberatelImportChyba = odberatelImportChybaJson as EntityMetadata;
const zmluva = zmluvaJson as EntityMetadata;
const zmluvaDodatok = zmluvaDodatokJson as EntityMetadata;
const notifikacia = notifikaciaJson as EntityMetadata;
const spracovanie = spracovanieJson as EntityMetadata;
const spracovanieChyba = spracovanieChybaJson as EntityMetadata;
const appConfig = appConfigJson as EntityMetadata;
const faq = faqJson as EntityMetadata;
const casovyPosun = casovyPosunJson as EntityMetadata;
const mailTemplate = mailTemplateJson as EntityMetadata;
const skupinaZdielania = skupinaZdielaniaJson as EntityMetadata;
const skupinaZdielaniaClen = skupinaZdielaniaClenJson as EntityMetadata;
const ponizenie = ponizenieJson as EntityMetadata;
const reklamacie = reklamacieJson as EntityMetadata;
const ucastnikTrhu = ucastnikTrhuJson as EntityMetadata;
const userManagement = userManagementJson as EntityMetadata;

/** Every entity with metadata screens. */
export const entities: readonly EntityMetadata[] = [
  technologia,
  vyrobneZariadenie,
  technologiaParameter,
  schranka,
  zamietnuteZiadosti,
  odberneMiesto,
  odberneMiestoSkupina,
  akumulacneZariadenie,
  lokalita,
  agregacnyBlok,
  agregacnyBlokClen,
  odberatel,
  odberatelImport,
  odberatelImportChyba,
  zmluva,
  zmluvaDodatok,
  notifikacia,
  spracovanie,
  spracovanieChyba,
  appConfig,
  faq,
  casovyPosun,
  mailTemplate,
  skupinaZdielania,
  skupinaZdielaniaClen,
  ponizenie,
  reklamacie,
  ucastnikTrhu,
  userManagement,
];

/** One metadata-driven route: its path (relative to the basename), screen kind and entity. */
export interface EntityRoute {
  path: string;
  /** `create`: the own create route (`routes.create`); `edit`: the record opened in edit mode (`routes.edit`). */
  screen: 'search' | 'detail' | 'editor' | 'create' | 'edit';
  entity: EntityMetadata;
  /** Screen 'editor': the parent entity listed above the child's form editor grid, and the child's link field. */
  master?: { entity: EntityMetadata; link: string };
}

/** Entities whose search route is a master-detail form editor instead of a search. */
const editorMasters: ReadonlyMap<EntityMetadata, { entity: EntityMetadata; link: string }> = new Map([
  [technologiaParameter, { entity: technologia, link: 'idTechnologia' }],
]);

/** The routes of one entity: search (or form editor), its own create and edit routes when it has them, detail. */
export function routesOf(entity: EntityMetadata, master?: { entity: EntityMetadata; link: string }): EntityRoute[] {
  return [
    master ? { path: entity.routes.search, screen: 'editor', entity, master } : { path: entity.routes.search, screen: 'search', entity },
    ...(entity.routes.create ? [{ path: entity.routes.create, screen: 'create' as const, entity }] : []),
    ...(entity.routes.edit ? [{ path: entity.routes.edit, screen: 'edit' as const, entity }] : []),
    { path: entity.routes.detail, screen: 'detail', entity },
  ];
}

/** Every entity's routes. */
export const entityRoutes: readonly EntityRoute[] = entities.flatMap((entity) => routesOf(entity, editorMasters.get(entity)));

/** The metadata of an entity by its name (related lists name the entity they list). */
export function entityByName(name: string): EntityMetadata | undefined {
  return entities.find((entity) => entity.entity === name);
}

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
