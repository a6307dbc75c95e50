import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Stack, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { GridSettings } from '../../core/grid';
import { GRID_SETTINGS_VERSION } from '../../core/grid';
import type { EntityMetadata, RelatedDef } from '../../core/metadata';
import { relatedQuery, relatedVisible, rowLink, toggleSort } from '../../core/metadata';
import { formatRql } from '../../core/rql';
import type { RqlSort } from '../../core/rql';
import { useEngine } from '../EngineProvider';
import { ErrorAlert } from '../errors/ErrorAlert';
import { GridTable } from '../grid/GridTable';
import type { GridRow } from '../grid/types';
import { useMetadataColumns } from '../grid/useMetadataColumns';
import { entityQueryKeys } from '../queryKeys';
import { PagerView } from '../search/Pager';
import type { FromSearchState } from '../search/useSearchController';

/** Rows per page of a related list. */
export const RELATED_PAGE_SIZE = 10;

export interface RelatedListProps {
  /** The entity whose detail shows the list. */
  meta: EntityMetadata;
  related: RelatedDef;
  /** The viewed record (gives the link value). */
  record: Readonly<Record<string, unknown>>;
  /** Re-read every so many ms (the record is being refreshed); false: not. */
  refetchInterval?: number | false;
}

/** The column settings of a related list: metadata order, nothing hidden (no chooser here). */
function fixedSettings(ids: readonly string[]): GridSettings {
  return { version: GRID_SETTINGS_VERSION, order: [...ids], hidden: [], widths: {} };
}

function RelatedGrid({ meta, related, record, target, refetchInterval }: RelatedListProps & { target: EntityMetadata }) {
  const { t } = useTranslation();
  const { http, openDialog } = useEngine();
  const navigate = useNavigate();
  const location = useLocation();
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<RqlSort[] | undefined>(undefined);
  // The list's own columns (default the related entity's search columns) through the search grid's column builder.
  const shown = useMemo(
    () => (related.columns ? { ...target, search: { ...target.search, columns: related.columns } } : target),
    [target, related.columns],
  );
  const { columns, defs } = useMetadataColumns(shown);
  const settings = useMemo(() => fixedSettings(defs.map((d) => d.key)), [defs]);
  const base = relatedQuery(related, meta, target, record, page, RELATED_PAGE_SIZE);
  const query = base && sort ? { ...base, sort } : base;
  const list = useQuery({
    queryKey: entityQueryKeys(target).list(`related:${query ? formatRql(query) : ''}`),
    queryFn: ({ signal }) => http.list<GridRow>(target.api, query!, { signal, callerHandles: 'explained' }),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
    refetchInterval,
  });
  // When the record stops refreshing (a job ended), read the list once more: the last rows the job
  // wrote came after the list's previous read.
  const wasRefreshing = useRef(refetchInterval !== undefined && refetchInterval !== false);
  const { refetch } = list;
  useEffect(() => {
    const refreshing = refetchInterval !== undefined && refetchInterval !== false;
    if (wasRefreshing.current && !refreshing) void refetch();
    wasRefreshing.current = refreshing;
  }, [refetchInterval, refetch]);
  const onSort = useCallback((field: string) => {
    setSort((current) => toggleSort(current ?? base?.sort ?? [], field));
    setPage(0);
  }, [base?.sort]);
  const getRowId = useCallback((row: GridRow, index: number) => String(row[target.id] ?? index), [target.id]);
  const openRow = useCallback(
    (row: GridRow) => {
      // The related entity's rows open its dialog page when it has one (search.rowDialog).
      const dialog = target.search.rowDialog;
      const rowId = row[target.id];
      if (dialog && openDialog && (typeof rowId === 'string' || typeof rowId === 'number')) {
        openDialog(dialog.page, { [dialog.arg]: String(rowId) });
        return;
      }
      const path = rowLink(target, row);
      // Back from the related record returns to this detail.
      const state: FromSearchState = { searchUrl: `${location.pathname}${location.search}` };
      if (path !== undefined) navigate(path, { state });
    },
    [target, navigate, location.pathname, location.search, openDialog],
  );
  const label = t(`${meta.entity}.related.${related.id}`);
  const rows = list.data?.rows ?? [];
  return (
    <Stack gap="xs" data-related={related.id}>
      <Title order={2} size="h4">
        {label}
      </Title>
      {list.error ? <ErrorAlert error={list.error} titleKey="engine.error.load" /> : null}
      <GridTable
        label={label}
        columns={columns}
        rows={rows}
        getRowId={getRowId}
        settings={settings}
        sort={query?.sort ?? []}
        onSort={onSort}
        onRowClick={openRow}
        loading={list.isFetching && !list.data}
        emptyText={t('engine.related.empty')}
      />
      {(list.data?.total ?? 0) > RELATED_PAGE_SIZE || page > 0 ? (
        <PagerView page={page} size={RELATED_PAGE_SIZE} rowCount={rows.length} total={list.data?.total} hasMore={list.data?.hasMore ?? false} setPage={setPage} />
      ) : null}
    </Stack>
  );
}

/**
 * A read-only list of another entity's rows belonging to the viewed record (`detail.related`):
 * the related entity's columns and cell formats, server sort and paging, a row opens its detail.
 * Hidden without the list's tokens (default the related entity's read token).
 */
export function RelatedList(props: RelatedListProps) {
  const { t } = useTranslation();
  const { entityByName, tokens } = useEngine();
  const target = entityByName(props.related.entity);
  if (!target) {
    return (
      <Alert color="orange" data-related={props.related.id}>
        {t('engine.related.unknownEntity', { entity: props.related.entity })}
      </Alert>
    );
  }
  if (!relatedVisible(props.related, target, tokens)) return null;
  return <RelatedGrid {...props} target={target} />;
}
