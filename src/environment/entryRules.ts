/** The identity role of a visitor who may only create a contract (spec 1). */
export const VISITOR_ROLE = 'EDC.NAVSTEVNIK.IDENTITA';

/** Where a visitor-only user lands (and, with VISITOR_PAGES, what such a user may open). */
export const VISITOR_HOME = '/zmluva/zalozenie-zmluvy';

/**
 * Pages a visitor-only user may open besides contract creation: registering a participant, asking
 * to be linked to an existing one (the server lets the visitor start both), and their steps.
 */
const VISITOR_PAGES = [/^\/start-process\/ucastnik-trhu(-prepojenie)?$/, /^\/activities\/[a-z-]+\/\d+$/];

/** Where every other user lands. */
export const DEFAULT_HOME = '/dashboard';

/**
 * True when the visitor identity role is the user's only application role.
 * Roles outside the application (no `EDC.` prefix, e.g. an identity provider's defaults) do not count.
 */
export function isVisitorOnly(roles: readonly string[]): boolean {
  const appRoles = roles.filter((role) => role.startsWith('EDC.'));
  return appRoles.length > 0 && appRoles.every((role) => role === VISITOR_ROLE);
}

/** The page the entry path `/` redirects to (spec 2.2). */
export function entryPath(roles: readonly string[]): string {
  return isVisitorOnly(roles) ? VISITOR_HOME : DEFAULT_HOME;
}

/** Where a user must be sent instead of `pathname`, or undefined when the path is allowed. */
export function restrictedRedirect(roles: readonly string[], pathname: string): string | undefined {
  if (!isVisitorOnly(roles)) return undefined;
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === VISITOR_HOME || VISITOR_PAGES.some((page) => page.test(path)) ? undefined : VISITOR_HOME;
}
