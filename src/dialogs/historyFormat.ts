import type { ColumnFormat, EntityMetadata } from '../../engine/core/metadata';
import { toColumnDef } from '../../engine/core/metadata';

/** Detail widgets whose stored value has a display format of its own. */
const WIDGET_FORMATS: Record<string, ColumnFormat> = {
  percent: 'percent',
  date: 'date',
  // History stores timestamps with the database session's offset; shown in the user's zone like a column.
  'date-time': 'datetime',
};

/** How a field's values are shown in the history: the format of its search column, else of its detail widget. */
export function historyFormatOf(meta: EntityMetadata, field: string): ColumnFormat | undefined {
  const column = meta.search.columns.map(toColumnDef).find((c) => c.key === field);
  if (column?.format) return column.format;
  const widget = meta.detail.fields?.[field]?.widget;
  return widget ? WIDGET_FORMATS[widget] : undefined;
}
