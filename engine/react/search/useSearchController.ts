import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { HttpError } from '../../core/errors';
import type { JsonSchema } from '../../core/form';
import type { EntityMetadata, FilterValues, SearchState } from '../../core/metadata';
import {
  DEFAULT_PAGE_SIZE,
  buildSearchFilter,
  filterField,
  parseSortSpec,
  readSearchState,
  writeSearchState,
} from '../../core/metadata';
import { initialSearchScreen, sameSearch, searchReducer } from '../../core/search';
import type { SearchAction, SearchConfig, SearchScreenState } from '../../core/search';
import { formatRql, listQuery } from '../../core/rql';
import type { RqlQuery, RqlSort } from '../../core/rql';
import { useEngine } from '../EngineProvider';
import { entityQueryKeys } from '../queryKeys';
import type { GridSettings } from '../../core/grid';
import { gridSettingsStorageKey } from '../../core/grid';
import type { CustomFilterBuilder, FilterDef } from '../../core/metadata';
import { canCreateFromSearch, createRoute, enumLabelKey, isReversedRange, reversedBounds, rowLink, splitList, splitRange } from '../../core/metadata';
import { formatCell } from '../format/formatCell';
import { useCodeBooks } from '../grid/useCodeBooks';
import type { GridSelection } from '../grid/GridTable';
import type { GridColumn } from '../grid/types';
import type { CellText } from '../grid/useMetadataColumns';
import { useMetadataColumns } from '../grid/useMetadataColumns';
import { useGridSettings } from '../grid/useGridSettings';
import type { ColumnDef } from '../../core/metadata';
import { pageSizeStorageKey, readPageSize, writePageSize } from './pageSizeStorage';

/** A grid row as the API returns it. */
export type Row = Record<string, unknown>;

/** Navigation state a detail screen reads to return to the same search. */
export interface FromSearchState {
  searchUrl: string;
}

/** The grid's capabilities: columns, column settings (order, visibility, width) and selection. */
interface SearchGrid {
  columns: GridColumn[];
  /** Metadata columns in metadata order. */
  defs: ColumnDef[];
  /** A cell's display text (export uses it). */
  cellText: CellText;
  settings: GridSettings;
  setSettings: (settings: GridSettings) => void;
  resetSettings: () => void;
  /** Present when rows can be selected; cleared whenever the query changes. */
  selection: GridSelection | undefined;
}

/** Options of a search screen beyond its metadata. */
export interface SearchOptions {
  /** Shows a selection check-box column and the selected count. @default meta.search.selectable */
  selectable?: boolean;
  /** RQL builders of `custom` filters, by filter key. */
  customFilters?: Readonly<Record<string, CustomFilterBuilder>>;
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
  /** Replaces the sort (first page). */
  setSort: (sort: RqlSort[]) => void;
  /** Applies filters and sort at once (a saved filter), first page. */
  applySearch: (filters: FilterValues, sort?: RqlSort[]) => void;
  /** Storage key base of this grid (route and grid id). */
  gridKey: string;
  grid: SearchGrid;
  /** The query sent to the API. */
  query: RqlQuery;
  rows: Row[];
  /** Total rows, when the server reported it. */
  total: number | undefined;
  /** When the server stopped counting: more rows match than this. */
  totalMoreThan: number | undefined;
  hasMore: boolean;
  /** A fetch is running (first load or refresh). */
  isFetching: boolean;
  error: HttpError | Error | null;
  /** Enum values of an enum filter: from metadata, else the code book, else the schema. */
  enumOptions: (key: string) => string[];
  /** Enum options of a filter with labels per its enumDisplay. */
  enumChoices: (key: string) => { value: string; label: string }[];
  /** An applied filter's value as text (its formatter, enum labels, yes/no). */
  filterText: (key: string) => string;
  openRow: (row: Row) => void;
  canCreate: boolean;
  createNew: () => void;
}

const NO_ROWS: Row[] = [];

