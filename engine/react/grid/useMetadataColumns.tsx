import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef, EntityMetadata } from '../../core/metadata';
import { columnLabelKey, toColumnDef } from '../../core/metadata';
import { formatCell } from '../format/formatCell';
import { typicalColumnWidth } from './columnWidths';
import { DocumentLink } from './DocumentLink';
import type { DocumentRecord } from './DocumentLink';
import type { GridColumn, GridRow } from './types';
import { useCodeBooks } from './useCodeBooks';

/** The value of a possibly dotted field (`created.user`) of a row. */
export function fieldValue(row: GridRow, key: string): unknown {
  if (key in row) return row[key];
  let value: unknown = row;
  for (const part of key.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** A cell's text as export and titles use it (the same formatter as the grid). */
export type CellText = (row: GridRow, column: ColumnDef) => string;

/**
 * The grid columns of an entity's metadata: translated headers and formatted cells (dates,
 * numbers, percent, EUR, booleans, enums by code book or schema enum labels, person and legal
 * entity names, document download links). Also returns the metadata columns and a text
 * formatter for export.
 */
export function useMetadataColumns(meta: EntityMetadata): { columns: GridColumn[]; defs: ColumnDef[]; cellText: CellText } {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const defs = useMemo(() => meta.search.columns.map(toColumnDef), [meta.search.columns]);
  const codeBooks = useCodeBooks(defs.flatMap((d) => (d.codeBook ? [d.codeBook] : [])));
  const codeBookKey = [...codeBooks.values()].map((m) => m.size).join(',');

  return useMemo(() => {
    const cellText: CellText = (row, col) =>
      formatCell(fieldValue(row, col.key), col.format, {
        language,
        t,
        entity: meta.entity,
        field: col.key,
        codeBook: col.codeBook ? codeBooks.get(col.codeBook) : undefined,
        fieldsOf: col.fieldsOf,
        valueField: col.fieldFrom === undefined ? undefined : String(fieldValue(row, col.fieldFrom) ?? ''),
      });
    const columns = defs.map(
      (col): GridColumn => ({
        id: col.key,
        header: t(columnLabelKey(meta, col)),
        // Declared in metadata, else typical of its format; long texts take the leftover width.
        width: col.width ?? typicalColumnWidth(col.format),
        // A list of codes has no order the server could sort by; a document link neither.
        sortable: col.sortable !== false && col.format !== 'document' && col.format !== 'enumList',
        hideable: col.hideable,
        render:
          col.format === 'document'
            ? (row) => {
                const value = fieldValue(row, col.key);
                return typeof value === 'object' && value !== null ? <DocumentLink doc={value as DocumentRecord} /> : null;
              }
            : col.format === 'enumList'
              ? (row) => {
                  // The cell ends with an ellipsis when narrow: its tooltip holds the whole list.
                  const text = cellText(row, col);
                  return text === '' ? null : <span title={text}>{text}</span>;
                }
              : (row) => cellText(row, col),
      }),
    );
    return { columns, defs, cellText };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- codeBookKey changes when a code book loads
  }, [defs, meta, t, language, codeBookKey]);
}
