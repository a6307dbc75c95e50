import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Box, LoadingOverlay, Table, UnstyledButton } from '@mantine/core';
import {
  columnOrderingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import type { ColumnVisibilityState, RowSelectionState, SortingState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { GridSettings } from '../../core/grid';
import { setColumnWidth } from '../../core/grid';
import type { RqlSort } from '../../core/rql';
import { columnCellProps, columnLayout, rootRemPx, textFitChars } from './columnLayout';
import { columnWidths, LONG_TEXT_MIN_WIDTH, SORT_MARK } from './columnWidths';
import type { WidthInput } from './columnWidths';
import { GridBodyRow } from './GridBodyRow';
import { useFirstFrameRows } from './useFirstFrameRows';
import classes from './GridTable.module.css';
import { SELECT_COLUMN_WIDTH } from './gridConstants';
import { headerTextWidth } from './headerTextWidth';
import { ResizeHandle } from './ResizeHandle';
import type { GridColumn, GridRow } from './types';

const features = tableFeatures({ rowSortingFeature, columnOrderingFeature, columnVisibilityFeature, rowSelectionFeature });
const helper = createColumnHelper<typeof features, GridRow>();

/** Id of the selection check-box column. */
export const SELECT_COLUMN_ID = '__select';

/** Row selection the host owns (ids of selected rows). */
export interface GridSelection {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
}

export interface GridTableProps {
  /** Accessible name of the table. */
  label: string;
  columns: readonly GridColumn[];
  rows: readonly GridRow[];
  getRowId: (row: GridRow, index: number) => string;
  /** Column order, visibility and widths. */
  settings: GridSettings;
  /** Called when a column is resized. */
  onSettingsChange?: (settings: GridSettings) => void;
  /** Server sort shown in the headers. */
  sort?: readonly RqlSort[];
  /** Header click on a sortable column. */
  onSort?: (field: string) => void;
  /** Shows a check-box column with select-all on the page. */
  selection?: GridSelection;
  /** Columns before the data columns that the chooser does not manage (e.g. edit buttons). */
  leadingColumns?: readonly GridColumn[];
  onRowClick?: (row: GridRow) => void;
  onRowDoubleClick?: (row: GridRow) => void;
  /** Highlighted row (e.g. the one open in an editor). */
  activeRowId?: string;
  /** A fetch is running. */
  loading: boolean;
  /** Extra content in the empty row instead of the default text. */
  emptyText?: ReactNode;
}

function ariaSort(dir: false | 'asc' | 'desc'): 'ascending' | 'descending' | 'none' {
  if (dir === 'asc') return 'ascending';
  if (dir === 'desc') return 'descending';
  return 'none';
}

/** The body row an event came from (its id), or undefined. */
function rowIdOf(target: EventTarget): string | undefined {
  return (target as Element).closest?.('tr[data-row-id]')?.getAttribute('data-row-id') ?? undefined;
}

/**
 * The engine's grid: TanStack Table (sorting, ordering, visibility, selection) rendered with
 * Mantine's table look. Every slice of state is owned by the caller; the grid only renders it and
 * reports changes. Rows are 35 px high; row states and cell marks come from the rows' modification
 * metadata. Column widths start from the content (columnWidths) and are CSS variables on the table
 * (see columnLayout); when they do not fit, the grid scrolls sideways.
 */
export const GridTable = memo(function GridTable(props: GridTableProps) {
  const { t } = useTranslation();
  const { columns, rows, settings, selection, leadingColumns = [], loading } = props;

  const tableColumns = useMemo(() => {
    const all = [...leadingColumns, ...columns];
    const cols = all.map((col) =>
      helper.accessor((row: GridRow) => row[col.id], {
        id: col.id,
        header: col.header,
        enableSorting: col.sortable === true,
        cell: (info) => col.render(info.row.original),
      }),
    );
    if (selection) {
      cols.unshift(helper.accessor((): unknown => null, { id: SELECT_COLUMN_ID, header: '', enableSorting: false, cell: () => null }));
    }
    return cols;
  }, [columns, leadingColumns, selection]);

  const sorting: SortingState = useMemo(() => (props.sort ?? []).map((s) => ({ id: s.field, desc: s.dir === 'desc' })), [props.sort]);
  const columnOrder = useMemo(
    () => [...(selection ? [SELECT_COLUMN_ID] : []), ...leadingColumns.map((c) => c.id), ...settings.order],
    [selection, leadingColumns, settings.order],
  );
  const columnVisibility: ColumnVisibilityState = useMemo(
    () => Object.fromEntries(settings.hidden.map((id) => [id, false])),
    [settings.hidden],
  );
  const rowSelection: RowSelectionState = useMemo(
    () => Object.fromEntries([...(selection?.selected ?? [])].map((id) => [id, true as const])),
    [selection?.selected],
  );
  const data = useMemo(() => [...rows], [rows]);

  const table = useTable({
    features,
    columns: tableColumns,
    data,
    state: { sorting, columnOrder, columnVisibility, rowSelection },
    manualSorting: true,
    enableMultiSort: false,
    enableRowSelection: Boolean(selection),
    getRowId: props.getRowId,
  });

  const resizable = (id: string) => props.onSettingsChange !== undefined && settings.order.includes(id);

  const pageIds = rows.map((row, index) => props.getRowId(row, index));
  const selectedOnPage = pageIds.filter((id) => selection?.selected.has(id)).length;
  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (selectedOnPage === pageIds.length) pageIds.forEach((id) => next.delete(id));
    else pageIds.forEach((id) => next.add(id));
    selection.onChange(next);
  };
  // Stable for the memoized rows; reads the selection of the latest render.
  const selectionRef = useRef(selection);
  selectionRef.current = selection;
  const toggleRow = useCallback((id: string) => {
    const current = selectionRef.current;
    if (!current) return;
    const next = new Set(current.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    current.onChange(next);
  }, []);

  const visibleRows = table.getRowModel().rows;
  // A new page shows the rows a viewport holds first, the rest right after that frame's paint.
  const { shown: shownRows, firstViewport } = useFirstFrameRows(pageIds, rows);
  // Row clicks, double clicks and Enter, handled once for the body.
  const rowOf = (target: EventTarget): GridRow | undefined => {
    const id = rowIdOf(target);
    return id === undefined ? undefined : visibleRows.find((r) => r.id === id)?.original;
  };
  const onBodyClick = (event: MouseEvent<HTMLTableSectionElement>) => {
    const row = props.onRowClick && rowOf(event.target);
    if (row) props.onRowClick?.(row);
  };
  const onBodyDoubleClick = (event: MouseEvent<HTMLTableSectionElement>) => {
    const row = props.onRowDoubleClick && rowOf(event.target);
    if (row) props.onRowDoubleClick?.(row);
  };
  const onBodyKey = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    // Only a focused row itself: Enter in its check-box or a link inside is theirs.
    if (event.key !== 'Enter' || !(event.target instanceof HTMLTableRowElement) || !event.target.hasAttribute('data-row-id')) return;
    const row = rowOf(event.target);
    if (!row) return;
    event.preventDefault();
    props.onRowClick?.(row);
  };

  // Cells render straight from the columns (in the table's order and visibility): cheaper than a
  // FlexRender per cell on a 100 x 20 page.
  const visibleLeafIds = table
    .getVisibleLeafColumns()
    .map((c) => c.id)
    .join('\u0000');
  // The same array while the visible columns stay, so the memoized rows can skip rendering.
  const columnsById = useMemo(() => new Map([...leadingColumns, ...columns].map((c) => [c.id, c])), [leadingColumns, columns]);
  const bodyColumns = useMemo(
    () =>
      visibleLeafIds
        .split('\u0000')
        .map((id) => columnsById.get(id))
        .filter((c): c is GridColumn => c !== undefined),
    [visibleLeafIds, columnsById],
  );
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const sortsOnClick = props.onSort !== undefined;
  const widthInputs = headers.map((h): WidthInput => {
    const id = h.column.id;
    if (id === SELECT_COLUMN_ID) return { header: '', sortable: false, width: SELECT_COLUMN_WIDTH };
    const col = columnsById.get(id);
    return { header: col?.header ?? id, sortable: sortsOnClick && col?.sortable === true, width: col?.width, userWidth: settings.widths[id] };
  });
  const widthKey = JSON.stringify(widthInputs);
  // The headers' font as the laid-out table has it. At the first render the component library's
  // theme variables may not be in the page yet, and the body then names the library's default
  // family, narrower here than the theme's: headers came out cut by a few px.
  const tableRef = useRef<HTMLTableElement>(null);
  const [fontFamily, setFontFamily] = useState<string>();
  useLayoutEffect(() => {
    const family = tableRef.current ? getComputedStyle(tableRef.current).fontFamily : '';
    if (family) setFontFamily(family);
  }, [widthKey]);
  // One set of variables and cell classes for the whole page while the widths stay.
  const widths = useMemo(() => {
    const remPx = rootRemPx();
    return columnWidths(JSON.parse(widthKey) as WidthInput[], headerTextWidth(remPx, fontFamily), remPx);
  }, [widthKey, fontFamily]);
  const layoutStyle = useMemo(() => columnLayout(widths), [widths]);
  const fits = useMemo(() => textFitChars(widths, rootRemPx()), [widths]);
  const columnCount = headers.length;
  const headCells = useMemo(() => Array.from({ length: columnCount }, (_, i) => columnCellProps(classes.th ?? '', i)), [columnCount]);
  const bodyCells = useMemo(() => Array.from({ length: columnCount }, (_, i) => columnCellProps(classes.cell ?? '', i)), [columnCount]);
  const selectLabel = t('grid.selection.row');
  const interactive = props.onRowClick !== undefined || props.onRowDoubleClick !== undefined;
  return (
    <Box pos="relative">
      <LoadingOverlay visible={loading} zIndex={10} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': t('engine.grid.loading') }} />
      <Table.ScrollContainer minWidth={600} type="native">
        <Table ref={tableRef} withTableBorder className={classes.table} style={layoutStyle} aria-label={props.label} aria-busy={loading}>
          <thead className={classes.head}>
            <tr className={classes.headRow}>
              {headers.map((header, i) => {
                const id = header.column.id;
                const cell = headCells[i];
                if (id === SELECT_COLUMN_ID) {
                  return (
                    <th key={header.id} {...cell}>
                      {/* The rows' plain check-box (GridBodyRow), not Mantine's Checkbox: a grid downloads none. */}
                      <input
                        type="checkbox"
                        className={classes.check}
                        aria-label={t('grid.selection.all')}
                        checked={pageIds.length > 0 && selectedOnPage === pageIds.length}
                        ref={(input) => {
                          if (input) input.indeterminate = selectedOnPage > 0 && selectedOnPage < pageIds.length;
                        }}
                        onChange={toggleAll}
                      />
                    </th>
                  );
                }
                const dir = header.column.getIsSorted();
                return (
                  <th key={header.id} {...cell} aria-sort={header.column.getCanSort() ? ariaSort(dir) : undefined} data-column-id={id}>
                    {header.column.getCanSort() && props.onSort ? (
                      <UnstyledButton fw={700} fz="sm" onClick={() => props.onSort?.(id)}>
                        <table.FlexRender header={header} />
                        {dir === 'asc' ? SORT_MARK : dir === 'desc' ? ' ▼' : ''}
                      </UnstyledButton>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                    {resizable(id) && (
                      <ResizeHandle
                        label={t('grid.column.resize', { column: String(header.column.columnDef.header ?? id) })}
                        width={widths[i]?.width ?? LONG_TEXT_MIN_WIDTH}
                        onResize={(w) => props.onSettingsChange?.(setColumnWidth(settings, id, w))}
                      />
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className={classes.body} onClick={onBodyClick} onDoubleClick={onBodyDoubleClick} onKeyDown={onBodyKey}>
            {visibleRows.length === 0 ? (
              <tr className={classes.row}>
                <td className={`${classes.cell} ${classes.wide}`}>
                  {loading ? t('engine.grid.loading') : (props.emptyText ?? t('engine.grid.empty'))}
                </td>
              </tr>
            ) : (
              visibleRows.slice(0, shownRows).map((row, index) => (
                <GridBodyRow
                  key={row.id}
                  row={row.original}
                  id={row.id}
                  columns={bodyColumns}
                  cells={bodyCells}
                  fits={fits}
                  far={index >= firstViewport}
                  selected={selection ? row.getIsSelected() : undefined}
                  active={props.activeRowId === row.id}
                  interactive={interactive}
                  selectLabel={selectLabel}
                  onToggle={toggleRow}
                />
              ))
            )}
          </tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
});
