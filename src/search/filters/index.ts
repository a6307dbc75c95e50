import type { FilterKind } from '../../../engine/react/search/filterRegistry';
import { bsAnoOomFilter } from './bsAnoOom';
import { oomListFilter } from './oomList';

/**
 * The data centre's own filter kinds, registered with the engine like widgets
 * (`<EngineProvider filters={filterKinds}>`); metadata names them as a filter's `type`.
 */
export const filterKinds: readonly FilterKind[] = [bsAnoOomFilter, oomListFilter];
