import type { FormSource } from '../form/buildFormModel';
import type { FieldConfig, LayoutGroup } from '../metadata/types';
import type { StartProcessResponse } from './types';

/** Longest note on a process (spec 9). */
export const NOTE_MAX_LENGTH = 500;

/** Largest document a step uploads: the main application's 10 MB (spec 9). */
export const DOCUMENT_MAX_BYTES = 10_485_760;

/** Longest return or decline reason. */
export const REASON_MAX_LENGTH = 500;

/** What a section of a step shows. */
export type StepKind = 'form' | 'items' | 'summary' | 'reason' | 'documents';

/** The process entity a step works on: read at `${api}${entityId}`, saved with POST there. */
export interface StepEntity {
  /** Collection path with trailing slash, e.g. `/portal/skupiny-zdielania/skupina-zdielania/`. */
  api: string;
  /** Prefix of the field label keys (`${i18n}.field.${name}`). */
  i18n: string;
}

/** The entity's editable form, from the server's update schema (`${api}${id}/schema/post/request`). */
export interface StepForm {
  kind: 'form';
  /** Another view of the process entity than the step's (e.g. a contract's finance data). */
  entity?: StepEntity;
  layout: LayoutGroup[];
  fields?: Record<string, FieldConfig>;
}

/** What a step's form is built from: the entity's texts and the form's own layout; the version is the server's. */
export function stepFormSource(entity: StepEntity, form: StepForm): FormSource {
  return { entity: entity.i18n, detail: { layout: form.layout, fields: { verzia: { hidden: true }, ...form.fields }, serverManaged: ['verzia'] } };
}

/** Child rows of the entity, added and removed one by one (e.g. the OOMs of a sharing group). */
export interface StepItems {
  kind: 'items';
  /** Path segment under the record: `${api}${id}/${path}`. */
  path: string;
  /** The row key, e.g. `eic`. */
  key: string;
  /** Grid columns (fields of a row). */
  columns: string[];
  /** Fields of the add form. */
  add: string[];
  /** Widget per add field (e.g. `eic`). */
  widgets?: Record<string, string>;
  /** Rows needed before the step can be completed. @default 0 */
  min?: number;
  /** The rows can only be read. */
  readOnly?: boolean;
}

/** Read-only fields of the entity (and its rows, when `items` is set). */
export interface StepSummary {
  kind: 'summary';
  /** Another view of the process entity than the step's. */
  entity?: StepEntity;
  /** Title i18n key above the fields. */
  titleKey?: string;
  fields: string[];
  items?: { path: string; columns: string[] };
  /**
   * Code books (API collection path with `kod` and `nazov`, as a column's `codeBook`) naming the
   * values of fields or item columns, by field: read live, so an item added to the book later is
   * named too. A code the book does not name falls back to the fixed `${i18n}.enum.…` text.
   */
  codeBooks?: Readonly<Record<string, string>>;
}

/** A return or decline reason the user types; the actions that need it say so. */
export interface StepReason {
  kind: 'reason';
  reason: 'return' | 'decline';
}

/**
 * Documents of the entity: listed at `${api}${id}/${path}`, uploaded to the DMS (`POST /dms/document`)
 * and attached with POST `{ dmsId }` there, downloaded from `/dms/document/{dmsId}/content/download`.
 */
export interface StepDocuments {
  kind: 'documents';
  path: string;
  /** DMS document types the user may upload (labels `${i18n}.documentType.${type}`). */
  documentTypes: string[];
  /** Documents needed before the step can be completed (a hint; the server decides). @default 0 */
  min?: number;
  /** Only listed and downloaded. */
  readOnly?: boolean;
}

/** One section of a step page. */
export type StepSection = StepForm | StepItems | StepSummary | StepReason | StepDocuments;

/** A step screen (spec 2.3), rendered by the generic step page. */
export interface StepMetadata {
  /** Title i18n key. */
  titleKey: string;
  /** The process entity, when the step shows or edits one. */
  entity?: StepEntity;
  sections: StepSection[];
  /** Notes on the process can be read and written. @default true */
  notes?: boolean;
  /** The same step for another process entity type (e.g. `return-reason` of a contract). */
  byEntityType?: Readonly<Record<string, Omit<StepMetadata, 'byEntityType'>>>;
}

/** The step's screen for the activity's entity type: its variant, else the step itself. */
export function resolveStep(step: StepMetadata | undefined, entityType: string | null | undefined): StepMetadata | undefined {
  if (!step || !entityType) return step;
  return step.byEntityType?.[entityType] ?? step;
}

/** Which activity a start-process answer names (spec 4.4 and 5: an activityId or code is required). */
export type StartProcessTarget = { kind: 'id'; activityId: number } | { kind: 'code'; code: string } | { kind: 'error'; message: string };

/** The error when a start-process answer names no activity. */
export const START_PROCESS_NO_ACTIVITY = 'Start process response has neither activityId nor code';

/** Reads a start-process answer. */
export function startProcessTarget(response: StartProcessResponse | null | undefined): StartProcessTarget {
  const id = response?.activityId;
  if (typeof id === 'number' && Number.isInteger(id) && id > 0) return { kind: 'id', activityId: id };
  const code = response?.code?.trim();
  if (code) return { kind: 'code', code };
  return { kind: 'error', message: START_PROCESS_NO_ACTIVITY };
}
