import type { ReactNode } from 'react';
import { Badge, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { filterLabelKey, formatSortSpec, parseSortSpec, sortChoices } from '../../core/metadata';
import { LazySelect } from '../lazy/LazySelect';
import classes from './FilterBar.module.css';
import { FilterInput } from './FilterInput';
import { useSearchContext } from './SearchContext';

/** The sort choice of the filter header: filters with sortProp, ascending and descending. */
function SortChoice() {
  const { t } = useTranslation();
  const { meta, state, setSort } = useSearchContext();
  const choices = sortChoices(meta.search.filters);
  if (choices.length === 0) return null;
  const data = choices.flatMap((c) => {
    const def = meta.search.filters.find((d) => d.sortProp === c.field);
    const label = t(c.labelCode ?? (def ? filterLabelKey(meta, def) : c.field));
    return [
      { value: `+${c.field}`, label: `${label} ${t('grid.sort.asc')}` },
      { value: `-${c.field}`, label: `${label} ${t('grid.sort.desc')}` },
    ];
  });
  const current = formatSortSpec(state.sort.slice(0, 1));
  return (
    <LazySelect
      label={t('grid.sort.label')}
      data={data}
      value={data.some((d) => d.value === current) ? current : null}
      onChange={(v) => v && setSort(parseSortSpec(v))}
      placeholder={t('grid.sort.placeholder')}
      comboboxProps={{ withinPortal: true }}
      w={260}
    />
  );
}

/** Applied filters as badges, values shown with each filter's formatter. */
function ActiveFilters() {
  const { t } = useTranslation();
  const { meta, state, filterText } = useSearchContext();
  const active = meta.search.filters.filter((d) => state.filters[d.key]);
  if (active.length === 0) return null;
  return (
    <Group gap={6} mt="xs" aria-label={t('grid.filter.active')} role="list">
      {active.map((def) => (
        <Badge key={def.key} variant="light" role="listitem" tt="none">
          {t(filterLabelKey(meta, def))}: {filterText(def.key)}
        </Badge>
      ))}
    </Group>
  );
}

/** The filter inputs with Search and Reset (Enter in an input searches), the sort choice and the applied filters. */
export function FilterBar({ extra }: { extra?: ReactNode }) {
  const { t } = useTranslation();
  const { meta, submit, reset } = useSearchContext();
  if (meta.search.filters.length === 0) return null;
  return (
    <form
      role="search"
      aria-label={t('engine.filter.title')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className={classes.inputs}>
        {meta.search.filters.map((def) => (
          <FilterInput key={def.key} def={def} />
        ))}
      </div>
      <Group mt="sm" gap="sm" align="flex-end">
        <Button type="submit">{t('engine.action.search')}</Button>
        <Button type="button" variant="default" onClick={reset}>
          {t('engine.action.resetFilter')}
        </Button>
        <SortChoice />
        {extra}
      </Group>
      <ActiveFilters />
    </form>
  );
}