/** All the logic of a search screen: filter, page, size and sort live in the URL; the list comes from TanStack Query. */
export function useSearchController(meta: EntityMetadata, gridId: string = meta.entity, options: SearchOptions = {}): SearchController {
  const { http, tokens, filters, openDialog } = useEngine();
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const defs = meta.search.filters;

  const storageKey = pageSizeStorageKey(location.pathname, gridId);
  const storedSize = readPageSize(storageKey) ?? DEFAULT_PAGE_SIZE;
  const defaultSort = useMemo(() => parseSortSpec(meta.search.sort), [meta.search.sort]);
  const defaults = useMemo(() => ({ size: storedSize, sort: defaultSort }), [storedSize, defaultSort]);
  const state = useMemo(() => readSearchState(params, defs, defaults), [params, defs, defaults]);

  // Grid capabilities: column settings per route and grid; selection belongs to one query.
  const gridKey = `${location.pathname}:${gridId}`;
  const { columns, defs: columnDefs, cellText } = useMetadataColumns(meta);
  const columnIds = useMemo(() => columnDefs.map((c) => c.key), [columnDefs]);
  const { settings: columnSettings, setSettings: storeColumns, reset: forgetColumns } = useGridSettings(gridSettingsStorageKey(location.pathname, gridId), columnIds);

  // Every transition is the pure searchReducer's; this hook stores typed filters and selection,
  // mirrors the applied search in the URL and the column settings in the browser's storage.
  const config = useMemo<SearchConfig>(() => ({ filters: defs, defaultSort, columnIds }), [defs, defaultSort, columnIds]);
  const [local, setLocal] = useState(() => initialSearchScreen(state, columnSettings));
  // The URL changed by other means (back button, a link): the reducer says what follows. Only a
  // change of the URL counts: our own navigation may still be on its way (the router applies it
  // in a transition) when the screen renders its next state, which must not be undone meanwhile.
  const [urlSeen, setUrlSeen] = useState(state);
  let synced = local;
  if (!sameSearch(urlSeen, state)) {
    setUrlSeen(state);
    if (!sameSearch(local.applied, state)) synced = searchReducer(config, local, { type: 'urlChanged', applied: state });
  }
  if (synced !== local) setLocal(synced);
  const screen = useMemo<SearchScreenState>(() => ({ ...synced, columns: columnSettings }), [synced, columnSettings]);
  const draft = screen.draft;
  // What the last action left, ahead of the render that shows it: two clicks landing before that
  // render (a quick double click on a busy machine) build on each other, not on the same screen.
  const latest = useRef(screen);
  useLayoutEffect(() => {
    latest.current = screen;
  }, [screen]);

  const dispatch = useCallback(
    (action: SearchAction) => {
      if (action.type === 'filterChanged' || action.type === 'selectionChanged') {
        // Typing may report several changes before the next render: build on the latest state.
        setLocal((prev) => searchReducer(config, prev, action));
        return;
      }
      const before = latest.current;
      const next = searchReducer(config, before, action);
      latest.current = next;
      if (action.type === 'columnsReset') forgetColumns();
      else if (next.columns !== before.columns) storeColumns(next.columns);
      let nextDefaults = defaults;
      if (action.type === 'sizeChanged') {
        writePageSize(storageKey, action.size);
        nextDefaults = { ...defaults, size: action.size };
      }
      if (next.applied !== before.applied) setParams(writeSearchState(next.applied, defs, nextDefaults, params));
      setLocal(next);
    },
    [config, forgetColumns, storeColumns, defaults, storageKey, setParams, defs, params],
  );

  const setDraftValue = useCallback((key: string, value: string | undefined) => dispatch({ type: 'filterChanged', key, value }), [dispatch]);
  // A reversed range, or a 'to' filter below its 'from', would find nothing: the input says why and the search waits for a fix.
  const submit = useCallback(() => {
    if (defs.some((d) => d.type === 'range' && isReversedRange(draft[d.key] ?? '')) || reversedBounds(defs, draft).size > 0) return;
    dispatch({ type: 'searched' });
  }, [dispatch, defs, draft]);
  const reset = useCallback(() => dispatch({ type: 'reset' }), [dispatch]);
  const setPage = useCallback((page: number) => dispatch({ type: 'pageChanged', page }), [dispatch]);
  const setSize = useCallback((size: number) => dispatch({ type: 'sizeChanged', size }), [dispatch]);
  const toggleSort = useCallback((field: string) => dispatch({ type: 'sortToggled', field }), [dispatch]);
  const setSort = useCallback((sort: RqlSort[]) => dispatch({ type: 'sortChanged', sort }), [dispatch]);
  const applySearch = useCallback((filters: FilterValues, sort?: RqlSort[]) => dispatch({ type: 'savedFilterApplied', filters, ...(sort ? { sort } : {}) }), [dispatch]);

  const query = useMemo(
    () =>
      listQuery({
        filter: buildSearchFilter(defs, state.filters, options.customFilters, filters),
        sort: state.sort as readonly RqlSort[],
        page: state.page,
        size: state.size,
        count: true,
      }),
    [defs, state, options.customFilters, filters],
  );
  const keys = entityQueryKeys(meta);

  const selectable = options.selectable ?? meta.search.selectable ?? false;
  const selectedIds = screen.selected;
  const selection = useMemo<GridSelection | undefined>(
    () => (selectable ? { selected: selectedIds, onChange: (ids) => dispatch({ type: 'selectionChanged', selected: ids }) } : undefined),
    [selectable, selectedIds, dispatch],
  );
  const grid = useMemo<SearchGrid>(
    () => ({
      columns,
      defs: columnDefs,
      cellText,
      settings: screen.columns,
      setSettings: (settings: GridSettings) => dispatch({ type: 'columnsChanged', settings }),
      resetSettings: () => dispatch({ type: 'columnsReset' }),
      selection,
    }),
    [columns, columnDefs, cellText, screen.columns, dispatch, selection],
  );
  const list = useQuery({
    queryKey: keys.list(formatRql(query)),
    queryFn: ({ signal }) => http.list<Row>(meta.api, query, { signal, callerHandles: 'explained' }),
    placeholderData: keepPreviousData,
    // Only when asked: an explicit staleTime would override the application's default.
    ...(meta.search.alwaysFresh ? { staleTime: 0 } : {}),
  });

  // Enum filters without listed options take the values of their code book or the schema's enum.
  const filterCodeBooks = useCodeBooks(defs.flatMap((d) => (d.codeBook ? [d.codeBook] : [])));
  const needsSchema = defs.some((d) => (d.type === 'enum' || d.type === 'enumList') && !d.options && !d.codeBook);
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
      if (def.codeBook) return [...(filterCodeBooks.get(def.codeBook)?.keys() ?? [])];
      const values = schema.data?.properties?.[filterField(def)]?.enum ?? [];
      return values.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').map(String);
    },
    [defs, schema.data, filterCodeBooks],
  );
  const enumLabel = useCallback(
    (def: FilterDef, value: string) => {
      const name = (def.codeBook && filterCodeBooks.get(def.codeBook)?.get(value)) || t(enumLabelKey(meta.entity, filterField(def), value), { defaultValue: value });
      if (def.enumDisplay === 'code') return value;
      if (def.enumDisplay === 'codeName') return name === value ? value : `${value} - ${name}`;
      return name;
    },
    [filterCodeBooks, t, meta.entity],
  );
  const enumChoices = useCallback(
    (key: string) => {
      const def = defs.find((d) => d.key === key);
      return def ? enumOptions(key).map((value) => ({ value, label: enumLabel(def, value) })) : [];
    },
    [defs, enumOptions, enumLabel],
  );
  const language = i18n.resolvedLanguage ?? i18n.language;
  const filterText = useCallback(
    (key: string) => {
      const def = defs.find((d) => d.key === key);
      const value = state.filters[key];
      if (!def || value === undefined) return '';
      const format = (v: string) => {
        if (def.formatter === 'number0' || def.formatter === 'number2' || def.formatter === 'number3' || def.formatter === 'number6' || def.formatter === 'eur' || def.formatter === 'percent') {
          const n = Number(v.replace(',', '.'));
          return Number.isFinite(n) ? formatCell(n, def.formatter, { language, t, entity: meta.entity, field: def.key }) : v;
        }
        return formatCell(v, def.formatter, { language, t, entity: meta.entity, field: def.key });
      };
      switch (def.type) {
        case 'enum':
          return enumLabel(def, value);
        case 'enumList':
          return splitList(value).map((v) => enumLabel(def, v)).join(', ');
        case 'boolean':
        case 'true':
          return t(value === 'true' ? 'engine.boolean.true' : 'engine.boolean.false');
        case 'range': {
          const [from, to] = splitRange(value);
          return `${from ? format(from) : '…'} – ${to ? format(to) : '…'}`;
        }
        case 'date':
          return formatCell(value, def.formatter ?? 'date', { language, t, entity: meta.entity, field: def.key });
        case 'text':
        case 'custom':
        case 'user':
        case 'phone':
        case 'number':
          return format(value);
        default: {
          const kind = filters.get(def.type);
          return kind?.text ? kind.text(value, t, def) : format(value);
        }
      }
    },
    [defs, state.filters, enumLabel, t, language, meta.entity, filters],
  );

  const fromSearch: FromSearchState = { searchUrl: `${location.pathname}${location.search}` };
  const openRow = (row: Row) => {
    // search.rowDialog: the row's dialog page, when the application opens dialogs.
    const dialog = meta.search.rowDialog;
    const rowId = row[meta.id];
    if (dialog && openDialog && (typeof rowId === 'string' || typeof rowId === 'number')) {
      openDialog(dialog.page, { [dialog.arg]: String(rowId) });
      return;
    }
    // routes.open (e.g. a page marking a message read) or the detail.
    const path = rowLink(meta, row);
    if (path !== undefined) navigate(path, { state: fromSearch });
  };
  const canCreate = canCreateFromSearch(meta, tokens);
  const createNew = () => navigate(createRoute(meta), { state: fromSearch });

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
    setSort,
    applySearch,
    gridKey,
    grid,
    query,
    rows: list.data?.rows ?? NO_ROWS,
    total: list.data?.total,
    totalMoreThan: list.data?.totalMoreThan,
    hasMore: list.data?.hasMore ?? false,
    isFetching: list.isFetching,
    error: list.error,
    enumOptions,
    enumChoices,
    filterText,
    openRow,
    canCreate,
    createNew,
  };
}
