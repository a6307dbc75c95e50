import { useCallback, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { generatePath, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { HttpError } from '../../core/errors';
import type { JsonSchema } from '../../core/form';
import type { EntityMetadata, FilterValues, SearchState } from '../../core/metadata';
import {
  DEFAULT_PAGE_SIZE,
  buildSearchFilter,
  filterField,
  parseSortSpec,
  readSearchState,
  toggleSort as nextSort,
  writeSearchState,
} from '../../core/metadata';
import { formatRql, listQuery } from '../../core/rql';
import type { RqlQuery, RqlSort } from '../../core/rql';
import { hasToken } from '../../core/tokens';
import { useEngine } from '../EngineProvider';
import { entityQueryKeys } from '../queryKeys';
import { pageSizeStorageKey, readPageSize, writePageSize } from './pageSizeStorage';

/** A grid row as the API returns it. */
export type Row = Record<string, unknown>;

/** Navigation state a detail screen reads to return to the same search. */
export interface FromSearchState {
  searchUrl: string;
}

/** Everything the search screen shows and does; the components only render it. */
export interface SearchController {
  meta: EntityMetadata;
  /** Applied state (from the URL). */
  state: SearchState;
  /** Filter values being typed, applied by submit. */
  draft: FilterValues;
  setDraftValue: (key: string, value: string | undefined) => void;
  /** Applies the draft filters and goes to the first page. */
  submit: () => void;
  /** Clears filters (typed and applied) and goes to the first page. */
  reset: () => void;
  setPage: (page: number) => void;
  /** Changes the page size (remembered per route and grid) and goes to the first page. */
  setSize: (size: number) => void;
  /** Sorts by a column: ascending, or descending when it already is ascending. */
  toggleSort: (field: string) => void;
  /** The query sent to the API. */
  query: RqlQuery;
  rows: Row[];
  /** Total rows, when the server reported it. */
  total: number | undefined;
  hasMore: boolean;
  /** A fetch is running (first load or refresh). */
  isFetching: boolean;
  error: HttpError | Error | null;
  /** Enum values of an enum filter: from metadata, else from the schema. */
  enumOptions: (key: string) => string[];
  openRow: (row: Row) => void;
  canCreate: boolean;
  createNew: () => void;
}

const NO_ROWS: Row[] = [];

/** All the logic of a search screen: filter, page, size and sort live in the URL; the list comes from TanStack Query. */
export function useSearchController(meta: EntityMetadata, gridId: string = meta.entity): SearchController {
  const { http, tokens } = useEngine();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const defs = meta.search.filters;

  const storageKey = pageSizeStorageKey(location.pathname, gridId);
  const storedSize = readPageSize(storageKey) ?? DEFAULT_PAGE_SIZE;
  const defaultSort = useMemo(() => parseSortSpec(meta.search.sort), [meta.search.sort]);
  const defaults = useMemo(() => ({ size: storedSize, sort: defaultSort }), [storedSize, defaultSort]);
  const state = useMemo(() => readSearchState(params, defs, defaults), [params, defs, defaults]);

  // The draft follows the applied filters whenever those change (submit, reset, back button).
  const appliedKey = JSON.stringify(state.filters);
  const [draftState, setDraftState] = useState({ key: appliedKey, values: state.filters });
  if (draftState.key !== appliedKey) setDraftState({ key: appliedKey, values: state.filters });
  const draft = draftState.key === appliedKey ? draftState.values : state.filters;

  const apply = useCallback(
    (next: SearchState, nextDefaults = defaults) => setParams(writeSearchState(next, defs, nextDefaults, params)),
    [setParams, defs, defaults, params],
  );

  const setDraftValue = useCallback((key: string, value: string | undefined) => {
    setDraftState((prev) => {
      const values = { ...prev.values };
      if (value === undefined || value === '') delete values[key];
      else values[key] = value;
      return { ...prev, values };
    });
  }, []);

  const submit = useCallback(() => apply({ ...state, filters: draft, page: 0 }), [apply, state, draft]);
  const reset = useCallback(() => {
    setDraftState({ key: appliedKey, values: {} });
    apply({ ...state, filters: {}, page: 0 });
  }, [apply, state, appliedKey]);
  const setPage = useCallback((page: number) => apply({ ...state, page: Math.max(0, page) }), [apply, state]);
  const setSize = useCallback(
    (size: number) => {
      writePageSize(storageKey, size);
      apply({ ...state, size, page: 0 }, { ...defaults, size });
    },
    [apply, state, defaults, storageKey],
  );
  const toggleSort = useCallback(
    (field: string) => apply({ ...state, sort: nextSort(state.sort, field), page: 0 }),
    [apply, state],
  );

  const query = useMemo(
    () =>
      listQuery({
        filter: buildSearchFilter(defs, state.filters),
        sort: state.sort as readonly RqlSort[],
        page: state.page,
        size: state.size,
        count: true,
      }),
    [defs, state],
  );
  const keys = entityQueryKeys(meta);
  const list = useQuery({
    queryKey: keys.list(formatRql(query)),
    queryFn: ({ signal }) => http.list<Row>(meta.api, query, { signal }),
    placeholderData: keepPreviousData,
  });

  // Enum filters without listed options take the values of the schema's enum.
  const needsSchema = defs.some((d) => d.type === 'enum' && !d.options);
  const schema = useQuery({
    queryKey: keys.schema('new'),
    queryFn: ({ signal }) => http.get<JsonSchema>(`${meta.api}schema/post/request`, { signal, background: true }).then((r) => r.data),
    enabled: needsSchema,
    staleTime: 5 * 60_000,
  });
  const enumOptions = useCallback(
    (key: string) => {
      const def = defs.find((d) => d.key === key);
      if (!def) return [];
      if (def.options) return def.options;
      const values = schema.data?.properties?.[filterField(def)]?.enum ?? [];
      return values.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').map(String);
    },
    [defs, schema.data],
  );

  const fromSearch: FromSearchState = { searchUrl: `${location.pathname}${location.search}` };
  const openRow = (row: Row) => {
    const id = row[meta.id];
    if (id === undefined || id === null) return;
    navigate(generatePath(meta.routes.detail, { [meta.id]: String(id) }), { state: fromSearch });
  };
  const canCreate = meta.tokens.create !== undefined && hasToken(tokens, meta.tokens.create);
  const createNew = () => navigate(generatePath(meta.routes.detail, { [meta.id]: 'new' }), { state: fromSearch });

  return {
    meta,
    state,
    draft,
    setDraftValue,
    submit,
    reset,
    setPage,
    setSize,
    toggleSort,
    query,
    rows: list.data?.rows ?? NO_ROWS,
    total: list.data?.total,
    hasMore: list.data?.hasMore ?? false,
    isFetching: list.isFetching,
    error: list.error,
    enumOptions,
    openRow,
    canCreate,
    createNew,
  };
}
