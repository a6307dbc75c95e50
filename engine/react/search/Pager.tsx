import { ActionIcon, Group, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../core/metadata';
import { useSearchContext } from './SearchContext';

const SIZE_OPTIONS = PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

/** First, previous, next and last page; 'from - to of total'; page size. */
export function Pager() {
  const { t } = useTranslation();
  const { state, rows, total, hasMore, setPage, setSize } = useSearchContext();
  const { page, size } = state;
  const from = rows.length > 0 ? page * size + 1 : 0;
  const to = page * size + rows.length;
  const lastPage = total !== undefined ? Math.max(Math.ceil(total / size) - 1, 0) : undefined;
  const hasNext = lastPage !== undefined ? page < lastPage : hasMore;

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
          {total !== undefined ? t('engine.pager.rangeOfTotal', { from, to, total }) : t('engine.pager.range', { from, to })}
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
      <Select
        aria-label={t('engine.pager.pageSize')}
        data={SIZE_OPTIONS}
        value={String(size)}
        onChange={(v) => v && setSize(Number(v))}
        allowDeselect={false}
        w={90}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}
