/**
 * Row states (new, deleted, modified) and cell marks (new, delete, change) from the
 * modification metadata a row carries. Rows hold them in two reserved properties so any
 * API (or the editor grid, for unsaved rows) can supply them.
 */

/** State of a whole row. */
export type RowState = 'new' | 'deleted' | 'modified';

/** Mark of one cell. */
export type CellMark = 'new' | 'delete' | 'change';

/** Reserved row property holding the row's state. */
export const ROW_STATE_PROP = '_rowState';

/**
 * Reserved row property holding modification metadata: either `{ field: mark }` or a list
 * `[{ field, type }]` where type is a CellMark (or 'insert'/'update'/'remove' synonyms).
 */
export const MODIFICATIONS_PROP = '_modifications';

const MARK_SYNONYMS: Record<string, CellMark> = {
  new: 'new',
  insert: 'new',
  added: 'new',
  delete: 'delete',
  deleted: 'delete',
  remove: 'delete',
  change: 'change',
  changed: 'change',
  update: 'change',
  modified: 'change',
};

function markOf(value: unknown): CellMark | undefined {
  return typeof value === 'string' ? MARK_SYNONYMS[value.toLowerCase()] : undefined;
}

/** Cell marks of a row by field; empty when the row has no modification metadata. */
export function cellMarks(row: Readonly<Record<string, unknown>>): Record<string, CellMark> {
  const raw = row[MODIFICATIONS_PROP];
  const marks: Record<string, CellMark> = {};
  if (Array.isArray(raw)) {
    for (const item of raw) {
      if (typeof item !== 'object' || item === null) continue;
      const { field, type } = item as { field?: unknown; type?: unknown };
      const mark = markOf(type);
      if (typeof field === 'string' && mark) marks[field] = mark;
    }
  } else if (typeof raw === 'object' && raw !== null) {
    for (const [field, value] of Object.entries(raw)) {
      const mark = markOf(value);
      if (mark) marks[field] = mark;
    }
  }
  return marks;
}

/**
 * A row's state: the explicit one when set, else derived from its marks (all cells new → new,
 * all delete → deleted, any mark → modified).
 */
export function rowState(row: Readonly<Record<string, unknown>>): RowState | undefined {
  const explicit = row[ROW_STATE_PROP];
  if (explicit === 'new' || explicit === 'deleted' || explicit === 'modified') return explicit;
  const marks = Object.values(cellMarks(row));
  if (marks.length === 0) return undefined;
  if (marks.every((m) => m === 'new')) return 'new';
  if (marks.every((m) => m === 'delete')) return 'deleted';
  return 'modified';
}
