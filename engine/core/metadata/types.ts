/**
 * Entity metadata: what an analyst writes (as JSON) to describe the search and detail screens
 * of one API entity. Types, required flags, formats and limits are NOT here: they come from the
 * server's JSON Schema. The meta-schema `entity.schema.json` is the checked form of these types.
 */

export type { TokenRequirement } from '../tokens';
import type { TokenRequirement } from '../tokens';

/**
 * The engine's generic filter input kinds of the search filter bar (forms-data.md 3). How each
 * becomes RQL is documented in `entity.schema.json` and implemented in `filterTerm`.
 */
export type BuiltInFilterType = 'text' | 'enum' | 'enumList' | 'user' | 'boolean' | 'true' | 'phone' | 'custom' | 'number' | 'date' | 'range';

/**
 * A built-in kind, or a domain kind the application registers (EngineProvider `filters`, e.g. the
 * data centre's `bsAnoOom` and `oomList` in src/search/filters). `string & {}` keeps the built-in
 * names suggested while any registered name type-checks.
 */
export type FilterType = BuiltInFilterType | (string & {});

/** How enum options are labelled: translated name, code, or "code - name". @default 'name' */
export type EnumDisplay = 'name' | 'code' | 'codeName';

/** How a text filter matches. @default 'contains' */
export type TextMatch = 'contains' | 'startsWith' | 'eq';

/** Comparison for date and number filters. @default 'eq' */
export type CompareOp = 'eq' | 'ne' | 'lt' | 'le' | 'gt' | 'ge';

/** One input of the search filter bar. */
export interface FilterDef {
  /** Unique key of the filter; also the URL search parameter and, unless `field` is set, the API field. */
  key: string;
  /** Filter kind. */
  type: FilterType;
  /** API field filtered; defaults to `key`. */
  field?: string;
  /** Label i18n key; defaults to `${entity}.field.${field ?? key}`. */
  labelCode?: string;
  /** Text match mode (type text). @default 'contains' */
  match?: TextMatch;
  /** Comparison (types date, number). @default 'eq' */
  op?: CompareOp;
  /** Enum values; defaults to the code book's or the schema's `enum` of the field. */
  options?: string[];
  /** Second API field: the upper bound of a `range` (interval overlap); a registered kind may use it too. */
  key2?: string;
  /** How enum options are labelled. @default 'name' */
  enumDisplay?: EnumDisplay;
  /** Code book (API collection path with `kod` and `nazov`) giving enum options and their names. */
  codeBook?: string;
  /** Offers sorting the grid by this API field in the filter bar's sort choice. */
  sortProp?: string;
  /** Label i18n key of that sort choice; defaults to the filter's label. */
  sortLabelCode?: string;
  /** How the applied value is shown in the active-filter summary. */
  formatter?: ColumnFormat;
}

/** Display formats of grid cells. */
export type ColumnFormat =
  | 'text'
  | 'date'
  | 'datetime'
  | 'number0'
  | 'number2'
  | 'number3'
  | 'number6'
  | 'percent'
  | 'eur'
  | 'boolean'
  | 'enum'
  | 'person'
  | 'legalEntity'
  | 'document'
  | 'enumList'
  | 'fieldLabel'
  | 'fieldValue';

/** A grid column given in full. */
export interface ColumnDef {
  /** API field shown. */
  key: string;
  /** Cell format; defaults to plain text. */
  format?: ColumnFormat;
  /** Width in pixels. */
  width?: number;
  /** Header label i18n key; defaults to `${entity}.field.${key}`. */
  labelKey?: string;
  /** Whether a header click sorts by this column. @default true */
  sortable?: boolean;
  /** Code book (API collection path with `kod` and `nazov`) naming the values of an `enum` or `enumList` column. */
  codeBook?: string;
  /**
   * A change list's columns (e.g. a record's history, one row per changed field): the entity whose
   * texts name the values. `fieldLabel`: the value is one of its field names, shown by the field's
   * label. `fieldValue`: the value is one of its field values, the field named by the row's
   * `fieldFrom` column; enum codes show by that field's enum labels. Default the list's own entity.
   */
  fieldsOf?: string;
  /** `fieldValue`: the row's column that names the field whose value the cell holds. */
  fieldFrom?: string;
  /** Whether the column chooser may hide it. @default true */
  hideable?: boolean;
}

