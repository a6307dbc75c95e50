import entities from 'virtual:entity-routes';
import { CODE_ROUTES, DETAIL_EDITOR_ROUTES, screenRoutesOf, type RoutedEntity, type ScreenRoute } from './routeShapes';

// The entity screens' routes for the first download, from the build's digest of the entity files
// (their names, routes and tokens only): the shell knows every route and its token without
// carrying the screens' metadata, which loads with the screens (metadata/routes.ts).

/** Every entity file's name, routes and tokens. */
export const routedEntities: readonly RoutedEntity[] = entities;

/** Every entity screen's route. */
export const screenRoutes: readonly ScreenRoute[] = routedEntities.flatMap(screenRoutesOf);

/** The by-code pages (`detail-portal/:code`), each with its entity's read token. */
export const codeScreenRoutes: readonly ScreenRoute[] = CODE_ROUTES.map((route) => ({
  path: route.path,
  screen: 'detail' as const,
  entity: route.entity,
  token: routedEntities.find((e) => e.entity === route.entity)?.tokens.read ?? [],
}));

/** The child editors under one parent (`:idZariadVyr/edit-detail/…`), each with its child's write token. */
export const detailEditorScreenRoutes: readonly ScreenRoute[] = DETAIL_EDITOR_ROUTES.map((route) => {
  const child = routedEntities.find((e) => e.entity === route.child);
  return {
    path: route.path,
    screen: 'editor' as const,
    entity: route.child,
    token: (route.mode === 'new' ? child?.tokens.create : child?.tokens.write) ?? child?.tokens.read ?? [],
  };
});
