import { useEffect, useState } from 'react';
import { Loader, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listQuery, rql } from '../../engine/core/rql';
import type { EngineWidgetProps } from '../../engine/react';
import { useEngine } from '../../engine/react';
import { commonInputProps } from '../shared/inputProps';
import { useDebouncedCallback } from '../shared/useDebounced';

/** Opening the list waits this long before loading (spec section 9: enum open debounce). */
export const ENUM_OPEN_DEBOUNCE_MS = 100;

/** One item of a code book. */
export interface CodeItem {
  kod: string;
  nazov: string;
}

/** Where a code book lives: `/{enumType}/{kind}/{name}/`, e.g. `/edc/enum/stat/`. */
export function codeBookPath(options: Record<string, unknown>): string | undefined {
  const name = options.codeBook;
  if (typeof name !== 'string' || name === '') return undefined;
  const enumType = typeof options.enumType === 'string' ? options.enumType : 'edc';
  const kind = typeof options.enumKind === 'string' ? options.enumKind : 'enum';
  return `/${enumType}/${kind}/${name}/`;
}

/** The active items, code and name only, in the book's order then by name. */
export const CODE_BOOK_QUERY = listQuery({
  filter: rql.eq('anoPlatny', true),
  select: ['kod', 'nazov'],
  sort: [rql.asc('poradie'), rql.asc('nazov')],
  page: 0,
  size: 1000,
});

/** Items with the codes of `firstCodes` (e.g. SK, CZ for countries) first, in that order; the rest keep theirs. */
export function pinFirst(items: readonly CodeItem[], firstCodes: unknown): CodeItem[] {
  if (!Array.isArray(firstCodes) || firstCodes.length === 0) return [...items];
  const rank = (kod: string) => {
    const at = firstCodes.indexOf(kod);
    return at === -1 ? firstCodes.length : at;
  };
  // Array.prototype.sort is stable: items that are not pinned stay in the book's order.
  return [...items].sort((a, b) => rank(a.kod) - rank(b.kod));
}

/**
 * A choice among a code book's active items (`options.codeBook`, `options.enumType`; `options.firstCodes` pins codes first), loaded
 * when the list opens (debounced 100 ms) or when a stored value needs its name. Stores `kod`.
 */
export function CodeBookWidget(props: EngineWidgetProps) {
  const { t, i18n } = useTranslation();
  const { http } = useEngine();
  const { value, onChange, required, readonly, options } = props;
  const path = codeBookPath(options);
  const [items, setItems] = useState<CodeItem[] | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const language = i18n.resolvedLanguage ?? i18n.language;

  const load = () => {
    if (!path || items || loading) return;
    setLoading(true);
    http
      .list<CodeItem>(path, CODE_BOOK_QUERY)
      .then((result) => setItems(result.rows))
      .catch(() => {
        setFailed(true);
        setItems([]);
      })
      .finally(() => setLoading(false));
  };
  const loadSoon = useDebouncedCallback(load, ENUM_OPEN_DEBOUNCE_MS);

  // A stored code needs its name; the names also change with the language.
  useEffect(() => setItems(undefined), [language, path]);
  useEffect(() => {
    if (value !== undefined && value !== null && items === undefined) loadSoon();
  }, [value, items]); // eslint-disable-line react-hooks/exhaustive-deps

  const data = pinFirst(items ?? [], options.firstCodes).map((item) => ({ value: item.kod, label: item.nazov }));
  const current = value === undefined || value === null ? null : String(value);
  if (current && !data.some((d) => d.value === current)) data.push({ value: current, label: current });
  return (
    <Select
      {...commonInputProps(props)}
      data={data}
      value={current}
      searchable
      onDropdownOpen={loadSoon}
      onChange={(selected) => onChange(selected ?? undefined)}
      clearable={!required && !readonly}
      allowDeselect={!required}
      nothingFoundMessage={loading ? t('widgets.select.loading') : failed ? t('widgets.select.loadFailed') : t('widgets.select.nothingFound')}
      rightSection={loading ? <Loader size="xs" /> : undefined}
      placeholder={readonly ? undefined : (props.placeholder ?? t('engine.select.placeholder'))}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
