// List totals (count() in RQL) kept between writes. A total is dropped when its table is written
// through touchTable (the entity store does it on every create, update and delete) and after a
// short time in any case, so a write that bypasses the store is seen within TTL_MS.

const TTL_MS = 10_000;
const MAX_ENTRIES_PER_TABLE = 500;

interface Entry {
  total: number;
  generation: number;
  at: number;
}

const generations = new Map<string, number>();
const entries = new Map<string, Map<string, Entry>>();

/** Marks a table as written: its cached totals are stale. */
export function touchTable(table: string): void {
  generations.set(table, (generations.get(table) ?? 0) + 1);
  entries.delete(table);
}

export const countCache = {
  /** The table's write counter; read it before counting and pass it to set(). */
  generation(table: string): number {
    return generations.get(table) ?? 0;
  },
  get(table: string, key: string, now = Date.now()): number | undefined {
    const entry = entries.get(table)?.get(key);
    if (!entry || entry.generation !== (generations.get(table) ?? 0) || now - entry.at > TTL_MS) return undefined;
    return entry.total;
  },
  /** Keeps a total counted at `generation`; a write since then makes it stale at once. */
  set(table: string, key: string, total: number, generation: number, now = Date.now()): void {
    if (generation !== (generations.get(table) ?? 0)) return;
    let byKey = entries.get(table);
    if (!byKey) entries.set(table, (byKey = new Map()));
    // Many distinct filters: forget the oldest (Map keeps insertion order).
    if (byKey.size >= MAX_ENTRIES_PER_TABLE) byKey.delete(byKey.keys().next().value as string);
    byKey.set(key, { total, generation, at: now });
  },
};
