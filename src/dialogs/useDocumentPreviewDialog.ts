import { useMemo } from 'react';
import type { DocumentPreviewRequest } from '../../widgets/document-editor';
import { useDialogPages } from './useDialogPages';

/**
 * The document editor's preview as the dialog page dms-editor-preview (spec 2.5): handed to the
 * widget through DocumentPreviewContext wherever documents are listed (detail, child editor,
 * workflow step), so every place previews alike.
 */
export function useDocumentPreviewDialog(): (document: DocumentPreviewRequest) => void {
  const dialogs = useDialogPages();
  return useMemo(
    () => (document: DocumentPreviewRequest) =>
      dialogs.open('dms-editor-preview', { path: document.path, fileName: document.fileName, contentType: document.contentType ?? '' }),
    [dialogs],
  );
}
