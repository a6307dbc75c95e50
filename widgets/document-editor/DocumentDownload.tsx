import { useState } from 'react';
import { Anchor, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { documentDownloadPath } from '../../engine/react/grid/DocumentLink';
import { saveDownload } from '../../engine/react/download/saveBlob';
import { useEngine } from '../../engine/react/EngineProvider';
import type { DocumentRow } from './documentRules';
import { useDocumentPreview } from './documentPreview';

/**
 * A stored (or just uploaded) document's file name as a link that downloads it: the DMS content
 * (by dmsId for new rows, else by dmsUrl) saved under the name the server's Content-Disposition
 * gives. A row without a DMS reference shows its name only; a failure is told next to the link.
 */
export function DocumentDownload({ row, id }: { row: DocumentRow; id: string }) {
  const { t } = useTranslation();
  const { http } = useEngine();
  const preview = useDocumentPreview();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const fileName = row.fileName ?? '';
  const path = documentDownloadPath({ dmsId: row.dmsId ?? undefined, dmsUrl: row.dmsUrl ?? undefined, isNew: row.isNew ?? undefined });
  if (!fileName) return null;
  if (!path) return <>{fileName}</>;
  const download = () => {
    setBusy(true);
    setFailed(false);
    http
      .download(path)
      .then(saveDownload)
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };
  return (
    <>
      <Anchor
        component="button"
        type="button"
        size="sm"
        data-testid={id}
        title={t('widgets.documents.download', { fileName })}
        aria-label={t('widgets.documents.download', { fileName })}
        // The link sits in a selectable row: downloading must not select or open it.
        onClick={(event) => {
          event.stopPropagation();
          download();
        }}
        onDoubleClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.stopPropagation()}
      >
        {fileName}
      </Anchor>
      {preview ? (
        <Anchor
          component="button"
          type="button"
          size="xs"
          ml={8}
          data-testid={`${id}-preview`}
          aria-label={t('widgets.documents.preview', { fileName })}
          onClick={(event) => {
            event.stopPropagation();
            preview({ path, fileName, contentType: row.contentType ?? undefined });
          }}
          onDoubleClick={(event) => event.stopPropagation()}
          onKeyDown={(event) => event.stopPropagation()}
        >
          {t('widgets.documents.previewShort')}
        </Anchor>
      ) : null}
      {busy ? <Loader size={12} ml={4} aria-label={t('widgets.documents.downloading')} /> : null}
      {failed ? (
        <Text span c="red" size="sm" ml={4} role="alert">
          {t('widgets.documents.downloadFailed')}
        </Text>
      ) : null}
    </>
  );
}
