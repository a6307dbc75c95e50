import type { ColumnFormat } from '../../core/metadata';

/**
 * The least width (px) of a column of long texts (names, file names, e-mails): such columns take
 * the width left over, and when the grid is narrow they keep this much and the grid scrolls
 * instead of squeezing them to a letter.
 */
export const LONG_TEXT_MIN_WIDTH = 200;

/** A cell's padding on each side (spacing-xs, 0.625rem; GridTable.module.css), in rem. */
const CELL_PADDING_REM = 0.625;

/** What a sorted header adds after its text (GridTable). */
export const SORT_MARK = ' ▲';

/**
 * The typical width (px, padding included) of a column's values by their format, for a column
 * whose metadata declares no width: dates and times, amounts, enums, yes/no. Formats of long or
 * free text (text, person, legal entity, field value) have none: they take the leftover width.
 */
export function typicalColumnWidth(format: ColumnFormat | undefined): number | undefined {
  switch (format) {
    case 'date':
      return 120; // 31. 12. 2026
    case 'datetime':
      return 170; // 31. 12. 2026 23:59
    case 'number0':
    case 'percent':
      return 100;
    case 'number2':
    case 'number3':
    case 'number6':
    case 'eur':
      return 140; // 1 234 567,890
    case 'boolean':
      return 90;
    case 'enum':
    case 'fieldLabel':
    case 'document':
      return 150;
    case 'enumList':
      return 220;
    default:
      return undefined;
  }
}

/** One column as the layout takes it: its width (px) and whether it takes a share of the leftover width. */
export interface ColumnWidth {
  width: number;
  grows: boolean;
}

/** What the grid knows of a column when it lays it out. */
export interface WidthInput {
  /** The header's text as shown. */
  header: string;
  /** A header click sorts: the sort mark is reserved. */
  sortable: boolean;
  /** The column's default width (metadata or its format's); undefined for long texts. */
  width?: number;
  /** The width the user set by dragging, kept as it is. */
  userWidth?: number;
}

/**
 * The width each column starts at. A width the user set stays as it is. Otherwise the column is at
 * least as wide as its whole header (text, sort mark and padding, measured by `textWidth`), so no
 * header is cut at the default widths; a column of long texts starts at LONG_TEXT_MIN_WIDTH and
 * takes the leftover width.
 */
export function columnWidths(columns: readonly WidthInput[], textWidth: (text: string) => number, remPx: number): ColumnWidth[] {
  return columns.map((col) => {
    if (col.userWidth !== undefined) return { width: col.userWidth, grows: false };
    const header = col.header === '' ? 0 : Math.ceil(textWidth(col.sortable ? col.header + SORT_MARK : col.header)) + 1;
    const need = header + Math.ceil(2 * CELL_PADDING_REM * remPx);
    if (col.width === undefined) return { width: Math.max(LONG_TEXT_MIN_WIDTH, need), grows: true };
    return { width: Math.max(col.width, need), grows: false };
  });
}
