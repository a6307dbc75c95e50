import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { GridTable } from '../grid/GridTable';
import { useSearchContext } from './SearchContext';

/** The result grid: server sort by header click, column settings, optional selection; rows open the detail. */
export function DataGrid() {
  const { t } = useTranslation();
  const { meta, rows, state, toggleSort, openRow, isFetching, grid } = useSearchContext();
  const getRowId = useCallback((row: Record<string, unknown>, index: number) => String(row[meta.id] ?? index), [meta.id]);
  return (
    <GridTable
      label={t(meta.title)}
      columns={grid.columns}
      rows={rows}
      getRowId={getRowId}
      settings={grid.settings}
      onSettingsChange={grid.setSettings}
      sort={state.sort}
      onSort={toggleSort}
      selection={grid.selection}
      onRowClick={openRow}
      loading={isFetching}
    />
  );
}
