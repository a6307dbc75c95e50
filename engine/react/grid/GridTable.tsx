import { memo, useCallback, useMemo, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Box, Checkbox, LoadingOverlay, Table, UnstyledButton } from '@mantine/core';
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
import { cellMarks, rowState, setColumnWidth } from '../../core/grid';
import type { RqlSort } from '../../core/rql';
import classes from './GridTable.module.css';
import { ROW_HEIGHT, SELECT_COLUMN_WIDTH } from './gridConstants';
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

interface BodyRowProps {
  row: GridRow;
  id: string;
  columns: readonly GridColumn[];
  /** Selected (with a selection column), else undefined. */
  selected: boolean | undefined;
  active: boolean;
  interactive: boolean;
  selectLabel: string;
  onToggle: (id: string) => void;
}

/**
 * One body row: plain elements, memoized so a selection, a loading flag or a hover elsewhere
 * re-renders only the rows that changed. Clicks and keys are handled once on the body (see
 * GridTable), not by three closures on every row.
 */
const BodyRow = memo(function BodyRow({ row, id, columns, selected, active, interactive, selectLabel, onToggle }: BodyRowProps) {
  const state = rowState(row);
  const marks = cellMarks(row);
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
        <td className={classes.cell} onClick={(event) => event.stopPropagation()}>
          <Checkbox size="xs" aria-label={selectLabel} checked={selected} onChange={() => onToggle(id)} />
        </td>
      )}
      {columns.map((col) => (
        <td key={col.id} className={classes.cell} data-mark={marks[col.id]}>
          {col.render(row)}
        </td>
      ))}
    </tr>
  );
});

/** The body row an event came from (its id), or undefined. */
function rowIdOf(target: EventTarget): string | undefined {
  return (target as Element).closest?.('tr[data-row-id]')?.getAttribute('data-row-id') ?? undefined;
}

/**
 * The engine's grid: TanStack Table (sorting, ordering, visibility, selection) rendered with
 * Mantine. Every slice of state is owned by the caller; the grid only renders it and reports
 * changes. Rows are 35 px high; row states and cell marks come from the rows' modification metadata.
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

  const widthOf = (id: string): number | undefined => {
    if (id === SELECT_COLUMN_ID) return SELECT_COLUMN_WIDTH;
    return settings.widths[id] ?? [...leadingColumns, ...columns].find((c) => c.id === id)?.width;
  };
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
  const bodyColumns = useMemo(() => {
    const byId = new Map([...leadingColumns, ...columns].map((c) => [c.id, c]));
    return visibleLeafIds
      .split('\u0000')
      .map((id) => byId.get(id))
      .filter((c): c is GridColumn => c !== undefined);
  }, [visibleLeafIds, leadingColumns, columns]);
  const visibleColumnCount = table.getVisibleLeafColumns().length;
  const selectLabel = t('grid.selection.row');
  const interactive = props.onRowClick !== undefined || props.onRowDoubleClick !== undefined;
  return (
    <Box pos="relative">
      <LoadingOverlay visible={loading} zIndex={10} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': t('engine.grid.loading') }} />
      <Table.ScrollContainer minWidth={600} type="native">
        <Table withTableBorder aria-label={props.label} aria-busy={loading} style={{ tableLayout: 'fixed' }}>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id} style={{ height: ROW_HEIGHT }}>
                {group.headers.map((header) => {
                  const id = header.column.id;
                  const width = widthOf(id);
                  if (id === SELECT_COLUMN_ID) {
                    return (
                      <Table.Th key={header.id} style={{ width }}>
                        <Checkbox
                          size="xs"
                          aria-label={t('grid.selection.all')}
                          checked={pageIds.length > 0 && selectedOnPage === pageIds.length}
                          indeterminate={selectedOnPage > 0 && selectedOnPage < pageIds.length}
                          onChange={toggleAll}
                        />
                      </Table.Th>
                    );
                  }
                  const dir = header.column.getIsSorted();
                  return (
                    <Table.Th
                      key={header.id}
                      aria-sort={header.column.getCanSort() ? ariaSort(dir) : undefined}
                      data-column-id={id}
                      style={{ width, position: 'relative', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                    >
                      {header.column.getCanSort() && props.onSort ? (
                        <UnstyledButton fw={700} fz="sm" onClick={() => props.onSort?.(id)}>
                          <table.FlexRender header={header} />
                          {dir === 'asc' ? ' ▲' : dir === 'desc' ? ' ▼' : ''}
                        </UnstyledButton>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                      {resizable(id) && (
                        <ResizeHandle
                          label={t('grid.column.resize', { column: String(header.column.columnDef.header ?? id) })}
                          width={width ?? 150}
                          onResize={(w) => props.onSettingsChange?.(setColumnWidth(settings, id, w))}
                        />
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody onClick={onBodyClick} onDoubleClick={onBodyDoubleClick} onKeyDown={onBodyKey}>
            {visibleRows.length === 0 ? (
              <Table.Tr style={{ height: ROW_HEIGHT }}>
                <Table.Td colSpan={visibleColumnCount} ta="center" c="dimmed">
                  {loading ? t('engine.grid.loading') : (props.emptyText ?? t('engine.grid.empty'))}
                </Table.Td>
              </Table.Tr>
            ) : (
              visibleRows.map((row) => (
                <BodyRow
                  key={row.id}
                  row={row.original}
                  id={row.id}
                  columns={bodyColumns}
                  selected={selection ? row.getIsSelected() : undefined}
                  active={props.activeRowId === row.id}
                  interactive={interactive}
                  selectLabel={selectLabel}
                  onToggle={toggleRow}
                />
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
});
