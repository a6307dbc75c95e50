import type { RqlFilter } from '../../engine/core/rql/ast';
import type { EntityDef } from '../model/entity';
import { containsRare, type TextSample } from './containsPieces';

/**
 * A list whose filter holds a rare "contains" term (`like(nazov,*štúrova 17,*)` on a field with a
 * trigram index) finds its few thousand rows through the index and a check of each row's heap page;
 * the page and its total would each do that work again. Here one statement finds the matches once,
 * keeps their ids and sort keys, and takes both the page and the (capped) total from them: the
 * answer is the plain statements', with half the work. Only for rare terms ANDed to the whole filter,
 * so the matches are few: a common filter keeps the plain page, which an index in the sort's order
 * can stop early.
 */

/** The column of the page's rows that carries the total (never an API field: those are camelCase). */
export const TOTAL_COLUMN = '$total';

/** Whether a term ANDed to the whole filter is a rare "contains" on a field with a trigram index. */
export function hasRareContains(entity: EntityDef, filter: RqlFilter | undefined, samples: Readonly<Record<string, TextSample>> | undefined): boolean {
  if (!filter || !samples) return false;
  if (filter.op === 'and') return filter.args.some((term) => hasRareContains(entity, term, samples));
  if (filter.op !== 'like') return false;
  const def = Object.hasOwn(entity.fields, filter.field) ? entity.fields[filter.field] : undefined;
  return def?.containsIndex === true && containsRare(filter.pattern, samples[filter.field]);
}

/** The parts of the list's statement, all built from the model and placeholders by listSql. */
export interface MatchedOnceParts {
  columns: string;
  table: string;
  idColumn: string;
  /** ` WHERE …` or empty. */
  where: string;
  /** The sort's SQL expressions and directions, the id last (a total order). */
  sortKeys: readonly { sql: string; desc: boolean }[];
  orderBy: string;
  limit: number;
  offset: number;
}

/** The page's SELECT, each row carrying the number of matches in TOTAL_COLUMN (an empty page carries none). */
export function matchedOnceSql(p: MatchedOnceParts): string {
  const keys = p.sortKeys.map((k, i) => `${k.sql} AS "rql_s${i}"`).join(', ');
  const keyOrder = p.sortKeys.map((k, i) => `"rql_s${i}" ${k.desc ? 'DESC' : 'ASC'}`).join(', ');
  // Every match is at hand, so the total is exact (few rows to count); a count cap applies to it as to
  // the count statement's (the store answers "more than" above it). The sort keys are kept with the
  // ids (same expressions, so same collation and order); only the page's rows are read again, by key.
  const total = `(SELECT count(*)::int FROM "rql_matched")`;
  return (
    `WITH "rql_matched" AS MATERIALIZED (SELECT ${p.idColumn} AS "rql_id", ${keys} FROM ${p.table}${p.where}), ` +
    `"rql_page" AS (SELECT "rql_id" FROM "rql_matched" ORDER BY ${keyOrder} LIMIT ${p.limit} OFFSET ${p.offset}) ` +
    `SELECT ${p.columns}, ${total} AS "${TOTAL_COLUMN}" FROM ${p.table} JOIN "rql_page" ON ${p.idColumn} = "rql_page"."rql_id" ORDER BY ${p.orderBy}`
  );
}

/**
 * The total the page's rows carry, taken out of them; undefined when the statement carries none or
 * the page is empty (then the count statement tells it).
 */
export function takeTotal(sql: { totalInRows?: boolean }, rows: Record<string, unknown>[]): number | undefined {
  const first = rows[0];
  if (!sql.totalInRows || !first) return undefined;
  const total = Number(first[TOTAL_COLUMN]);
  for (const row of rows) delete row[TOTAL_COLUMN];
  return total;
}
