import { memo, type ReactNode } from 'react';
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
  /** Per column (same order as cells): plain text up to this many characters is not clipped. */
  fits?: readonly number[];
  /** Past the first viewport: the browser may skip the row while it is off screen. */
  far?: boolean;
}

/** The cell's props: without the clip when its content is plain text that surely fits. */
function cellProps(cell: ColumnCellProps | undefined, content: ReactNode, fit: number | undefined): ColumnCellProps | undefined {
  if (cell === undefined || fit === undefined) return cell;
  const text = typeof content === 'string' ? content : typeof content === 'number' ? String(content) : undefined;
  return text !== undefined && text.length <= fit ? { ...cell, className: `${cell.className} ${classes.fits ?? ''}` } : cell;
}

/** Stops a click on the check-box from also clicking the row. */
const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

/**
 * One body row: plain elements, one class per cell, memoized so a selection, a loading flag or a
 * hover elsewhere re-renders only the rows that changed. Clicks and keys are handled once on the
 * body (see GridTable), not by closures on every row.
 */
export const GridBodyRow = memo(function GridBodyRow({ row, id, columns, cells, selected, active, interactive, selectLabel, onToggle, fits, far }: GridBodyRowProps) {
  const state = rowState(row);
  const marks = cellMarks(row);
  const offset = selected === undefined ? 0 : 1;
  return (
    <tr
      className={far ? `${classes.row} ${classes.far}` : classes.row}
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
      {columns.map((col, i) => {
        const content = col.render(row);
        return (
          <td key={col.id} {...cellProps(cells[i + offset], content, fits?.[i + offset])} data-mark={marks[col.id]}>
            {content}
          </td>
        );
      })}
    </tr>
  );
});
