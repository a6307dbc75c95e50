import type { RqlSort } from '../../engine/core/rql/ast';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import type { StoredRule } from '../../engine/core/validation/storedRules';
import type { Queryable, Transaction } from '../db/types';
import type { Lang } from '../i18n/messages';

/**
 * How a field is stored and typed: decides SQL casts, RQL value coercion and JSON output.
 * `json`: an object or array kept whole in a jsonb column (an address, a record's documents);
 * its schema checks its inside; it is neither filtered nor sorted.
 */
export type FieldType = 'integer' | 'number' | 'string' | 'boolean' | 'date' | 'stringList' | 'json';

/** One API field of an entity and its SQL column. */
export interface FieldDef {
  /** SQL column name (a plain identifier). */
  column: string;
  type: FieldType;
  /** Whether RQL may filter and sort by it. @default true */
  queryable?: boolean;
  /**
   * A computed, read-only field: SQL over the table's columns (from the model, never from a
   * request), e.g. `(meno || ' ' || priezvisko)`. Filters and sorts use it like a column.
   */
  expression?: string;
  /**
   * A column the database keeps equal to this field folded (lower case, no diacritics: see
   * server/rql/fold.ts), e.g. a generated column; like() then compares it instead of folding rows.
   */
  foldColumn?: string;
  /**
   * Sorts (API fields, plain columns) that an index (this field folded text_pattern_ops, that
   * column) serves: a list filtered by `like(field,text*)` and sorted by one of them alone reads
   * that index town by town instead of walking the sort's index (server/rql/prefixMerge.ts).
   */
  prefixSorts?: readonly string[];
  /**
   * The folded column has a trigram GIN index: a rare "contains" pattern is narrowed for it to its
   * rarest pieces, by the column's statistics (server/rql/containsPieces.ts).
   */
  containsIndex?: boolean;
  /**
   * A table the database keeps with every distinct value of `foldColumn` (in a column of that
   * name), far fewer than the rows (towns): a "contains" filter matches its pattern against those
   * values first, then reads the rows of each matched value through the folded column's index, and
   * a sort in `prefixSorts` merges them value by value (server/rql/valuesTable.ts).
   */
  valuesTable?: string;
}

/** A reason from a cross-field check: which field, which message key, its parameters. */
export interface FieldProblem {
  field: string;
  key: string;
  params?: Record<string, string | number>;
  /** The named rule of the shared catalogue that found it (the form runs it too); reported as the error's keyword. */
  rule?: string;
}

/**
 * A named rule over stored records (engine/core/validation/storedRules) and how this entity reads
 * its facts: the write's check reads them in its transaction, and the form gets the same facts at
 * `GET {path}rules/{name}?{keys}&id={record}` before it sends.
 */
export interface StoredRuleUse {
  rule: StoredRule<never>;
  /**
   * The facts for a body's key fields (the record's own stored ones underneath on an update), the
   * record being edited left out; undefined where there is nothing to check against (no such parent).
   */
  facts: (keys: Readonly<Record<string, unknown>>, context: { db: Queryable; tenant: number | undefined; core: boolean; exceptId: number | null }) => Promise<unknown>;
}

/** An action's refusal: of one field, or (without `field`) of the selection or the whole body. */
export type ActionProblem = Omit<FieldProblem, 'field'> & { field?: string };

/** What an asynchronous check may consult: the database and who asks. */
export interface VerifyContext {
  db: Queryable;
  login: string;
  /** The participant the caller acts for, if any. */
  tenant: number | undefined;
  /** Core staff (not a portal user). */
  core: boolean;
  /** The stored row, on an update. */
  stored: Readonly<Record<string, unknown>> | undefined;
}

/** What a record or bulk action's `run` receives. */
export interface ActionContext {
  /** The transaction the action runs in (the whole action commits or nothing does). */
  db: Transaction;
  login: string;
  /** The participant the caller acts for, if any. */
  tenant: number | undefined;
  /** Core staff (not a portal user). */
  core: boolean;
  /** The body, already checked against the action's schema (`{}` without one). */
  body: Readonly<Record<string, unknown>>;
  /** The caller's language (texts a check names, such as code-book labels). */
  lang: Lang;
  /** Record action: the stored record in API shape, already limited to the caller's tenant scope. */
  record?: Readonly<Record<string, unknown>>;
  /** Bulk action: the selected records in API shape (every id must be in the caller's scope, else 404). */
  records?: readonly Readonly<Record<string, unknown>>[];
}

