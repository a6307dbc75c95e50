/** A cache the server keeps in memory and can drop on request (`POST /cache/release`). */
export interface ReleasableCache {
  name: string;
  clear: () => void;
}

const caches = new Map<string, ReleasableCache>();

/** Registers a cache for release; a second registration under the same name replaces the first. */
export function registerCache(cache: ReleasableCache): void {
  caches.set(cache.name, cache);
}

/** Clears every registered cache; returns their names. */
export function releaseCaches(): string[] {
  for (const cache of caches.values()) cache.clear();
  return [...caches.keys()].sort();
}

/** A value computed once per key and kept for `ttlMs`, dropped on cache release. */
export function memo<T>(name: string, ttlMs: number): { get: (key: string, load: () => Promise<T>) => Promise<T>; clear: () => void } {
  const entries = new Map<string, { value: T; at: number }>();
  const cache = {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      const value = await load();
      entries.set(key, { value, at: Date.now() });
      return value;
    },
    clear: () => entries.clear(),
  };
  registerCache({ name, clear: cache.clear });
  return cache;
}
