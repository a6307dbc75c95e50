// Deterministic generators shared by the RQL tests (not exported from index).
import type { RqlFilter, RqlLikePart, RqlQuery, RqlSort, RqlValue } from './ast';

/** mulberry32: small seeded PRNG so failures are reproducible. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const NASTY = ['*', '%', '_', '(', ')', ',', '&', '=', '+', '#', '/', '\\', "'", '"', ' ', '!', '~', ':', '?', '-', '.',
  'á', 'ä', 'č', 'ď', 'é', 'í', 'ĺ', 'ľ', 'ň', 'ó', 'ô', 'ŕ', 'š', 'ť', 'ú', 'ý', 'ž', 'Ž', 'Č', '😀', '👍🏽', '€', '\n', '\t',
  'string:', 'true', 'null', '1', '0', '-', '.5', 'e', '%2A', '%', 'a', 'Z', '9'];

export class Gen {
  constructor(readonly r: () => number) {}
  int(max: number): number { return Math.floor(this.r() * max); }
  pick<T>(items: readonly T[]): T { return items[this.int(items.length)] as T; }

  text(): string {
    const n = this.int(6);
    let s = '';
    for (let i = 0; i < n; i++) s += this.pick(NASTY);
    return s;
  }

  value(): RqlValue {
    switch (this.int(7)) {
      case 0: return null;
      case 1: return this.r() < 0.5;
      case 2: return this.int(2000) - 1000;
      case 3: return (this.int(2_000_000) - 1_000_000) / 1000;
      case 4: return this.pick(['1', '-2', '1.5', 'true', 'false', 'null', '007', '1e5', 'string:x', '']);
      default: return this.text();
    }
  }

  field(): string { return this.pick(['a', 'nazov', 'kod_1', '_x', 'ucastnik.nazov', 'A.b.c']); }

  like(): RqlLikePart[] {
    // Canonical shape, as the parser returns it: no empty or adjacent text parts.
    const parts: RqlLikePart[] = [];
    const n = this.int(5);
    for (let i = 0; i < n; i++) {
      const last = parts[parts.length - 1];
      const text = this.text();
      if (this.r() < 0.4 || text === '' || (last && 'text' in last)) parts.push({ wildcard: true });
      else parts.push({ text });
    }
    return parts;
  }

  filter(depth: number): RqlFilter {
    const kind = depth > 3 ? this.int(4) : this.int(6);
    switch (kind) {
      case 0: return { op: this.pick(['eq', 'ne', 'lt', 'le', 'gt', 'ge'] as const), field: this.field(), value: this.value() };
      case 1: return { op: this.pick(['in', 'out'] as const), field: this.field(), values: Array.from({ length: this.int(4) }, () => this.value()) };
      case 2: return { op: 'like', field: this.field(), pattern: this.like() };
      case 3: return { op: 'eq', field: this.field(), value: this.text() };
      default: return { op: this.pick(['and', 'or'] as const), args: Array.from({ length: this.int(4) }, () => this.filter(depth + 1)) };
    }
  }

  query(): RqlQuery {
    const q: RqlQuery = { sort: [], count: this.r() < 0.5 };
    if (this.r() < 0.8) q.filter = this.filter(0);
    if (this.r() < 0.5) q.sort = Array.from({ length: 1 + this.int(3) }, (): RqlSort => ({ field: this.field(), dir: this.r() < 0.5 ? 'asc' : 'desc' }));
    if (this.r() < 0.5) q.select = Array.from({ length: 1 + this.int(3) }, () => this.field());
    if (this.r() < 0.5) q.limit = { count: this.int(100), offset: this.int(1000) };
    return q;
  }
}
