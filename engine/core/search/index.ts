export type { SearchAction, SearchConfig, SearchScreenState } from './searchReducer';
export { initialSearchScreen, sameSearch, searchReducer } from './searchReducer';
