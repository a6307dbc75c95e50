import type { WidgetEntry } from '../../engine/react';
import { DocumentEditorWidget } from './DocumentEditorWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "document-editor"` for an array of document rows; options: variant, rootDocumentType, maxSize. */
export const documentEditorWidget: WidgetEntry = { ...widgetKind('document-editor'), component: DocumentEditorWidget };
export * from './documentRules';
export { DocumentPreviewContext, isPreviewable, type DocumentPreviewRequest } from './documentPreview';
