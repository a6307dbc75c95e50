import { useState } from 'react';
import { Anchor, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataProvider } from '../../core/http';
import { useEngine } from '../EngineProvider';

/** A document download record (forms-data.md 3). */
export interface DocumentRecord {
  fileName?: string;
  dmsUrl?: string;
  dmsId?: string | number;
  contentType?: string;
  isNew?: boolean;
}

/** API path of a document's content: by dmsId for new (not yet saved) documents, else by its dmsUrl. */
export function documentDownloadPath(doc: DocumentRecord): string | undefined {
  if (doc.isNew && doc.dmsId !== undefined) return `/dms/document/${encodeURIComponent(String(doc.dmsId))}/content/download`;
  if (doc.dmsUrl) return `/${doc.dmsUrl.replace(/^\/+|\/+$/g, '')}/content/download`;
  if (doc.dmsId !== undefined) return `/dms/document/${encodeURIComponent(String(doc.dmsId))}/content/download`;
  return undefined;
}

/** Downloads a document as binary and saves it under its file name and content type. */
export async function downloadDocument(http: DataProvider, doc: DocumentRecord): Promise<void> {
  const path = documentDownloadPath(doc);
  if (!path) return;
  const { data } = await http.get<Blob>(path, { responseType: 'blob' });
  const blob = doc.contentType && data.type !== doc.contentType ? new Blob([data], { type: doc.contentType }) : data;
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = doc.fileName ?? 'document';
  anchor.click();
  // Revoke after the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A document cell: its file name as a link that downloads it; failures are shown next to it. */
export function DocumentLink({ doc }: { doc: DocumentRecord }) {
  const { t } = useTranslation();
  const { http } = useEngine();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const path = documentDownloadPath(doc);
  if (!doc.fileName) return null;
  if (!path) return <>{doc.fileName}</>;
  return (
    <>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={(event) => {
          event.stopPropagation();
          setBusy(true);
          setFailed(false);
          downloadDocument(http, doc)
            .catch(() => setFailed(true))
            .finally(() => setBusy(false));
        }}
        title={t('grid.document.download', { fileName: doc.fileName })}
      >
        {doc.fileName}
      </Anchor>
      {busy && <Loader size={12} ml={4} aria-label={t('grid.document.downloading')} />}
      {failed && (
        <span role="alert" style={{ color: 'var(--mantine-color-red-7)', marginLeft: 4 }}>
          {t('grid.document.failed')}
        </span>
      )}
    </>
  );
}
