import { Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EntityMetadata } from '../../core/metadata';
import { ErrorAlert } from '../errors/ErrorAlert';
import { MetadataProblems } from '../metadata/MetadataProblems';
import { metadataProblems } from '../metadata/useMetadataProblems';
import { DataGrid } from './DataGrid';
import { FilterBar } from './FilterBar';
import { Pager } from './Pager';
import { SearchContext, useSearchContext } from './SearchContext';
import { useSearchController } from './useSearchController';

export interface SearchPageProps {
  /** The entity's metadata. */
  entity: EntityMetadata;
  /** Distinguishes grids of one route (page size storage). @default entity.entity */
  gridId?: string;
}

function SearchHeader() {
  const { t } = useTranslation();
  const { meta, canCreate, createNew } = useSearchContext();
  return (
    <Group justify="space-between">
      <Title order={2}>{t(meta.title)}</Title>
      {canCreate && <Button onClick={createNew}>{t('engine.action.new')}</Button>}
    </Group>
  );
}

function SearchError() {
  const { error } = useSearchContext();
  return error ? <ErrorAlert error={error} titleKey="engine.error.load" /> : null;
}

function SearchScreen({ entity, gridId }: SearchPageProps) {
  const controller = useSearchController(entity, gridId);
  return (
    <SearchContext.Provider value={controller}>
      <Stack gap="md">
        <SearchHeader />
        <FilterBar />
        <SearchError />
        <DataGrid />
        <Pager />
      </Stack>
    </SearchContext.Provider>
  );
}

/** The search screen of an entity: filter bar, grid and pager, all state in the URL. */
export function SearchPage({ entity, gridId }: SearchPageProps) {
  const problems = metadataProblems(entity);
  if (problems.length > 0) return <MetadataProblems entity={entity.entity} problems={problems} />;
  return <SearchScreen entity={entity} gridId={gridId} />;
}

export default SearchPage;
