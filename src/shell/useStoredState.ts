import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

function read<T>(key: string, fallback: T, valid: (value: unknown) => boolean): T {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return fallback;
    const value: unknown = JSON.parse(raw);
    return valid(value) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * A state kept in localStorage as JSON under `key` (read at once, written on every change);
 * invalid or unreadable values give `fallback`.
 */
export function useStoredState<T>(key: string, fallback: T, valid: (value: unknown) => boolean): [T, (update: T | ((previous: T) => T)) => void] {
  const [value, setValue] = useState<T>(() => read(key, fallback, valid));
  useEffect(() => {
    try {
      window.localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Without storage the choice lasts until the page is left.
    }
  }, [key, value]);
  const set = useCallback((update: T | ((previous: T) => T)) => setValue(update as T), []);
  return [value, set];
}

/** Whether a CSS media query matches (follows changes). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}
