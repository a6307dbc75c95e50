// SearchPage and DetailPage are NOT exported here: import them from
// './search/SearchPage' and './detail/DetailPage' (lazily) so forms load only when opened.
export { EngineProvider, useEngine } from './EngineProvider';
export type { EngineContextValue, EngineProviderProps } from './EngineProvider';
export type { EngineWidgetProps, WidgetEntry, WidgetRegistry } from './registry';
export { createWidgetRegistry, isWidgetRegistry, UnknownWidget } from './registry';
export { FormTextsContext, useFormTexts } from './detail/formTexts';
export type { FormTexts } from './detail/formTexts';
export { useSearchController } from './search/useSearchController';
export type { SearchController, Row, FromSearchState } from './search/useSearchController';
export { useSearchContext, SearchContext } from './search/SearchContext';
export { createFilterRegistry, isFilterRegistry } from './search/filterRegistry';
export type { FilterKind, FilterInputProps, FilterRegistry } from './search/filterRegistry';
export { entityQueryKeys } from './queryKeys';
export { formatCell } from './format/formatCell';
export type { CellFormatContext } from './format/formatCell';
export { ErrorAlert, errorLines } from './errors/ErrorAlert';
export { ErrorDialog } from './errors/ErrorDialog';
export type { ErrorDialogProps } from './errors/ErrorDialog';
export { saveBlob, saveDownload, saveText } from './download/saveBlob';
export { pageSizeStorageKey } from './search/pageSizeStorage';
// Grid capabilities (the editor grid, like DetailPage, is imported from './editor/...' lazily: it renders RJSF forms).
export { GridTable, SELECT_COLUMN_ID } from './grid/GridTable';
export type { GridTableProps, GridSelection } from './grid/GridTable';
export type { GridColumn, GridRow } from './grid/types';
export { ColumnChooser } from './grid/ColumnChooser';
export { useGridSettings } from './grid/useGridSettings';
export { useMetadataColumns, fieldValue } from './grid/useMetadataColumns';
export { DocumentLink, documentDownloadPath, downloadDocument } from './grid/DocumentLink';
export type { DocumentRecord } from './grid/DocumentLink';
export { exportToXlsx } from './grid/exportXlsx';
export type { ExportRequest } from './grid/exportXlsx';
export { ROW_HEIGHT, EDIT_BUTTON_COLUMN_WIDTH } from './grid/gridConstants';
// ConfirmDialog: open it with useConfirm(), which loads it when a question is first asked (no static export here, or every bundle of this index would carry it).
// sanitizeHtml: import './dialogs/sanitizeHtml' itself; DOMPurify stays out of every bundle that uses this index.
export type { ConfirmOptions, ConfirmDialogProps } from './dialogs/ConfirmDialog';
export { useConfirm } from './dialogs/useConfirm';
export { DialogProvider, useDialogs } from './dialogs/DialogManager';
export type { DialogSpec, DialogApi } from './dialogs/DialogManager';
export { searchPageCache } from './search/searchPageCache';
