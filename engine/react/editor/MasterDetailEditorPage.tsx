import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EditorConfig, EditorRecord } from '../../core/editor';
import { gridSettingsStorageKey, pagerView } from '../../core/grid';
import type { EntityMetadata } from '../../core/metadata';
import { DEFAULT_PAGE_SIZE, parseSortSpec } from '../../core/metadata';
import { formatRql, listQuery } from '../../core/rql';
import { hasToken } from '../../core/tokens';
import { useEngine } from '../EngineProvider';
import { ErrorAlert } from '../errors/ErrorAlert';
import { GridTable } from '../grid/GridTable';
import type { GridRow } from '../grid/types';
import { useGridSettings } from '../grid/useGridSettings';
import { useMetadataColumns } from '../grid/useMetadataColumns';
import { entityQueryKeys } from '../queryKeys';

// The child's form editor (its grid, RJSF and the form's widgets) loads when a parent is selected:
// until then the screen is a list, as light as a search.
const ChildEditor = lazy(() => import('./ChildEditor').then((m) => ({ default: m.ChildEditor })));

export interface MasterDetailEditorPageProps {
  /** The parent entity, listed at the top. */
  master: EntityMetadata;
  /** The child entity, edited in the form editor grid. */
  child: EntityMetadata;
  /** Child field holding the parent's id. */
  link: string;
  /** Editor behaviour; permissions default to the child's write and create tokens. */
  config?: EditorConfig;
}

/**
 * A master-detail screen: the parent records (paged) and, for the selected one, its child
 * records in a form editor with grid. The selected parent is kept in the URL (`parent`).
 */
export function MasterDetailEditorPage({ master, child, link, config }: MasterDetailEditorPageProps) {
  const { t } = useTranslation();
  const { http, tokens } = useEngine();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(0);
  const parentId = params.get('parent');
  const query = useMemo(() => listQuery({ sort: parseSortSpec(master.search.sort), page, size: DEFAULT_PAGE_SIZE, count: true }), [master.search.sort, page]);
  const list = useQuery({
    queryKey: entityQueryKeys(master).list(formatRql(query)),
    queryFn: ({ signal }) => http.list<GridRow>(master.api, query, { signal }),
    placeholderData: keepPreviousData,
  });
  const { columns } = useMetadataColumns(master);
  const columnIds = useMemo(() => columns.map((c) => c.id), [columns]);
  const settings = useGridSettings(gridSettingsStorageKey(pathname, master.entity), columnIds);
  const getRowId = useCallback((row: GridRow, index: number) => String(row[master.id] ?? index), [master.id]);
  const rows = list.data?.rows ?? [];
  const view = pagerView(page, DEFAULT_PAGE_SIZE, rows.length, list.data?.total, list.data?.hasMore ?? false);
  const selected = rows.find((r) => String(r[master.id]) === parentId);

  const editorConfig = useMemo<EditorConfig>(
    () => ({
      allowEdit: child.tokens.write === undefined || hasToken(tokens, child.tokens.write),
      allowDelete: child.tokens.write === undefined || hasToken(tokens, child.tokens.write),
      allowNewRecord: child.tokens.create !== undefined && hasToken(tokens, child.tokens.create),
      ...config,
    }),
    [child.tokens, tokens, config],
  );

  return (
    <Stack gap="md">
      <Title order={2}>{t(child.title)}</Title>
      {list.error && <ErrorAlert error={list.error} titleKey="engine.error.load" />}
      <GridTable
        label={t(master.title)}
        columns={columns}
        rows={rows}
        getRowId={getRowId}
        settings={settings.settings}
        onSettingsChange={settings.setSettings}
        activeRowId={parentId ?? undefined}
        onRowClick={(row: EditorRecord) => setParams({ parent: String(row[master.id]) })}
        loading={list.isFetching}
      />
      <Group gap="xs">
        <Button size="xs" variant="default" disabled={!view.canPrevious} onClick={() => setPage(page - 1)} aria-label={t('engine.pager.previous')}>
          ‹
        </Button>
        <Text size="sm">{view.lastPage !== undefined ? t('engine.pager.rangeOfTotal', { from: view.from, to: view.to, total: list.data?.total }) : ''}</Text>
        <Button size="xs" variant="default" disabled={!view.canNext} onClick={() => setPage(page + 1)} aria-label={t('engine.pager.next')}>
          ›
        </Button>
      </Group>
      {parentId ? (
        <Stack gap="xs">
          <Title order={3}>{selected ? t('editor.childrenOf', { name: String(selected.nazov ?? selected[master.id]) }) : t('editor.children')}</Title>
          <Suspense fallback={<Loader size="sm" aria-label={t('editor.children')} />}>
            <ChildEditor key={parentId} child={child} link={link} parentId={/^\d+$/.test(parentId) ? Number(parentId) : parentId} config={editorConfig} />
          </Suspense>
        </Stack>
      ) : (
        <Alert variant="light">{t('editor.selectParent')}</Alert>
      )}
    </Stack>
  );
}

