import { Alert, Center, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPreviewable } from '../../../widgets/document-editor';
import { useAppServices } from '../../app/AppServices';
import type { DialogPageProps } from '../dialogPages';

/** Only the application's own DMS content is fetched into the preview. */
const DMS_PATH = /^\/(?:public\/)?dms\/document\/[0-9a-f-]{36}\/content\/download$/;

type State = { kind: 'loading' } | { kind: 'shown'; url: string; as: 'pdf' | 'image' } | { kind: 'none' } | { kind: 'failed' };

/**
 * `dialogs/dms-editor-preview` (spec 2.5, 500x300): a document of the document editor shown from
 * a blob URL (a PDF in an iframe, an image), or a 'no preview' text for other types. Arguments:
 * `path` (the DMS download path), `fileName`, `contentType`.
 */
export default function DmsEditorPreviewDialog({ args }: DialogPageProps) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const path = args.path ?? '';
  const as = isPreviewable(args.contentType, args.fileName);
  useEffect(() => {
    if (!as || !DMS_PATH.test(path)) {
      setState({ kind: 'none' });
      return undefined;
    }
    let url: string | undefined;
    let live = true;
    http
      .download(path, { callerHandles: 'all' })
      .then(({ blob }) => {
        // The declared type, so the browser renders it whatever the server's header said.
        url = URL.createObjectURL(new Blob([blob], { type: as === 'pdf' ? 'application/pdf' : blob.type || args.contentType || 'image/png' }));
        if (live) setState({ kind: 'shown', url, as });
        else URL.revokeObjectURL(url);
      })
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [args.contentType, as, http, path]);

  if (state.kind === 'loading') {
    return (
      <Center h="100%">
        <Loader size="sm" aria-label={t('dialogs.dmsEditorPreview.loading')} />
      </Center>
    );
  }
  if (state.kind === 'failed') return <Alert color="red" role="alert">{t('dialogs.dmsEditorPreview.failed')}</Alert>;
  if (state.kind === 'none') return <Text data-testid="dms-preview-none">{t('dialogs.dmsEditorPreview.none')}</Text>;
  // An iframe, not an object: the page's Content-Security-Policy allows blob: frames (object-src is 'none').
  return state.as === 'pdf' ? (
    <iframe src={state.url} title={args.fileName ?? ''} data-testid="dms-preview-pdf" style={{ width: '100%', height: '100%', border: 0 }} />
  ) : (
    <img src={state.url} alt={args.fileName ?? ''} data-testid="dms-preview-image" style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
  );
}
