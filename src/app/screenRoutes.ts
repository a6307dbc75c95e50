import { matchPath } from 'react-router';
import { codeScreenRoutes, detailEditorScreenRoutes, screenRoutes } from '../../metadata/routeTable';
import { CODE_BOOK_PAGE_PATTERNS } from '../codeBooks/codeBookMetadata';

/** Paths of the shell's own pages inside the main layout. */
export const SHELL_PAGE_PATHS = ['/dashboard', '/zmluva/zalozenie-zmluvy', '/faq', '/start-process/:typ', '/activities/:step/:activityId', '/retazenie-odchylok', '/kontrola-eic', '/semafor'] as const;

/** A route path with exactly one leading slash. */
export function normalizeRoutePath(path: string): string {
  return `/${path.replace(/^\/+/, '')}`;
}

/** Every route pattern the main layout registers: the shell's pages and the entity screens. */
export function registeredPatterns(): string[] {
  return [...SHELL_PAGE_PATHS, ...CODE_BOOK_PAGE_PATTERNS, ...screenRoutes.map((route) => normalizeRoutePath(route.path)), ...codeScreenRoutes.map((route) => normalizeRoutePath(route.path)), ...detailEditorScreenRoutes.map((route) => normalizeRoutePath(route.path))];
}

/** True when a concrete path (e.g. a menu entry) is served by one of the patterns. */
export function isRegisteredPath(patterns: readonly string[], path: string): boolean {
  return patterns.some((pattern) => matchPath({ path: pattern, end: true }, path) !== null);
}
