import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

// Mantine's ScrollArea takes only useMergeRefs from @floating-ui/react; Mantine's Table imports
// ScrollArea, so every grid pulled all of floating-ui (the dropdowns' positioning, ~12 kB gzipped)
// into a search screen. floatingMergeRefs() (scripts/vite/floatingMergeRefs.ts) points that one
// import here: the same hook over Mantine's own ref merging.

/** One callback ref that sets every ref of `refs` (null and undefined skipped). */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): (node: T | null) => void {
  return useMergedRef<T>(...refs);
}
