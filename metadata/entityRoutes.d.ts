// The build's digest of metadata/entities (scripts/vite/entityRoutesPlugin.ts).
declare module 'virtual:entity-routes' {
  import type { RoutedEntity } from './routeShapes';
  const entities: readonly RoutedEntity[];
  export default entities;
}
