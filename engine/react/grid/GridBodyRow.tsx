import { memo } from 'react';
import { cellMarks, rowState } from '../../core/grid';
import type { ColumnCellProps } from './columnLayout';
import classes from './GridTable.module.css';
import type { GridColumn, GridRow } from './types';

export interface GridBodyRowProps {
  row: GridRow;
  id: string;
  columns: readonly GridColumn[];
  /** Per column (same order): the cell's width class; with a selection column, it is the first. */
  cells: readonly ColumnCellProps[];
  /** Selected (with a selection column), else undefined. */
  selected: boolean | undefined;
  active: boolean;
  interactive: boolean;
  selectLabel: string;
  onToggle: (id: string) => void;
}

/** Stops a click on the check-box from also clicking the row. */
const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

/**
 * One body row: plain elements, one class per cell, memoized so a selection, a loading flag or a
 * hover elsewhere re-renders only the rows that changed. Clicks and keys are handled once on the
 * body (see GridTable), not by closures on every row.
 */
export const GridBodyRow = memo(function GridBodyRow({ row, id, columns, cells, selected, active, interactive, selectLabel, onToggle }: GridBodyRowProps) {
  const state = rowState(row);
  const marks = cellMarks(row);
  const offset = selected === undefined ? 0 : 1;
  return (
    <tr
      className={classes.row}
      tabIndex={interactive ? 0 : undefined}
      aria-selected={selected ?? (active || undefined)}
      data-row-id={id}
      data-row-state={state}
      data-active={active || undefined}
      data-interactive={interactive || undefined}
    >
      {selected !== undefined && (
        <td {...cells[0]} onClick={stop}>
          <input type="checkbox" className={classes.check} aria-label={selectLabel} checked={selected} onChange={() => onToggle(id)} />
        </td>
      )}
      {columns.map((col, i) => (
        <td key={col.id} {...cells[i + offset]} data-mark={marks[col.id]}>
          {col.render(row)}
        </td>
      ))}
    </tr>
  );
});
