import type { WidgetEntry } from '../../engine/react';
import { DocumentEditorWidget } from './DocumentEditorWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "document-editor"` for an array of document rows; options: variant, rootDocumentType, maxSize. */
export const documentEditorWidget: WidgetEntry = { ...widgetKind('document-editor'), component: DocumentEditorWidget };
export { DocumentEditorWidget, FULFILMENT_CONFIRMATION, PRODUCTION_CONFIRMATION } from './DocumentEditorWidget';
export * from './documentRules';
export { DOCUMENT_TYPE_PATH, useDocumentTypes } from './useDocumentTypes';
export { DocumentPreviewContext, isPreviewable, useDocumentPreview, type DocumentPreviewRequest } from './documentPreview';
