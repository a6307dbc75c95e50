import { ActionIcon, Group, Text } from '@mantine/core';
import { LazySelect } from '../lazy/LazySelect';
import { useTranslation } from 'react-i18next';
import { pagerView } from '../../core/grid';
import { PAGE_SIZES } from '../../core/metadata';
import { useSearchContext } from './SearchContext';

const SIZE_OPTIONS = PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

export interface PagerViewProps {
  page: number;
  size: number;
  /** Rows of the current page. */
  rowCount: number;
  total: number | undefined;
  /** Instead of a total: the server stopped counting, more rows match than this. */
  totalMoreThan?: number;
  hasMore: boolean;
  setPage: (page: number) => void;
  /** Without it no page-size choice is offered. */
  setSize?: (size: number) => void;
  /** Selected rows, when rows can be selected. */
  selectedCount?: number;
}

/**
 * 'from - to of total', 'from - to of more than N' when the server stopped counting (the bound in
 * the user's number format: "viac ako 10 000"), else 'from - to'.
 */
function pagerRangeText(
  t: (key: string, options: Record<string, unknown>) => string,
  language: string,
  { from, to, total, totalMoreThan }: { from: number; to: number; total: number | undefined; totalMoreThan: number | undefined },
): string {
  if (total !== undefined) return t('engine.pager.rangeOfTotal', { from, to, total });
  if (totalMoreThan !== undefined) return t('engine.pager.rangeOfMore', { from, to, total: new Intl.NumberFormat(language).format(totalMoreThan) });
  return t('engine.pager.range', { from, to });
}

/** First, previous, next and last page; 'from - to of total'; selected-row count when rows can be selected; page size. */
export function PagerView({ page, size, rowCount, total, totalMoreThan, hasMore, setPage, setSize, selectedCount }: PagerViewProps) {
  const { t, i18n } = useTranslation();
  const { from, to, lastPage, canNext: hasNext } = pagerView(page, size, rowCount, total, hasMore);

  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap={4}>
        <ActionIcon variant="default" aria-label={t('engine.pager.first')} disabled={page === 0} onClick={() => setPage(0)}>
          «
        </ActionIcon>
        <ActionIcon variant="default" aria-label={t('engine.pager.previous')} disabled={page === 0} onClick={() => setPage(page - 1)}>
          ‹
        </ActionIcon>
        <Text size="sm" px="xs" aria-live="polite" data-testid="pager-range">
          {pagerRangeText(t, i18n.language, { from, to, total, totalMoreThan })}
        </Text>
        <ActionIcon variant="default" aria-label={t('engine.pager.next')} disabled={!hasNext} onClick={() => setPage(page + 1)}>
          ›
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label={t('engine.pager.last')}
          disabled={lastPage === undefined || page >= lastPage}
          onClick={() => lastPage !== undefined && setPage(lastPage)}
        >
          »
        </ActionIcon>
      </Group>
      {selectedCount !== undefined && (
        <Text size="sm" c="dimmed" data-testid="pager-selected">
          {t('grid.selection.count', { count: selectedCount })}
        </Text>
      )}
      {setSize && (
        <LazySelect
          aria-label={t('engine.pager.pageSize')}
          data={SIZE_OPTIONS}
          value={String(size)}
          onChange={(v) => v && setSize(Number(v))}
          allowDeselect={false}
          w={90}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </Group>
  );
}

/** The search screen's pager. */
export function Pager() {
  const { state, rows, total, totalMoreThan, hasMore, setPage, setSize, grid } = useSearchContext();
  return (
    <PagerView
      page={state.page}
      size={state.size}
      rowCount={rows.length}
      total={total}
      totalMoreThan={totalMoreThan}
      hasMore={hasMore}
      setPage={setPage}
      setSize={setSize}
      selectedCount={grid.selection?.selected.size}
    />
  );
}
