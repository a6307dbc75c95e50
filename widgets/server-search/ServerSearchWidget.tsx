import { useEffect, useRef, useState } from 'react';
import { Loader, Select } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { listQuery, rql } from '../../engine/core/rql';
import type { EngineWidgetProps } from '../../engine/react';
import { useEngine } from '../../engine/react/EngineProvider';
import { commonInputProps } from '../shared/inputProps';

/** Typing waits this long before searching (spec section 9: typeahead debounce). */
export const TYPEAHEAD_DEBOUNCE_MS = 400;
/** Most items one search shows. */
export const SEARCH_LIMIT = 20;

interface SearchOptions {
  path: string;
  valueField: string;
  labelField: string;
  searchField: string;
  minChars: number;
}

function searchOptions(options: Record<string, unknown>): SearchOptions | undefined {
  if (typeof options.path !== 'string') return undefined;
  const labelField = typeof options.labelField === 'string' ? options.labelField : 'nazov';
  return {
    path: options.path,
    valueField: typeof options.valueField === 'string' ? options.valueField : 'kod',
    labelField,
    searchField: typeof options.searchField === 'string' ? options.searchField : labelField,
    minChars: typeof options.minChars === 'number' ? options.minChars : 2,
  };
}

type Option = { value: string; label: string };

/**
 * A choice searched on the server (`options.path`, fields, `minChars`): typing (debounced
 * 400 ms) lists up to 20 items whose label contains the text. A failed search shows an empty
 * list and reports the error as a notification.
 */
export function ServerSearchWidget(props: EngineWidgetProps) {
  const { t } = useTranslation();
  const { http } = useEngine();
  const { value, onChange, required, readonly } = props;
  const search = searchOptions(props.options);
  const [found, setFound] = useState<Option[]>([]);
  const [term, setTerm] = useState('');
  const [loading, setLoading] = useState(false);
  const [selectedLabel, setSelectedLabel] = useState<Option | undefined>(undefined);
  const request = useRef(0);
  const current = value === undefined || value === null ? null : String(value);
  const integerField = props.schema.type === 'integer' || (Array.isArray(props.schema.type) && props.schema.type.includes('integer'));

  const toOption = (row: Record<string, unknown>): Option | undefined =>
    search ? { value: String(row[search.valueField]), label: String(row[search.labelField] ?? row[search.valueField]) } : undefined;

  const run = (text: string) => {
    if (!search || text.trim().length < search.minChars) {
      setFound([]);
      return;
    }
    const id = ++request.current;
    setLoading(true);
    http
      .list<Record<string, unknown>>(search.path, listQuery({ filter: rql.contains(search.searchField, text.trim()), sort: [rql.asc(search.labelField)], page: 0, size: SEARCH_LIMIT }))
      .then((result) => {
        if (id === request.current) setFound(result.rows.map(toOption).filter((o): o is Option => o !== undefined));
      })
      .catch((error: unknown) => {
        if (id !== request.current) return;
        setFound([]);
        notifications.show({ color: 'red', title: t('widgets.search.failed'), message: error instanceof Error && error.message ? error.message : t('widgets.search.failed') });
      })
      .finally(() => {
        if (id === request.current) setLoading(false);
      });
  };
  const runSoon = useDebouncedCallback(run, TYPEAHEAD_DEBOUNCE_MS);

  // A stored value shows its label: look it up once.
  useEffect(() => {
    if (!search || current === null || selectedLabel?.value === current) return;
    http
      .list<Record<string, unknown>>(search.path, listQuery({ filter: rql.eq(search.valueField, current), page: 0, size: 1 }))
      .then((result) => {
        const row = result.rows[0];
        const option = row ? toOption(row) : undefined;
        if (option) setSelectedLabel(option);
      })
      .catch(() => undefined);
  }, [current]); // eslint-disable-line react-hooks/exhaustive-deps

  const data = [...found];
  const known = selectedLabel && selectedLabel.value === current ? selectedLabel : current ? { value: current, label: current } : undefined;
  if (known && !data.some((d) => d.value === known.value)) data.unshift(known);
  const tooShort = search !== undefined && term.trim().length < search.minChars;
  return (
    <Select
      {...commonInputProps(props)}
      data={data}
      value={current}
      searchable
      filter={({ options }) => options}
      searchValue={term}
      onSearchChange={(text) => {
        setTerm(text);
        if (text !== (known?.label ?? '')) runSoon(text);
      }}
      onChange={(selected) => {
        const option = data.find((d) => d.value === selected);
        setSelectedLabel(option);
        // Select values are text; an integer field (a record's id) stores the number.
        onChange(selected === null ? undefined : integerField ? Number(selected) : selected);
      }}
      clearable={!required && !readonly}
      nothingFoundMessage={
        loading ? t('widgets.select.loading') : tooShort ? t('validation.searchMinChars', { count: search?.minChars ?? 0 }) : t('widgets.select.nothingFound')
      }
      rightSection={loading ? <Loader size="xs" /> : undefined}
      placeholder={readonly ? undefined : (props.placeholder ?? t('widgets.search.placeholder'))}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
