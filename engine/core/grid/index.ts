export type { GridSettings } from './settings';
export {
  GRID_SETTINGS_VERSION,
  MIN_COLUMN_WIDTH,
  MAX_COLUMN_WIDTH,
  gridSettingsStorageKey,
  defaultGridSettings,
  migrateGridSettings,
  normalizeGridSettings,
  setColumnHidden,
  moveColumn,
  moveColumnTo,
  setColumnWidth,
  visibleColumnIds,
  isCustomized,
} from './settings';
export type { RowState, CellMark } from './rowState';
export { ROW_STATE_PROP, MODIFICATIONS_PROP, cellMarks, rowState } from './rowState';
export type { PagerView, GridDataState } from './paging';
export { pagerView, onQueryChange, onPageSizeChange } from './paging';
export { personName, legalEntityName } from './names';
export type { CachedPage } from './routeCache';
export { RouteCache, DEFAULT_QUEUE_SIZE, REATTACH_DEBOUNCE_MS } from './routeCache';
export type { ExportColumn, ExportFormat, SheetCell } from './exportSheet';
export { EXPORT_PAGE_SIZE, EXPORT_TOAST_CLOSE_MS, buildSheet, sheetCell, exportFileName, isoToSheetDate, dateFormats } from './exportSheet';
