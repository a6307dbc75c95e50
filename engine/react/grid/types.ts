import type { ReactNode } from 'react';

/** A grid row as the API returns it. */
export type GridRow = Record<string, unknown>;

/** One column the grid renders: already translated and formatted (metadata is resolved by the caller). */
export interface GridColumn {
  /** Column id: the API field, also the sort field. */
  id: string;
  /** Header text. */
  header: string;
  /** The cell's content for a row. */
  render: (row: GridRow) => ReactNode;
  /** Default width in px (before the user resizes); none for long texts, which take the leftover width. */
  width?: number;
  /** Whether a header click sorts. @default false */
  sortable?: boolean;
  /** Whether the column chooser may hide it. @default true */
  hideable?: boolean;
}
