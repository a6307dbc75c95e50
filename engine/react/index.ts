// SearchPage and DetailPage are NOT exported here: import them from
// './search/SearchPage' and './detail/DetailPage' (lazily) so forms load only when opened.
export { EngineProvider, useEngine } from './EngineProvider';
export type { EngineContextValue, EngineProviderProps } from './EngineProvider';
export type { EngineWidgetProps, WidgetEntry, WidgetRegistry } from './registry';
export { createWidgetRegistry, isWidgetRegistry, UnknownWidget } from './registry';
export { useSearchController } from './search/useSearchController';
export type { SearchController, Row, FromSearchState } from './search/useSearchController';
export { useSearchContext, SearchContext } from './search/SearchContext';
export { entityQueryKeys } from './queryKeys';
export { formatCell } from './format/formatCell';
export type { CellFormatContext } from './format/formatCell';
export { ErrorAlert, errorLines } from './errors/ErrorAlert';
export { pageSizeStorageKey } from './search/pageSizeStorage';
