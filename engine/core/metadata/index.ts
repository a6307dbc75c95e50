export type {
  ActionDef,
  RelatedDef,
  TokenRequirement,
  FilterType,
  BuiltInFilterType,
  EnumDisplay,
  TextMatch,
  CompareOp,
  FilterDef,
  ColumnFormat,
  ColumnDef,
  ColumnSpec,
  SearchMetadata,
  LayoutGroup,
  TabDef,
  VisibleIf,
  FieldConfig,
  DetailMetadata,
  EntityTokens,
  EntityRoutes,
  EntityMetadata,
} from './types';
export {
  fieldHelpKey,
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
// validateEntityMetadata, assertEntityMetadata, EntityMetadataError: import './validate' itself
// (lint, tests, dev); ajv and the meta-schema stay out of every screen that uses this index.
export { semanticProblems } from './semantic';
export type { FilterValues, SearchState, CustomFilterBuilder, FilterTerms } from './search';
export {
  PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  RESERVED_PARAMS,
  isPageSize,
  filterTerm,
  RANGE_SEPARATOR,
  LIST_SEPARATOR,
  splitRange,
  isReversedRange,
  reversedBounds,
  joinRange,
  splitList,
  BUILT_IN_FILTER_TYPES,
  phoneFilterText,
  sortChoices,
  buildSearchFilter,
  readSearchState,
  writeSearchState,
  toggleSort,
} from './search';
export { rowLink } from './rowLink';
export { detailParam, detailPath, fillRoute } from './rowLink';
export { conditionHolds, allConditionsHold } from './conditions';
export type { ActionViewer } from './detail';
export {
  recordNumber,
  recordTitle,
  detailDocumentTitle,
  actionVisible,
  recordEditable,
  actionPath,
  actionTextKeys,
  actionTarget,
  relatedVisible,
  relatedLinkValue,
  relatedQuery,
  refreshesWhile,
  createRoute,
  canCreateFromSearch,
} from './detail';
