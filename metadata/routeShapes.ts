import type { EntityRoutes, EntityTokens } from '../engine/core/metadata/types';
import type { TokenRequirement } from '../engine/core/tokens';

// What the routing of entity screens needs to know of an entity, kept apart from the entity files
// themselves: the first download (shell, menu, routes) carries only this, the screens load the
// whole metadata with themselves (metadata/routes.ts).

/** The screen a route shows. `create`: the own create route; `edit`: the record opened in edit mode. */
export type ScreenKind = 'search' | 'detail' | 'editor' | 'create' | 'edit';

/** The parts of an entity's metadata its routes are made of. */
export interface RoutedEntity {
  entity: string;
  routes: EntityRoutes;
  tokens: EntityTokens;
}

/** Entities (by name) whose search route is a master-detail form editor under another entity. */
export const EDITOR_MASTERS: Readonly<Record<string, { master: string; link: string }>> = {
  technologiaParameter: { master: 'technologia', link: 'idTechnologia' },
  'vyrobne-zariadenie-generator': { master: 'vyrobne-zariadenie', link: 'idZariadVyr' },
};

/**
 * Child rows edited under one parent record (spec 2.2 `:idZariadVyr/edit-detail/:idZariadVyrDetail`,
 * `:idZariadVyr/create-detail`): the parent's id and, for `edit`, the child's id are route
 * parameters named as the entities' ids; the page opens the child's form editor with that row in
 * edit mode (`edit`) or a new row (`new`).
 */
export const DETAIL_EDITOR_ROUTES: readonly { path: string; master: string; child: string; link: string; mode: 'edit' | 'new' }[] = [
  { path: '/vyrobne-zariadenie/:idZariadVyr/edit-detail/:idZariadVyrDetail', master: 'vyrobne-zariadenie', child: 'vyrobne-zariadenie-generator', link: 'idZariadVyr', mode: 'edit' },
  { path: '/vyrobne-zariadenie/:idZariadVyr/create-detail', master: 'vyrobne-zariadenie', child: 'vyrobne-zariadenie-generator', link: 'idZariadVyr', mode: 'new' },
];

/**
 * `{area}/detail-portal/:code` (spec 2.2): a process entity opened by the code the workflow gives it
 * (`kod`, e.g. `SZ-000123`); the page finds the record and shows its detail.
 */
export const CODE_ROUTES: readonly { path: string; entity: string; codeField: string }[] = [
  { path: '/skupina-zdielania/detail-portal/:code', entity: 'skupina-zdielania', codeField: 'kod' },
  { path: '/ponizenie/detail-portal/:code', entity: 'ponizenie', codeField: 'kod' },
  { path: '/reklamacie/detail-portal/:code', entity: 'reklamacie', codeField: 'kod' },
  // A participant by the code the market knows it by (its EIC), a user account by its login.
  { path: '/ucastnik-trhu/detail-portal/:code', entity: 'ucastnik-trhu', codeField: 'eic' },
  { path: '/user-management/detail-portal/:code', entity: 'user-management', codeField: 'login' },
];

/** One route of an entity screen: where, which screen, whose, and the token it needs. */
export interface ScreenRoute {
  path: string;
  screen: ScreenKind;
  entity: string;
  token: TokenRequirement;
}

/** The routes of one entity: search (or form editor), its own create and edit routes when it has them, detail. */
export function screenRoutesOf(entity: RoutedEntity): ScreenRoute[] {
  const read = entity.tokens.read;
  return [
    { path: entity.routes.search, screen: EDITOR_MASTERS[entity.entity] ? 'editor' : 'search', entity: entity.entity, token: read },
    ...(entity.routes.create ? [{ path: entity.routes.create, screen: 'create' as const, entity: entity.entity, token: entity.tokens.create ?? read }] : []),
    ...(entity.routes.edit ? [{ path: entity.routes.edit, screen: 'edit' as const, entity: entity.entity, token: read }] : []),
    { path: entity.routes.detail, screen: 'detail', entity: entity.entity, token: read },
  ];
}
