// Rules of the document editor (forms-data.md sections 4 to 6), pure so they are tested alone.

/** An item of the `document-type` code book (GET /portal/enum/document-type/). */
export interface DocumentType {
  kod: string;
  nazov: string;
  /** Extensions a file of this type may have (without dot). */
  _extensions?: string[] | null;
  rootDocumentType?: string | null;
}

/** One row of the editor: a document of a record (the DMS document row of the spec, type by code). */
export interface DocumentRow {
  idDmsDocument?: number | string | null;
  documentType?: string | null;
  fileName?: string | null;
  fileSize?: number | null;
  contentType?: string | null;
  dmsId?: string | null;
  /** Where a stored document lives in the DMS (its content is `{dmsUrl}/content/download`). */
  dmsUrl?: string | null;
  isNew?: boolean | null;
  created?: { date?: string | null; user?: { code?: string; meno?: string; priezvisko?: string } | null } | null;
  generated?: boolean | null;
  poznamka?: string | null;
}

export type EditorVariant = 'portal' | 'core';

/** Longest note (spec section 9). */
export const NOTE_MAX_LENGTH = 500;

/** What a change of the document type clears: the file belonged to the old type. */
export const FILE_FIELDS = ['fileSize', 'contentType', 'dmsId', 'fileName', 'isNew', 'created'] as const;

/** The row with another type; a different type drops the file fields. */
export function changeDocumentType(row: DocumentRow, documentType: string | null | undefined): DocumentRow {
  if ((row.documentType ?? null) === (documentType ?? null)) return row;
  const next: DocumentRow = { ...row, documentType: documentType ?? null };
  for (const field of FILE_FIELDS) delete next[field];
  return next;
}

/** The row with an uploaded file: name, size, content type and DMS id, marked new. */
export function withUploadedFile(row: DocumentRow, file: { dmsId: string; fileName: string; fileSize: number; contentType: string }): DocumentRow {
  return { ...row, dmsId: file.dmsId, fileName: file.fileName, fileSize: file.fileSize, contentType: file.contentType, isNew: true };
}

/** Whether the row was saved before (it has an id). */
export function isStored(row: DocumentRow): boolean {
  return row.idDmsDocument !== undefined && row.idDmsDocument !== null;
}

/** Portal users may edit or delete only new rows, never stored or generated ones; core users any. */
export function mayChangeRow(row: DocumentRow, variant: EditorVariant): boolean {
  return variant === 'core' || (!isStored(row) && row.generated !== true);
}

/** Whether the note (and the generated column) shows: core only. */
export function showsCoreColumns(variant: EditorVariant): boolean {
  return variant === 'core';
}

/** Types a row may take: active types not used by another row (one document per type), plus its own. */
export function availableTypes(types: readonly DocumentType[], rows: readonly DocumentRow[], editingIndex: number): DocumentType[] {
  const used = new Set(rows.filter((_, i) => i !== editingIndex).map((r) => r.documentType).filter((t): t is string => typeof t === 'string'));
  return types.filter((type) => !used.has(type.kod));
}

/** Extensions of a type (lower case, no dot); none for an unknown type. */
export function extensionsOf(types: readonly DocumentType[], code: string | null | undefined): string[] {
  const type = types.find((t) => t.kod === code);
  return (type?._extensions ?? []).map((e) => e.toLowerCase().replace(/^\./, ''));
}

/** Problems of a row being saved, as i18n keys by field: required type, file name and size; one document per type; note length. */
export function rowProblems(row: DocumentRow, rows: readonly DocumentRow[], editingIndex: number): Partial<Record<'documentType' | 'fileName' | 'fileSize' | 'poznamka', string>> {
  const out: Partial<Record<'documentType' | 'fileName' | 'fileSize' | 'poznamka', string>> = {};
  if (!row.documentType) out.documentType = 'engine.validation.required';
  else if (rows.some((other, i) => i !== editingIndex && other.documentType === row.documentType)) out.documentType = 'widgets.documents.onePerType';
  if (!row.fileName) out.fileName = 'engine.validation.required';
  if (row.fileSize === undefined || row.fileSize === null) out.fileSize = 'engine.validation.required';
  if (typeof row.poznamka === 'string' && row.poznamka.length > NOTE_MAX_LENGTH) out.poznamka = 'widgets.documents.noteTooLong';
  return out;
}

/** The rows with one replaced (index ≥ 0) or added (index −1). */
export function putRow(rows: readonly DocumentRow[], index: number, row: DocumentRow): DocumentRow[] {
  return index < 0 ? [...rows, row] : rows.map((r, i) => (i === index ? row : r));
}
