import { createContext, useContext } from 'react';
import type { SearchController } from './useSearchController';

/** The search controller, for the filter bar, grid and pager below a search screen. */
export const SearchContext = createContext<SearchController | undefined>(undefined);

/** The controller of the enclosing search screen. */
export function useSearchContext(): SearchController {
  const value = useContext(SearchContext);
  if (!value) throw new Error('useSearchContext: no search screen above this component');
  return value;
}
