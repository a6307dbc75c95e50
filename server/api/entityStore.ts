import type { RqlQuery } from '../../engine/core/rql/ast';
import { isPgError, type Queryable } from '../db/types';
import { writableFields, type EntityDef, type FieldType } from '../model/entity';
import { containsSamples } from '../rql/containsSamples';
import { takeTotal } from '../rql/matchedOnce';
import { ident, listSql, selectExpression, type FixedCondition } from '../rql/sql';
import { countCache, touchTable } from './countCache';
import { ApiError } from './errors';
import type { Scope } from './scope';

type Row = Record<string, unknown>;

const CAST: Record<FieldType, string> = {
  integer: 'bigint',
  number: 'numeric',
  string: 'text',
  boolean: 'boolean',
  date: 'date',
  stringList: 'text[]',
  json: 'jsonb',
};

/** Every participant's rows: for entities without an owner, and for core staff. */
export const ALL: Scope = { kind: 'all' };

/** Turns database errors a client can cause into 4xx answers naming the field. */
export function mapDbError(entity: EntityDef, error: unknown): unknown {
  if (!isPgError(error)) return error;
  if (error.code === '23505') {
    const field = (error.constraint && entity.uniqueConstraints?.[error.constraint]) || entity.idField;
    return new ApiError(409, 'error.duplicate', [{ key: 'reason.duplicate', params: { field } }], { field });
  }
  if (error.code === '23503') {
    const field = error.constraint ? entity.foreignKeys?.[error.constraint] : undefined;
    // Writing a reference to a missing record names the field; deleting a referenced one is a conflict.
    if (field && /is not present/.test(error.detail ?? '')) {
      return new ApiError(400, 'error.badRequest', [{ key: 'reason.referenceMissing', params: { field } }], { userError: true, field });
    }
    return new ApiError(409, 'error.inUse', [{ key: 'reason.inUse', params: { entity: entity.name } }]);
  }
  if (error.code.startsWith('23') || error.code.startsWith('22')) {
    const field = error.column ?? error.constraint ?? entity.name;
    return new ApiError(400, 'error.badRequest', [{ key: 'reason.dbValue', params: { field } }]);
  }
  return error;
}

/** A page of rows and, when count() was asked, the total. */
export interface ListResult {
  rows: Row[];
  offset: number;
  total?: number;
  /** Set instead of `total` when the capped count stopped: the filter matches more rows than this. */
  totalMoreThan?: number;
}

/** Options of a store. */
export interface StoreOptions {
  /**
   * Keep list totals between writes. Only safe when every write to the table goes through this
   * process (embedded PGlite); a shared PostgreSQL may be written by others.
   */
  cacheCounts?: boolean;
}

/**
 * Generic SQL for one entity; every identifier comes from the entity's declaration. For an
 * entity owned by a market participant (`tenantField`) every statement is limited to the scope:
 * this is the one place tenant isolation is enforced.
 */
export class EntityStore {
  private readonly columns: string;
  private readonly table: string;
  private readonly idColumn: string;
  /** `$1::bigint`, or `$1::text` for a text key. */
  private readonly idParam: string;
  private readonly tenantColumn?: string;

  constructor(
    private readonly db: Queryable,
    private readonly entity: EntityDef,
    private readonly options: StoreOptions = {},
  ) {
    this.columns = Object.entries(entity.fields)
      .map(([field, def]) => selectExpression(field, def))
      .join(', ');
    this.table = ident(entity.table);
    this.idColumn = this.column(entity.idField);
    this.idParam = entity.fields[entity.idField]?.type === 'string' ? '$1::text' : '$1::bigint';
    if (entity.tenantField) this.tenantColumn = this.column(entity.tenantField);
  }

  private column(field: string): string {
    const def = this.entity.fields[field];
    if (!def) throw new Error(`${this.entity.name}: no field ${field}`);
    return ident(def.column);
  }

  private async run<R extends object>(sql: string, params: unknown[]) {
    try {
      return await this.db.query<R>(sql, params);
    } catch (error) {
      throw mapDbError(this.entity, error);
    }
  }

  /** The tenant a scope limits this entity to, if any. */
  private tenantOf(scope: Scope): number | undefined {
    return this.entity.tenantField && scope.kind === 'tenant' ? scope.idUcastnikTrhu : undefined;
  }

  /**
   * `AND owner = $n` for a tenant scope, with its parameters pushed. A read (`read` given) also lets
   * through the rows naming the tenant in a `tenantReaders` field and, for a `viewer`, the rows
   * naming that login in `alsoVisibleTo`; writes stay with the owner.
   */
  private ownerSql(scope: Scope, params: unknown[], read?: { viewer?: string }): string {
    const tenant = this.tenantOf(scope);
    if (tenant === undefined) return '';
    params.push(tenant);
    const p = `$${params.length}::bigint`;
    const sides = [`${this.tenantColumn as string} = ${p}`];
    if (read) {
      for (const field of this.entity.tenantReaders ?? []) sides.push(`${this.column(field)} = ${p}`);
      const also = this.entity.alsoVisibleTo;
      if (also && read.viewer !== undefined) {
        params.push(read.viewer);
        sides.push(`${ident(also)} = $${params.length}::text`);
      }
    }
    return sides.length === 1 ? ` AND ${sides[0] as string}` : ` AND (${sides.join(' OR ')})`;
  }

