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

// The answer, kept between its change events: reading `matches` makes Chromium bring style up to
// date, and React reads the snapshot several times per widget in each render (17 ms for the 50
// date fields of a 300-field form).
let known: boolean | undefined;
const listeners = new Set<() => void>();
function onQueryChange(): void {
  known = mediaQuery()?.matches ?? false;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  if (listeners.size === 0) mediaQuery()?.addEventListener?.('change', onQueryChange);
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    mediaQuery()?.removeEventListener?.('change', onQueryChange);
    // Without a listener nothing keeps the answer current: read it afresh next time.
    known = undefined;
  };
}

function snapshot(): boolean {
  known ??= mediaQuery()?.matches ?? false;
  return known;
}
const serverSnapshot = () => false;

/** Whether the device is a phone or tablet (narrow screen or coarse pointer); follows changes. */
export function useMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
