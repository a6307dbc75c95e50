import { createContext, useContext } from 'react';

/** A document to preview: where its bytes are (an API path) and what it is. */
export interface DocumentPreviewRequest {
  path: string;
  fileName: string;
  contentType?: string;
}

/**
 * The host application's preview (e.g. a dialog page showing a PDF or an image). The engine and the
 * widgets cannot reach the application, so it is handed down: without a provider no preview shows.
 * Every place that lists documents (the document editor widget, a workflow step's own documents)
 * previews through this one context.
 */
export const DocumentPreviewContext = createContext<((document: DocumentPreviewRequest) => void) | undefined>(undefined);

/** The preview the host provides, if any. */
export function useDocumentPreview(): ((document: DocumentPreviewRequest) => void) | undefined {
  return useContext(DocumentPreviewContext);
}

/** Content types a browser shows inline: PDFs and images; the rest has no preview. */
export function isPreviewable(contentType: string | null | undefined, fileName = ''): 'pdf' | 'image' | undefined {
  const type = (contentType ?? '').toLowerCase();
  if (type.startsWith('application/pdf') || (!type && /\.pdf$/i.test(fileName))) return 'pdf';
  if (/^image\/(png|jpe?g|gif|webp)/.test(type) || (!type && /\.(png|jpe?g|gif|webp)$/i.test(fileName))) return 'image';
  return undefined;
}
