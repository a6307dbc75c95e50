/**
 * Cached routes (forms-data.md 4, "cached search pages"): what a page needs to come back as
 * it was, kept per queue; when a queue holds more than its size, the least recently used
 * entry is evicted.
 */

/** What a cached search page keeps besides its URL state. */
export interface CachedPage {
  /** The URL query of the page (filter, page, size, sort). */
  search: string;
  /** Vertical scroll position (px). */
  scrollY: number;
}

/** Entries per queue when none is configured. */
export const DEFAULT_QUEUE_SIZE = 10;

/** Delay before a cached page is re-attached (scroll restored) after its data shows (ms). */
export const REATTACH_DEBOUNCE_MS = 100;

/** An LRU cache of pages per queue. */
export class RouteCache<T = CachedPage> {
  private readonly queues = new Map<string, Map<string, T>>();

  constructor(private readonly sizes: Readonly<Record<string, number>> = {}) {}

  /** Queue size: configured or DEFAULT_QUEUE_SIZE. */
  sizeOf(queue: string): number {
    return this.sizes[queue] ?? DEFAULT_QUEUE_SIZE;
  }

  /** Stores an entry as the most recent of its queue; returns the keys evicted. */
  put(queue: string, key: string, entry: T): string[] {
    let entries = this.queues.get(queue);
    if (!entries) this.queues.set(queue, (entries = new Map()));
    entries.delete(key);
    entries.set(key, entry);
    const evicted: string[] = [];
    while (entries.size > this.sizeOf(queue)) {
      const oldest = entries.keys().next().value as string;
      entries.delete(oldest);
      evicted.push(oldest);
    }
    return evicted;
  }

  /** An entry, made the most recent of its queue. */
  get(queue: string, key: string): T | undefined {
    const entries = this.queues.get(queue);
    const entry = entries?.get(key);
    if (entries && entry !== undefined) {
      entries.delete(key);
      entries.set(key, entry);
    }
    return entry;
  }

  /** Whether an entry exists (without touching its recency). */
  has(queue: string, key: string): boolean {
    return this.queues.get(queue)?.has(key) ?? false;
  }

  /** Keys of a queue, oldest first. */
  keys(queue: string): string[] {
    return [...(this.queues.get(queue)?.keys() ?? [])];
  }

  /** Forgets everything (e.g. on logout). */
  clear(): void {
    this.queues.clear();
  }
}
