import type { RqlSort } from '../../engine/core/rql/ast';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';

/** How a field is stored and typed: decides SQL casts, RQL value coercion and JSON output. */
export type FieldType = 'integer' | 'number' | 'string' | 'boolean' | 'date';

/** One API field of an entity and its SQL column. */
export interface FieldDef {
  /** SQL column name (a plain identifier). */
  column: string;
  type: FieldType;
  /** Whether RQL may filter and sort by it. @default true */
  queryable?: boolean;
}

/** A reason from a cross-field check: which field, which message key, its parameters. */
export interface FieldProblem {
  field: string;
  key: string;
  params?: Record<string, string | number>;
}

/**
 * Everything the generic router needs to serve one entity: list, read, create, update, delete
 * and its schemas. Only the fields listed here ever reach SQL.
 */
export interface EntityDef {
  /** Name used in messages and logs, e.g. `technologia`. */
  name: string;
  /** Collection path under the API root, with leading and trailing slash. */
  path: string;
  /** SQL table name (a plain identifier). */
  table: string;
  /** The API field holding the primary key (an integer). */
  idField: string;
  /** The API field holding the row version for optimistic concurrency. */
  versionField?: string;
  /** Every API field, in output order. */
  fields: Readonly<Record<string, FieldDef>>;
  /** Permission tokens: read for GET, create for POST on the collection, write for update and delete. */
  tokens: { read: string; write: string; create: string };
  /** JSON Schema of the create body (served at `{path}schema/post/request`). */
  createSchema: JsonSchema;
  /** JSON Schema of the update body (served at `{path}{id}/schema/post/request`). */
  updateSchema: JsonSchema;
  /** Sort used when the query names none; the id is always the last tie-breaker. */
  defaultSort: RqlSort[];
  /** Checks across fields that JSON Schema cannot express. */
  check?: (body: Readonly<Record<string, unknown>>) => FieldProblem[];
  /** Unique constraint name → the field it keeps unique (for 409 reasons). */
  uniqueConstraints?: Readonly<Record<string, string>>;
  /** Audit columns filled with the user's login, when the table has them. */
  audit?: { createdBy: string; updatedBy: string; updatedAt: string };
}

/** The fields a body may write: those of the schema that are columns, minus id and version. */
export function writableFields(entity: EntityDef, schema: JsonSchema): string[] {
  return Object.keys(schema.properties ?? {}).filter(
    (f) => f in entity.fields && f !== entity.idField && f !== entity.versionField,
  );
}
