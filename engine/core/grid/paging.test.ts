import { describe, expect, it } from 'vitest';
import { onPageSizeChange, onQueryChange, pagerView } from './paging';

describe('pager arithmetic', () => {
  it('shows from - to of total and the last page', () => {
    expect(pagerView(2, 10, 5, 25, false)).toEqual({ from: 21, to: 25, lastPage: 2, canPrevious: true, canNext: false });
    expect(pagerView(0, 10, 0, 0, false)).toEqual({ from: 0, to: 0, lastPage: 0, canPrevious: false, canNext: false });
  });

  it('uses hasMore when the total is unknown', () => {
    expect(pagerView(0, 10, 10, undefined, true).canNext).toBe(true);
    expect(pagerView(0, 10, 10, undefined, false).canNext).toBe(false);
  });

  it('a query change resets to page 0 and clears the count; a size change resets the page only', () => {
    const state = { queryKey: 'a', page: 3, size: 10, recordsCount: 40 };
    expect(onQueryChange(state, 'a')).toBe(state);
    expect(onQueryChange(state, 'b')).toEqual({ queryKey: 'b', page: 0, size: 10, recordsCount: undefined });
    expect(onPageSizeChange(state, 25)).toEqual({ queryKey: 'a', page: 0, size: 25, recordsCount: 40 });
  });
});
