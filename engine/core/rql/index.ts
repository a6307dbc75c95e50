export type { RqlCompareOp, RqlFilter, RqlLikePart, RqlQuery, RqlSort, RqlValue } from './ast';
export { parseRql, RqlError, typedLiteral, RQL_FIELD_PATTERN, RQL_MAX_DEPTH, RQL_MAX_LENGTH, RQL_STRING_PREFIX } from './parse';
export { formatRql, formatFilter, formatValue, encodeText } from './format';
export { rql, listQuery, normalizeLikePattern } from './build';
export type { ListQueryOptions, MaybeFilter } from './build';
export { parseContentRange, formatContentRange, pageFromRows, parseTotalMoreThan, TOTAL_MORE_THAN_HEADER } from './contentRange';
export type { ContentRange } from './contentRange';
export { formatSpringQuery, parseSpringQuery, readSpringPage, formatSpringPage } from './spring';
export type { SpringQuery, SpringPage } from './spring';
