import { useRef } from 'react';

/** Whether two sets hold the same members. */
export function sameMembers<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): boolean {
  if (a.size !== b.size) return false;
  for (const member of a) if (!b.has(member)) return false;
  return true;
}

/**
 * The previous set while the members stay the same: sets recomputed on every change (the tabs
 * with errors) then keep their identity, and what depends on them is not rebuilt.
 */
export function useStableSet<T>(set: ReadonlySet<T>): ReadonlySet<T> {
  const previous = useRef(set);
  if (previous.current !== set && !sameMembers(previous.current, set)) previous.current = set;
  return previous.current;
}
