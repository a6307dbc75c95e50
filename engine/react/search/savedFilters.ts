import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FilterValues } from '../../core/metadata';
import { useEngine } from '../EngineProvider';

/** API path of the user's saved filters. */
export const SAVED_FILTER_API = '/portal/common/saved-filter/';

/** A saved filter (forms-data.md 3): code, name, settings with filter values and sort. */
export interface SavedFilter {
  idSavedFilter: number;
  gridKey: string;
  code: string;
  nazov: string;
  settings: { filter: FilterValues; sort?: string };
  /** Applied when the search opens without its own filter. */
  predvoleny: boolean;
}

/** Whether an answer item has the shape of a saved filter (anything else is ignored, never crashes the screen). */
function isSavedFilter(value: unknown): value is SavedFilter {
  if (typeof value !== 'object' || value === null) return false;
  const f = value as Partial<SavedFilter>;
  return typeof f.idSavedFilter === 'number' && typeof f.nazov === 'string' && typeof f.settings === 'object' && f.settings !== null && typeof f.settings.filter === 'object';
}

/** Changes to a saved filter: rename, overwrite settings, set or clear the default. */
export type SavedFilterPatch = Partial<Pick<SavedFilter, 'nazov' | 'settings' | 'predvoleny'>>;

/** The saved filters of one grid (route and grid id) and the calls that change them. */
export function useSavedFilters(gridKey: string) {
  const { http } = useEngine();
  const client = useQueryClient();
  const key = ['engine', 'savedFilters', gridKey] as const;
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      http
        .get<unknown>(SAVED_FILTER_API, { query: `gridKey=${encodeURIComponent(gridKey)}`, signal, background: true })
        .then((r) => (Array.isArray(r.data) ? r.data.filter(isSavedFilter) : [])),
    staleTime: 60_000,
  });
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const create = useMutation({
    mutationFn: (body: { nazov: string; settings: SavedFilter['settings']; predvoleny: boolean }) =>
      http.post<SavedFilter>(SAVED_FILTER_API, { gridKey, ...body }, { skipSchemaCheck: true }).then((r) => r.data),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: SavedFilterPatch }) =>
      http.post<SavedFilter>(`${SAVED_FILTER_API}${id}`, patch, { skipSchemaCheck: true }).then((r) => r.data),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => http.delete(`${SAVED_FILTER_API}${id}`).then(() => id),
    onSuccess: refresh,
  });
  return { list, create, update, remove };
}
