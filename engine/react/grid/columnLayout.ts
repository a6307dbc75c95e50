import type { CSSProperties } from 'react';
import classes from './GridTable.module.css';

/** Columns that get a width class (.c0 … .c39 in GridTable.module.css); later ones get it inline. */
const CLASSED_COLUMNS = 40;

/** What a cell of one column carries: its classes and, past the classed columns, its flex inline. */
export interface ColumnCellProps {
  className: string;
  style?: CSSProperties;
}

/**
 * The column widths of a grid as CSS variables on its table, and the minimum width of the table.
 * It keeps the look of a fixed table layout: each column starts at its width; spare width goes
 * to the columns without a width in equal parts or, when every column has one, to all of them
 * in proportion to their widths. When the columns overflow, a column without a width keeps its
 * padding only, as in a fixed table.
 */
export function columnLayout(widths: readonly (number | undefined)[]): CSSProperties {
  const anyAuto = widths.some((w) => w === undefined);
  const vars: Record<string, string | number> = {};
  let fixed = 0;
  let auto = 0;
  widths.forEach((w, i) => {
    vars[`--gw${i}`] = `${w ?? 0}px`;
    vars[`--gg${i}`] = w === undefined ? 1 : anyAuto ? 0 : w;
    if (w === undefined) auto += 1;
    else fixed += w;
  });
  // A cell's padding is spacing-xs on each side (GridTable.module.css).
  vars['--grid-min-width'] = `calc(${fixed}px + ${auto} * 2 * var(--mantine-spacing-xs))`;
  return vars as CSSProperties;
}

/** The class (and, past the classed columns, the inline flex) of the cells of the column at `index`. */
export function columnCellProps(base: string, index: number): ColumnCellProps {
  if (index < CLASSED_COLUMNS) return { className: `${base} ${classes[`c${index}`] ?? ''}` };
  return { className: base, style: { flex: `var(--gg${index}) 0 var(--gw${index})` } };
}
