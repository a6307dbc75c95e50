import { Button, Group, Stack, Title } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityMetadata } from '../../core/metadata';
import { SkipLink } from '../a11y/SkipLink';
import { BulkActionButtons } from '../actions/BulkActionButtons';
import { useDocumentTitle } from '../detail/useDocumentTitle';
import { ErrorAlert } from '../errors/ErrorAlert';
import { MetadataProblems } from '../metadata/MetadataProblems';
import { metadataProblems } from '../metadata/useMetadataProblems';
import { ColumnChooser } from '../grid/ColumnChooser';
import { DataGrid } from './DataGrid';
import { ExportButton } from './ExportButton';
import { SavedFilters } from './SavedFilters';
import { useCachedSearchPage } from './searchPageCache';
import { FilterBar } from './FilterBar';
import { Pager } from './Pager';
import { SearchContext, useSearchContext } from './SearchContext';
import { useSearchController } from './useSearchController';
import type { SearchOptions } from './useSearchController';

export interface SearchPageProps {
  /** The entity's metadata. */
  entity: EntityMetadata;
  /** Distinguishes grids of one route (page size and column settings storage). @default entity.entity */
  gridId?: string;
  /** Selection and custom filter builders. */
  options?: SearchOptions;
  /** Offers the user's saved filters (stored on the server). @default true */
  savedFilters?: boolean;
}

/** Tools above the grid: export and the column chooser. */
function GridToolbar() {
  const { meta, grid, rows } = useSearchContext();
  return (
    <Group justify="flex-end" gap="xs">
      {grid.selection && meta.search.actions && meta.search.actions.length > 0 ? (
        <Group mr="auto">
          <BulkActionButtons meta={meta} selected={grid.selection.selected} rows={rows} />
        </Group>
      ) : null}
      <ExportButton />
      <ColumnChooser columns={grid.columns} settings={grid.settings} onChange={grid.setSettings} onReset={grid.resetSettings} />
    </Group>
  );
}

function SearchHeader() {
  const { t } = useTranslation();
  const { meta, canCreate, createNew } = useSearchContext();
  const title = t(meta.title);
  useDocumentTitle(title);
  return (
    <Group justify="space-between">
      {/* The page's one h1: the shell's frame renders none around entity screens. */}
      <Title order={1} size="h2">
        {title}
      </Title>
      {canCreate && <Button onClick={createNew}>{t('engine.action.new')}</Button>}
    </Group>
  );
}

function SearchError() {
  const { error } = useSearchContext();
  return error ? <ErrorAlert error={error} titleKey="engine.error.load" /> : null;
}

/** The first row of the results (rows take the focus), else the results themselves. */
function resultsFocus(results: HTMLElement | null): HTMLElement | null {
  return results?.querySelector<HTMLElement>('tbody tr[tabindex="0"]') ?? results;
}

function SearchScreen({ entity, gridId, options, savedFilters = true }: SearchPageProps) {
  const { t } = useTranslation();
  const controller = useSearchController(entity, gridId, options);
  const results = useRef<HTMLDivElement>(null);
  useCachedSearchPage(controller.gridKey, controller.rows.length > 0 && !controller.isFetching);
  return (
    <SearchContext.Provider value={controller}>
      <Stack gap="md">
        <SearchHeader />
        {/* Past the saved filters, the filter bar and the toolbar in one key press. */}
        <SkipLink label={t('engine.grid.skipToResults')} target={() => resultsFocus(results.current)} />
        {savedFilters && <SavedFilters />}
        <FilterBar />
        <SearchError />
        <GridToolbar />
        <div ref={results} tabIndex={-1}>
          <DataGrid />
        </div>
        <Pager />
      </Stack>
    </SearchContext.Provider>
  );
}

/** The search screen of an entity: filter bar, grid and pager, all state in the URL. */
export function SearchPage({ entity, gridId, options, savedFilters }: SearchPageProps) {
  const problems = metadataProblems(entity);
  if (problems.length > 0) return <MetadataProblems entity={entity.entity} problems={problems} />;
  return <SearchScreen entity={entity} gridId={gridId} options={options} savedFilters={savedFilters} />;
}

