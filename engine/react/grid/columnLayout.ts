import type { CSSProperties } from 'react';
import type { ColumnWidth } from './columnWidths';
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
 * Each column starts at its width (columnWidths) and never shrinks below it: when the columns do
 * not fit, the table is wider than its container and the grid scrolls sideways. Spare width goes
 * to the columns that grow (long texts) in equal parts or, when none grows, to all of them in
 * proportion to their widths.
 */
export function columnLayout(columns: readonly ColumnWidth[]): CSSProperties {
  const anyGrows = columns.some((c) => c.grows);
  const vars: Record<string, string | number> = {};
  let total = 0;
  columns.forEach((c, i) => {
    vars[`--gw${i}`] = `${c.width}px`;
    vars[`--gg${i}`] = c.grows ? 1 : anyGrows ? 0 : c.width;
    total += c.width;
  });
  vars['--grid-min-width'] = `${total}px`;
  return vars as CSSProperties;
}

/** The class (and, past the classed columns, the inline flex) of the cells of the column at `index`. */
export function columnCellProps(base: string, index: number): ColumnCellProps {
  if (index < CLASSED_COLUMNS) return { className: `${base} ${classes[`c${index}`] ?? ''}` };
  return { className: base, style: { flex: `var(--gg${index}) 0 var(--gw${index})` } };
}

/**
 * Per column, how many characters of plain text surely fit in its cell without clipping: the
 * column's width (it never gets narrower) less its padding (spacing-xs, 0.625rem, each side), at
 * one em (the cells' font-size sm, 0.875rem) per character, which no letter, digit or sign of the
 * UI's fonts exceeds. Such cells skip the clip (GridTable.module.css .fits): a clip per cell breaks
 * the page's paint into a chunk per cell, and the browser spends more painting and layering those
 * than on the cells themselves.
 */
export function textFitChars(columns: readonly ColumnWidth[], remPx: number): number[] {
  return columns.map((c) => Math.max(0, Math.floor((c.width - 2 * 0.625 * remPx) / (0.875 * remPx))));
}

/** The root font size in px (rem), 16 where the browser does not say. */
export function rootRemPx(): number {
  const size = typeof document === 'undefined' ? NaN : Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(size) && size > 0 ? size : 16;
}
