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

/**
 * Per column, how many characters of plain text surely fit in its cell without clipping: the
 * column's width less its padding (spacing-xs, 0.625rem, each side), at one em (the cells'
 * font-size sm, 0.875rem) per character, which no letter, digit or sign of the UI's fonts
 * exceeds. Such cells skip the clip (GridTable.module.css .fits): a clip per cell breaks the
 * page's paint into a chunk per cell, and the browser spends more painting and layering those
 * than on the cells themselves. A column without a width gets 0 (always clipped).
 */
export function textFitChars(widths: readonly (number | undefined)[], remPx: number): number[] {
  return widths.map((w) => (w === undefined ? 0 : Math.max(0, Math.floor((w - 2 * 0.625 * remPx) / (0.875 * remPx)))));
}

/** The root font size in px (rem), 16 where the browser does not say. */
export function rootRemPx(): number {
  const size = typeof document === 'undefined' ? NaN : Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(size) && size > 0 ? size : 16;
}
