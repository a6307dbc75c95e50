import type { EntityMetadata } from '../engine/core/metadata';
import { CODE_ROUTES, DETAIL_EDITOR_ROUTES, EDITOR_MASTERS, screenRoutesOf, type ScreenKind } from './routeShapes';
import technologiaJson from './entities/technologia.json';
import vyrobneZariadenieJson from './entities/vyrobne-zariadenie.json';
import vyrobneZariadenieGeneratorJson from './entities/vyrobne-zariadenie-generator.json';
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
import zmluvaProcesJson from './entities/zmluva-proces.json';
import notifikaciaJson from './entities/notifikacia.json';
import spracovanieJson from './entities/spracovanie.json';
import spracovanieChybaJson from './entities/spracovanie-chyba.json';
import appConfigJson from './entities/app-config.json';
import faqJson from './entities/faq.json';
import casovyPosunJson from './entities/casovy-posun.json';
import mailTemplateJson from './entities/mail-template.json';
import addendumTemplateJson from './entities/addendum-template.json';
import addendumTemplateVerziaJson from './entities/addendum-template-verzia.json';
import skupinaZdielaniaJson from './entities/skupina-zdielania.json';
import skupinaZdielaniaClenJson from './entities/skupina-zdielania-clen.json';
import ponizenieJson from './entities/ponizenie.json';
import reklamacieJson from './entities/reklamacie.json';
import ucastnikTrhuJson from './entities/ucastnik-trhu.json';
import ucastnikTrhuZmenaJson from './entities/ucastnik-trhu-zmena.json';
import userManagementJson from './entities/user-management.json';

// JSON imports widen literal types; the engine validates each entity when its screen opens
// (and metadata/entities.test.ts checks every file against the meta-schema).
const technologia = technologiaJson as EntityMetadata;
const vyrobneZariadenie = vyrobneZariadenieJson as EntityMetadata;
const vyrobneZariadenieGenerator = vyrobneZariadenieGeneratorJson as EntityMetadata;
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
const zmluvaProces = zmluvaProcesJson as EntityMetadata;
const notifikacia = notifikaciaJson as EntityMetadata;
const spracovanie = spracovanieJson as EntityMetadata;
const spracovanieChyba = spracovanieChybaJson as EntityMetadata;
const appConfig = appConfigJson as EntityMetadata;
const faq = faqJson as EntityMetadata;
const casovyPosun = casovyPosunJson as EntityMetadata;
const mailTemplate = mailTemplateJson as EntityMetadata;
const addendumTemplate = addendumTemplateJson as EntityMetadata;
const addendumTemplateVerzia = addendumTemplateVerziaJson as EntityMetadata;
const skupinaZdielania = skupinaZdielaniaJson as EntityMetadata;
const skupinaZdielaniaClen = skupinaZdielaniaClenJson as EntityMetadata;
const ponizenie = ponizenieJson as EntityMetadata;
const reklamacie = reklamacieJson as EntityMetadata;
const ucastnikTrhu = ucastnikTrhuJson as EntityMetadata;
const ucastnikTrhuZmena = ucastnikTrhuZmenaJson as EntityMetadata;
const userManagement = userManagementJson as EntityMetadata;

/** Every entity with metadata screens. */
export const entities: readonly EntityMetadata[] = [
  technologia,
  vyrobneZariadenie,
  vyrobneZariadenieGenerator,
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
  zmluvaProces,
  notifikacia,
  spracovanie,
  spracovanieChyba,
  appConfig,
  faq,
  casovyPosun,
  mailTemplate,
  addendumTemplate,
  addendumTemplateVerzia,
  skupinaZdielania,
  skupinaZdielaniaClen,
  ponizenie,
  reklamacie,
  ucastnikTrhu,
  ucastnikTrhuZmena,
  userManagement,
];

/** One metadata-driven route: its path (relative to the basename), screen kind and entity. */
export interface EntityRoute {
  path: string;
  /** `create`: the own create route (`routes.create`); `edit`: the record opened in edit mode (`routes.edit`). */
  screen: ScreenKind;
  entity: EntityMetadata;
  /** Screen 'editor': the parent entity listed above the child's form editor grid, and the child's link field. */
  master?: { entity: EntityMetadata; link: string };
}

/** The routes of one entity with its whole metadata (the same routes as routeShapes' screenRoutesOf). */
export function routesOf(entity: EntityMetadata): EntityRoute[] {
  const editor = EDITOR_MASTERS[entity.entity];
  const masterEntity = editor ? entities.find((e) => e.entity === editor.master) : undefined;
  const master = editor && masterEntity ? { entity: masterEntity, link: editor.link } : undefined;
  return screenRoutesOf(entity).map((route) => ({ path: route.path, screen: route.screen, entity, ...(route.screen === 'editor' && master ? { master } : {}) }));
}

/** Every entity's routes. */
export const entityRoutes: readonly EntityRoute[] = entities.flatMap((entity) => routesOf(entity));

/** The metadata of an entity by its name (related lists name the entity they list). */
export function entityByName(name: string): EntityMetadata | undefined {
  return entities.find((entity) => entity.entity === name);
}

/** A by-code page (`{area}/detail-portal/:code`) with its entity's metadata. */
export interface CodeRoute {
  path: string;
  entity: EntityMetadata;
  /** API field holding the code. */
  codeField: string;
}

export const codeRoutes: readonly CodeRoute[] = CODE_ROUTES.map((route) => ({ ...route, entity: entityByName(route.entity) as EntityMetadata }));

/** A child editor under one parent record (`:idZariadVyr/create-detail`) with both entities' metadata. */
export interface DetailEditorRoute {
  path: string;
  master: EntityMetadata;
  child: EntityMetadata;
  /** Child field holding the parent's id (also the route parameter of the parent's id). */
  link: string;
  mode: 'edit' | 'new';
}

export const detailEditorRoutes: readonly DetailEditorRoute[] = DETAIL_EDITOR_ROUTES.map((route) => ({
  ...route,
  master: entityByName(route.master) as EntityMetadata,
  child: entityByName(route.child) as EntityMetadata,
}));
