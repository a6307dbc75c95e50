import { listQuery, rql } from '../rql';
import type { RqlQuery, RqlValue } from '../rql';
import { hasToken } from '../tokens';
import { allConditionsHold, conditionHolds } from './conditions';
import { parseSortSpec } from './keys';
import { detailPath, fillRoute } from './rowLink';
import type { ActionDef, EntityMetadata, RelatedDef } from './types';

/** The fields naming a record: `detail.titleField` (one or several), else `nazov` when the record has one. */
export function titleFieldsOf(meta: Pick<EntityMetadata, 'detail'>, record: Readonly<Record<string, unknown>> | undefined): readonly string[] {
  const declared = meta.detail.titleField;
  if (declared !== undefined) return typeof declared === 'string' ? [declared] : declared;
  return record && 'nazov' in record ? ['nazov'] : [];
}

/** Between the parts of a title of several fields ("24ZSS… – Rodinný dom Nitra"). */
const TITLE_JOINER = ' – ';

/**
 * The record's business title for the header and the browser tab: its title fields' values that
 * are set, joined; undefined when none is (the caller then names it by its number).
 */
export function recordTitle(meta: Pick<EntityMetadata, 'detail'>, record: Readonly<Record<string, unknown>> | undefined): string | undefined {
  if (!record) return undefined;
  const parts = titleFieldsOf(meta, record)
    .map((field) => record[field])
    .filter((value) => value !== undefined && value !== null && value !== '')
    .map(String);
  return parts.length > 0 ? parts.join(TITLE_JOINER) : undefined;
}

/**
 * The record's own number (its id field as stored, never the route's parameter such as `current`)
 * for the line under the title; undefined where it adds nothing: no record yet, no id, or the
 * title already shows it (a processing code, a login).
 */
export function recordNumber(meta: Pick<EntityMetadata, 'detail' | 'id'>, record: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const value = record?.[meta.id];
  if (value === undefined || value === null || value === '') return undefined;
  const number = String(value);
  const shown = titleFieldsOf(meta, record).some((field) => record?.[field] !== undefined && String(record[field]) === number);
  return shown ? undefined : number;
}

/** The browser tab's title of a detail: `{record} – {entity}`. */
export function detailDocumentTitle(record: string, entityTitle: string): string {
  return `${record} – ${entityTitle}`;
}

/** Who looks at an action: the user's tokens and the application's variant. */
export interface ActionViewer {
  tokens: ReadonlySet<string>;
  variant?: 'portal' | 'core';
}

/**
 * Whether an action's button shows: the viewer holds its tokens (default the entity's write
 * token; an entity without one offers no default actions), the variant matches, and (record
 * actions) the record meets its `visibleIf`.
 */
export function actionVisible(
  meta: Pick<EntityMetadata, 'tokens'>,
  action: ActionDef,
  viewer: ActionViewer,
  record?: Readonly<Record<string, unknown>>,
): boolean {
  const required = action.tokens ?? meta.tokens.write;
  if (required === undefined || !hasToken(viewer.tokens, required)) return false;
  if (action.variant !== undefined && viewer.variant !== undefined && action.variant !== viewer.variant) return false;
  if (record !== undefined && !allConditionsHold(action.visibleIf, record)) return false;
  return true;
}

/**
 * Whether a stored record may be edited now: it meets `detail.editableIf` (e.g. a contract its
 * process still writes is not). The condition should read a field in which the server states its
 * own rule, so that the detail offers no edit exactly where the server refuses one (409).
 */
export function recordEditable(meta: Pick<EntityMetadata, 'detail'>, record: Readonly<Record<string, unknown>> | undefined): boolean {
  return allConditionsHold(meta.detail.editableIf, record);
}

/** The path of a record action (`{api}{id}/{code}`) or of a bulk action (`{api}{code}`). */
export function actionPath(meta: Pick<EntityMetadata, 'api'>, action: Pick<ActionDef, 'code'>, id?: string): string {
  return id === undefined ? `${meta.api}${action.code}` : `${meta.api}${encodeURIComponent(id)}/${action.code}`;
}

/** The i18n keys of an action: button, success toast, confirm question. */
export function actionTextKeys(meta: Pick<EntityMetadata, 'entity'>, action: ActionDef): { label: string; done: string; confirm: string } {
  const base = `${meta.entity}.action.${action.code}`;
  return { label: action.labelKey ?? base, done: `${base}Done`, confirm: `${base}Confirm` };
}

/** Where to go after an action succeeded: its `open` route filled from the answer (undefined: stay). */
export function actionTarget(action: Pick<ActionDef, 'open'>, answer: unknown): string | undefined {
  if (!action.open) return undefined;
  const values = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : undefined;
  return fillRoute(action.open, values);
}

/** Whether a related list shows: its tokens, default the related entity's read token. */
export function relatedVisible(related: RelatedDef, target: Pick<EntityMetadata, 'tokens'>, tokens: ReadonlySet<string>): boolean {
  return hasToken(tokens, related.tokens ?? target.tokens.read);
}

/** The value a related list filters on: the record's `from` field, default its id. */
export function relatedLinkValue(related: RelatedDef, meta: Pick<EntityMetadata, 'id'>, record: Readonly<Record<string, unknown>> | undefined): RqlValue | undefined {
  const value = record?.[related.from ?? meta.id];
  if (value === undefined || value === null || value === '') return undefined;
  return value as RqlValue;
}

/**
 * The query of one page of a related list: `eq(link, value)`, the list's sort (default the
 * related entity's search sort), `limit` and `count()`. Undefined while the value is unknown.
 */
export function relatedQuery(
  related: RelatedDef,
  meta: Pick<EntityMetadata, 'id'>,
  target: Pick<EntityMetadata, 'search'>,
  record: Readonly<Record<string, unknown>> | undefined,
  page: number,
  size: number,
): RqlQuery | undefined {
  const value = relatedLinkValue(related, meta, record);
  if (value === undefined) return undefined;
  return listQuery({ filter: rql.eq(related.link, value), sort: parseSortSpec(related.sort ?? target.search.sort), page, size, count: true });
}

/** Whether the detail re-reads its record now (`detail.refreshWhile` holds). */
export function refreshesWhile(meta: Pick<EntityMetadata, 'detail'>, record: Readonly<Record<string, unknown>> | undefined): boolean {
  const condition = meta.detail.refreshWhile;
  return condition !== undefined && record !== undefined && conditionHolds(condition, record);
}

/** The route of the create form: `routes.create`, else the detail route with `new`. */
export function createRoute(meta: Pick<EntityMetadata, 'id' | 'routes'>): string {
  return meta.routes.create ?? detailPath(meta, 'new') ?? meta.routes.detail;
}

/** Whether the search offers the New button: `search.create` is not false and the user holds the create token. */
export function canCreateFromSearch(meta: Pick<EntityMetadata, 'search' | 'tokens'>, tokens: ReadonlySet<string>): boolean {
  return meta.search.create !== false && meta.tokens.create !== undefined && hasToken(tokens, meta.tokens.create);
}