  /** The conditions a list always carries: the tenant (or the viewer's rows), and any the caller adds. */
  private fixed(scope: Scope, extra: readonly FixedCondition[], viewer?: string): FixedCondition[] {
    const tenant = this.tenantOf(scope);
    if (tenant === undefined) return [...extra];
    const sides: FixedCondition[] = [{ field: this.entity.tenantField as string, value: tenant }];
    for (const field of this.entity.tenantReaders ?? []) sides.push({ field, value: tenant });
    const also = this.entity.alsoVisibleTo;
    if (also && viewer !== undefined) sides.push({ column: also, type: 'string', value: viewer });
    return sides.length === 1 ? [...extra, ...sides] : [...extra, { anyOf: sides }];
  }

  async list(query: RqlQuery, scope: Scope, extra: readonly FixedCondition[] = [], viewer?: string): Promise<ListResult> {
    const samples = await containsSamples(this.db, this.entity, query.filter);
    const sql = listSql(this.entity, query, this.fixed(scope, extra, viewer), { samples });
    const { rows } = await this.run<Row>(sql.sql, sql.params);
    const result: ListResult = { rows, offset: sql.offset };
    const carried = takeTotal(sql, rows);
    if (sql.countSql) {
      const params = sql.countParams ?? [];
      if (carried !== undefined) {
        result.total = carried;
      } else if (rows.length < sql.limit && (rows.length > 0 || sql.offset === 0)) {
        // A short page that is not empty, or the first page, already tells the total.
        result.total = sql.offset + rows.length;
      } else {
        const key = `${sql.countSql}\u0000${JSON.stringify(params)}`;
        const cached = this.options.cacheCounts ? countCache.get(this.entity.table, key) : undefined;
        if (cached !== undefined) {
          result.total = cached;
        } else {
          const generation = countCache.generation(this.entity.table);
          const counted = await this.run<{ total: number }>(sql.countSql, params);
          result.total = counted.rows[0]?.total ?? 0;
          if (this.options.cacheCounts) countCache.set(this.entity.table, key, result.total, generation);
        }
      }
      // The capped count found cap + 1 rows: only "more than" is known (a deep page shows it is more still).
      if (sql.countCap !== undefined && result.total !== undefined && result.total > sql.countCap) {
        result.totalMoreThan = Math.max(sql.countCap, sql.offset + rows.length - 1);
        delete result.total;
      }
    }
    return result;
  }

  /**
   * Locks one row until the transaction ends (whatever the scope: the read after it checks that),
   * so a check over the stored row and the write it allows see no change in between.
   */
  async lock(id: number | string): Promise<void> {
    await this.run(`SELECT 1 FROM ${this.table} WHERE ${this.idColumn} = ${this.idParam} FOR UPDATE`, [id]);
  }

  /** One row in the scope; a `viewer` also reads the rows `alsoVisibleTo` names them in. */
  async read(id: number | string, scope: Scope, viewer?: string): Promise<Row | undefined> {
    const params: unknown[] = [id];
    const owner = this.ownerSql(scope, params, { viewer });
    const { rows } = await this.run<Row>(`SELECT ${this.columns} FROM ${this.table} WHERE ${this.idColumn} = ${this.idParam}${owner}`, params);
    return rows[0];
  }

  /** The rows of these ids in the scope (any order); ids outside it or missing are simply absent. */
  async readMany(ids: readonly (number | string)[], scope: Scope): Promise<Row[]> {
    const textKey = this.entity.fields[this.entity.idField]?.type === 'string';
    const params: unknown[] = [ids];
    const owner = this.ownerSql(scope, params, {});
    const { rows } = await this.run<Row>(
      `SELECT ${this.columns} FROM ${this.table} WHERE ${this.idColumn} = ANY($1::${textKey ? 'text' : 'bigint'}[])${owner}`,
      params,
    );
    return rows;
  }

  /** The value to write for a field: absent optional fields are written as null. */
  private values(body: Row, fields: readonly string[]) {
    return fields.map((f) => {
      const def = this.entity.fields[f] as { column: string; type: FieldType };
      const value = body[f] ?? null;
      // Both drivers bind a jsonb parameter from its text.
      return { column: ident(def.column), cast: CAST[def.type], value: def.type === 'json' && value !== null ? JSON.stringify(value) : value };
    });
  }

  /** Fields a body writes, the owner excluded (the store decides it). */
  private writable(schema: EntityDef['createSchema']): string[] {
    return writableFields(this.entity, schema).filter((f) => f !== this.entity.tenantField);
  }

