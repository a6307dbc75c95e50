import type { RqlQuery } from '../../engine/core/rql/ast';
import { isPgError, type Queryable } from '../db/types';
import { writableFields, type EntityDef, type FieldType } from '../model/entity';
import { ident, listSql, selectExpression } from '../rql/sql';
import { ApiError } from './errors';

type Row = Record<string, unknown>;

const CAST: Record<FieldType, string> = { integer: 'bigint', number: 'numeric', string: 'text', boolean: 'boolean', date: 'date' };

/** Turns database errors a client can cause into 4xx answers naming the field. */
export function mapDbError(entity: EntityDef, error: unknown): unknown {
  if (!isPgError(error)) return error;
  if (error.code === '23505') {
    const field = (error.constraint && entity.uniqueConstraints?.[error.constraint]) || entity.idField;
    return new ApiError(409, 'error.duplicate', [{ key: 'reason.duplicate', params: { field } }], { field });
  }
  if (error.code === '23503') return new ApiError(409, 'error.inUse', [error.detail ?? error.constraint ?? '']);
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
}

/** Generic SQL for one entity; every identifier comes from the entity's declaration. */
export class EntityStore {
  private readonly columns: string;
  private readonly table: string;
  private readonly idColumn: string;

  constructor(
    private readonly db: Queryable,
    private readonly entity: EntityDef,
  ) {
    this.columns = Object.entries(entity.fields)
      .map(([field, def]) => selectExpression(field, def))
      .join(', ');
    this.table = ident(entity.table);
    this.idColumn = ident((entity.fields[entity.idField] as { column: string }).column);
  }

  private async run<R extends object>(sql: string, params: unknown[]) {
    try {
      return await this.db.query<R>(sql, params);
    } catch (error) {
      throw mapDbError(this.entity, error);
    }
  }

  async list(query: RqlQuery): Promise<ListResult> {
    const sql = listSql(this.entity, query);
    const { rows } = await this.run<Row>(sql.sql, sql.params);
    const result: ListResult = { rows, offset: sql.offset };
    if (sql.countSql) {
      const counted = await this.run<{ total: number }>(sql.countSql, sql.countParams ?? []);
      result.total = counted.rows[0]?.total ?? 0;
    }
    return result;
  }

  async read(id: number): Promise<Row | undefined> {
    const { rows } = await this.run<Row>(`SELECT ${this.columns} FROM ${this.table} WHERE ${this.idColumn} = $1::bigint`, [id]);
    return rows[0];
  }

  /** The value to write for a field: absent optional fields are written as null. */
  private values(body: Row, fields: readonly string[]) {
    return fields.map((f) => {
      const def = this.entity.fields[f] as { column: string; type: FieldType };
      return { column: ident(def.column), cast: CAST[def.type], value: body[f] ?? null };
    });
  }

  async create(body: Row, login: string): Promise<Row> {
    const values = this.values(body, writableFields(this.entity, this.entity.createSchema)).filter((v) => v.value !== null);
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
    return rows[0] as Row;
  }

  /** Replaces the writable fields; with a version field, only when the sent version is current (else 409). */
  async update(id: number, body: Row, login: string): Promise<Row | undefined> {
    const values = this.values(body, writableFields(this.entity, this.entity.updateSchema));
    const params: unknown[] = [id, ...values.map((v) => v.value)];
    const sets = values.map((v, i) => `${v.column} = $${i + 2}::${v.cast}`);
    const audit = this.entity.audit;
    if (audit) {
      params.push(login);
      sets.push(`${ident(audit.updatedBy)} = $${params.length}`, `${ident(audit.updatedAt)} = now()`);
    }
    let where = `${this.idColumn} = $1::bigint`;
    const versionField = this.entity.versionField;
    if (versionField) {
      const versionColumn = ident((this.entity.fields[versionField] as { column: string }).column);
      sets.push(`${versionColumn} = ${versionColumn} + 1`);
      params.push(body[versionField]);
      where += ` AND ${versionColumn} = $${params.length}::int`;
    }
    const { rows } = await this.run<Row>(`UPDATE ${this.table} SET ${sets.join(', ')} WHERE ${where} RETURNING ${this.columns}`, params);
    if (rows[0]) return rows[0];
    if (!versionField) return undefined;
    const current = await this.read(id);
    if (!current) return undefined;
    throw new ApiError(
      409,
      'error.versionConflict',
      [{ key: 'reason.version', params: { field: versionField, sent: String(body[versionField]), current: String(current[versionField]) } }],
      { field: versionField, current: current[versionField] },
    );
  }

  async remove(id: number): Promise<boolean> {
    const { rowCount } = await this.run(`DELETE FROM ${this.table} WHERE ${this.idColumn} = $1::bigint`, [id]);
    return rowCount > 0;
  }
}
