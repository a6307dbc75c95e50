import { useMemo } from 'react';
import type { KeyboardEvent } from 'react';
import { Box, LoadingOverlay, Table, UnstyledButton } from '@mantine/core';
import { createColumnHelper, rowSortingFeature, tableFeatures, useTable } from '@tanstack/react-table';
import type { SortingState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { ColumnDef as ColumnMetadata } from '../../core/metadata';
import { columnLabelKey, toColumnDef } from '../../core/metadata';
import { formatCell } from '../format/formatCell';
import { useSearchContext } from './SearchContext';
import type { Row } from './useSearchController';

/** Grid row and header height (px), from the product's constants. */
export const ROW_HEIGHT = 35;

const features = tableFeatures({ rowSortingFeature });
const helper = createColumnHelper<typeof features, Row>();

function sortMark(dir: false | 'asc' | 'desc'): string {
  if (dir === 'asc') return ' ▲';
  if (dir === 'desc') return ' ▼';
  return '';
}

function ariaSort(dir: false | 'asc' | 'desc'): 'ascending' | 'descending' | 'none' {
  if (dir === 'asc') return 'ascending';
  if (dir === 'desc') return 'descending';
  return 'none';
}

/** The result grid: server-side sort by header click, rows open the detail on click or Enter. */
export function DataGrid() {
  const { t, i18n } = useTranslation();
  const { meta, rows, state, toggleSort, openRow, isFetching } = useSearchContext();
  const language = i18n.resolvedLanguage ?? i18n.language;

  const columnDefs: ColumnMetadata[] = useMemo(() => meta.search.columns.map(toColumnDef), [meta.search.columns]);
  const columns = useMemo(
    () =>
      columnDefs.map((col) =>
        helper.accessor((row: Row) => row[col.key], {
          id: col.key,
          header: t(columnLabelKey(meta, col)),
          enableSorting: col.sortable !== false,
          cell: (info) => formatCell(info.getValue(), col.format, { language, t, entity: meta.entity, field: col.key }),
        }),
      ),
    [columnDefs, meta, t, language],
  );
  const widths = useMemo(() => new Map(columnDefs.map((c) => [c.key, c.width])), [columnDefs]);
  const sorting: SortingState = useMemo(() => state.sort.map((s) => ({ id: s.field, desc: s.dir === 'desc' })), [state.sort]);

  const table = useTable({
    features,
    columns,
    data: rows,
    state: { sorting },
    manualSorting: true,
    enableMultiSort: false,
    getRowId: (row, index) => String(row[meta.id] ?? index),
  });

  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, row: Row) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      openRow(row);
    }
  };

  const visibleRows = table.getRowModel().rows;
  return (
    <Box pos="relative">
      <LoadingOverlay visible={isFetching} zIndex={10} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': t('engine.grid.loading') }} />
      <Table.ScrollContainer minWidth={600}>
        <Table striped highlightOnHover withTableBorder aria-label={t(meta.title)} aria-busy={isFetching}>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id} style={{ height: ROW_HEIGHT }}>
                {group.headers.map((header) => {
                  const dir = header.column.getIsSorted();
                  const width = widths.get(header.column.id);
                  return (
                    <Table.Th key={header.id} aria-sort={ariaSort(dir)} style={width ? { width } : undefined}>
                      {header.column.getCanSort() ? (
                        <UnstyledButton fw={700} fz="sm" onClick={() => toggleSort(header.column.id)}>
                          <table.FlexRender header={header} />
                          {sortMark(dir)}
                        </UnstyledButton>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {visibleRows.length === 0 ? (
              <Table.Tr style={{ height: ROW_HEIGHT }}>
                <Table.Td colSpan={columns.length} ta="center" c="dimmed">
                  {isFetching ? t('engine.grid.loading') : t('engine.grid.empty')}
                </Table.Td>
              </Table.Tr>
            ) : (
              visibleRows.map((row) => (
                <Table.Tr
                  key={row.id}
                  tabIndex={0}
                  style={{ height: ROW_HEIGHT, cursor: 'pointer' }}
                  onClick={() => openRow(row.original)}
                  onKeyDown={(event) => onRowKey(event, row.original)}
                  data-row-id={row.id}
                >
                  {row.getAllCells().map((cell) => (
                    <Table.Td key={cell.id} py={0}>
                      <table.FlexRender cell={cell} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
}
