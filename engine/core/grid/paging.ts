/** Pager arithmetic of a server-paged grid (page is zero based). */

/** What the pager shows and allows. */
export interface PagerView {
  /** First row number shown (1-based), 0 when the page is empty. */
  from: number;
  /** Last row number shown. */
  to: number;
  /** Last page index when the total is known. */
  lastPage: number | undefined;
  canPrevious: boolean;
  canNext: boolean;
}

/** The pager's numbers for a page of `rowCount` rows; `hasMore` decides "next" when the total is unknown. */
export function pagerView(page: number, size: number, rowCount: number, total: number | undefined, hasMore: boolean): PagerView {
  const from = rowCount > 0 ? page * size + 1 : 0;
  const to = page * size + rowCount;
  const lastPage = total !== undefined ? Math.max(Math.ceil(total / size) - 1, 0) : undefined;
  return {
    from,
    to,
    lastPage,
    canPrevious: page > 0,
    canNext: lastPage !== undefined ? page < lastPage : hasMore,
  };
}

/**
 * Grid data state: a query change resets to page 0 and forgets the record count (it
 * belonged to the previous query); a page-size change resets to page 0 and keeps it.
 */
export interface GridDataState {
  queryKey: string;
  page: number;
  size: number;
  recordsCount: number | undefined;
}

/** The grid data state after the query (filter or sort) changed. */
export function onQueryChange(state: GridDataState, queryKey: string): GridDataState {
  if (queryKey === state.queryKey) return state;
  return { ...state, queryKey, page: 0, recordsCount: undefined };
}

/** The grid data state after the page size changed. */
export function onPageSizeChange(state: GridDataState, size: number): GridDataState {
  if (size === state.size) return state;
  return { ...state, size, page: 0 };
}
