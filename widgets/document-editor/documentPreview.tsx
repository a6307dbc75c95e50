// The preview hand-over lives in the engine (a workflow step's own document list previews through it
// too); the widget keeps importing it from here.
export { DocumentPreviewContext, isPreviewable, useDocumentPreview, type DocumentPreviewRequest } from '../../engine/react/documents/documentPreview';
