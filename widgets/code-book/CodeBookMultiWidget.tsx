import { Loader, MultiSelect } from '@mantine/core';
import { useContext } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listQuery, rql } from '../../engine/core/rql';
import type { EngineWidgetProps } from '../../engine/react';
import { useEngine } from '../../engine/react';
import { commonInputProps } from '../shared/inputProps';
import { codeBookPath } from './CodeBookWidget';

/** One item of a code book with whether it may be chosen today (`GET .../vsetky/`, server/api/enums.ts). */
export interface CodeBookEntry {
  kod: string;
  nazov: string;
  platny: boolean;
}

/** Every item (invalidated ones too, to name stored codes), in the book's order then by name. */
export const CODE_BOOK_ALL_QUERY = listQuery({
  select: ['kod', 'nazov', 'platny'],
  sort: [rql.asc('poradie'), rql.asc('nazov')],
  page: 0,
  size: 1000,
});

/** Where every item of a code book is listed: its path + `vsetky/`. */
export function codeBookAllPath(options: Record<string, unknown>): string | undefined {
  const path = codeBookPath(options);
  return path ? `${path}vsetky/` : undefined;
}

/** The stored codes (an array of strings; anything else is none). */
function codesOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export interface MultiChoice {
  value: string;
  label: string;
}

/**
 * The choices of the multi-select: every item valid today, then the chosen codes that are not
 * (invalidated, or unknown to the book) so a stored value stays readable and can be removed, but
 * never picked anew. `nameOf` names a code the book does not list.
 */
export function codeBookMultiChoices(items: readonly CodeBookEntry[], chosen: readonly string[], invalidLabel: (name: string) => string, nameOf: (code: string) => string): MultiChoice[] {
  const byCode = new Map(items.map((item) => [item.kod, item]));
  const out: MultiChoice[] = items.filter((item) => item.platny).map((item) => ({ value: item.kod, label: item.nazov }));
  for (const code of chosen) {
    const item = byCode.get(code);
    if (item?.platny) continue;
    out.push({ value: code, label: invalidLabel(item ? item.nazov : nameOf(code)) });
  }
  return out;
}

let ownClient: QueryClient | undefined;

/** Outside an application's query cache (a bare form), the widget keeps its own. */
export function CodeBookMultiWidget(props: EngineWidgetProps) {
  const shared = useContext(QueryClientContext);
  if (shared) return <CodeBookMulti {...props} />;
  ownClient ??= new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={ownClient}>
      <CodeBookMulti {...props} />
    </QueryClientProvider>
  );
}

/**
 * Several codes of one code book (`options.codeBook`, `enumType`, `enumKind`), stored as an array:
 * offers the items valid today and names the stored ones (invalidated ones marked). Read live
 * (query key `['engine', 'codeBook', ...]`, which the code-book administration invalidates), so a
 * change of the book shows at once. `options.labelPrefix` names codes the book does not know.
 */
function CodeBookMulti(props: EngineWidgetProps) {
  const { t, i18n } = useTranslation();
  const { http } = useEngine();
  const { value, onChange, readonly, options, schema } = props;
  const path = codeBookAllPath(options);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const query = useQuery({
    queryKey: ['engine', 'codeBook', path, 'items', language],
    queryFn: async ({ signal }) => (await http.list<CodeBookEntry>(path as string, CODE_BOOK_ALL_QUERY, { signal, background: true })).rows,
    enabled: path !== undefined,
    staleTime: 0,
    retry: false,
  });
  const chosen = codesOf(value);
  const prefix = typeof options.labelPrefix === 'string' ? options.labelPrefix : undefined;
  const data = codeBookMultiChoices(
    query.data ?? [],
    chosen,
    (name) => t('widgets.codeBook.invalidItem', { name }),
    (code) => (prefix ? t(`${prefix}${code}`, { defaultValue: code }) : code),
  );
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : undefined;
  return (
    <MultiSelect
      {...commonInputProps(props)}
      data={data}
      value={chosen}
      maxValues={max}
      searchable={!readonly}
      clearable={!readonly}
      clearButtonProps={{ 'aria-label': t('widgets.stringList.clear') }}
      onChange={(next) => onChange(next.length === 0 ? undefined : next)}
      nothingFoundMessage={query.isFetching ? t('widgets.select.loading') : query.isError ? t('widgets.select.loadFailed') : t('widgets.select.nothingFound')}
      rightSection={query.isFetching ? <Loader size="xs" /> : undefined}
      placeholder={readonly || chosen.length > 0 ? undefined : (props.placeholder ?? t('engine.select.placeholder'))}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
