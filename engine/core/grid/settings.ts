/**
 * Grid settings a user changes and the browser remembers per route and grid: column order,
 * hidden columns and widths. Stored as `version: 2`; anything older or unknown is migrated
 * or dropped, never trusted.
 */

/** Current version of the stored shape. */
export const GRID_SETTINGS_VERSION = 2;

/** Narrowest a column may be resized to (px). */
export const MIN_COLUMN_WIDTH = 40;

/** Widest a column may be resized to (px). */
export const MAX_COLUMN_WIDTH = 2000;

/** What is stored per route and grid. */
export interface GridSettings {
  version: typeof GRID_SETTINGS_VERSION;
  /** Every column id in display order. */
  order: string[];
  /** Ids of hidden columns. */
  hidden: string[];
  /** Widths set by resizing, by column id (px). */
  widths: Record<string, number>;
}

/** localStorage key of a grid's settings: one per route and grid. */
export function gridSettingsStorageKey(pathname: string, gridId: string): string {
  return `edc.grid.settings:${pathname}:${gridId}`;
}

/** Settings that show every column in metadata order at its default width. */
export function defaultGridSettings(columnIds: readonly string[]): GridSettings {
  return { version: GRID_SETTINGS_VERSION, order: [...columnIds], hidden: [], widths: {} };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function clampWidth(width: number): number {
  return Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, Math.round(width)));
}

function widthMap(value: unknown): Record<string, number> {
  const widths: Record<string, number> = {};
  if (!isRecord(value)) return widths;
  for (const [id, width] of Object.entries(value)) {
    if (typeof width === 'number' && Number.isFinite(width) && width > 0) widths[id] = clampWidth(width);
  }
  return widths;
}

/**
 * Version 1 kept one entry per column: `{ columns: [{ id, visible, width }] }`.
 * It is the only older shape known; it maps one to one onto version 2.
 */
function fromVersion1(raw: Record<string, unknown>): Omit<GridSettings, 'version'> | undefined {
  if (!Array.isArray(raw.columns)) return undefined;
  const order: string[] = [];
  const hidden: string[] = [];
  const widths: Record<string, number> = {};
  for (const entry of raw.columns) {
    if (!isRecord(entry) || typeof entry.id !== 'string') continue;
    order.push(entry.id);
    if (entry.visible === false) hidden.push(entry.id);
    if (typeof entry.width === 'number' && Number.isFinite(entry.width) && entry.width > 0) widths[entry.id] = clampWidth(entry.width);
  }
  return { order, hidden, widths };
}

/**
 * Reads stored settings of any version and fits them to the grid's current columns: unknown
 * ids are dropped, new columns are appended in metadata order, and at least one column stays
 * visible. Garbage yields the defaults.
 */
export function migrateGridSettings(raw: unknown, columnIds: readonly string[]): GridSettings {
  let parsed: Omit<GridSettings, 'version'> | undefined;
  if (isRecord(raw)) {
    if (raw.version === GRID_SETTINGS_VERSION) {
      parsed = { order: stringList(raw.order), hidden: stringList(raw.hidden), widths: widthMap(raw.widths) };
    } else if (raw.version === 1 || raw.version === undefined) {
      parsed = fromVersion1(raw);
    }
  }
  if (!parsed) return defaultGridSettings(columnIds);
  return normalizeGridSettings({ version: GRID_SETTINGS_VERSION, ...parsed }, columnIds);
}

/** Fits settings to the current columns (see migrateGridSettings). */
export function normalizeGridSettings(settings: GridSettings, columnIds: readonly string[]): GridSettings {
  const known = new Set(columnIds);
  const order = [...new Set(settings.order.filter((id) => known.has(id)))];
  for (const id of columnIds) if (!order.includes(id)) order.push(id);
  let hidden = [...new Set(settings.hidden.filter((id) => known.has(id)))];
  // A grid with every column hidden cannot be used (nor its chooser found): show them all.
  if (hidden.length >= order.length) hidden = [];
  const widths: Record<string, number> = {};
  for (const [id, width] of Object.entries(settings.widths)) if (known.has(id)) widths[id] = clampWidth(width);
  return { version: GRID_SETTINGS_VERSION, order, hidden, widths };
}

/** Shows or hides a column; the last visible column cannot be hidden. */
export function setColumnHidden(settings: GridSettings, id: string, hide: boolean): GridSettings {
  const isHidden = settings.hidden.includes(id);
  if (hide === isHidden || !settings.order.includes(id)) return settings;
  if (hide) {
    const visible = settings.order.filter((c) => !settings.hidden.includes(c));
    if (visible.length <= 1) return settings;
    return { ...settings, hidden: [...settings.hidden, id] };
  }
  return { ...settings, hidden: settings.hidden.filter((c) => c !== id) };
}

/** Moves a column by `delta` places (negative = left), clamped to the ends. */
export function moveColumn(settings: GridSettings, id: string, delta: number): GridSettings {
  const from = settings.order.indexOf(id);
  if (from < 0 || delta === 0) return settings;
  const to = Math.min(settings.order.length - 1, Math.max(0, from + delta));
  if (to === from) return settings;
  const order = [...settings.order];
  order.splice(from, 1);
  order.splice(to, 0, id);
  return { ...settings, order };
}

/** Moves a column to the place of another (drag and drop). */
export function moveColumnTo(settings: GridSettings, id: string, targetId: string): GridSettings {
  const target = settings.order.indexOf(targetId);
  const from = settings.order.indexOf(id);
  if (target < 0 || from < 0) return settings;
  return moveColumn(settings, id, target - from);
}

/** Sets a column's width, clamped to MIN_COLUMN_WIDTH..MAX_COLUMN_WIDTH. */
export function setColumnWidth(settings: GridSettings, id: string, width: number): GridSettings {
  if (!settings.order.includes(id) || !Number.isFinite(width)) return settings;
  return { ...settings, widths: { ...settings.widths, [id]: clampWidth(width) } };
}

/** Visible column ids in display order. */
export function visibleColumnIds(settings: GridSettings): string[] {
  return settings.order.filter((id) => !settings.hidden.includes(id));
}

/** Whether settings differ from the defaults (the chooser's reset is enabled then). */
export function isCustomized(settings: GridSettings, columnIds: readonly string[]): boolean {
  return (
    settings.hidden.length > 0 ||
    Object.keys(settings.widths).length > 0 ||
    settings.order.some((id, index) => columnIds[index] !== id)
  );
}