/**
 * A server action on one record (`POST {path}{id}/{code}`) or, with `bulk`, on many
 * (`POST {path}{code}` with `{ ids: [...] }` plus the schema's fields). The body schema is served at
 * `{action path}/schema/post/request` and checked like every body. The answer is what `run`
 * returns (the changed record, a job `{ code }`, …); a refusal throws an ApiError (4xx).
 * The UI side is an `ActionDef` in the entity's metadata with the same `code`.
 */
export interface EntityAction {
  /** Path segment, e.g. `terminate` (lower case and hyphens). */
  code: string;
  /** Token needed. @default the entity's write token */
  token?: string;
  /** Body schema (without `ids` for bulk actions; the router adds it). None: an empty body. */
  schema?: JsonSchema;
  /** Served on the collection for the selected ids instead of on one record. @default false */
  bulk?: boolean;
  /**
   * Checks across the body's fields and the record (e.g. allowed only in some states);
   * a problem without a field is about the selection or the whole body (shown above the form).
   */
  check?: (context: ActionContext) => ActionProblem[] | Promise<ActionProblem[]>;
  /**
   * Named rules over the stored record (engine/core/validation/storedRules), run after `check`: the
   * served body schema names them (`storedRules`) and the action's form runs them before it sends,
   * with the facts served at `GET {path}rules/{name}?id={record}`. Record actions only.
   */
  storedRules?: readonly RecordRuleUse[];
  /** Does the work inside the transaction and returns the answer. */
  run: (context: ActionContext) => Promise<unknown>;
}

/** A named rule over stored records whose facts are the action's record's own (e.g. its period); undefined: nothing to check against. */
export interface RecordRuleUse {
  rule: StoredRule<never>;
  facts: (record: Readonly<Record<string, unknown>>) => unknown;
}

/** The facts of the rules over a record's validity: its period, from its first and last day fields (no first day: none). */
export function recordPeriod(from = 'platnostOd', to = 'platnostDo'): (record: Readonly<Record<string, unknown>>) => { od: string; do: string | null } | undefined {
  return (record) => (typeof record[from] === 'string' ? { od: record[from] as string, do: typeof record[to] === 'string' ? (record[to] as string) : null } : undefined);
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
  /** The API field holding the primary key (an integer, or a text key such as a login). */
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
  /**
   * Checks of an update against the stored row (e.g. what a portal user may not change); the
   * caller is core staff or a portal user. Runs after the schema's check, before the write.
   */
  checkChange?: (body: Readonly<Record<string, unknown>>, stored: Readonly<Record<string, unknown>>, caller: { core: boolean }) => FieldProblem[];
  /**
   * Why the stored record may not be changed or deleted now (e.g. a contract its process still
   * writes), or undefined when it may. A reason answers 409 naming it; no check runs after it.
   */
  lockedReason?: (stored: Readonly<Record<string, unknown>>) => { key: string; params?: Record<string, string | number> } | undefined;
  /**
   * Checks that need the database (e.g. that referenced DMS documents exist and are the caller's);
   * runs on create and update after the other checks, before the write.
   */
  verify?: (body: Readonly<Record<string, unknown>>, context: VerifyContext) => Promise<FieldProblem[]>;
  /**
   * Locks the rows `verify` reads (e.g. the parent, `SELECT ... FOR UPDATE`). With it, create and
   * update run in one transaction: lock, then `verify`, then the write, so two concurrent saves are
   * checked one after the other and cannot both pass a rule over several rows (a sum, a count).
   */
  lock?: (body: Readonly<Record<string, unknown>>, context: VerifyContext) => Promise<void>;
  /**
   * Checks a delete against the database (e.g. not the last child a rule needs); runs in the
   * delete's transaction after `lock` (given the stored row). Problems answer 400.
   */
  verifyDelete?: (stored: Readonly<Record<string, unknown>>, context: VerifyContext) => Promise<FieldProblem[]>;
  /** Named rules over stored records, run after `verify` and served to the form (StoredRuleUse). */
  storedRules?: readonly StoredRuleUse[];
  /** What a valid body is stored as (e.g. a phone in E.164, documents marked stored); runs after the schema's check. */
  prepare?: (body: Readonly<Record<string, unknown>>) => Record<string, unknown>;
  /** Unique constraint name → the field it keeps unique (for 409 reasons). */
  uniqueConstraints?: Readonly<Record<string, string>>;
  /** Audit columns filled with the user's login, when the table has them. */
  audit?: { createdBy: string; updatedBy: string; updatedAt: string };
  /**
   * The API field naming the market participant that owns each row (e.g. `idUcastnikTrhu`).
   * With it, a portal caller only ever sees and changes the rows of its current tenant, and
   * creates rows stamped with it; core callers (no tenant) see all. Enforced by the store.
   */
  tenantField?: string;
  /**
   * Child rows owned through their parent (e.g. a device's generators): the owner of a new row as
   * its parent has it. Core staff then need not name it; portal rows are stamped with the tenant
   * as always (and `verify` checks that the parent is the tenant's).
   */
  ownerOf?: (body: Readonly<Record<string, unknown>>, db: Queryable) => Promise<number | undefined>;
  /**
   * A column holding a login (e.g. a sharing group's administrator): that user also lists and reads
   * the row whatever tenant they act for. Changes stay limited to the owner (`tenantField`).
   */
  alsoVisibleTo?: string;
  /**
   * Further API fields naming a participant who may also list and read the row (and run its
   * actions, which then check the caller's side), e.g. the counterparty of a chain link. Updates and
   * deletes stay with `tenantField`'s owner.
   */
  tenantReaders?: readonly string[];
  /** Foreign key constraint name → the field referencing (a missing parent is a 400 naming it). */
  foreignKeys?: Readonly<Record<string, string>>;
  /** Only list and read are served (reference lists such as participants or users). */
  readOnly?: boolean;
  /**
   * Counting stops here: a list whose filter matches more rows answers "more than countCap" (header
   * `X-Total-More-Than`, Content-Range total `*`) instead of an exact total, which would read every
   * matching row of a market-sized table (millions of metering points) on each call.
   */
  countCap?: number;
  /**
   * The API field holding the login of the user who owns each row (e.g. a mailbox message): every
   * caller, core staff included, lists and reads only its own rows; someone else's is 'not found'.
   * Only for read-only entities (the router refuses others).
   */
  userField?: string;
  /** Record and bulk actions (terminate, renew, lock, notify many), served beside the CRUD routes. */
  actions?: readonly EntityAction[];
  /** Every list answers with its total in Content-Range, as if `count()` were asked (spec 7's counters). */
  alwaysCount?: boolean;
  /**
   * Rows are also written outside the generic store (e.g. by the workflow), so list totals are
   * always counted afresh, never taken from the count cache (which only sees the store's writes).
   */
  writtenElsewhere?: boolean;
}