/** A grid column: a bare field name or a full definition. */
export type ColumnSpec = string | ColumnDef;

/** The search screen. */
export interface SearchMetadata {
  /** Filter bar inputs, in order. */
  filters: FilterDef[];
  /** Grid columns, in order. */
  columns: ColumnSpec[];
  /** Default sort, e.g. `+nazov` or `-platnostOd,+kod`. */
  sort?: string;
  /** Rows can be selected (check-box column, selected count in the pager). @default false */
  selectable?: boolean;
  /**
   * Rows change outside this screen (e.g. read when opened): the list is asked again each time the
   * screen opens rather than shown from the query cache. @default false
   */
  alwaysFresh?: boolean;
  /**
   * A row opens this dialog page (shell-routes-workflow.md 2.5) instead of its route, with the row's
   * id as the argument `arg`, when the application hands the engine a dialog opener (else the route).
   */
  rowDialog?: { page: string; arg: string };
  /** Bulk actions on the selected rows: `POST {api}{code}` with `{ ids, ...form }` (needs `selectable`). */
  actions?: ActionDef[];
  /** Offers the New button to holders of the create token. @default true */
  create?: boolean;
}

/**
 * A server action on one record (detail: `POST {api}{id}/{code}`) or on the selected rows
 * (search: `POST {api}{code}` with `{ ids: [...] }`). Texts: `{entity}.action.{code}` (button),
 * `{entity}.action.{code}Done` (success), `{entity}.action.{code}Confirm` (question).
 */
export interface ActionDef {
  /** Path segment of the action, e.g. `terminate`. */
  code: string;
  /** Button label key. @default `{entity}.action.{code}` */
  labelKey?: string;
  /** Shown only with these tokens. @default the entity's write token */
  tokens?: TokenRequirement;
  /** Detail: shown only while the record's fields meet this (every condition of a list). */
  visibleIf?: VisibleIf | VisibleIf[];
  /** Asks for a body first: a dialog with the form of `{action path}/schema/post/request`. @default false */
  form?: boolean;
  /** Fieldsets of that form (as `detail.layout`). */
  layout?: LayoutGroup[];
  /** Per-field settings of that form (as `detail.fields`). */
  fields?: Record<string, FieldConfig>;
  /**
   * The form starts from the viewed record's values of its fields (a set to change, such as a
   * user's roles, which the body replaces whole). @default false: the schema's defaults
   */
  prefill?: boolean;
  /** Asks yes/no first. @default false */
  confirm?: boolean;
  /** The answer is a file to save (a generated document), not a record. @default false */
  download?: boolean;
  /**
   * Search: the action is the list's, not the selected rows' (e.g. a template to download): enabled
   * with nothing selected, it sends no ids. @default false
   */
  withoutSelection?: boolean;
  /** Where to go after success: `:field` parts filled from the answer, e.g. `/zmluva/vysledky-spracovania/:code`. */
  open?: string;
  /** Shown only in this variant. */
  variant?: 'portal' | 'core';
}

/** Rows of another entity that belong to this record, listed read-only on its detail. */
export interface RelatedDef {
  /** Section id; label `{entity}.related.{id}`. */
  id: string;
  /** The related entity's metadata name. */
  entity: string;
  /** Field of the related entity that points at this record (`eq(link, value)`). */
  link: string;
  /** Field of this record giving the value. @default this entity's id */
  from?: string;
  /** Columns shown. @default the related entity's search columns */
  columns?: ColumnSpec[];
  /** Sort, as `search.sort`. @default the related entity's */
  sort?: string;
  /** Tab it sits on. @default after the form */
  tab?: string;
  /** Shown only with these tokens. @default the related entity's read token */
  tokens?: TokenRequirement;
}

/** One fieldset of the detail form. */
export interface LayoutGroup {
  /** Group id, unique in the layout. */
  group: string;
  /** Legend i18n key; defaults to `${entity}.group.${group}`. */
  titleKey?: string;
  /** Tab (DetailMetadata.tabs) the group sits on; groups without one sit on the first tab. */
  tab?: string;
  /** Field names, in order. */
  fields: string[];
}

/** One tab of the detail form. */
export interface TabDef {
  /** Tab id; the label key defaults to `${entity}.tab.${id}`. */
  id: string;
  /** Label i18n key. */
  titleKey?: string;
  /** Shown but cannot be selected. */
  disabled?: boolean;
}

