import type { Activity } from './types';

/**
 * Which step screen shows an activity type (spec 2.3), as data:
 * - `types`: full activity type, or a last dotted segment used when the full type is unknown;
 * - `processTypes`: per process type code, types whose screen depends on the process (portal);
 * - `scenarios`: per scenario (e.g. VYROBA_11_KW), types whose screen the scenario replaces.
 */
export interface ActivityStepMap {
  types: Readonly<Record<string, string>>;
  processTypes?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  scenarios?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** The error text of an unmapped type (spec 2.3 and 8). */
export const NO_SCREEN_MESSAGE = 'No screen found for activity';

/** Thrown when no step serves an activity's type. */
export class NoScreenError extends Error {
  readonly activityType: string;
  constructor(activityType: string) {
    super(NO_SCREEN_MESSAGE);
    this.name = 'NoScreenError';
    this.activityType = activityType;
  }
}

/** The last dotted segment of a type (`ZMLUVA.KT.SCHVALENIE` → `SCHVALENIE`). */
export function lastSegment(type: string): string {
  const at = type.lastIndexOf('.');
  return at < 0 ? type : type.slice(at + 1);
}

/**
 * The step of an activity type. The scenario's overrides win, then the process-qualified types,
 * then the plain types; in each, the full type before its last dotted segment. Throws NoScreenError.
 */
export function stepForType(
  map: ActivityStepMap,
  activityType: string,
  context: { scenario?: string | null; processType?: string | null } = {},
): string {
  const scenario = context.scenario ? map.scenarios?.[context.scenario] : undefined;
  const process = context.processType ? map.processTypes?.[context.processType] : undefined;
  const own = (key: string) => (Object.hasOwn(map.types, key) ? map.types[key] : undefined);
  const from = (table: Readonly<Record<string, string>> | undefined, key: string) =>
    table && Object.hasOwn(table, key) ? table[key] : undefined;
  const keys = [activityType, lastSegment(activityType)];
  for (const table of [scenario, process]) {
    for (const key of keys) {
      const step = from(table, key);
      if (step) return step;
    }
  }
  for (const key of keys) {
    const step = own(key);
    if (step) return step;
  }
  throw new NoScreenError(activityType);
}

/** Where opening an activity leads. */
export type ActivityTarget =
  | { kind: 'step'; step: string; path: string }
  | { kind: 'redirect'; path: string; message: string }
  | { kind: 'error'; message: string };

/** What an app path is: the location inside the basename, as react-router sees it. */
export interface AppLocation {
  /** Page origin, e.g. `http://localhost:8080`. */
  origin: string;
  /** Variant basename without trailing slash, e.g. `/portal/ui`. */
  basename: string;
}

/**
 * A path inside the application from a `ref` or a referer, or undefined when it points elsewhere.
 * Accepts app-relative paths (`/dashboard?x=1`) and absolute URLs of this origin under the basename;
 * rejects protocol-relative (`//evil`), backslash tricks, other origins and schemes.
 */
export function appPathOf(value: string | null | undefined, location?: AppLocation): string | undefined {
  if (!value) return undefined;
  const text = value.trim();
  // Control characters and backslashes are never part of our paths (browsers read `\\` as `/`).
  if ([...text].some((ch) => ch.charCodeAt(0) < 0x20 || ch === '\\')) return undefined;
  if (text.startsWith('/') && !text.startsWith('//')) {
    if (!location) return text;
    // A path carrying the basename (e.g. from document.referrer's pathname) is made relative.
    return stripBase(text, location.basename) ?? text;
  }
  if (!location || !/^https?:\/\//i.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.origin !== location.origin) return undefined;
  return stripBase(`${url.pathname}${url.search}${url.hash}`, location.basename);
}

function stripBase(path: string, basename: string): string | undefined {
  const base = basename.replace(/\/+$/, '');
  if (base === '') return path;
  if (path === base) return '/';
  if (path.startsWith(`${base}/`) || path.startsWith(`${base}?`)) {
    const rest = path.slice(base.length);
    return rest.startsWith('/') ? rest : `/${rest}`;
  }
  return undefined;
}

/** The route of a step: `/activities/{step}/{activityId}?ref=...` (ref omitted when empty). */
export function activityPath(step: string, activityId: number | string, ref?: string | null): string {
  const path = `/activities/${encodeURIComponent(step)}/${encodeURIComponent(String(activityId))}`;
  const safeRef = appPathOf(ref ?? undefined);
  return safeRef ? `${path}?ref=${encodeURIComponent(safeRef)}` : path;
}

/** Where to go back to from a step: the `ref` when it is a same-app path, else the fallback. */
export function returnPath(ref: string | null | undefined, fallback = '/'): string {
  return appPathOf(ref) ?? fallback;
}

/**
 * Where an activity opens (spec 2.3 and 4.4): its type's step; with no type but a message, its
 * referer when that lies inside the application, else the root; with neither, the error.
 */
export function activityTarget(
  map: ActivityStepMap,
  activity: Pick<Activity, 'activityId' | 'activityType' | 'scenario' | 'processType' | 'message' | 'referer'>,
  options: { ref?: string | null; location?: AppLocation } = {},
): ActivityTarget {
  const type = activity.activityType?.trim();
  if (!type) {
    if (activity.message) {
      return { kind: 'redirect', path: appPathOf(activity.referer, options.location) ?? '/', message: activity.message };
    }
    return { kind: 'error', message: NO_SCREEN_MESSAGE };
  }
  try {
    const step = stepForType(map, type, { scenario: activity.scenario, processType: activity.processType?.code });
    return { kind: 'step', step, path: activityPath(step, activity.activityId, options.ref) };
  } catch (error) {
    if (error instanceof NoScreenError) return { kind: 'error', message: NO_SCREEN_MESSAGE };
    throw error;
  }
}