/**
 * The fields a body may write: those of the schema that are columns, minus id and version, computed
 * fields and properties the schema marks `readOnly` (shown on the form, e.g. a supplier's name).
 */
export function writableFields(entity: EntityDef, schema: JsonSchema): string[] {
  return Object.entries(schema.properties ?? {})
    .filter(([f, property]) => f in entity.fields && f !== entity.idField && f !== entity.versionField && !entity.fields[f]?.expression && property.readOnly !== true)
    .map(([f]) => f);
}

/**
 * The create and update schemas of an editable entity from its writable properties: the update
 * body also carries the id (read-only, must match the address) and the required row version.
 * `rules` (if/then across fields) go into both as `allOf`, so the form checks them as the server does.
 */
export function editSchemas(
  idField: string,
  properties: Readonly<Record<string, JsonSchema>>,
  required: readonly string[],
  rules: readonly JsonSchema[] = [],
): { createSchema: JsonSchema; updateSchema: JsonSchema } {
  const base = { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', additionalProperties: false, ...(rules.length > 0 ? { allOf: [...rules] } : {}) } as const;
  return {
    createSchema: { ...base, properties: { ...properties }, required: [...required] },
    updateSchema: {
      ...base,
      properties: { [idField]: { type: 'integer', readOnly: true }, ...properties, verzia: { type: 'integer', minimum: 1, maximum: 2147483647 } },
      required: [...required, 'verzia'],
    },
  };
}

/**
 * Create and update schemas whose end date may not be before their start date: the catalogue's
 * dateOrder annotation at their root, which the form's validator and the server's run alike.
 */
export function withDateOrder(
  schemas: { createSchema: JsonSchema; updateSchema: JsonSchema },
  from = 'platnostOd',
  to = 'platnostDo',
): { createSchema: JsonSchema; updateSchema: JsonSchema } {
  return {
    createSchema: { ...schemas.createSchema, dateOrder: { from, to } },
    updateSchema: { ...schemas.updateSchema, dateOrder: { from, to } },
  };
}

/** Create and update schemas that name the shared rules over stored records the form runs before it sends (`storedRules`). */
export function withStoredRules(schemas: { createSchema: JsonSchema; updateSchema: JsonSchema }, names: readonly string[]): { createSchema: JsonSchema; updateSchema: JsonSchema } {
  return {
    createSchema: { ...schemas.createSchema, storedRules: [...names] } as JsonSchema,
    updateSchema: { ...schemas.updateSchema, storedRules: [...names] } as JsonSchema,
  };
}
