import { createContext, createElement, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

/** Phones and tablets: the platform's own pickers serve them better. */
const MOBILE_QUERY = '(max-width: 48em), (pointer: coarse)';

// One media query for the whole application, not one per widget (a form has dozens of date fields).
let query: MediaQueryList | undefined;
function mediaQuery(): MediaQueryList | undefined {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  query ??= window.matchMedia(MOBILE_QUERY);
  return query;
}

// The answer, kept between its change events while someone listens: reading `matches` makes
// Chromium bring style up to date.
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

const MobileContext = createContext<boolean | null>(null);

/**
 * Follows the answer once for everything under it (the application's root): the widgets read it
 * from here, a context read each instead of a subscription each (a large form mounts fifty fewer).
 */
export function MobileProvider({ children }: { children: ReactNode }) {
  const mobile = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return createElement(MobileContext.Provider, { value: mobile }, children);
}

/**
 * Whether the device is a phone or tablet (narrow screen or coarse pointer): the provider's live
 * answer; outside a MobileProvider (a widget tested alone), the answer when it draws.
 */
export function useMobile(): boolean {
  const provided = useContext(MobileContext);
  if (provided !== null) return provided;
  return listeners.size > 0 ? snapshot() : (mediaQuery()?.matches ?? false);
}
