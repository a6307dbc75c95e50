import type { RqlFilter, RqlLikePart, RqlSort } from '../../engine/core/rql/ast';
import type { EntityDef, FieldDef } from '../model/entity';
import { foldSql, foldText } from './fold';

/**
 * A list filtered by a prefix of one field and sorted by another, e.g. the metering points of towns
 * starting with "Koš" by EIC. PostgreSQL (before 18) cannot skip through an index (folded town, EIC)
 * town by town, so on its own it either walks the whole EIC index testing the town (seconds when the
 * town's rows lie late in EIC order, as a distribution area's do) or sorts every matching row. This
 * reads the distinct folded values in the prefix's range one index probe each, then per value the
 * first offset + limit rows in the sort's order from that index, and merges them: a few index reads
 * per matching town whatever the table's size. Declared per field (`FieldDef.prefixSorts`) where such
 * an index exists.
 */
export interface PrefixMerge {
  /** The field's folded SQL (the index's first column or expression). */
  folded: string;
  /** The prefix, folded. */
  low: string;
  /** The first text after every text starting with the prefix (byte order, as text_pattern_ops). */
  high: string;
  /**
   * Instead of a prefix: a "contains" term of a field with a table of its distinct values
   * (`FieldDef.valuesTable`); the values are those of the table the pattern matches.
   */
  contains?: { table: string; column: string; pattern: RqlLikePart[] };
  /** The sort's column and direction. */
  sortColumn: string;
  desc: boolean;
}

/** The next text after all texts starting with `prefix`, or undefined when there is none. */
function upperBound(prefix: string): string | undefined {
  const chars = [...prefix];
  const last = chars.pop()?.codePointAt(0);
  if (last === undefined || last >= 0x10ffff || (last >= 0xd7ff && last < 0xe000)) return undefined;
  return chars.join('') + String.fromCodePoint(last + 1);
}

/** The filter's top-level terms (an `and` spread out). */
function topTerms(filter: RqlFilter | undefined): RqlFilter[] {
  if (!filter) return [];
  return filter.op === 'and' ? filter.args : [filter];
}

/**
 * A "contains" (a pattern that starts with a wildcard) on a field with a table of its distinct folded
 * values: the table and column to match the pattern against first, else undefined.
 */
export function valuesContains(entity: EntityDef, field: string, pattern: readonly RqlLikePart[]): { table: string; column: string; pattern: RqlLikePart[] } | undefined {
  const def = Object.hasOwn(entity.fields, field) ? entity.fields[field] : undefined;
  if (!def?.valuesTable || !def.foldColumn || def.expression) return undefined;
  const first = pattern[0];
  if (!first || !('wildcard' in first) || pattern.length < 2) return undefined;
  return { table: `"${def.valuesTable}"`, column: def.foldColumn, pattern: [...pattern] };
}

/** Whether a filter holds, anywhere, a "contains" that goes through a table of distinct values. */
export function hasValuesContains(entity: EntityDef, filter: RqlFilter | undefined): boolean {
  if (!filter) return false;
  if (filter.op === 'and' || filter.op === 'or') return filter.args.some((term) => hasValuesContains(entity, term));
  return filter.op === 'like' && valuesContains(entity, filter.field, filter.pattern) !== undefined;
}

/** Whether this query takes the merged plan: a `like(field,text*)` term of a field whose prefixSorts name the single sort. */
export function prefixMerge(entity: EntityDef, filter: RqlFilter | undefined, sort: readonly RqlSort[]): PrefixMerge | undefined {
  const keys = sort.length > 0 ? sort : entity.defaultSort;
  const key = keys.length === 1 ? keys[0] : undefined;
  if (!key || key.field === entity.idField) return undefined;
  const sortDef: FieldDef | undefined = Object.hasOwn(entity.fields, key.field) ? entity.fields[key.field] : undefined;
  if (!sortDef || sortDef.expression || sortDef.queryable === false) return undefined;
  for (const term of topTerms(filter)) {
    const contains = term.op === 'like' ? valuesContains(entity, term.field, term.pattern) : undefined;
    if (contains && term.op === 'like' && entity.fields[term.field]?.prefixSorts?.includes(key.field)) {
      return { folded: `"${contains.column}"`, low: '', high: '', contains, sortColumn: `"${sortDef.column}"`, desc: key.dir === 'desc' };
    }
    if (term.op !== 'like' || term.pattern.length !== 2) continue;
    const [text, wildcard] = term.pattern;
    if (!text || !('text' in text) || text.text === '' || !wildcard || !('wildcard' in wildcard)) continue;
    const def = Object.hasOwn(entity.fields, term.field) ? entity.fields[term.field] : undefined;
    if (!def || def.expression || !def.prefixSorts?.includes(key.field)) continue;
    const low = foldText(text.text);
    const high = upperBound(low);
    if (high === undefined) continue;
    // The folded column the database keeps (its index's first column), else the folding expression.
    const folded = def.foldColumn ? `"${def.foldColumn}"` : foldSql(`"${def.column}"`);
    return { folded, low, high, sortColumn: `"${sortDef.column}"`, desc: key.dir === 'desc' };
  }
  return undefined;
}

/**
 * The page's SELECT for a merged plan. `where` is the list's whole condition (the prefix included,
 * so the answer is the same as the plain statement's); `low`/`high` are the placeholders of the range.
 */
export function prefixMergeSql(
  merge: PrefixMerge,
  parts: { columns: string; table: string; idColumn: string; where: string; orderBy: string; limit: number; offset: number; low: string; high: string },
): string {
  const f = merge.folded;
  const dir = merge.desc ? 'DESC' : 'ASC';
  const { table, idColumn } = parts;
  // A "contains": the distinct values its pattern matches (`low` holds the pattern's placeholder).
  // A prefix: one probe per distinct value, the next folded value after the previous one, inside the range.
  const values = merge.contains
    ? `WITH prefix_value(v) AS (SELECT ${f} FROM ${merge.contains.table} WHERE ${f} LIKE ${parts.low} ESCAPE '\\')`
    : `WITH RECURSIVE prefix_value(v) AS (
    (SELECT ${f} FROM ${table} WHERE ${f} ~>=~ ${parts.low} AND ${f} ~<~ ${parts.high} ORDER BY ${f} USING ~<~ LIMIT 1)
    UNION ALL
    SELECT (SELECT ${f} FROM ${table} WHERE ${f} ~>~ p.v AND ${f} ~<~ ${parts.high} ORDER BY ${f} USING ~<~ LIMIT 1)
      FROM prefix_value p WHERE p.v IS NOT NULL)`;
  const perValue = `SELECT ${idColumn} AS k, ${merge.sortColumn} AS s FROM ${table} WHERE ${f} = p.v AND ${parts.where}
      ORDER BY ${merge.sortColumn} ${dir}, ${idColumn} ${dir} LIMIT ${parts.limit + parts.offset}`;
  const page = `SELECT page.k FROM prefix_value p CROSS JOIN LATERAL (${perValue}) AS page
    WHERE p.v IS NOT NULL ORDER BY page.s ${dir}, page.k ${dir} LIMIT ${parts.limit} OFFSET ${parts.offset}`;
  return `${values} SELECT ${parts.columns} FROM ${table} WHERE ${idColumn} IN (${page}) ORDER BY ${parts.orderBy}`;
}
