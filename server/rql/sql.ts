import type { RqlFilter, RqlLikePart, RqlQuery, RqlSort, RqlValue } from '../../engine/core/rql/ast';
import { isIsoDate } from '../../engine/core/form/dates';
import type { EntityDef, FieldDef, FieldType } from '../model/entity';
import { containsPieces, type TextSample } from './containsPieces';
import { foldSql, foldText } from './fold';
import { hasRareContains, matchedOnceSql } from './matchedOnce';
import { hasValuesContains, prefixMerge, prefixMergeSql, valuesContains } from './prefixMerge';

/** Rows a list answers when the query has no limit(). */
export const DEFAULT_LIMIT = 100;
/** Most rows one list call may ask for. */
export const MAX_LIMIT = 1000;

/** A query that is well-formed RQL but wrong for this entity; `key` and `params` name the field. */
export class RqlSqlError extends Error {
  readonly key: string;
  readonly params: Record<string, string | number>;

  constructor(key: string, params: Record<string, string | number>) {
    super(`${key} ${JSON.stringify(params)}`);
    this.name = 'RqlSqlError';
    this.key = key;
    this.params = params;
  }
}

/** Parameterized SQL for one list call. */
export interface ListSql {
  /** SELECT of the page. */
  sql: string;
  params: unknown[];
  /** SELECT count(*) with the same filter, when count() was asked (at most countCap + 1 with a cap). */
  countSql?: string;
  /**
   * The page's rows carry the number of matching rows too, uncapped (server/rql/matchedOnce.ts:
   * `takeTotal`; countCap applies to it as to countSql's answer); countSql is then needed only for an empty page.
   */
  totalInRows?: boolean;
  /** The entity's countCap when the count stops there. */
  countCap?: number;
  countParams?: unknown[];
  /** The API fields each row carries, in order. */
  fields: string[];
  limit: number;
  offset: number;
}

