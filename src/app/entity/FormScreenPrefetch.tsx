import { useEffect } from 'react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import type { EntityMetadata } from '../../../engine/core/metadata';
import { entityQueryKeys } from '../../../engine/react/queryKeys';
import { whenIdle } from '../../../engine/react/whenIdle';
import { loadFormScreenCode } from './formScreenCode';

/** Once per page load: later searches find the code loaded or on its way. */
let started = false;

/**
 * Loads the form screens' code while a search is shown and idle (its rows are in, no query is
 * fetching, the browser has nothing else to do), so that the first row click opens the detail
 * as fast as a repeated one. Not tracked (trackedLoad): no progress bar, and the search stays
 * usable; a click meanwhile waits, tracked, for the same load.
 */
export function FormScreenPrefetch({ entity }: { entity: Pick<EntityMetadata, 'entity' | 'api'> }) {
  const fetching = useIsFetching();
  const client = useQueryClient();
  useEffect(() => {
    if (started || fetching > 0) return;
    // A fetch ending re-renders here (useIsFetching), so the rows are read when they can have come.
    const rowsIn = client.getQueryCache().findAll({ queryKey: entityQueryKeys(entity).lists }).some((query) => query.state.data !== undefined);
    if (!rowsIn) return;
    // A fetch starting meanwhile (a filter typed) cancels the wait: the effect runs again.
    return whenIdle(() => {
      if (started) return;
      started = true;
      // A failure here is no error of the search; the click loads again and reports it.
      loadFormScreenCode().catch(() => undefined);
    }, 0);
  }, [fetching, client, entity]);
  return null;
}
