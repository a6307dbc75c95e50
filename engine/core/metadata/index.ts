export type {
  TokenRequirement,
  FilterType,
  TextMatch,
  CompareOp,
  FilterDef,
  ColumnFormat,
  ColumnDef,
  ColumnSpec,
  SearchMetadata,
  LayoutGroup,
  VisibleIf,
  FieldConfig,
  DetailMetadata,
  EntityTokens,
  EntityRoutes,
  EntityMetadata,
} from './types';
export {
  fieldLabelKey,
  enumLabelKey,
  enumLabelKeyPrefix,
  groupTitleKey,
  filterField,
  filterLabelKey,
  toColumnDef,
  columnLabelKey,
  parseSortSpec,
  formatSortSpec,
  serverManagedFields,
} from './keys';
export { validateEntityMetadata, assertEntityMetadata, EntityMetadataError } from './validate';
export type { FilterValues, SearchState } from './search';
export {
  PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  RESERVED_PARAMS,
  isPageSize,
  filterTerm,
  buildSearchFilter,
  readSearchState,
  writeSearchState,
  toggleSort,
} from './search';
