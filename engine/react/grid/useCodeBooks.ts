import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listQuery } from '../../core/rql';
import { useEngine } from '../EngineProvider';

/** A code-book item: code and name. */
interface CodeBookItem {
  kod?: unknown;
  nazov?: unknown;
}

const NO_NAMES: ReadonlyMap<string, string> = new Map();

/**
 * Names of code-book values (kod → nazov) for each path, loaded once per language and cached. A code book
 * that fails to load yields no names (the raw codes show), as the spec says for enum load errors.
 */
export function useCodeBooks(paths: readonly string[]): ReadonlyMap<string, ReadonlyMap<string, string>> {
  const { http } = useEngine();
  const { i18n } = useTranslation();
  // The server names the items in the request's language: each language is its own entry.
  const language = i18n.resolvedLanguage ?? i18n.language;
  const unique = [...new Set(paths)];
  const results = useQueries({
    queries: unique.map((path) => ({
      queryKey: ['engine', 'codeBook', path, language],
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const query = listQuery({ select: ['kod', 'nazov'], sort: [{ field: 'kod', dir: 'asc' }], page: 0, size: 1000 });
        const { rows } = await http.list<CodeBookItem>(path, query, { signal, background: true });
        return new Map(rows.filter((r) => r.kod !== undefined && r.kod !== null).map((r) => [String(r.kod), String(r.nazov ?? r.kod)]));
      },
      staleTime: 10 * 60_000,
      retry: false,
    })),
  });
  return new Map(unique.map((path, i) => [path, results[i]?.data ?? NO_NAMES]));
}
