import { useSyncExternalStore } from 'react';

/** Phones and tablets: the platform's own pickers serve them better. */
const MOBILE_QUERY = '(max-width: 48em), (pointer: coarse)';

// One media query for every widget that asks (a form has dozens of date fields), not one each.
let query: MediaQueryList | undefined;
function mediaQuery(): MediaQueryList | undefined {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  query ??= window.matchMedia(MOBILE_QUERY);
  return query;
}

function subscribe(onChange: () => void): () => void {
  const list = mediaQuery();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

const snapshot = () => mediaQuery()?.matches ?? false;
const serverSnapshot = () => false;

/** Whether the device is a phone or tablet (narrow screen or coarse pointer); follows changes. */
export function useMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