  /**
   * The owner a write stamps: the scope's tenant (a body naming another one is refused), or for
   * core staff the one the body names (required on create).
   */
  private owner(body: Row, scope: Scope, creating: boolean): number | undefined {
    const field = this.entity.tenantField;
    if (!field) return undefined;
    const sent = body[field];
    const tenant = this.tenantOf(scope);
    // Owned by itself (the participant record): the scope limits which rows are touched (ownerSql);
    // nothing is stamped, and only core staff may create one.
    if (field === this.entity.idField) {
      if (creating && tenant !== undefined) throw new ApiError(403, 'error.forbidden', [{ key: 'reason.foreignTenant', params: { field, value: String(tenant) } }]);
      return undefined;
    }
    if (tenant !== undefined) {
      if (sent !== undefined && sent !== null && sent !== tenant) {
        throw new ApiError(403, 'error.forbidden', [{ key: 'reason.foreignTenant', params: { field, value: String(sent) } }]);
      }
      return tenant;
    }
    if (typeof sent === 'number') return sent;
    if (creating) {
      throw new ApiError(400, 'error.invalidPayload', [{ key: 'ajv.required', params: { field } }], {
        userError: true,
        errors: [{ field, keyword: 'required', params: { missingProperty: field } }],
      });
    }
    return undefined;
  }

  async create(body: Row, login: string, scope: Scope): Promise<Row> {
    const values = this.values(body, this.writable(this.entity.createSchema)).filter((v) => v.value !== null);
    const owner = this.owner(body, scope, true);
    if (owner !== undefined) values.push({ column: this.tenantColumn as string, cast: 'bigint', value: owner });
    const params: unknown[] = values.map((v) => v.value);
    const columns = values.map((v) => v.column);
    const placeholders = values.map((v, i) => `$${i + 1}::${v.cast}`);
    const audit = this.entity.audit;
    if (audit) {
      params.push(login);
      columns.push(ident(audit.createdBy), ident(audit.updatedBy));
      placeholders.push(`$${params.length}`, `$${params.length}`);
    }
    const into = columns.length > 0 ? `(${columns.join(', ')}) VALUES (${placeholders.join(', ')})` : 'DEFAULT VALUES';
    const { rows } = await this.run<Row>(`INSERT INTO ${this.table} ${into} RETURNING ${this.columns}`, params);
    touchTable(this.entity.table);
    return rows[0] as Row;
  }

  /** Replaces the writable fields; with a version field, only when the sent version is current (else 409). */
  async update(id: number | string, body: Row, login: string, scope: Scope): Promise<Row | undefined> {
    const values = this.values(body, this.writable(this.entity.updateSchema));
    const owner = this.owner(body, scope, false);
    if (owner !== undefined) values.push({ column: this.tenantColumn as string, cast: 'bigint', value: owner });
    const params: unknown[] = [id, ...values.map((v) => v.value)];
    const sets = values.map((v, i) => `${v.column} = $${i + 2}::${v.cast}`);
    const audit = this.entity.audit;
    if (audit) {
      params.push(login);
      sets.push(`${ident(audit.updatedBy)} = $${params.length}`, `${ident(audit.updatedAt)} = now()`);
    }
    let where = `${this.idColumn} = ${this.idParam}${this.ownerSql(scope, params)}`;
    const versionField = this.entity.versionField;
    if (versionField) {
      const versionColumn = this.column(versionField);
      sets.push(`${versionColumn} = ${versionColumn} + 1`);
      params.push(body[versionField]);
      where += ` AND ${versionColumn} = $${params.length}::int`;
    }
    const { rows } = await this.run<Row>(`UPDATE ${this.table} SET ${sets.join(', ')} WHERE ${where} RETURNING ${this.columns}`, params);
    if (rows[0]) {
      touchTable(this.entity.table);
      return rows[0];
    }
    if (!versionField) return undefined;
    // Outside the scope reads as missing: a foreign row's existence or version is not disclosed
    // (a reader who may not write it, e.g. a chain link's counterparty, gets 'not found' too).
    const ownedParams: unknown[] = [id];
    const owned = this.ownerSql(scope, ownedParams);
    const current = (await this.run<Row>(`SELECT ${this.columns} FROM ${this.table} WHERE ${this.idColumn} = ${this.idParam}${owned}`, ownedParams)).rows[0];
    if (!current) return undefined;
    throw new ApiError(
      409,
      'error.versionConflict',
      [{ key: 'reason.version', params: { field: versionField, sent: String(body[versionField]), current: String(current[versionField]) } }],
      { field: versionField, current: current[versionField] },
    );
  }

  async remove(id: number | string, scope: Scope): Promise<boolean> {
    const params: unknown[] = [id];
    const owner = this.ownerSql(scope, params);
    const { rowCount } = await this.run(`DELETE FROM ${this.table} WHERE ${this.idColumn} = ${this.idParam}${owner}`, params);
    if (rowCount > 0) touchTable(this.entity.table);
    return rowCount > 0;
  }
}