/** Double-quotes an identifier from our own model (never from the request). */
export function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain SQL identifier: ${name}`);
  return `"${name}"`;
}

/** The SQL of a field: its quoted column, or the computed expression the model declares. */
export function columnSql(def: FieldDef): string {
  return def.expression ?? ident(def.column);
}

/** How a field is read, so both drivers give JSON-ready values: dates as text, numerics as numbers. */
export function selectExpression(field: string, def: FieldDef): string {
  const col = columnSql(def);
  switch (def.type) {
    case 'date':
      return `to_char(${col}, 'YYYY-MM-DD') AS ${JSON.stringify(field)}`;
    case 'number':
      return `${col}::float8 AS ${JSON.stringify(field)}`;
    default:
      return `${col} AS ${JSON.stringify(field)}`;
  }
}

const CAST: Record<FieldType, string> = {
  integer: 'bigint',
  number: 'numeric',
  string: 'text',
  boolean: 'boolean',
  date: 'date',
  stringList: 'text[]',
  json: 'jsonb',
};

/** Collects parameters and hands out their placeholders. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown, type: FieldType): string {
    this.values.push(value);
    return `$${this.values.length}::${CAST[type]}`;
  }
}

function fieldOf(entity: EntityDef, field: string): FieldDef {
  const def = Object.hasOwn(entity.fields, field) ? entity.fields[field] : undefined;
  if (!def) throw new RqlSqlError('rql.unknownField', { field, allowed: Object.keys(entity.fields).join(', ') });
  return def;
}

function queryableField(entity: EntityDef, field: string): FieldDef {
  const def = fieldOf(entity, field);
  if (def.queryable === false || def.type === 'stringList' || def.type === 'json') throw new RqlSqlError('rql.notFilterable', { field });
  return def;
}

/** A filterable list field (`stringList`): eq/ne/in/out test membership of a value. */
function listField(entity: EntityDef, field: string): FieldDef | undefined {
  const def = fieldOf(entity, field);
  return def.type === 'stringList' && def.queryable !== false ? def : undefined;
}

/** Converts an RQL value to the column's type, or throws naming the field. */
export function coerceValue(field: string, type: FieldType, value: Exclude<RqlValue, null>): string | number | boolean {
  const bad = () => new RqlSqlError('rql.badValue', { field, value: String(value), type: `type.${type}` });
  switch (type) {
    case 'string':
      return String(value);
    case 'integer': {
      const n = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw bad();
      return n;
    }
    case 'number': {
      const n = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n)) throw bad();
      return n;
    }
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      throw bad();
    case 'date':
      if (typeof value !== 'string' || !isIsoDate(value)) throw bad();
      return value;
    case 'stringList':
    case 'json':
      throw new RqlSqlError('rql.notFilterable', { field });
  }
}

/** Escapes LIKE's own wildcards so typed text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function likePattern(parts: readonly RqlLikePart[]): string {
  return parts.map((p) => ('wildcard' in p ? '%' : escapeLike(foldText(p.text)))).join('');
}

/** What the server knows about the data beyond the model, to choose between equivalent statements. */
export interface ListHints {
  /** Statistics samples of folded columns with a trigram index, by API field (server/rql/containsSamples.ts). */
  samples?: Readonly<Record<string, TextSample>>;
  /**
   * A "contains" on a field with a table of its distinct values matches those values first
   * (`FieldDef.valuesTable`): for the count and the town-by-town page. A page in another order keeps
   * the trigram plan, which the sort's index can stop early.
   */
  throughValues?: boolean;
}

function filterSql(entity: EntityDef, filter: RqlFilter, params: Params, hints: ListHints = {}): string {
  switch (filter.op) {
    case 'and':
    case 'or': {
      if (filter.args.length === 0) return filter.op === 'and' ? 'TRUE' : 'FALSE';
      const joiner = filter.op === 'and' ? ' AND ' : ' OR ';
      return `(${filter.args.map((f) => filterSql(entity, f, params, hints)).join(joiner)})`;
    }
    case 'like': {
      const def = queryableField(entity, filter.field);
      if (def.type !== 'string') throw new RqlSqlError('rql.likeNeedsText', { field: filter.field });
      const folded = def.foldColumn ? ident(def.foldColumn) : foldSql(columnSql(def));
      const pattern = params.add(likePattern(filter.pattern), 'string');
      // Few distinct values (towns): the rows whose value is one of those the pattern matches.
      const values = hints.throughValues ? valuesContains(entity, filter.field, filter.pattern) : undefined;
      if (values) return `${folded} IN (SELECT ${ident(values.column)} FROM ${values.table} WHERE ${ident(values.column)} LIKE ${pattern} ESCAPE '\\')`;
      const pieces = def.containsIndex ? containsPieces(filter.pattern, hints.samples?.[filter.field]) : undefined;
      if (!pieces) return `${folded} LIKE ${pattern} ESCAPE '\\'`;
      // The index gets the rare pieces only; the whole pattern is checked on the rows it returns
      // (on an expression, so the planner does not hand it to the index too).
      const narrowed = pieces.map((piece) => `${folded} LIKE ${params.add(`%${escapeLike(piece)}%`, 'string')} ESCAPE '\\'`);
      return `(${narrowed.join(' AND ')} AND (${folded} || '') LIKE ${pattern} ESCAPE '\\')`;
    }
    case 'in':
    case 'out': {
      const listDef = listField(entity, filter.field);
      if (listDef) {
        // A list field is "in" the values when it holds any of them (array overlap).
        const values = filter.values.filter((v): v is Exclude<RqlValue, null> => v !== null).map(String);
        const overlap = `${columnSql(listDef)} && ${params.add(values, 'stringList')}`;
        return filter.op === 'in' ? overlap : `NOT COALESCE(${overlap}, FALSE)`;
      }
      const def = queryableField(entity, filter.field);
      const col = columnSql(def);
      const values = filter.values.filter((v): v is Exclude<RqlValue, null> => v !== null);
      const terms: string[] = [];
      if (values.length > 0) {
        terms.push(`${col} IN (${values.map((v) => params.add(coerceValue(filter.field, def.type, v), def.type)).join(', ')})`);
      }
      if (values.length < filter.values.length) terms.push(`${col} IS NULL`);
      const inSql = terms.length === 0 ? 'FALSE' : `(${terms.join(' OR ')})`;
      // A NULL column is "out" of a list without null: COALESCE turns unknown into false first.
      return filter.op === 'in' ? inSql : `NOT COALESCE(${inSql}, FALSE)`;
    }
    default: {
      const listDef = listField(entity, filter.field);
      if (listDef && filter.value !== null && (filter.op === 'eq' || filter.op === 'ne')) {
        // eq(list, value): the list holds the value (array containment, answered by a GIN index).
        const contains = `${columnSql(listDef)} @> ${params.add([String(filter.value)], 'stringList')}`;
        return filter.op === 'eq' ? contains : `NOT COALESCE(${contains}, FALSE)`;
      }
      const def = queryableField(entity, filter.field);
      const col = columnSql(def);
      if (filter.value === null) {
        if (filter.op === 'eq') return `${col} IS NULL`;
        if (filter.op === 'ne') return `${col} IS NOT NULL`;
        throw new RqlSqlError('rql.nullCompare', { field: filter.field });
      }
      const p = params.add(coerceValue(filter.field, def.type, filter.value), def.type);
      switch (filter.op) {
        case 'eq':
          return `${col} = ${p}`;
        case 'ne':
          // Rows with no value differ from any value.
          return `${col} IS DISTINCT FROM ${p}`;
        case 'lt':
          return `${col} < ${p}`;
        case 'le':
          return `${col} <= ${p}`;
        case 'gt':
          return `${col} > ${p}`;
        case 'ge':
          return `${col} >= ${p}`;
      }
    }
  }
}

/** The sort's SQL expressions and directions, the id last so the order is total. */
function sortKeys(entity: EntityDef, sort: readonly RqlSort[]): { sql: string; desc: boolean }[] {
  const keys = sort.length > 0 ? sort : entity.defaultSort;
  const seen = new Set<string>();
  const parts: { sql: string; desc: boolean }[] = [];
  // The id breaks ties in the direction of the last key: "x DESC, id DESC" is one index on (x, id)
  // read backwards (an "id ASC" there made the database sort every row of equal x).
  const tieBreak = { field: entity.idField, dir: keys.at(-1)?.dir ?? ('asc' as const) };
  for (const key of [...keys, tieBreak]) {
    if (seen.has(key.field)) continue;
    seen.add(key.field);
    parts.push({ sql: columnSql(queryableField(entity, key.field)), desc: key.dir === 'desc' });
  }
  return parts;
}

/**
 * A condition the server adds to every list, whatever the query says: the tenant of a
 * participant-owned entity, the code list of an enum. Always ANDed, never replaceable.
 */
export type FixedCondition =
  /** An API field of the entity (its column and type come from the declaration). */
  | { field: string; value: string | number | boolean }
  /** A column of the entity's table that is no API field (from the model, never from a request). */
  | { column: string; type: FieldType; value: string | number | boolean }
  /** Any one of these holds (e.g. the owner, or the login the row is also shown to). */
  | { anyOf: readonly FixedCondition[] };

/** SQL of the fixed conditions, with their parameters added. */
export function fixedSql(entity: EntityDef, conditions: readonly FixedCondition[], params: Params): string[] {
  return conditions.map((c): string => {
    if ('anyOf' in c) return `(${fixedSql(entity, c.anyOf, params).join(' OR ')})`;
    if ('field' in c) {
      const def = fieldOf(entity, c.field);
      return `${columnSql(def)} = ${params.add(c.value, def.type)}`;
    }
    return `${ident(c.column)} = ${params.add(c.value, c.type)}`;
  });
}

/** Translates a parsed RQL query into parameterized SQL over the entity's whitelisted fields only. */
export function listSql(entity: EntityDef, query: RqlQuery, fixed: readonly FixedCondition[] = [], hints: ListHints = {}): ListSql {
  const fields = query.select ? [...new Set(query.select)] : Object.keys(entity.fields);
  const columns = fields.map((f) => selectExpression(f, fieldOf(entity, f))).join(', ');
  const params = new Params();
  const terms = fixedSql(entity, fixed, params);
  if (query.filter) terms.push(filterSql(entity, query.filter, params, hints));
  const where = terms.length > 0 ? ` WHERE ${terms.join(' AND ')}` : '';
  const keys = sortKeys(entity, query.sort);
  const orderBy = keys.map((k) => `${k.sql} ${k.desc ? 'DESC' : 'ASC'}`).join(', ');
  const limit = query.limit?.count ?? DEFAULT_LIMIT;
  const offset = query.limit?.offset ?? 0;
  if (limit > MAX_LIMIT) throw new RqlSqlError('rql.limitTooLarge', { max: MAX_LIMIT, count: limit });
  const table = ident(entity.table);
  const filterParams = [...params.values];
  const merge = prefixMerge(entity, query.filter, query.sort);
  // The count, and a town-by-town page, match a "contains" against a table of distinct values; a
  // filter without such a term keeps the one condition built above.
  let valuedTerms = terms;
  let valuedParams = filterParams;
  if (hasValuesContains(entity, query.filter)) {
    const valued = new Params();
    valuedTerms = fixedSql(entity, fixed, valued);
    if (query.filter) valuedTerms.push(filterSql(entity, query.filter, valued, { ...hints, throughValues: true }));
    valuedParams = valued.values;
  }
  const valuedWhere = valuedTerms.length > 0 ? ` WHERE ${valuedTerms.join(' AND ')}` : '';
  let sql = `SELECT ${columns} FROM ${table}${where} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`;
  let pageParams = filterParams;
  if (merge) {
    // The range's bounds (or the contains pattern) are parameters of the page only.
    const pageOnly = new Params();
    pageOnly.values.push(...valuedParams);
    const low = pageOnly.add(merge.contains ? likePattern(merge.contains.pattern) : merge.low, 'string');
    const high = merge.contains ? '' : pageOnly.add(merge.high, 'string');
    const idColumn = ident(fieldOf(entity, entity.idField).column);
    sql = prefixMergeSql(merge, { columns, table, idColumn, where: valuedTerms.join(' AND '), orderBy, limit, offset, low, high });
    pageParams = pageOnly.values;
  }
  // A rare "contains" with a total: one statement finds the matches once for the page and the total.
  const matchedOnce = !merge && query.count === true && hasRareContains(entity, query.filter, hints.samples);
  if (matchedOnce) {
    const idColumn = ident(fieldOf(entity, entity.idField).column);
    sql = matchedOnceSql({ columns, table, idColumn, where, sortKeys: keys, orderBy, limit, offset });
  }
  const result: ListSql = {
    sql,
    params: pageParams,
    fields,
    limit,
    offset,
  };
  if (matchedOnce) result.totalInRows = true;
  if (query.count) {
    const cap = entity.countCap;
    // With a cap the count reads at most cap + 1 matching rows: one more than the cap tells "more".
    result.countSql =
      cap === undefined
        ? `SELECT count(*)::int AS total FROM ${table}${valuedWhere}`
        : `SELECT count(*)::int AS total FROM (SELECT 1 FROM ${table}${valuedWhere} LIMIT ${Math.trunc(cap) + 1}) AS capped`;
    if (cap !== undefined) result.countCap = Math.trunc(cap);
    result.countParams = valuedParams;
  }
  return result;
}