/** Condition on another field's current value. */
export interface VisibleIf {
  /** Field whose value is tested. */
  field: string;
  /** Visible when the value equals this. */
  equals?: string | number | boolean | null;
  /** Visible when the value is one of these. */
  in?: (string | number | boolean | null)[];
  /** Visible when the value is present (true) or absent (false). */
  filled?: boolean;
}

/** Per-field UI settings of the detail form. */
export interface FieldConfig {
  /** Widget name from the widget registry; defaults to the best-ranked widget for the schema. */
  widget?: string;
  /** Label i18n key; defaults to `${entity}.field.${name}`. */
  labelKey?: string;
  /** Help shown under the field (its description): true for the key `${entity}.help.${name}`, or another key. */
  help?: boolean | string;
  /** Always read-only. */
  readOnly?: boolean;
  /** Never shown (still submitted). */
  hidden?: boolean;
  /** Shown only while the condition holds. */
  visibleIf?: VisibleIf;
  /** Shown only to users with these tokens. */
  viewTokens?: TokenRequirement;
  /** Editable only by users with these tokens (read-only otherwise). */
  editTokens?: TokenRequirement;
  /** Extra options handed to the widget as-is. */
  options?: Record<string, unknown>;
}

/** The detail (view, edit, create) screen. */
export interface DetailMetadata {
  /** Fieldsets in order. */
  layout: LayoutGroup[];
  /** Tabs in order; without them all groups show on one page. */
  tabs?: TabDef[];
  /** Per-field settings. */
  fields?: Record<string, FieldConfig>;
  /** Fields the server fills (hidden when creating, read-only when editing); defaults to `[id, 'verzia']`. */
  serverManaged?: string[];
  /**
   * The record's business title in the header and the browser tab: one field (`cisloZmluvy`,
   * `login`) or several joined by " – " (`["eic", "nazov"]`). @default `nazov` when present, else the record's number
   */
  titleField?: string | readonly string[];
  /** Lists of related records (a participant's contracts, a group's members). */
  related?: RelatedDef[];
  /** Record actions in the header (terminate, renew, lock). */
  actions?: ActionDef[];
  /** Offers the history window (`GET {api}{id}/history`). @default false */
  history?: boolean;
  /** Re-reads the record every 2 s while its fields meet this (a running job's figures). */
  refreshWhile?: VisibleIf;
  /**
   * A stored record is editable (and deletable) only while its fields meet this (all of a list),
   * e.g. a contract not in process; the server refuses the edit of one that does not (409).
   */
  editableIf?: VisibleIf | VisibleIf[];
  /** i18n key of the note a writer sees on a record `editableIf` locks (why it cannot be edited now). */
  lockedKey?: string;
}

/** Permission tokens of an entity. */
export interface EntityTokens {
  /** Needed to see the search and detail screens; an empty list: every logged-in user. */
  read: TokenRequirement;
  /** Needed to edit (and delete). */
  write?: TokenRequirement;
  /** Needed to create. */
  create?: TokenRequirement;
}

/** Route patterns (relative to the app basename). */
export interface EntityRoutes {
  /** Search screen, e.g. `/technologia/vyhladanie`. */
  search: string;
  /** Detail screen with the id parameter, e.g. `/technologia/detail/:idTechnologia`. */
  detail: string;
  /**
   * Where a grid row opens instead of the detail: `:field` parts filled from the row (query
   * included), e.g. `/schranka/read/:idSchranka`, a page that marks the message read first.
   */
  open?: string;
  /** Own route of the create form, e.g. `/odberatel/create` (else the detail route with `new`). */
  create?: string;
  /** Route opening the record straight in edit mode, e.g. `/odberatel/edit/:idOdberatel`. */
  edit?: string;
}

/** The whole metadata of one entity. */
export interface EntityMetadata {
  /** Editor hint: path to the meta-schema. */
  $schema?: string;
  /** Entity name; the prefix of its i18n keys. */
  entity: string;
  /** Collection path of the API, with trailing slash, e.g. `/portal/zmluvy/technologia/`. */
  api: string;
  /** Id field name; also the detail route parameter name. */
  id: string;
  /** Screen title i18n key. */
  title: string;
  /** Permission tokens. */
  tokens: EntityTokens;
  /** Route patterns. */
  routes: EntityRoutes;
  /** Search screen. */
  search: SearchMetadata;
  /** Detail screen. */
  detail: DetailMetadata;
}
