import { useContext, type ComponentType } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listQuery, rql } from '../../engine/core/rql';
import type { EngineWidgetProps } from '../../engine/react';
import { useEngine } from '../../engine/react/EngineProvider';

/** One item of a code book with whether it may be chosen today (`GET .../vsetky/`, server/api/enums.ts). */
export interface CodeBookEntry {
  kod: string;
  nazov: string;
  platny: boolean;
}

/** Where a code book lives: `/{enumType}/{kind}/{name}/`, e.g. `/edc/enum/stat/`. */
export function codeBookPath(options: Record<string, unknown>): string | undefined {
  const name = options.codeBook;
  if (typeof name !== 'string' || name === '') return undefined;
  const enumType = typeof options.enumType === 'string' ? options.enumType : 'edc';
  const kind = typeof options.enumKind === 'string' ? options.enumKind : 'enum';
  return `/${enumType}/${kind}/${name}/`;
}

/** Where every item of a code book is listed: its path + `vsetky/`. */
export function codeBookAllPath(options: Record<string, unknown>): string | undefined {
  const path = codeBookPath(options);
  return path ? `${path}vsetky/` : undefined;
}

/** Every item (invalidated ones too, to name stored codes), in the book's order then by name. */
export const CODE_BOOK_ALL_QUERY = listQuery({
  select: ['kod', 'nazov', 'platny'],
  sort: [rql.asc('poradie'), rql.asc('nazov')],
  page: 0,
  size: 1000,
});

export interface CodeBookChoice {
  value: string;
  label: string;
  /** A stored code that may not be chosen anew (invalidated, or unknown to the book). */
  disabled?: boolean;
}

/**
 * The choices of a code-book select: every item valid today, then the chosen codes that are not
 * (invalidated, or unknown to the book), marked, so a stored value stays readable but is never
 * offered anew. `nameOf` names a code the book does not list.
 */
export function codeBookChoices(items: readonly CodeBookEntry[], chosen: readonly string[], invalidLabel: (name: string) => string, nameOf: (code: string) => string): CodeBookChoice[] {
  const byCode = new Map(items.map((item) => [item.kod, item]));
  const out: CodeBookChoice[] = items.filter((item) => item.platny).map((item) => ({ value: item.kod, label: item.nazov }));
  for (const code of chosen) {
    const item = byCode.get(code);
    if (item?.platny) continue;
    out.push({ value: code, label: invalidLabel(item ? item.nazov : nameOf(code)), disabled: true });
  }
  return out;
}

/**
 * Every item of the widget's code book (`options.codeBook`, `enumType`, `enumKind`), read live:
 * the query key `['engine', 'codeBook', ...]` is the one the code-book administration invalidates,
 * so a change of the book shows at once. `enabled` lets a select wait until it is opened.
 */
export function useCodeBookItems(options: Record<string, unknown>, enabled = true) {
  const { http } = useEngine();
  const { i18n } = useTranslation();
  const path = codeBookAllPath(options);
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useQuery({
    queryKey: ['engine', 'codeBook', path, 'items', language],
    queryFn: async ({ signal }) => (await http.list<CodeBookEntry>(path as string, CODE_BOOK_ALL_QUERY, { signal, background: true })).rows,
    enabled: enabled && path !== undefined,
    staleTime: 0,
    retry: false,
  });
}

/** The name of a code the book does not list: `options.labelPrefix` + code when translated, else the code. */
export function useUnlistedName(options: Record<string, unknown>): (code: string) => string {
  const { t } = useTranslation();
  const prefix = typeof options.labelPrefix === 'string' ? options.labelPrefix : undefined;
  return (code) => (prefix ? t(`${prefix}${code}`, { defaultValue: code }) : code);
}

let ownClient: QueryClient | undefined;

/** Outside an application's query cache (a bare form), the widget keeps its own. */
export function withQueryClient(Inner: ComponentType<EngineWidgetProps>): ComponentType<EngineWidgetProps> {
  return function WithQueryClient(props: EngineWidgetProps) {
    const shared = useContext(QueryClientContext);
    if (shared) return <Inner {...props} />;
    ownClient ??= new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return (
      <QueryClientProvider client={ownClient}>
        <Inner {...props} />
      </QueryClientProvider>
    );
  };
}
